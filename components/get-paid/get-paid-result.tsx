'use client';

import * as React from 'react';
import { CalendarPlus, MessageSquare, Printer } from 'lucide-react';
import { PLAN_FORMS } from '@/content/claim-plan/forms';
import { CHECK_EX50, ENFORCEMENT_FEES, EX50_URL, GET_PAID_RULES, JUDGMENT_INTEREST_RATE_PERCENT } from '@/content/get-paid/figures';
import { hceoTable } from '@/content/get-paid/tables';
import { getPaidText as text } from '@/content/get-paid/questions';
import { ChecksList } from './checks-list';
import { BOX_WORDS, CHECKS, DATE_WORDS, METHOD_WORDS, PAGE_TEXT, PLAN_TEXT as t, REASON_WORDS, STATE_WORDS, STATUS_WORDS } from '@/content/get-paid/wording';
import { homeSections } from '@/content/navigation';
import { siteConfig } from '@/content/site';
import { CONSULTATION_DRAFT_KEY } from '@/content/storage-keys';
import { DeviceSaveControl } from '@/components/forms/device-save-control';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { addToDraft } from '@/hooks/use-session-draft';
import { consultationDraftWith } from '@/lib/consultation-prefill';
import { formatIsoDate } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import { getPaidAnswersFrom, type GetPaidValues } from '@/lib/get-paid/form';
import { datedSteps, formBoxes, getPaidCalendar, getPaidSummary } from '@/lib/get-paid/plan-parts';
import { getPaidPlan, type EnforcementMethod, type GetPaidForm } from '@/lib/get-paid/rules';
import { formatPounds } from '@/lib/numbers';
import { cn, textLink } from '@/lib/utils';
import { GET_PAID_HEADING_ID } from './ids';

const pounds = (pence: number) => formatPounds(pence / 100);
const calendarHost = new URL(siteConfig.url).hostname;
const hint = 'text-sm text-muted-foreground';
const STATUS_STYLE = { open: 'border-success', 'find-out': 'border-warning-border', closed: 'border-border' } as const;

/** The forms of the methods that are open (or, when none is, of the first to try), for "What to write on the form". */
function formsToShow(methods: readonly EnforcementMethod[]): GetPaidForm[] {
  const chosen = methods.filter((m) => m.status === 'open');
  return [...new Set((chosen.length > 0 ? chosen : methods.slice(0, 1)).flatMap((m) => m.forms).filter((f) => f !== 'N244'))];
}

/**
 * Issue 55: the plan. Where the judgment stands, what is left to pay, each way of enforcing with its status, reason,
 * rule, form and fee (every fee with its date and source, never as current), the High Court officers' fees, interest,
 * the figures to copy onto the form chosen, the dates (and their calendar file), the checks before spending money,
 * "Ask us about enforcing this", saving on this device, print and start again.
 */
