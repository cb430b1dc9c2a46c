'use client';

import * as React from 'react';
import { useErrorTitle } from '@/hooks/use-error-title';
import { draftFields, useSessionDraft } from '@/hooks/use-session-draft';
import { CLAIM_CALCULATOR_DRAFT_KEY } from '@/content/storage-keys';
import { format } from 'date-fns';
import {
  SMALL_CLAIMS_LIMIT,
  claimCalculatorPage,
  claimCalculatorFields as fields,
  claimCalculatorPrefill as prefillText,
  claimCalculatorRules as rules,
} from '@/content/tools/claim-calculator';
import { LATE_PAYMENT_UPLIFT_PERCENT } from '@/content/tools/late-payment';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/error-summary';
import { DateField } from '@/components/forms/date-field';
import { FormField } from '@/components/forms/form-field';
import { RadioField } from '@/components/forms/radio-field';
import { InlineText } from '@/components/content/inline-text';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { claimCosts, referencePeriodFor, type ClaimCosts, type ClaimCostInput } from '@/lib/tools/claim-costs';
import {
  asksDebtorKind,
  asksInterestKind,
  asksReferenceRate,
  checkClaimForm,
  letterSenderKind,
  type ClaimFormErrors,
  type ClaimFormField,
  type ClaimFormValues,
} from '@/lib/tools/claim-form';
import { formatMoney, parseDateField } from '@/lib/templates/calculations';
import { templatePrefillHref } from '@/lib/templates/prefill';
import { parseClaimCalculatorPrefill, planHrefFromCalculator } from '@/lib/tools/claim-calculator-prefill';
import { formatLongDate, formatIsoDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { helpWithFeesPage, hwfLink } from '@/content/tools/help-with-fees';
import { useHwfAnswers } from '@/hooks/use-hwf-answers';
import { helpWithFees } from '@/lib/tools/help-with-fees';
import { helpWithFeesHref, likelyFeeLine } from '@/lib/tools/help-with-fees-form';
import { isStale } from '@/lib/tools/stale-result';
import { revealResult } from '@/lib/focus-target';
import { shellMark } from '@/lib/page-markers';
import { useFormState } from '@/hooks/use-form-state';
import { answersFromQuery } from '@/lib/form-query';

const FORM_ID = 'claim-calculator';
const fieldId = (field: ClaimFormField) => `${FORM_ID}-${field}`;
const ORDER: readonly ClaimFormField[] = ['amount', 'dueDate', 'toDate', 'business', 'debtorKind', 'interestKind', 'referenceRate', 'hearing'];
const EMPTY: ClaimFormValues = { amount: '', dueDate: '', toDate: '', business: '', debtorKind: '', interestKind: '', referenceRate: '', hearing: '' };
/** The draft's mark that the visitor chose the date interest runs to (else it is today, whenever they come back). */
const TO_DATE_CHOSEN = 'toDateChosen';
const parseDraft = draftFields([...ORDER, TO_DATE_CHOSEN]);

const percent = (value: number) => `${value}%`;
const noSubscription = () => () => {};
const localToday = () => format(new Date(), 'yyyy-MM-dd');

/** The reference rate we hold for the period a due date falls overdue in, as the field's suggestion. */
function suggestedRate(dueDate: string): string {
  const date = parseDateField(dueDate);
  if (!date) return '';
  const rate = referencePeriodFor(date).rate;
  return rate === null ? '' : String(rate);
}

/**
 * Issue 19: the claim cost and interest calculator. The visitor's answers are checked with the GOV.UK error
 * pattern; the result shows each figure with its working and its rule, and is announced, focused and scrolled into
 * view (on a phone it is below the form). Once an answer changes, the result is marked out of date (issue 26).
 */
export function ClaimCalculator() {
  // What was typed or chosen before the calculator took over is what it holds, by construction (issue 52).
  const form = useFormState<ClaimFormValues>(EMPTY);
  const { values } = form;
  const [errors, setErrors] = React.useState<ClaimFormErrors>({});
  // GOV.UK's error pattern: while the form shows errors, the page title starts with "Error: ".
  useErrorTitle(Object.keys(errors).length > 0);
  const [failedSubmits, setFailedSubmits] = React.useState(0);
  const [result, setResult] = React.useState<{ input: ClaimCostInput; costs: ClaimCosts; values: ClaimFormValues } | null>(null);
  const resultHeading = React.useRef<HTMLHeadingElement>(null);
  // The rate field follows the due date until the visitor types their own rate.
  const rateTyped = React.useRef(false);

  // Today is the browser's, not the build's: filled in after hydration.
  // Interest is worked out to today (the browser's, not the build's) until the visitor picks another date.
  const today = React.useSyncExternalStore(noSubscription, localToday, () => '');
  const [toDateChosen, setToDateChosen] = React.useState(false);
  const shown: ClaimFormValues = toDateChosen ? values : { ...values, toDate: today };
  /** Answers came filled in from the address (issue 28): said above the form until the visitor calculates. */
  const [prefilled, setPrefilled] = React.useState(false);

  // What the page showed when the calculator took over: a date to work interest out to, a rate of the visitor's own, or
  // a due date whose rate the field then suggests.
  React.useLayoutEffect(() => {
    if (form.adopted.has('toDate')) setToDateChosen(true);
    const onPage = form.current();
    if (form.adopted.has('referenceRate') && onPage.referenceRate !== '') rateTyped.current = true;
    else if (form.adopted.has('dueDate')) form.set('referenceRate', suggestedRate(onPage.dueDate));
    // Once, as the calculator takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // What was entered is kept in the tab: a reload restores it (before a link's answers, which are newer and win).
  const draft = React.useMemo(() => ({ ...values, [TO_DATE_CHOSEN]: toDateChosen ? 'yes' : '' }), [values, toDateChosen]);
  useSessionDraft(
    CLAIM_CALCULATOR_DRAFT_KEY,
    draft,
    ({ [TO_DATE_CHOSEN]: chosen, ...restored }) => {
      const taken = form.offer(restored);
      if (chosen === 'yes') setToDateChosen(true);
      if (taken.referenceRate && taken.referenceRate !== suggestedRate(taken.dueDate ?? form.current().dueDate)) rateTyped.current = true;
    },
    parseDraft,
  );
  // The static HTML has no query: answers another page passed are filled in once the page is running, shown in the
  // form for the visitor to check; nothing is calculated until they press Calculate. The form sent without script (or
  // before the calculator started) comes back in the address under its own field names: worked out as sent (issue 52).
  React.useEffect(() => {
    const search = window.location.search;
    if (new URLSearchParams(search).has('dueDate-day')) {
      const taken = form.offer(answersFromQuery(EMPTY, search));
      if (taken.toDate) setToDateChosen(true);
      if (taken.referenceRate) rateTyped.current = true;
      calculate({ ...form.current(), ...taken, ...(taken.toDate ? {} : { toDate: localToday() }) });
      return;
    }
    const prefill = parseClaimCalculatorPrefill(new URLSearchParams(search));
    const taken = form.offer(prefill);
    if (Object.keys(taken).length === 0) return;
    if (!form.adopted.has('referenceRate')) form.set('referenceRate', suggestedRate(taken.dueDate ?? form.current().dueDate));
    setToDateChosen(Boolean(taken.toDate));
    setPrefilled(true);
    // Once, when the page starts: the address is read then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  React.useEffect(() => {
    if (result) revealResult(resultHeading.current);
  }, [result]);
  const stale = isStale(result?.values, shown);

  const change = (field: ClaimFormField, value: string) => {
    if (field === 'toDate') setToDateChosen(true);
    form.update((current) => {
      const next = { ...current, [field]: value };
      if (field === 'referenceRate') rateTyped.current = value !== '';
      if (!rateTyped.current && (field === 'dueDate' || field === 'business' || field === 'interestKind')) next.referenceRate = suggestedRate(next.dueDate);
      return next;
    });
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  function calculate(answers: ClaimFormValues) {
    const checked = checkClaimForm(answers);
    setErrors(checked.errors);
    if (!checked.input) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    setResult({ input: checked.input, costs: claimCosts(checked.input), values: answers });
    setPrefilled(false);
  }
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    calculate(shown);
  };

  const summary: ErrorSummaryItem[] = ORDER.flatMap((field) => (errors[field] ? [{ fieldId: fieldId(field), message: errors[field]! }] : []));
  const input = (field: 'amount' | 'referenceRate', props: React.ComponentProps<typeof Input>, describedBy: readonly string[] = []) => (
    <FormField id={fieldId(field)} label={fields[field].label} hint={fields[field].hint} error={errors[field]} required describedBy={describedBy}>
      {(control) => (
        <Input {...control} {...props} name={field} value={shown[field]} onChange={(e) => change(field, e.target.value)} aria-required />
      )}
    </FormField>
  );
  const date = (field: 'dueDate' | 'toDate') => (
    <DateField id={fieldId(field)} name={field} legend={fields[field].label} hint={fields[field].hint} error={errors[field]} required value={shown[field]} onChange={(v) => change(field, v)} />
  );
  const radio = (field: 'business' | 'debtorKind' | 'interestKind' | 'hearing') => (
    <RadioField
      id={fieldId(field)}
      name={field}
      legend={fields[field].legend}
      hint={fields[field].hint}
      error={errors[field]}
      required
      choices={fields[field].choices}
      value={values[field]}
      onChange={(v) => change(field, v)}
    />
  );
  const period = asksReferenceRate(values) ? ratePeriodHint(values.dueDate) : null;

  return (
    <div className="grid grid-cols-1 gap-8">
      <form method="get" action={claimCalculatorPage.path} noValidate onSubmit={submit} aria-labelledby={`${FORM_ID}-title`} className="grid grid-cols-1 gap-6 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6 print:hidden">
        <h2 id={`${FORM_ID}-title`} className="text-2xl font-extrabold">
          Your claim
        </h2>
        <ErrorSummary errors={summary} focusKey={failedSubmits} />
        <p role="status" className="empty:hidden rounded-lg border-l-4 border-primary bg-secondary p-4">
          {prefilled ? prefillText.notice : null}
        </p>
        <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
          {input('amount', { type: 'text', inputMode: 'decimal', autoComplete: 'off', className: 'sm:max-w-60' })}
          <div className="hidden sm:block" />
          {date('dueDate')}
          {date('toDate')}
        </div>
        {radio('business')}
        {asksDebtorKind(values) ? radio('debtorKind') : null}
        {asksInterestKind(values) ? radio('interestKind') : null}
        {asksReferenceRate(values) ? (
          <div className="grid gap-2">
            {input('referenceRate', { inputMode: 'decimal', autoComplete: 'off', className: 'sm:max-w-40' }, period ? [`${fieldId('referenceRate')}-period`] : [])}
            {period ? (
              <p id={`${fieldId('referenceRate')}-period`} className="text-sm text-muted-foreground">
                {period}
              </p>
            ) : null}
          </div>
        ) : null}
        {radio('hearing')}
        <div>
          <Button type="submit" size="lg">
            Calculate
          </Button>
        </div>
      </form>

      <div aria-live="polite" className="sr-only">
        {result ? (stale ? STALE_TEXT : `Calculated. Total ${formatMoney(result.costs.total)}.`) : ''}
      </div>
      {result ? <ClaimResult {...result} stale={stale} headingRef={resultHeading} /> : null}
    </div>
  );
}

/** Said on the result, and to screen readers, once the answers no longer match it. */
const STALE_TEXT = 'Your answers have changed, so these figures are out of date. Press Calculate to work them out again.';

/** What the visitor is told about the reference rate for their due date. */
function ratePeriodHint(dueDate: string): string | null {
  const date = parseDateField(dueDate);
  if (!date) return 'Enter the due date to see which six months’ reference rate applies.';
  const period = referencePeriodFor(date);
  const span = `${formatIsoDate(period.from)} to ${formatIsoDate(period.to)}`;
  return period.rate === null
    ? `The debt became overdue between ${span}. We have not confirmed the reference rate for that period: enter Bank Rate as it stood on ${formatIsoDate(period.fixedOn)}, from the Bank of England’s history.`
    : `The debt became overdue between ${span}: the reference rate is ${percent(period.rate)}, Bank Rate on ${formatIsoDate(period.fixedOn)}. You can change it.`;
}

function Line({ label, working, value, note }: { label: string; working: string; value: string; note?: string | null }) {
  return (
    <div className="grid gap-1 border-b border-border py-3 last:border-b-0 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:gap-4">
      <dt className="font-semibold">{label}</dt>
      <dd className="text-muted-foreground print:text-black">
        {working}
        {note ? <span className="mt-1 block font-semibold text-foreground">{note}</span> : null}
      </dd>
      <dd className="font-bold tabular-nums sm:text-right">{value}</dd>
    </div>
  );
}

function Rule({ text }: { text: string }) {
  return (
    <p className="mt-3 text-sm text-muted-foreground print:text-black [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
      <InlineText text={text} />
    </p>
  );
}

function ClaimResult({
  input,
  costs,
  values,
  stale,
  headingRef,
}: {
  input: ClaimCostInput;
  costs: ClaimCosts;
  values: ClaimFormValues;
  /** The answers have changed since: the figures are marked out of date and cannot be used for a letter. */
  stale: boolean;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const { interest, issueFee, hearingFee } = costs;
  // Issue 41: once the visitor has done the Help with Fees check, what they would likely pay beside each full fee.
  const hwf = useHwfAnswers();
  const likely = (fee: number) => (hwf ? likelyFeeLine(helpWithFees(hwf, Math.round(fee * 100))) : null);
  const amount = formatMoney(costs.amount);
  const late = interest.kind === 'late-payment';
  const rate = late ? `(${LATE_PAYMENT_UPLIFT_PERCENT}% + ${percent(input.referenceRatePercent ?? 0)} = ${percent(interest.ratePercent)})` : percent(interest.ratePercent);
  const claimParts = [amount, `${formatMoney(interest.interest)} interest`, ...(late ? [`${formatMoney(interest.compensation)} compensation`] : [])];
  const totalParts = [
    formatMoney(costs.claimValue),
    `${formatMoney(issueFee.fee)} issue fee`,
    ...(costs.hearingFeeIncluded && hearingFee ? [`${formatMoney(hearingFee.fee)} hearing fee`] : []),
  ];
  const letterHref = templatePrefillHref('letter-before-action', {
    amount_owed: costs.amount.toFixed(2),
    invoice_date: values.dueDate.trim(),
    sender_kind: letterSenderKind(values),
    // Issue 37: the interest chosen between businesses, with the rate it was worked out at.
    ...(letterSenderKind(values) ? { interest_kind: interest.kind } : {}),
    ...(late ? { reference_rate: String(input.referenceRatePercent) } : {}),
  });

  return (
    <section
      aria-labelledby="claim-result-title"
      aria-describedby={stale ? 'claim-result-stale' : undefined}
      data-stale={stale || undefined}
      className={cn('rounded-xl border-2 bg-card p-5 shadow-card sm:p-6 print:border-black print:shadow-none', stale ? 'border-dashed border-warning-border' : 'border-primary')}
    >
      <h2 id="claim-result-title" ref={headingRef} tabIndex={-1} {...shellMark('focusTarget')} className="text-2xl font-extrabold focus:outline-none">
        What your claim would cost
      </h2>
      {stale ? (
        <p id="claim-result-stale" className="mt-3 rounded-lg border-l-4 border-warning-border bg-warning-soft p-4 font-semibold print:border-black print:bg-transparent">
          {STALE_TEXT}
        </p>
      ) : null}
      <p className="mt-1 text-muted-foreground print:text-black">
        {amount} due on {formatLongDate(input.dueDate)}, with interest worked out to {formatLongDate(input.toDate)}.
      </p>
      {costs.smallClaim ? null : (
        <div className="mt-4 rounded-lg border-l-4 border-warning-border bg-warning-soft p-4 print:border-black print:bg-transparent">
          <h3 className="text-lg font-bold">{amount} is over the £10,000 small claims limit</h3>
          <p className="mt-1 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
            <InlineText text={rules.overLimit} />
          </p>
        </div>
      )}

      <h3 className="mt-6 text-xl font-bold">{late ? 'Late Payment Act interest and compensation' : 'Interest under section 69'}</h3>
      <dl className="mt-2">
        <Line label="Daily rate" working={`${amount} × ${rate} ÷ 365`} value={`${formatMoney(interest.daily)} a day`} />
        <Line label="Days" working={`From ${formatLongDate(input.dueDate)} to ${formatLongDate(input.toDate)}`} value={`${interest.days} ${interest.days === 1 ? 'day' : 'days'}`} />
        <Line label="Interest" working={`${amount} × ${percent(interest.ratePercent)} × ${interest.days} ÷ 365, to the penny`} value={formatMoney(interest.interest)} />
        {late ? <Line label="Fixed compensation" working={`For a debt of ${amount}`} value={formatMoney(interest.compensation)} /> : null}
      </dl>
      <Rule text={late ? rules.latePayment : rules.section69} />
      <Rule text={rules.oneOrOther} />

      <h3 className="mt-6 text-xl font-bold">Court fees</h3>
      <dl className="mt-2">
        <Line label="Amount claimed" working={claimParts.join(' + ')} value={formatMoney(costs.claimValue)} />
        <Line
          label="Issue fee"
          working={
            issueFee.percent
              ? `${formatMoney(costs.claimValue)} is in the ${issueFee.band} band: ${issueFee.percent}% of the claim`
              : `${formatMoney(costs.claimValue)} is in the ${issueFee.band} band`
          }
          value={formatMoney(issueFee.fee)}
          note={likely(issueFee.fee)}
        />
        {hearingFee ? (
          <Line
            label="Hearing fee"
            working={`${hearingFee.band} band: ${costs.hearingFeeIncluded ? 'paid if the claim is listed for a hearing' : input.hearing === 'unknown' ? 'only if it goes to a hearing (not in the total)' : 'not in the total (no hearing)'}`}
            value={formatMoney(hearingFee.fee)}
            note={likely(hearingFee.fee)}
          />
        ) : (
          <div className="grid gap-1 py-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
            <dt className="font-semibold">Hearing fee</dt>
            <dd className="text-muted-foreground print:text-black [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
              <InlineText text={rules.overLimitHearingFee} />
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-3 print:hidden">
        <a href={helpWithFeesHref(helpWithFeesPage.path, costs.claimValue, costs.amount)} className="font-semibold text-primary underline underline-offset-4">
          {hwf ? hwfLink.again : hwfLink.check}
        </a>
      </p>
      <Rule text={rules.issueFee} />
      <Rule text={rules.hearingFee} />
      <Rule text={rules.helpWithFees} />
      {costs.smallClaim && costs.claimValue > SMALL_CLAIMS_LIMIT ? <Rule text={rules.trackLimit} /> : null}

      <div className="mt-6 rounded-lg bg-secondary p-4 print:bg-transparent print:p-0">
        <dl>
          <Line label="Total" working={`${totalParts.join(' + ')} (${rules.feesAsAt})`} value={formatMoney(costs.total)} />
        </dl>
        <Rule text={rules.recoverable} />
      </div>

      {/* Figures for answers the form no longer holds are not offered for a letter or for printing. */}
      {stale ? null : (
        <>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center print:hidden">
            <a
              href={letterHref}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-primary px-5 font-semibold text-primary-foreground hover:bg-primary-hover"
            >
              Write a letter before action with these figures
            </a>
            <a href={planHrefFromCalculator(values)} className={buttonVariants({ variant: 'outline' })}>
              {prefillText.planLink}
            </a>
            <Button type="button" variant="outline" onClick={() => window.print()}>
              Print these figures
            </Button>
          </div>
          <p className="mt-3 text-sm text-muted-foreground print:hidden">{rules.letter(interest.kind)}</p>
        </>
      )}
    </section>
  );
}
