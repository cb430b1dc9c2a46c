'use client';

import * as React from 'react';
import { claimPlanTool as text } from '@/content/claim-plan/questions';
import { CONSULTATION_DRAFT_KEY, PLAN_ANSWERS_KEY } from '@/content/storage-keys';
import { addToDraft } from '@/hooks/use-session-draft';
import { useFinderAnswer } from '@/hooks/use-finder-answer';
import { consultationPrefill } from '@/lib/claim-plan/consultation';
import { claimAnswersFrom, defendAnswersFrom, type PlanFormValues } from '@/lib/claim-plan/form';
import { claimPlan, defendPlan, type ClaimPlan, type DefendPlan } from '@/lib/claim-plan/plan';
import type { HearingCentre } from '@/lib/claim-plan/types';
import { courtPagePath } from '@/lib/courts/links';
import { formatIsoDate } from '@/lib/dates';
import { isSavingOnDevice, writeSaved } from '@/lib/device-save';
import { STEP_HEADING_ID } from './plan-question';
import { PlanTools } from './plan-tools';
import { HwfAnswersContext, PlanView, type HearingState } from './plan-view';
import { useHwfAnswers } from '@/hooks/use-hwf-answers';
import { textLink } from '@/lib/utils';


/** The plan for checked answers (its hearing centre filled in once the court finder answers). */
function planFor(values: PlanFormValues, today: string, centre: HearingCentre | null): ClaimPlan | DefendPlan {
  return values.path === 'defend' ? defendPlan(defendAnswersFrom(values), today) : claimPlan(claimAnswersFrom(values), today, centre);
}

/**
 * Issue 28: the visitor's plan, worked out from checked answers and today's date here, with the court finder's
 * answer for the hearing centre (fetched as the finder does: its core and one area's file). Loaded only when the
 * visitor asks for the plan. While they have chosen to save on this device, the plan's answers are kept there.
 */
export function PlanResult({ values, today, focusHeading, onChangeAnswers }: { values: PlanFormValues; today: string; focusHeading: boolean; onChangeAnswers: () => void }) {
  const hwf = useHwfAnswers();
  const [finderAttempt, setFinderAttempt] = React.useState(0);
  const plan = React.useMemo(() => planFor(values, today, null), [values, today]);
  const hearingPostcode = plan.path === 'claim' ? (plan.steps[3].hearingCentre.postcode ?? '') : '';
  const finder = useFinderAnswer(hearingPostcode, 'Money claims', finderAttempt);
  const centre = finder.status === 'done' && finder.answer.kind === 'answer' ? finder.answer.courts[0]?.court : undefined;
  const hearing: HearingState =
    hearingPostcode === ''
      ? { status: 'none' }
      : finder.status === 'done'
        ? centre
          ? { status: 'found', postcode: hearingPostcode, name: centre.name, href: courtPagePath(centre.slug), ...(finder.answer.kind === 'answer' && finder.answer.oddity ? { oddity: finder.answer.oddity } : {}) }
          : { status: 'unknown', postcode: hearingPostcode }
        : finder.status === 'failed'
          ? { status: 'failed' }
          : { status: 'loading' };
  const centreHref = hearing.status === 'found' ? hearing.href : null;
  const centreName = hearing.status === 'found' ? hearing.name : null;
  const shown = React.useMemo(
    () => (centreHref && centreName ? planFor(values, today, { name: centreName, href: centreHref }) : plan),
    [plan, values, today, centreHref, centreName],
  );

  // Loaded after the click that asked for it: the heading takes focus once it is here.
  React.useEffect(() => {
    if (!focusHeading) return;
    const heading = document.getElementById(STEP_HEADING_ID);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'nearest' });
  }, [focusHeading]);

  const saveOnDevice = React.useCallback(
    (on: boolean) => {
      if (!on) return;
      void import('@/lib/claim-plan/answers').then(({ answersFileText }) =>
        writeSaved(PLAN_ANSWERS_KEY, answersFileText(values.path === 'defend' ? { defend: defendAnswersFrom(values) } : { claim: claimAnswersFrom(values) })),
      );
    },
    [values],
  );
  React.useEffect(() => saveOnDevice(isSavingOnDevice()), [saveOnDevice]);

  return (
    <section aria-labelledby={STEP_HEADING_ID} className="grid gap-6" data-claim-plan>
      <div className="grid gap-2">
        <h2 id={STEP_HEADING_ID} tabIndex={-1} className="text-2xl font-extrabold outline-none sm:text-3xl">
          {text.planTitle}
        </h2>
        {values.path === 'claim' && (values.claimantName.trim() || values.debtorName.trim()) ? (
          <p className="font-semibold">{text.planParties(values.claimantName.trim() || text.notGiven, values.debtorName.trim() || text.notGiven)}</p>
        ) : null}
        <p className="text-muted-foreground print:text-black">{text.planLead(formatIsoDate(shown.today))}</p>
      </div>
      <HwfAnswersContext.Provider value={hwf}>
        <PlanView plan={shown} hearing={hearing} onRetryHearing={() => setFinderAttempt((n) => n + 1)} />
      </HwfAnswersContext.Provider>
      <PlanTools plan={shown} values={values} onAskUs={() => addToDraft(CONSULTATION_DRAFT_KEY, (kept) => consultationPrefill(shown, values, kept))} onSaveChange={saveOnDevice} />
      <p className="print:hidden">
        <button type="button" className={textLink} onClick={onChangeAnswers}>
          {text.changeAnswers}
        </button>
      </p>
    </section>
  );
}
