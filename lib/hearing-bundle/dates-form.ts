import { hearingDateFields as fields, hearingDateMessages as messages } from '@/content/tools/hearing-bundle';
import { parseISO } from 'date-fns';
import { dateProblem, isIsoDate } from '@/lib/date-input';
import type { HearingDatesInput } from './dates';

/** Issue 56: the dates form's values (each a date field's one value, lib/date-input.ts) and its GOV.UK errors. */
export type HearingDateValues = { hearing: string; orderDate: string; feeDate: string };
export type HearingDateField = keyof HearingDateValues;
export type HearingDateErrors = Partial<Record<HearingDateField, string>>;
export const HEARING_DATE_FIELDS: readonly HearingDateField[] = ['hearing', 'orderDate', 'feeDate'];

/** A real date typed (yyyy-mm-dd) as the local day it names; null otherwise. The page loads no more than this before the dates are asked for. */
const parseDateField = (value: string): Date | null => (isIsoDate(value) ? parseISO(value) : null);

/** An optional date: no error when all three boxes are empty. */
function optionalProblem(value: string, subject: string): string | undefined {
  if (value.trim() === '') return undefined;
  return dateProblem(value.trim(), subject, '')?.message;
}

/** Checks the form: its errors by field, or the input to work the dates out from. */
export function checkHearingDates(values: HearingDateValues): { errors: HearingDateErrors; input: Omit<HearingDatesInput, 'today'> | null } {
  const errors: HearingDateErrors = {};
  const hearingProblem = dateProblem(values.hearing.trim(), fields.hearing.subject, messages.hearingMissing);
  if (hearingProblem) errors.hearing = hearingProblem.message;
  const orderProblem = optionalProblem(values.orderDate, fields.orderDate.subject);
  if (orderProblem) errors.orderDate = orderProblem;
  const feeProblem = optionalProblem(values.feeDate, fields.feeDate.subject);
  if (feeProblem) errors.feeDate = feeProblem;
  const hearing = parseDateField(values.hearing.trim());
  const orderDeadline = parseDateField(values.orderDate.trim());
  const hearingFeeDue = parseDateField(values.feeDate.trim());
  if (hearing && orderDeadline && !errors.orderDate && orderDeadline >= hearing) errors.orderDate = messages.orderAfterHearing;
  if (hearing && hearingFeeDue && !errors.feeDate && hearingFeeDue >= hearing) errors.feeDate = messages.feeAfterHearing;
  if (Object.keys(errors).length > 0 || !hearing) return { errors, input: null };
  return { errors, input: { hearing, orderDeadline, hearingFeeDue } };
}
