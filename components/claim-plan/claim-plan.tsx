'use client';

import * as React from 'react';
import { useErrorTitle } from '@/hooks/use-error-title';
import { format } from 'date-fns';
import { claimPlanTool as text, planToolsText } from '@/content/claim-plan/questions';
import { PLAN_ANSWERS_KEY, PLAN_DRAFT_KEY, savedTemplateAnswersKey, templateAnswersKey } from '@/content/storage-keys';
import { CheckYourAnswers } from '@/components/forms/question-pages';
import { textLink } from '@/lib/utils';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/error-summary';
import { Button } from '@/components/ui/button';
import { checkStep, claimAnswersFrom, emptyPlanForm, firstUnansweredStep, formValuesFrom, formValuesFromPrefill, questionCount, questionSteps, STEP_FIELDS, type PlanFormErrors, type PlanFormField, type PlanFormValues, type QuestionStep } from '@/lib/claim-plan/form';
import { answerRows } from '@/lib/claim-plan/answer-rows';
import { addToDraft, useSessionDraft } from '@/hooks/use-session-draft';
import { isSavingOnDevice, readSaved } from '@/lib/device-save';
import { draftOf, valuesFromDraft } from '@/lib/claim-plan/draft';
import { PlanQuestion, STEP_HEADING_ID, planFieldId } from './plan-question';
import { OPEN_ANSWERS_ID, OpenAnswers } from './open-answers';
import { useEarlyInput, type EarlyInput } from '@/lib/islands/early-input';

type Stage = { kind: 'question'; step: QuestionStep } | { kind: 'check' } | { kind: 'plan' };

