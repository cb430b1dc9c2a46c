'use client';

import * as React from 'react';
import { bundleToolWords as words, hearingBundlePage, hearingDateFields as fields } from '@/content/tools/hearing-bundle';
import { DateField } from '@/components/forms/date-field';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/error-summary';
import { Button } from '@/components/ui/button';
import { HEARING_DATE_FIELDS, type HearingDateErrors, type HearingDateField, type HearingDateValues } from '@/lib/hearing-bundle/dates-form';

export const DATES_FORM_ID = 'hearing-dates';
export const dateFieldId = (field: HearingDateField) => `${DATES_FORM_ID}-${field}`;

/**
 * Issue 56: the dates part of "Prepare my hearing bundle": the hearing date (and the order's own date and the hearing
 * fee's, when given) in GOV.UK date inputs; the result lists each date in the order it falls, with its rule and the
 * days counted, and a calendar file of them all (./dates-result.tsx, loaded when the dates are asked for). The parent
 * holds the values (kept in the tab).
 */
export function HearingDatesForm({
  values,
  errors,
  failedSubmits,
  onChange,
  onSubmit,
}: {
  values: HearingDateValues;
  errors: HearingDateErrors;
  failedSubmits: number;
  onChange: (field: HearingDateField, value: string) => void;
  onSubmit: () => void;
}) {
  const summary: ErrorSummaryItem[] = HEARING_DATE_FIELDS.flatMap((field) => (errors[field] ? [{ fieldId: dateFieldId(field), message: errors[field]! }] : []));
  return (
    <form
      method="get"
      action={hearingBundlePage.path}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      aria-labelledby={`${DATES_FORM_ID}-title`}
      className="grid grid-cols-1 gap-6 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6 print:hidden"
    >
      <h2 id={`${DATES_FORM_ID}-title`} className="text-2xl font-extrabold">
        {words.datesFormTitle}
      </h2>
      <ErrorSummary errors={summary} focusKey={failedSubmits} />
      <DateField id={dateFieldId('hearing')} name="hearing" legend={fields.hearing.legend} hint={fields.hearing.hint} error={errors.hearing} required value={values.hearing} onChange={(v) => onChange('hearing', v)} />
      <DateField id={dateFieldId('orderDate')} name="orderDate" legend={fields.orderDate.legend} hint={fields.orderDate.hint} error={errors.orderDate} optional value={values.orderDate} onChange={(v) => onChange('orderDate', v)} />
      <DateField id={dateFieldId('feeDate')} name="feeDate" legend={fields.feeDate.legend} hint={fields.feeDate.hint} error={errors.feeDate} optional value={values.feeDate} onChange={(v) => onChange('feeDate', v)} />
      <div>
        <Button type="submit" size="lg">
          {words.datesButton}
        </Button>
      </div>
    </form>
  );
}
