'use client';

import * as React from 'react';
import { format } from 'date-fns';
import { claimPlanTool as text, planToolsText } from '@/content/claim-plan/questions';
import { PLAN_ANSWERS_KEY, PLAN_DRAFT_KEY, savedTemplateAnswersKey, templateAnswersKey } from '@/content/storage-keys';
import { CheckYourAnswers, QuestionForm, QuestionPagesFrame } from '@/components/forms/question-pages';
import { type ErrorSummaryItem } from '@/components/forms/error-summary';
import { checkStep, claimAnswersFrom, emptyPlanForm, firstUnansweredStep, formValuesFrom, formValuesFromPrefill, questionProgress, questionSteps, STEP_FIELDS, type PlanFormErrors, type PlanFormField, type PlanFormValues, type QuestionStep } from '@/lib/claim-plan/form';
import { answerRows } from '@/lib/claim-plan/answer-rows';
import { addToDraft, useSessionDraft } from '@/hooks/use-session-draft';
import { isSavingOnDevice, readSaved } from '@/lib/device-save';
import { draftOf, valuesFromDraft } from '@/lib/claim-plan/draft';
import { PlanQuestion, STEP_HEADING_ID, planFieldId } from './plan-question';
import { OPEN_ANSWERS_ID, OpenAnswers } from './open-answers';
import { useFormState } from '@/hooks/use-form-state';
import { resumeStage, stageKey, useQuestionPages } from '@/hooks/use-question-pages';
import { answersFromQuery } from '@/lib/form-query';
import { CLAIM_PLAN_PATH } from '@/lib/claim-plan/prefill';

const noSubscription = () => () => {};
const localToday = () => format(new Date(), 'yyyy-MM-dd');
/** Where the visitor was (a step, the check page or the plan), kept in the draft beside the answers. */
const DRAFT_STAGE = 'stage';
const readDraftRecord = (raw: unknown): Record<string, string> => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, string>) : {});


/** The plan, worked out and shown: loaded when the visitor first asks for it, so the questions come first. */
const PlanResult = React.lazy(() => import('./plan-result').then((m) => ({ default: m.PlanResult })));

/** Gives the generator's letter before action the answers of an opened file, for when the visitor opens it. */
async function fillLetter(values: PlanFormValues) {
  const [{ writeLetterHref }, { parseTemplatePrefill }] = await Promise.all([import('@/lib/claim-plan/before-you-claim'), import('@/lib/templates/prefill')]);
  const prefill = parseTemplatePrefill(new URL(writeLetterHref(claimAnswersFrom(values)), window.location.origin).searchParams);
  if (prefill) addToDraft(templateAnswersKey(prefill.slug), prefill.values, savedTemplateAnswersKey(prefill.slug));
}

/**
 * Issue 28: "Plan my claim". One question a step (a fieldset whose legend is the step's heading, focused when the
 * step opens), a back link, a check-your-answers page, then the visitor's own dated plan. The answers are kept in
 * this tab as they are typed (a reload loses nothing); the plan is worked out in the browser from the rules in
 * lib/claim-plan/ and today's date here, with the court finder's answer for the hearing centre.
 */
