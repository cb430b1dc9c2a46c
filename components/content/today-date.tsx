import { formatIsoDate } from '@/lib/dates';
import { shellMark } from '@/lib/page-markers';

/**
 * Today's date in the visitor's browser, en-GB long format (never frozen at build time): the shell script fills it
 * in. Without JavaScript the browser cannot say what day it is, so `withoutScript` (an ISO date the page passes,
 * such as the day it was built) is shown instead.
 */
export function TodayDate({ withoutScript }: { withoutScript?: string }) {
  return (
    <>
      <time {...shellMark('today')} aria-hidden className="inline-block min-w-32 no-js:hidden" />
      {withoutScript ? (
        <noscript>
          <time dateTime={withoutScript}>{formatIsoDate(withoutScript)}</time>
        </noscript>
      ) : null}
    </>
  );
}
