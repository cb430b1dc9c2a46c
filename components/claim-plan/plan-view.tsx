import * as React from 'react';
import { helpWithFees, type HwfAnswers } from '@/lib/tools/help-with-fees';
import { likelyFeeLine } from '@/lib/tools/help-with-fees-form';
import { PLAN_FORMS } from '@/content/claim-plan/forms';
import { planViewText as t } from '@/content/claim-plan/questions';
import { PLAN_ACTION_NOTES, PLAN_ACTIONS, PLAN_ITEMS, PLAN_ONLY, PLAN_RULES, PLAN_STEPS } from '@/content/claim-plan/wording';
import { InlineText } from '@/components/content/inline-text';
import { formatIsoDate } from '@/lib/dates';
import { formatMoney } from '@/lib/templates/calculations';
import type { AfterYouClaim } from '@/lib/claim-plan/after-you-claim';
import type { Claiming } from '@/lib/claim-plan/claiming';
import type { ClaimPlan, DefendPlan } from '@/lib/claim-plan/plan';
import type { PlanDate, PlanItem } from '@/lib/claim-plan/types';
import { CatchmentOddity, type Oddity } from '@/components/courts/finder-answer';

export type HearingState = { status: 'none' } | { status: 'loading' } | { status: 'failed' } | { status: 'unknown'; postcode: string } | { status: 'found'; postcode: string; name: string; href: string; oddity?: Oddity };

const links = '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4';
const pounds = (pence: number) => formatMoney(pence / 100);
const isExternal = (href: string) => /^https?:/.test(href);

function ExternalAware({ href, children }: { href: string; children: React.ReactNode }) {
  return isExternal(href) ? (
    <a href={href} rel="noopener noreferrer" target="_blank">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  ) : (
    <a href={href}>{children}</a>
  );
}

/** How a date was reached, in words: what was counted, and any day it was moved off. */
function countingNote(date: PlanDate): string | null {
  const holidays = date.skipped.filter((d) => d.kind === 'bank-holiday').map((d) => `${d.name} (${formatIsoDate(d.date)})`);
  switch (date.counting) {
    case 'working-days':
      return [t.countedWorkingDays, holidays.length ? t.skippedHolidays(holidays.join(', ')) : ''].filter(Boolean).join(' ');
    case 'calendar-days': {
      if (date.skipped.length === 0) return t.countedCalendarDays;
      const days = date.skipped.map((d) => (d.kind === 'weekend' ? `a weekend (${formatIsoDate(d.date)})` : `${d.name} (${formatIsoDate(d.date)})`));
      return `${t.countedCalendarDays} ${t.movedOff(days.join(', '))}`;
    }
    case 'years':
      return t.countedYears;
    case 'given':
      return null;
  }
}

function HearingCentreLine({ state, whose, onRetry }: { state: HearingState; whose: 'debtor' | 'claimant'; onRetry: () => void }) {
  switch (state.status) {
    case 'none':
      return (
        <p>
          {t.hearingNoPostcode(whose)} <a href="/court-locations">{t.courtFinder}</a>
        </p>
      );
    case 'loading':
      return <p>{t.hearingLoading}</p>;
    case 'failed':
      return (
        <p>
          {t.hearingFailed}{' '}
          <button type="button" onClick={onRetry} className="font-semibold text-primary underline underline-offset-4">
            {t.hearingRetry}
          </button>{' '}
          <a href="/court-locations">{t.courtFinder}</a>
        </p>
      );
    case 'unknown':
      return (
        <p>
          {t.hearingUnknown(state.postcode)} <a href="/court-locations">{t.courtFinder}</a>
        </p>
      );
    case 'found':
      return (
        <>
          <p>
            {t.hearingAnswer(whose, state.postcode)} <strong>{state.name}</strong>
          </p>
          {state.oddity ? <CatchmentOddity oddity={state.oddity} /> : null}
        </>
      );
  }
}

/** Issue 41: the visitor's Help with Fees answers, once they have done the check (null until then). */
export const HwfAnswersContext = React.createContext<HwfAnswers | null>(null);