export function ClaimPlanTool() {
  const today = React.useSyncExternalStore(noSubscription, localToday, () => '');
  // What was answered before the plan took over is what it holds, by construction (issue 52).
  const form = useFormState<PlanFormValues>(emptyPlanForm);
  const { values } = form;
  // A saved-answers file refused ("Open saved answers", on the first step): its reason, in the same error summary.
  const [openError, setOpenError] = React.useState<string | undefined>();
  const [notice, setNotice] = React.useState<string | null>(null);
  const steps = questionSteps(values, today);
  const pages = useQuestionPages<QuestionStep, PlanFormErrors>({
    first: 'path',
    steps,
    check: (step) => checkStep(step, values, today),
    firstUnanswered: () => firstUnansweredStep(values, today),
    headingId: STEP_HEADING_ID,
    otherError: openError !== undefined,
  });
  const { stage, errors } = pages;

  const restoredFromTab = React.useRef(false);
  // A reload (or a return in this tab) restores the answers, less those the page showed changed, and opens the first
  // step still to answer, or the check page: where the visitor was, without moving focus.
  const restore = (draft: Partial<Record<string, string>>) => {
    const restored = { ...form.current(), ...form.offer(valuesFromDraft(draft)) };
    if (restored.path === '') return;
    restoredFromTab.current = true;
    const missing = firstUnansweredStep(restored, localToday());
    const was = draft[DRAFT_STAGE] === 'plan' ? 'result' : draft[DRAFT_STAGE];
    pages.resume(resumeStage(was, questionSteps(restored, localToday()), missing), { complete: missing === null });
  };
  // When the tab holds no draft: answers saved on this device (if the visitor chose to keep them) or, failing those,
  // answers a link from the claim calculator carries, offered pre-filled for the visitor to check (on top of the tab's
  // answers, as the link is newer). The tab's draft is read by an effect that runs after this one, so the device's
  // copy is checked against it again once its module has loaded: the tab's answers are newer than that copy (written
  // when the plan shows) and win.
  React.useEffect(() => {
    if (restoredFromTab.current) return;
    const saved = isSavingOnDevice() ? readSaved(PLAN_ANSWERS_KEY) : null;
    if (saved) {
      void import('@/lib/claim-plan/answers').then(({ parseAnswersFile }) => {
        const result = parseAnswersFile(saved);
        if (!result.ok || restoredFromTab.current) return;
        const restored = { ...form.current(), ...form.offer(formValuesFrom(result.answers)) };
        setNotice(text.restoredFromDevice);
        const complete = firstUnansweredStep(restored, localToday()) === null;
        pages.resume(complete ? { kind: 'result' } : { kind: 'check' }, { complete });
      });
      return;
    }
    if (window.location.search === '') return;
    // A step sent without script (or before the plan started) comes back in the address under its fields' names: the
    // plan goes on from there, as if Continue had been pressed (issue 52).
    const sent = answersFromQuery(emptyPlanForm, window.location.search);
    if (Object.keys(sent).length > 0 && sent.path !== undefined) {
      form.offer(sent);
      pages.resumeWhereSent();
      return;
    }
    void import('@/lib/claim-plan/prefill').then(({ parsePlanPrefill }) => {
      const prefill = parsePlanPrefill(new URLSearchParams(window.location.search));
      if (Object.keys(prefill).length === 0) return;
      form.offer(formValuesFromPrefill(prefill));
      setNotice(text.prefilled);
    });
    // Once, when the plan starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const draft = React.useMemo(() => ({ ...draftOf(values), [DRAFT_STAGE]: stageKey(stage, 'path') }), [values, stage]);
  useSessionDraft(PLAN_DRAFT_KEY, draft, restore, readDraftRecord);

  const change = (field: PlanFormField, value: string | string[]) => {
    form.set(field, value);
    pages.cleared(field);
  };

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    if (today === '') return;
    pages.next();
  };

  /** Answers restored from a file: shown on the check page (or the first step they leave unanswered). */
  const restoreAnswers = async (restored: PlanFormValues) => {
    const missing = firstUnansweredStep(restored, today);
    // The generator's letter before action gets the same answers, for when the visitor opens it: done before the
    // answers are shown, so a visitor who goes straight to the generator finds them there.
    if (restored.path === 'claim' && missing === null) await fillLetter(restored).catch(() => undefined);
    form.update(() => restored);
    setNotice(planToolsText.opened);
    setOpenError(undefined);
    pages.resume(missing ? { kind: 'question', step: missing } : { kind: 'check' }, { focus: true, complete: true });
  };

  const summary: ErrorSummaryItem[] =
    stage.kind === 'question'
      ? [
          ...STEP_FIELDS[stage.step].flatMap((field) => (errors[field] ? [{ fieldId: planFieldId(field), message: errors[field]! }] : [])),
          ...(stage.step === 'path' && openError ? [{ fieldId: OPEN_ANSWERS_ID, message: openError }] : []),
        ]
      : [];
  const refuseFile = (message: string | undefined) => {
    setOpenError(message);
    if (message) pages.focusSummary();
  };

  const progress = stage.kind === 'question' ? questionProgress(values, stage.step, today) : null;

  return (
    <QuestionPagesFrame id="claim-plan-tool" back={pages.hasBack ? { label: stage.kind === 'result' ? text.changeAnswers : text.back, onClick: pages.back } : null} notice={notice}>
      {stage.kind === 'question' ? (
        <QuestionForm
          action={CLAIM_PLAN_PATH}
          progressId="claim-plan-progress"
          progress={progress ? text.stepCount(progress.number, progress.of, progress.fewer) : null}
          errors={summary}
          failedSubmits={pages.failedSubmits}
          onSubmit={next}
          continueLabel={text.continue}
          after={stage.step === 'path' ? <OpenAnswers onOpen={restoreAnswers} error={openError} onError={refuseFile} /> : null}
        >
          <PlanQuestion step={stage.step} values={values} errors={errors} onChange={change} />
        </QuestionForm>
      ) : null}

      {stage.kind === 'check' ? (
        <CheckYourAnswers
          headingId={STEP_HEADING_ID}
          title={text.checkTitle}
          lead={text.checkLead}
          rows={answerRows(values, today)}
          changeLabel={text.change}
          onChange={pages.change}
          action={{ label: text.seePlan, onClick: pages.toResult }}
        />
      ) : null}

      {stage.kind === 'result' && today !== '' && firstUnansweredStep(values, today) === null ? (
        <React.Suspense fallback={<p>{text.working}</p>}>
          <PlanResult values={values} today={today} focusHeading={pages.moves > 0} onChangeAnswers={() => pages.open({ kind: 'check' })} />
        </React.Suspense>
      ) : null}
    </QuestionPagesFrame>
  );
}