export function GetPaidResult({ values, todayIso, focusHeading, onStartAgain }: { values: GetPaidValues; todayIso: string; focusHeading: boolean; onStartAgain: () => void }) {
  // The plan arrives after the planner moved on (it is loaded then): its heading takes focus as it appears, unless the
  // plan was only restored on arrival.
  React.useEffect(() => {
    if (!focusHeading) return;
    const heading = document.getElementById(GET_PAID_HEADING_ID);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'nearest' });
    // Once, as it appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const answers = getPaidAnswersFrom(values, todayIso);
  const plan = React.useMemo(() => (answers ? getPaidPlan(answers, todayIso) : null), [answers, todayIso]);
  const forms = plan ? formsToShow(plan.methods) : [];
  const [form, setForm] = React.useState<string>('');
  if (!answers || !plan) return null;
  const shownForm = (forms.includes(form as GetPaidForm) ? form : forms[0]) as GetPaidForm | undefined;
  const state = STATE_WORDS[plan.state];
  const stepsDated = datedSteps(plan, todayIso);
  const feeAsAt = ENFORCEMENT_FEES.warrantOfControl.asAt;

  const askUs = () =>
    addToDraft(CONSULTATION_DRAFT_KEY, (kept) => consultationDraftWith(getPaidSummary(answers, plan), kept, { caseType: 'unpaid-invoice', pounds: plan.balancePence / 100 }) as Record<string, string>);
  const downloadCalendar = () =>
    saveFile(new Blob([getPaidCalendar(plan, { stamp: new Date(), host: calendarHost, todayIso })], { type: 'text/calendar;charset=utf-8' }), DATE_WORDS.calendarFileName);

  return (
    <section aria-labelledby={GET_PAID_HEADING_ID} className="grid gap-6" data-get-paid-result>
      <div>
        <h2 id={GET_PAID_HEADING_ID} tabIndex={-1} className="text-2xl font-extrabold outline-none sm:text-3xl">
          {t.heading}
        </h2>
        <div className="mt-4 rounded-xl border-l-4 border-primary bg-card p-5 shadow-card" data-get-paid-state={plan.state}>
          <h3 className="text-xl font-extrabold">{state.title}</h3>
          <p className="mt-2">{state.text}</p>
          <p className="mt-3">
            <span className="font-semibold">{t.balance}: </span>
            {pounds(plan.balancePence)} ({t.balanceWorking(pounds(answers.judgmentPence), pounds(answers.costsPence), pounds(answers.paidPence), pounds(plan.balancePence))})
          </p>
        </div>
      </div>

      <section aria-labelledby="get-paid-methods" className="grid gap-4">
        <h3 id="get-paid-methods" className="text-xl font-extrabold">
          {t.methodsHeading}
        </h3>
        <p className={hint}>{t.orderNote}</p>
        <p>{t.goodsCourtNote[plan.goodsCourt]}</p>
        {plan.creditDecidesCourt ? <p>{t.creditUnknown}</p> : null}
        {plan.permissionNeeded ? <p className="font-semibold">{t.permission(formatIsoDate(plan.permissionLastDayIso))}</p> : null}
        <ol className="grid gap-4">
          {plan.methods.map((method) => {
            const words = METHOD_WORDS[method.id];
            return (
              <li key={method.id} className={cn('rounded-xl border-l-4 bg-card p-5 shadow-card', STATUS_STYLE[method.status])} data-method={method.id} data-status={method.status}>
                <h4 className="text-lg font-bold">
                  {words.title}: {STATUS_WORDS[method.status]}
                </h4>
                <p className="mt-1">{REASON_WORDS[method.reason]}</p>
                {method.status === 'closed' ? null : (
                  <dl className="mt-3 grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
                    <dt className="font-semibold">{t.whatItDoes}</dt>
                    <dd>{words.does}</dd>
                    <dt className="font-semibold">{t.whatItCosts}</dt>
                    <dd>
                      {words.costs}{' '}
                      {method.fees.map((fee) => `${pounds(ENFORCEMENT_FEES[fee].pence)} (${t.unconfirmed}, as at ${ENFORCEMENT_FEES[fee].asAt})`).join(' and ')}.
                    </dd>
                    <dt className="font-semibold">{t.ifItFails}</dt>
                    <dd>{words.fails}</dd>
                    <dt className="font-semibold">{t.formsLabel}</dt>
                    <dd>
                      {method.forms.map((code, i) => (
                        <React.Fragment key={code}>
                          {i > 0 ? ', ' : null}
                          <a href={PLAN_FORMS[code].href} className={textLink} target="_blank" rel="noopener noreferrer">
                            {code} {PLAN_FORMS[code].name}
                            <span className="sr-only"> (opens in a new tab)</span>
                          </a>
                        </React.Fragment>
                      ))}
                    </dd>
                  </dl>
                )}
                {method.rule ? <p className={cn(hint, 'mt-2')}>{GET_PAID_RULES[method.rule].cite}</p> : null}
              </li>
            );
          })}
        </ol>
        {plan.goodsCourt !== 'county' ? (
          <div className="rounded-xl border border-border bg-card p-5">
            <h4 className="text-lg font-bold">{t.hceoHeading}</h4>
            <p className="mt-1">{t.hceoIntro}</p>
            <ul className="mt-2 list-disc pl-6">
              {hceoTable.rows.map(([stage, fee]) => (
                <li key={stage}>
                  {stage}: {fee}
                </li>
              ))}
            </ul>
            <p className={cn(hint, 'mt-2')}>{hceoTable.note}</p>
          </div>
        ) : null}
        <p className={hint}>
          {t.feesNote(feeAsAt, CHECK_EX50)}{' '}
          <a href={EX50_URL} className={textLink} target="_blank" rel="noopener noreferrer">
            {PAGE_TEXT.ex50Link}<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </section>

      <section aria-labelledby="get-paid-interest" className="grid gap-2">
        <h3 id="get-paid-interest" className="text-xl font-extrabold">
          {t.interestHeading}
        </h3>
        {plan.interest.runs ? (
          <>
            <p>{t.interestRuns(pounds(plan.interest.perDayPence), JUDGMENT_INTEREST_RATE_PERCENT)}</p>
            {plan.interest.limitedToSixYears ? <p>{t.interestLimited}</p> : null}
          </>
        ) : (
          <p>{t.interestNone}</p>
        )}
        <p className={hint}>{GET_PAID_RULES.judgmentInterest.cite}</p>
      </section>

      {shownForm ? (
        <section aria-labelledby="get-paid-boxes" className="grid gap-3">
          <h3 id="get-paid-boxes" className="text-xl font-extrabold">
            {t.chosenHeading}
          </h3>
          {forms.length > 1 ? (
            <div className="grid gap-1.5">
              <label htmlFor="get-paid-form-choice" className="font-semibold">
                {t.chooseLabel}
              </label>
              <select
                id="get-paid-form-choice"
                value={shownForm}
                onChange={(e) => setForm(e.target.value)}
                className="min-h-11 max-w-md rounded-md border-2 border-input bg-background px-3"
              >
                {forms.map((code) => (
                  <option key={code} value={code}>
                    {code} {PLAN_FORMS[code].name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <p className={hint}>{t.boxesIntro}</p>
          {plan.permissionNeeded && (shownForm === 'N323' || shownForm === 'N293A') ? <p>{BOX_WORDS.permissionNote}</p> : null}
          <dl className="grid gap-0" data-get-paid-boxes={shownForm}>
            {formBoxes(shownForm, answers, plan).map((box) => (
              <div key={box.key} className="grid gap-1 border-b border-border py-2 sm:grid-cols-[22rem_minmax(0,1fr)]">
                <dt className="font-semibold">{BOX_WORDS[box.key]}</dt>
                <dd>
                  {pounds(box.pence)}
                  {box.key === 'fee' || box.key === 'amount' || box.key === 'writAmount' ? ` (fee ${t.unconfirmed}: ${CHECK_EX50})` : ''}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="get-paid-dates" className="grid gap-3">
        <h3 id="get-paid-dates" className="text-xl font-extrabold">
          {t.datesHeading}
        </h3>
        <ul className="grid gap-3">
          {stepsDated.map((step) => (
            <li key={step.key} className="rounded-lg border border-border bg-card p-4">
              <p className="font-bold">
                {formatIsoDate(step.iso)}: {DATE_WORDS[step.key].title}
              </p>
              <p className="mt-1">{DATE_WORDS[step.key].text}</p>
            </li>
          ))}
        </ul>
        {!plan.permissionNeeded ? <p>{t.permissionComing(formatIsoDate(plan.permissionLastDayIso))}</p> : null}
      </section>

      <section aria-labelledby="get-paid-checks" className="grid gap-3">
        <h3 id="get-paid-checks" className="text-xl font-extrabold">
          {PAGE_TEXT.checksHeading}
        </h3>
        <ChecksList checks={CHECKS.filter((check) => (check.for as readonly string[]).includes(answers.debtor))} className="gap-3" />
      </section>

      <section aria-labelledby="get-paid-tools" className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6 print:hidden">
        <h3 id="get-paid-tools" className="text-xl font-extrabold">
          {t.toolsHeading}
        </h3>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <Button type="button" variant="outline" wrap onClick={downloadCalendar} aria-describedby="get-paid-calendar-hint">
              <CalendarPlus aria-hidden />
              {t.calendar}
            </Button>
            <p id="get-paid-calendar-hint" className={hint}>
              {t.calendarHint}
            </p>
          </div>
          <div className="grid content-start gap-1.5">
            <a href={`/#${homeSections.contact}`} onClick={askUs} className={buttonVariants({ wrap: true })} aria-describedby="get-paid-ask-hint" data-get-paid-ask>
              <MessageSquare aria-hidden />
              {t.askUs}
            </a>
            <p id="get-paid-ask-hint" className={hint}>
              {t.askUsHint}
            </p>
          </div>
          <DeviceSaveControl id="get-paid-save" className="sm:col-span-2" />
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <Button type="button" variant="outline" wrap onClick={() => window.print()}>
              <Printer aria-hidden />
              {t.print}
            </Button>
            <Button type="button" variant="outline" onClick={onStartAgain}>
              {text.startAgain}
            </Button>
          </div>
        </div>
      </section>
    </section>
  );
}
