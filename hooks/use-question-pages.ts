'use client';

import * as React from 'react';
import { useErrorTitle } from './use-error-title';

/**
 * Issue 52: the one flow of GOV.UK's question pages, for every tool that asks one question a step (Plan my claim, the
 * Help with Fees check): a step, the check-your-answers page, then the result. Continue checks the step and moves on
 * (back to the check page after a change made from it, once the answers are complete again); Back goes one step back;
 * the step's heading takes focus when a step opens (never on the first render or a restore). The page title starts
 * "Error: " while a step shows errors (GOV.UK's error pattern).
 */

export type QuestionStage<Step extends string> = { kind: 'question'; step: Step } | { kind: 'check' } | { kind: 'result' };

export type QuestionPagesRules<Step extends string, Errors extends Record<string, string | undefined>> = {
  /** The first step, asked before anything else. */
  first: Step;
  /** The steps asked for the answers as they are now, in order. */
  steps: readonly Step[];
  /** The errors on a step for the answers as they are now; empty when it is answered. */
  check: (step: Step) => Errors;
  /** The first step not answered yet, or null when every step is. */
  firstUnanswered: () => Step | null;
  /** The id of the element that heads each stage (the step's legend, the check page's or the result's heading). */
  headingId: string;
  /** Other errors the page shows beside the step's (a refused file), for the title. */
  otherError?: boolean;
};

/** Where a restored set of answers resumes (without moving focus): the stage it was on, if still asked and reachable. */
export function resumeStage<Step extends string>(was: string | undefined, steps: readonly Step[], missing: Step | null): QuestionStage<Step> {
  const step = steps.find((s) => s === was);
  if (step && (missing === null || steps.indexOf(step) <= steps.indexOf(missing))) return { kind: 'question', step };
  if (missing) return { kind: 'question', step: missing };
  return { kind: was === 'result' ? 'result' : 'check' };
}

/** The stage as the tab's draft keeps it: '' for the first step, the step's name, or `check` / `result`. */
export const stageKey = <Step extends string>(stage: QuestionStage<Step>, first: Step): string => (stage.kind === 'question' ? (stage.step === first ? '' : stage.step) : stage.kind);

export function useQuestionPages<Step extends string, Errors extends Record<string, string | undefined>>(rules: QuestionPagesRules<Step, Errors>) {
  const { first, steps, check, firstUnanswered, headingId } = rules;
  const [stage, setStage] = React.useState<QuestionStage<Step>>({ kind: 'question', step: first });
  const [errors, setErrors] = React.useState<Errors>({} as Errors);
  const [failedSubmits, setFailedSubmits] = React.useState(0);
  const [returnToCheck, setReturnToCheck] = React.useState(false);
  // Focus goes to the stage's heading when a stage opens (each `open` counts one), never on the first render or a restore.
  const [moves, setMoves] = React.useState(0);
  useErrorTitle(Object.keys(errors).length > 0 || rules.otherError === true);

  React.useEffect(() => {
    if (moves === 0) return;
    const heading = document.getElementById(headingId);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'nearest' });
  }, [moves, headingId]);

  const open = (next: QuestionStage<Step>) => {
    setMoves((n) => n + 1);
    setErrors({} as Errors);
    setStage(next);
  };
  /** Shows errors found on a step (or beside it), and moves focus to the error summary. */
  const fail = (found: Errors) => {
    setErrors(found);
    setFailedSubmits((n) => n + 1);
  };
  /** Moves focus to the error summary again (an error shown beside the step's, such as a refused file). */
  const focusSummary = () => setFailedSubmits((n) => n + 1);
  /** A field changed: its error goes. */
  const cleared = (field: keyof Errors & string) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest as Errors);
  };
  /** Continue: the step is checked, then the next one opens (or the check page). */
  const next = () => {
    if (stage.kind !== 'question') return;
    const found = check(stage.step);
    if (Object.keys(found).length > 0) return fail(found);
    const following = steps[steps.indexOf(stage.step) + 1];
    if (!following || (returnToCheck && firstUnanswered() === null)) open({ kind: 'check' });
    else open({ kind: 'question', step: following });
  };
  const back = () => {
    if (stage.kind === 'result') return open({ kind: 'check' });
    if (stage.kind === 'check') return open({ kind: 'question', step: steps[steps.length - 1]! });
    const index = steps.indexOf(stage.step);
    if (index > 0) open({ kind: 'question', step: steps[index - 1]! });
  };
  /** From the check page: the result, or the first step still unanswered. */
  const toResult = () => {
    const missing = firstUnanswered();
    if (missing) {
      setReturnToCheck(true);
      return open({ kind: 'question', step: missing });
    }
    open({ kind: 'result' });
  };
  /** From the check page: a step to change, then back to the check page. */
  const change = (step: Step) => {
    setReturnToCheck(true);
    open({ kind: 'question', step });
  };
  /**
   * Answers restored (a draft, saved answers, an opened file): where they resume, with or without moving focus.
   * `complete` says whether the restored answers leave no step unanswered (then a change returns to the check page).
   */
  const resume = (at: QuestionStage<Step>, { focus = false, complete = at.kind !== 'question' }: { focus?: boolean; complete?: boolean } = {}) => {
    setReturnToCheck(complete);
    if (focus) open(at);
    else setStage(at);
  };
  /**
   * Answers the visitor sent (a step's form sent without script comes back in the address): once they are in the
   * state, the first step still to answer opens, or the check page, as if Continue had been pressed.
   */
  const [sent, setSent] = React.useState(0);
  const resumeWhereSent = () => setSent((n) => n + 1);
  React.useEffect(() => {
    if (sent === 0) return;
    const missing = firstUnanswered();
    resume(missing ? { kind: 'question', step: missing } : { kind: 'check' }, { focus: true, complete: missing === null });
    // Once per answers sent, with the state they are in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent]);
  const restart = () => {
    setReturnToCheck(false);
    open({ kind: 'question', step: first });
  };

  const hasBack = stage.kind !== 'question' || steps.indexOf(stage.step) > 0;
  return { stage, errors, failedSubmits, returnToCheck, moves, open, fail, focusSummary, cleared, next, back, toResult, change, resume, resumeWhereSent, restart, hasBack };
}
