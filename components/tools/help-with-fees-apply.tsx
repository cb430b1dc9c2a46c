import { HELP_WITH_FEES_URL } from '@/content/fees';
import { EX160_URL } from '@/content/tools/help-with-fees';
import { hwfText } from '@/content/tools/help-with-fees-questions';
import { textLink } from '@/lib/utils';


/** How to apply for Help with Fees, with the official online service and form EX160: on the page and in the check's result. */
export function HwfHowToApply({ headingClassName }: { headingClassName: string }) {
  return (
    <div>
      <h3 className={headingClassName}>{hwfText.applyTitle}</h3>
      <p className="mt-2">{hwfText.applyText}</p>
      <ul className="mt-3 grid gap-2">
        <li>
          <a href={HELP_WITH_FEES_URL} className={textLink}>
            {hwfText.apply}
          </a>
        </li>
        <li>
          <a href={EX160_URL} className={textLink}>
            {hwfText.form}
          </a>
        </li>
      </ul>
    </div>
  );
}

/** What to have ready (EX160A). */
export function HwfEvidence({ headingClassName, items }: { headingClassName: string; items: readonly string[] }) {
  return (
    <div>
      <h3 className={headingClassName}>{hwfText.evidenceTitle}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
