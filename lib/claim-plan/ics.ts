import { planViewText } from '@/content/claim-plan/questions';
import { PLAN_CALENDAR, PLAN_ITEMS, PLAN_ONLY, PLAN_RULES } from '@/content/claim-plan/wording';
import { toPlainText } from '@/content/inline-markup';
import { calendarFileOf, type CalendarEvent } from '@/lib/tools/ics';
import type { CanYouClaim } from './can-you-claim';
import { fromIso } from './dates';
import { datedItems } from './plan';
import type { PlanItem, PlanStep } from './types';

/**
 * Issue 28: one .ics file holding every dated step of the plan (RFC 5545 through lib/tools/ics.ts: CRLF lines
 * folded at 75 octets, text escaped, all-day events with a reminder). UIDs are stable for the same plan (the date,
 * the step and the item), so importing the file again updates the events rather than doubling them; DTSTAMP is
 * passed in. Dates in the past (the day a letter was sent) are left out.
 *
 * FACTS.md §14: the file says what the page says. Each event carries the item's warning as the page shows it ("Stop
 * and check: ", "Important: "); no issue date (the earliest day to issue, the interest and the fee worked out to it) is
 * exported after the last day of the time limit; and for a claim whose time limit may have passed, the file holds one
 * warning event, today, not a set of claim dates.
 */

/** The words before an item's title, on the page and in the calendar. */
const TONE_PREFIX: Record<PlanItem['tone'], string> = { info: '', warning: planViewText.important, stop: planViewText.stop };

function eventOf(step: PlanStep['id'], item: PlanItem, date: string, { stamp, host }: { stamp: Date; host: string }): CalendarEvent {
  return {
    uid: `${date}-${step}-${item.key}@${host}`,
    stamp,
    date: fromIso(date),
    summary: `${TONE_PREFIX[item.tone]}${toPlainText(PLAN_ITEMS[item.key].title)}${item.only ? ` (${PLAN_ONLY[item.only]})` : ''}`,
    description: [toPlainText(PLAN_ITEMS[item.key].text), ...(item.rule ? [`${PLAN_RULES[item.rule].cite}.`] : []), PLAN_CALENDAR.footer].join('\n'),
  };
}

export function planCalendar(steps: readonly PlanStep[], { stamp, host, todayIso }: { stamp: Date; host: string; todayIso: string }): string {
  if (!/^[a-z0-9.-]+$/i.test(host)) throw new RangeError(`Not a host name: ${host}`);
  fromIso(todayIso);
  const can = steps.find((step): step is CanYouClaim => step.id === 'can-you-claim');
  if (can?.limitation.status === 'passed') {
    const passed = can.items.find((item) => item.key === 'limitation-passed')!;
    return calendarFileOf([eventOf(can.id, passed, todayIso, { stamp, host })], PLAN_CALENDAR.product);
  }
  const lastDay = can?.limitation.lastDay;
  const events = datedItems(steps)
    .filter(({ item }) => item.date.iso >= todayIso)
    .filter(({ step, item }) => !(lastDay && step === 'claiming' && item.date.iso > lastDay))
    .map(({ step, item }) => eventOf(step, item, item.date.iso, { stamp, host }));
  return calendarFileOf(events, PLAN_CALENDAR.product);
}