function Item({ item, hearing }: { item: PlanItem; hearing?: React.ReactNode }) {
  const words = PLAN_ITEMS[item.key];
  const hwf = React.useContext(HwfAnswersContext);
  const likelyFee = hwf && (item.key === 'issue-fee' || item.key === 'hearing-fee') && item.costPence ? likelyFeeLine(helpWithFees(hwf, item.costPence)) : null;
  const rule = item.rule ? PLAN_RULES[item.rule] : null;
  const note = item.date ? countingNote(item.date) : null;
  const claimable = item.key.startsWith('interest-') || item.key.startsWith('alternative-');
  return (
    <li
      data-plan-item={item.key}
      className={`grid gap-2 border-l-4 py-1 pl-4 break-inside-avoid ${item.tone === 'info' ? 'border-border' : 'border-foreground'} ${links}`}
    >
      <h4 className="text-lg font-bold leading-snug">
        {item.tone === 'warning' ? t.important : item.tone === 'stop' ? t.stop : ''}
        <InlineText text={words.title} />
      </h4>
      {item.only ? <p className="text-sm font-semibold">{PLAN_ONLY[item.only]}</p> : null}
      {item.date || item.dateUnavailable || item.costPence !== null || item.figures ? (
        <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
          {item.date ? (
            <>
              <dt className="font-semibold">{t.date}</dt>
              <dd>
                <strong className="tabular-nums">{formatIsoDate(item.date.iso)}</strong>
                {note ? <span className="block text-sm text-muted-foreground print:text-black">{note}</span> : null}
              </dd>
            </>
          ) : item.dateUnavailable ? (
            <>
              <dt className="font-semibold">{t.date}</dt>
              <dd>{t.dateUnavailable}</dd>
            </>
          ) : null}
          {item.costPence !== null ? (
            <>
              <dt className="font-semibold">{claimable ? t.claimable : t.cost}</dt>
              <dd className="font-bold tabular-nums">
                {item.costPence === 0 ? t.free : pounds(item.costPence)}
                {likelyFee ? <span className="block font-semibold tabular-nums">{likelyFee}</span> : null}
              </dd>
            </>
          ) : null}
          {item.figures ? (
            <>
              <dt className="font-semibold">{t.claimValue}</dt>
              <dd className="font-bold tabular-nums">{pounds(item.figures.claimValuePence)}</dd>
              <dt className="font-semibold">{t.issueFee}</dt>
              <dd className="font-bold tabular-nums">{pounds(item.figures.issueFeePence)}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p>
        <InlineText text={words.text} />
      </p>
      {hearing}
      {item.forms.length > 0 ? (
        <p className="text-sm">
          <span className="font-semibold">{t.forms}: </span>
          {item.forms.map((code, i) => (
            <React.Fragment key={code}>
              {i > 0 ? ', ' : null}
              <ExternalAware href={PLAN_FORMS[code].href}>
                {code} {PLAN_FORMS[code].name}
              </ExternalAware>
            </React.Fragment>
          ))}
        </p>
      ) : null}
      {item.action ? (
        <p className="print:hidden">
          <ExternalAware href={item.action.href}>{PLAN_ACTIONS[item.action.key]}</ExternalAware>
          {PLAN_ACTION_NOTES[item.action.key] ? <span className="mt-1 block text-sm text-muted-foreground">{PLAN_ACTION_NOTES[item.action.key]}</span> : null}
        </p>
      ) : null}
      {rule ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">
            {t.rule}: {rule.cite}
          </summary>
          <p className="mt-2 text-muted-foreground print:text-black">
            <InlineText text={rule.text} />
          </p>
        </details>
      ) : null}
    </li>
  );
}

function MoneySummary({ claiming }: { claiming: Claiming }) {
  const money = claiming.money;
  if (!money || !claiming.issueDate) return null;
  const rows: [string, number][] = [
    [t.summaryDebt, money.debtPence],
    [t.summaryInterest(formatIsoDate(claiming.issueDate.iso)), money.interestPence],
    ...(money.compensationPence > 0 ? [[t.summaryCompensation, money.compensationPence] as [string, number]] : []),
    [t.summaryClaim, money.claimValuePence],
    [t.summaryIssueFee, money.issueFeePence],
  ];
  return (
    <section aria-labelledby="plan-money-title" className="rounded-lg border border-border p-4 break-inside-avoid">
      <h3 id="plan-money-title" className="mb-2 text-lg font-bold">
        {t.summaryTitle}
      </h3>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
        {rows.map(([label, pence]) => (
          <React.Fragment key={label}>
            <dt>{label}</dt>
            <dd className="text-right font-bold tabular-nums">{pounds(pence)}</dd>
          </React.Fragment>
        ))}
      </dl>
    </section>
  );
}

/** The plan, step by step: each item with its date (and how it was counted), its cost, forms, link and rule. */
export function PlanView({ plan, hearing, onRetryHearing }: { plan: ClaimPlan | DefendPlan; hearing: HearingState; onRetryHearing: () => void }) {
  const claiming = plan.steps.find((s): s is Claiming => s.id === 'claiming');
  return (
    <div className="grid gap-8">
      {claiming ? <MoneySummary claiming={claiming} /> : null}
      {plan.steps.map((step) => {
        const after = step.id === 'after-you-claim' ? (step as AfterYouClaim) : null;
        return (
          <section key={step.id} aria-labelledby={`plan-step-${step.id}`} className="grid gap-4">
            <h3 id={`plan-step-${step.id}`} className="text-xl font-extrabold sm:text-2xl">
              {PLAN_STEPS[step.id].title}
            </h3>
            <ol className="grid gap-5">
              {step.items.map((it) => (
                <Item
                  key={it.key}
                  item={it}
                  hearing={after && it.key === 'hearing-centre' ? <HearingCentreLine state={hearing} whose={after.hearingCentre.whose} onRetry={onRetryHearing} /> : undefined}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
