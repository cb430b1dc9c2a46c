import { formatIsoDate } from '@/lib/dates';
import { cn } from '@/lib/utils';

/**
 * When a page's guidance was last checked against its sources: "Last reviewed 23 November 2026", from the
 * `reviewed` date of its content record. Rendered on the server, so the date is in the HTML and costs no script.
 */
export function LastReviewed({ date, className }: { date: string; className?: string }) {
  return (
    <p className={cn('text-sm text-muted-foreground', className)}>
      Last reviewed <time dateTime={date}>{formatIsoDate(date)}</time>
    </p>
  );
}
