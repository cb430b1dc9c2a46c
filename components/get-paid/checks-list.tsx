import { CHECKS } from '@/content/get-paid/wording';
import { cn, textLink } from '@/lib/utils';

/**
 * The public registers and searches that tell a judgment creditor about the debtor, each opening in a new tab with
 * what it tells: all of them on the planner's page, those for the debtor's kind in the plan.
 */
export function ChecksList({ checks = CHECKS, className }: { checks?: readonly (typeof CHECKS)[number][]; className?: string }) {
  return (
    <ul className={cn('grid', className)}>
      {checks.map((check) => (
        <li key={check.id}>
          <a href={check.href} className={textLink} target="_blank" rel="noopener noreferrer">
            {check.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <p>{check.tells}</p>
        </li>
      ))}
    </ul>
  );
}