const noSubscription = () => () => {};
const localToday = () => format(new Date(), 'yyyy-MM-dd');
/** Where the visitor was (a step, the check page or the plan), kept in the draft beside the answers. */
const DRAFT_STAGE = 'stage';
const readDraftRecord = (raw: unknown): Record<string, string> => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, string>) : {});
/** The answers the page shows changed before the plan took over (issue 36). */
function earlyAnswers(page: EarlyInput): Partial<PlanFormValues> {
  const answers: Partial<Record<PlanFormField, string | readonly string[]>> = {};
  for (const field of Object.keys(emptyPlanForm) as PlanFormField[]) {
    const shown = field === 'means' ? page.values(field) : page.value(field);
    if (shown !== undefined) answers[field] = shown;
  }
  return answers as Partial<PlanFormValues>;
}


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
  const [values, setValues] = React.useState<PlanFormValues>(emptyPlanForm);
  const [stage, setStage] = React.useState<Stage>({ kind: 'question', step: 'path' });
  const [errors, setErrors] = React.useState<PlanFormErrors>({});
  // A saved-answers file refused ("Open saved answers", on the first step): its reason, in the same error summary.
  const [openError, setOpenError] = React.useState<string | undefined>();
  // GOV.UK's error pattern: while the step shows errors, the page title starts with "Error: ".
  useErrorTitle(Object.keys(errors).length > 0 || openError !== undefined);
  const [failedSubmits, setFailedSubmits] = React.useState(0);
  const [returnToCheck, setReturnToCheck] = React.useState(false);
  const [notice, setNotice] = React.useState<string | null>(null);
  // Focus goes to the step's heading when a step opens (each `open` counts one), never on the first render or a
  // restore (the page's own start).
  const [moves, setMoves] = React.useState(0);

  // What was answered before the plan took over is what it holds, and a restored draft leaves it as it is.
  const early = React.useRef<Partial<PlanFormValues>>({});
  useEarlyInput((page) => {
    early.current = earlyAnswers(page);
    setValues((current) => ({ ...current, ...early.current }));
  });

  const restoredFromTab = React.useRef(false);
  // A reload (or a return in this tab) restores the answers and opens the first step still to answer, or the
  // check page: where the visitor was, without moving focus.
  const restore = React.useCallback((draft: Partial<Record<string, string>>) => {
    const restored = { ...emptyPlanForm, ...valuesFromDraft(draft), ...early.current };
    setValues(restored);
    if (restored.path === '') return;
    restoredFromTab.current = true;
    const missing = firstUnansweredStep(restored, localToday());
    const steps = questionSteps(restored, localToday());
    const was = steps.find((step) => step === draft[DRAFT_STAGE]);
    // The step the visitor was on, if it is still asked and nothing before it is left unanswered.
    const step = was && (missing === null || steps.indexOf(was) <= steps.indexOf(missing)) ? was : missing;
    setReturnToCheck(missing === null);
    setStage(step ? { kind: 'question', step } : { kind: draft[DRAFT_STAGE] === 'plan' ? 'plan' : 'check' });
  }, []);
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
        const restored = formValuesFrom(result.answers);
        setValues(restored);
        setNotice(text.restoredFromDevice);
        setStage(firstUnansweredStep(restored, localToday()) === null ? { kind: 'plan' } : { kind: 'check' });
      });
      return;
    }
    if (window.location.search === '') return;
    void import('@/lib/claim-plan/prefill').then(({ parsePlanPrefill }) => {
      const prefill = parsePlanPrefill(new URLSearchParams(window.location.search));
      if (Object.keys(prefill).length === 0) return;
      setValues((current) => ({ ...current, ...formValuesFromPrefill(prefill) }));
      setNotice(text.prefilled);
    });
  }, []);
  const stageKey = stage.kind === 'question' ? (stage.step === 'path' ? '' : stage.step) : stage.kind;
  const draft = React.useMemo(() => ({ ...draftOf(values), [DRAFT_STAGE]: stageKey }), [values, stageKey]);
  useSessionDraft(PLAN_DRAFT_KEY, draft, restore, readDraftRecord);

  const steps = questionSteps(values, today);
  const open = (next: Stage) => {
    setMoves((n) => n + 1);
    setErrors({});
    setOpenError(undefined);
    setStage(next);
  };
  React.useEffect(() => {
    if (moves === 0) return;
    const heading = document.getElementById(STEP_HEADING_ID);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'nearest' });
  }, [moves]);

  const change = (field: PlanFormField, value: string | string[]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const showErrors = (found: PlanFormErrors) => {
    setErrors(found);
    setFailedSubmits((n) => n + 1);
  };

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    if (stage.kind !== 'question' || today === '') return;
    const found = checkStep(stage.step, values, today);
    if (Object.keys(found).length > 0) return showErrors(found);
    const index = steps.indexOf(stage.step);
    const following = steps[index + 1];
    // After a change from the check page, go back to it once the answers are complete again.
    if (!following || (returnToCheck && firstUnansweredStep(values, today) === null)) open({ kind: 'check' });
    else open({ kind: 'question', step: following });
  };

  const back = () => {
    if (stage.kind === 'plan') return open({ kind: 'check' });
    if (stage.kind === 'check') return open({ kind: 'question', step: steps[steps.length - 1]! });
    const index = steps.indexOf(stage.step);
    if (index > 0) open({ kind: 'question', step: steps[index - 1]! });
  };

  const seePlan = () => {
    const missing = firstUnansweredStep(values, today);
    if (missing) {
      setReturnToCheck(true);
      open({ kind: 'question', step: missing });
      return;
    }
    open({ kind: 'plan' });
  };

  /** Answers restored from a file: shown on the check page (or the first step they leave unanswered). */
  const restoreAnswers = async (restored: PlanFormValues) => {
    const missing = firstUnansweredStep(restored, today);
    // The generator's letter before action gets the same answers, for when the visitor opens it: done before the
    // answers are shown, so a visitor who goes straight to the generator finds them there.
    if (restored.path === 'claim' && missing === null) await fillLetter(restored).catch(() => undefined);
    setValues(restored);
    setNotice(planToolsText.opened);
    setReturnToCheck(true);
    open(missing ? { kind: 'question', step: missing } : { kind: 'check' });
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
    if (message) setFailedSubmits((n) => n + 1);
  };

  const backLink =
    stage.kind === 'plan' || stage.kind === 'check' || steps.indexOf(stage.step) > 0 ? (
      <button type="button" onClick={back} className={`${textLink} justify-self-start print:hidden`}>
        <span aria-hidden>‹ </span>
        {stage.kind === 'plan' ? text.changeAnswers : text.back}
      </button>
    ) : null;

  return (
    <div id="claim-plan-tool" className="grid max-w-3xl gap-6">
      {backLink}
      <p role="status" className="rounded-md border-l-4 border-primary bg-secondary px-4 py-3 empty:hidden print:hidden">
        {notice ?? ''}
      </p>
      {stage.kind === 'question' ? (
        <form noValidate onSubmit={next} className="grid gap-6 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6" aria-describedby="claim-plan-progress">
          <p id="claim-plan-progress" className="text-sm font-semibold text-muted-foreground">
            {text.stepCount(steps.indexOf(stage.step) + 1, questionCount(values, today))}
          </p>
          <ErrorSummary errors={summary} focusKey={failedSubmits} />
          <PlanQuestion step={stage.step} values={values} errors={errors} onChange={change} />
          <div>
            <Button type="submit" size="lg">
              {text.continue}
            </Button>
          </div>
          {stage.step === 'path' ? <OpenAnswers onOpen={restoreAnswers} error={openError} onError={refuseFile} /> : null}
        </form>
      ) : null}

      {stage.kind === 'check' ? (
        <CheckYourAnswers
          headingId={STEP_HEADING_ID}
          title={text.checkTitle}
          lead={text.checkLead}
          rows={answerRows(values, today)}
          changeLabel={text.change}
          onChange={(step) => {
            setReturnToCheck(true);
            open({ kind: 'question', step });
          }}
          action={{ label: text.seePlan, onClick: seePlan }}
        />
      ) : null}

      {stage.kind === 'plan' && today !== '' && firstUnansweredStep(values, today) === null ? (
        <React.Suspense fallback={<p>{text.working}</p>}>
          <PlanResult values={values} today={today} focusHeading={moves > 0} onChangeAnswers={() => open({ kind: 'check' })} />
        </React.Suspense>
      ) : null}
    </div>
  );
}
