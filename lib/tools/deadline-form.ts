import { DEADLINE_EVENTS, EVENT_DATE_SUBJECTS, deadlineMessages as messages, type DeadlineEventKind } from '@/content/tools/deadline-calculator';
import { dateProblem } from '@/lib/date-input';
import { parseDateField } from '@/lib/templates/calculations';
import type { DeadlineEvent } from './deadlines';

export type DeadlineFormValues = { event: string; date: string; time: string; days: string };
export type DeadlineFormField = keyof DeadlineFormValues;
export type DeadlineFormErrors = Partial<Record<DeadlineFormField, string>>;

const isEventKind = (value: string): value is DeadlineEventKind => DEADLINE_EVENTS.some((e) => e.value === value);
export const asksTime = (values: Pick<DeadlineFormValues, 'event'>) => values.event === 'document-delivered';
export const asksDays = (values: Pick<DeadlineFormValues, 'event'>) => values.event === 'period';
export const MAX_PERIOD_DAYS = 365;
/** The date's name in its messages before an event is chosen (the field's label then). */
export const DATE_SUBJECT = 'Date';

/** Checks the form: its errors by field (GOV.UK wording) or the event to work from. */
export function checkDeadlineForm(values: DeadlineFormValues): { errors: DeadlineFormErrors; event: DeadlineEvent | null } {
  const errors: DeadlineFormErrors = {};
  if (!isEventKind(values.event)) errors.event = messages.eventMissing;
  const date = parseDateField(values.date.trim());
  const subject = isEventKind(values.event) ? EVENT_DATE_SUBJECTS[values.event] : DATE_SUBJECT;
  const dateError = dateProblem(values.date.trim(), subject, messages.dateMissing);
  if (dateError) errors.date = dateError.message;
  if (asksTime(values) && values.time !== 'before' && values.time !== 'after') errors.time = messages.timeMissing;
  const days = Number(values.days.trim());
  if (asksDays(values)) {
    if (values.days.trim() === '') errors.days = messages.daysMissing;
    else if (!/^\d{1,3}$/.test(values.days.trim()) || days < 1 || days > MAX_PERIOD_DAYS) errors.days = messages.daysInvalid;
  }
  if (Object.keys(errors).length > 0 || !isEventKind(values.event) || !date) return { errors, event: null };
  if (values.event === 'document-delivered') return { errors, event: { kind: values.event, date, beforeCutOff: values.time === 'before' } };
  if (values.event === 'period') return { errors, event: { kind: values.event, date, days } };
  return { errors, event: { kind: values.event, date } };
}
