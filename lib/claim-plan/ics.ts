import { PLAN_CALENDAR, PLAN_ITEMS, PLAN_ONLY, PLAN_RULES } from '@/content/claim-plan/wording';
import { toPlainText } from '@/lib/inline-markup';
import { calendarFileOf } from '@/lib/tools/ics';
import { fromIso } from './dates';
import { datedItems } from './plan';
import type { PlanStep } from './types';

/**
 * Issue 28: one .ics file holding every dated step of the plan (RFC 5545 through lib/tools/ics.ts: CRLF lines
 * folded at 75 octets, text escaped, all-day events with a reminder). UIDs are stable for the same plan (the date,
 * the step and the item), so importing the file again updates the events rather than doubling them; DTSTAMP is
 * passed in. Dates in the past (the day a letter was sent) are left out.
 */
export function planCalendar(steps: readonly PlanStep[], { stamp, host, todayIso }: { stamp: Date; host: string; todayIso: string }): string {
  if (!/^[a-z0-9.-]+$/i.test(host)) throw new RangeError(`Not a host name: ${host}`);
  fromIso(todayIso);
  const events = datedItems(steps)
    .filter(({ item }) => item.date.iso >= todayIso)
    .map(({ step, item }) => ({
      uid: `${item.date.iso}-${step}-${item.key}@${host}`,
      stamp,
      date: fromIso(item.date.iso),
      summary: `${toPlainText(PLAN_ITEMS[item.key].title)}${item.only ? ` (${PLAN_ONLY[item.only]})` : ''}`,
      description: [toPlainText(PLAN_ITEMS[item.key].text), ...(item.rule ? [`${PLAN_RULES[item.rule].cite}.`] : []), PLAN_CALENDAR.footer].join('\n'),
    }));
  return calendarFileOf(events, PLAN_CALENDAR.product);
}
