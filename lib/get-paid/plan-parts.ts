import { BOX_WORDS, DATE_WORDS, METHOD_WORDS, STATE_WORDS, SUMMARY_WORDS } from '@/content/get-paid/wording';
import { formatIsoDate } from '@/lib/dates';
import { formatPounds } from '@/lib/numbers';
import { calendarFileOf, type CalendarEvent } from '@/lib/tools/ics';
import { fromIso } from '@/lib/iso-date';
import { formFeePence, type GetPaidAnswers, type GetPaidForm, type GetPaidPlan } from './rules';

/**
 * Issue 55: what the plan shows beside its methods, worked out from the rules' answer: the figures to copy onto the
 * form chosen, the dated steps (and the calendar file of them), and the short summary "Ask us about enforcing this"
 * puts in the consultation form. Keys and pence; the words come from content/get-paid/wording.ts.
 */

export type FormBox = { key: keyof typeof BOX_WORDS; pence: number };

/** The visitor's own figures for a form: the judgment, costs, paid, balance, the fee, and for a warrant or writ the amount with the fee. */
export function formBoxes(form: GetPaidForm, answers: GetPaidAnswers, plan: GetPaidPlan): FormBox[] {
  const fee = formFeePence(form);
  const boxes: FormBox[] = [
    { key: 'judgment', pence: answers.judgmentPence },
    { key: 'costs', pence: answers.costsPence },
    { key: 'total', pence: plan.totalPence },
    { key: 'paid', pence: answers.paidPence },
    { key: 'balance', pence: plan.balancePence },
    { key: 'fee', pence: fee },
  ];
  if (form === 'N323') boxes.push({ key: 'amount', pence: plan.balancePence + fee });
  if (form === 'N293A') boxes.push({ key: 'writAmount', pence: plan.balancePence + fee });
  return boxes;
}

export type DatedStep = { key: keyof typeof DATE_WORDS & ('due' | 'dueFuture' | 'apply' | 'permissionLastDay'); iso: string };

/** The plan's dates in order: when payment was (or is) due, today to apply when it can be enforced, and the six-year day. */
export function datedSteps(plan: GetPaidPlan, todayIso: string): DatedStep[] {
  const steps: DatedStep[] = [];
  if (plan.dueIso) steps.push({ key: plan.dueIso < todayIso ? 'due' : 'dueFuture', iso: plan.dueIso });
  if (plan.state === 'enforceable') steps.push({ key: 'apply', iso: todayIso });
  steps.push({ key: 'permissionLastDay', iso: plan.permissionLastDayIso });
  return steps.sort((a, b) => a.iso.localeCompare(b.iso));
}

/**
 * The calendar file (RFC 5545 through lib/tools/ics.ts): each dated step from today on, as an all-day event with a
 * reminder. UIDs are stable for the same plan, so importing it again updates the events.
 */
export function getPaidCalendar(plan: GetPaidPlan, { stamp, host, todayIso }: { stamp: Date; host: string; todayIso: string }): string {
  if (!/^[a-z0-9.-]+$/i.test(host)) throw new RangeError(`Not a host name: ${host}`);
  const events: CalendarEvent[] = datedSteps(plan, todayIso)
    .filter((step) => step.iso >= todayIso)
    .map((step) => ({
      uid: `${step.iso}-get-paid-${step.key}@${host}`,
      stamp,
      date: fromIso(step.iso),
      summary: DATE_WORDS[step.key].title,
      description: `${DATE_WORDS[step.key].text}\n${DATE_WORDS.calendarFooter}`,
    }));
  return calendarFileOf(events, DATE_WORDS.calendarProduct);
}

const pounds = (pence: number) => formatPounds(pence / 100);

/** The short summary for the consultation form: the judgment, who owes it, where it stands and the ways open. */
export function getPaidSummary(answers: GetPaidAnswers, plan: GetPaidPlan): string {
  const known = answers.assets.map((asset) => SUMMARY_WORDS.assets[asset]);
  const open = plan.methods.filter((m) => m.status === 'open').map((m) => `${METHOD_WORDS[m.id].title} (${m.forms.join(', ')})`);
  return [
    'From the Get paid planner:',
    `Judgment of ${formatIsoDate(answers.judgmentIso)}: ${pounds(answers.judgmentPence)}, costs ${pounds(answers.costsPence)}, paid since ${pounds(answers.paidPence)}; ${pounds(plan.balancePence)} left to pay.`,
    `Owed by: ${SUMMARY_WORDS.debtor[answers.debtor]}. What I know: ${known.length > 0 ? known.join('; ') : SUMMARY_WORDS.nothingKnown}.`,
    `${STATE_WORDS[plan.state].title}.`,
    ...(open.length > 0 ? [`Ways open: ${open.join('; ')}.`] : []),
  ].join('\n');
}
