'use client';

import { useSyncExternalStore } from 'react';
import { formatLongDate } from '@/lib/dates';

const noSubscription = () => () => {};
const today = () => formatLongDate(new Date());
const isoToday = () => new Date().toISOString().slice(0, 10);
const onServer = () => null;

/** Today's date in the visitor's browser, en-GB long format (never frozen at build time). */
export function TodayDate() {
  const label = useSyncExternalStore(noSubscription, today, onServer);
  const iso = useSyncExternalStore(noSubscription, isoToday, onServer);
  if (!label || !iso) return <span className="inline-block min-w-32" aria-hidden />;
  return <time dateTime={iso}>{label}</time>;
}
