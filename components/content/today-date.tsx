'use client';

import { useSyncExternalStore } from 'react';
import { formatIsoDate, formatLongDate } from '@/lib/dates';

const noSubscription = () => () => {};
const today = () => formatLongDate(new Date());
const isoToday = () => new Date().toISOString().slice(0, 10);
const onServer = () => null;

/**
 * Today's date in the visitor's browser, en-GB long format (never frozen at build time). Without JavaScript the
 * browser cannot say what day it is, so `withoutScript` (an ISO date the page passes, such as the day it was built)
 * is shown instead.
 */
export function TodayDate({ withoutScript }: { withoutScript?: string }) {
  const label = useSyncExternalStore(noSubscription, today, onServer);
  const iso = useSyncExternalStore(noSubscription, isoToday, onServer);
  if (!label || !iso) {
    return (
      <>
        <span className="inline-block min-w-32 no-js:hidden" aria-hidden />
        {withoutScript ? (
          <noscript>
            <time dateTime={withoutScript}>{formatIsoDate(withoutScript)}</time>
          </noscript>
        ) : null}
      </>
    );
  }
  return <time dateTime={iso}>{label}</time>;
}
