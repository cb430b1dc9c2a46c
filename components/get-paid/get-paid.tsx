'use client';

import * as React from 'react';
import { GET_PAID_ANSWERS_KEY, GET_PAID_DRAFT_KEY } from '@/content/storage-keys';
import { getPaidPage } from '@/content/get-paid/page';
import { getPaidQuestions as q, getPaidText as text } from '@/content/get-paid/questions';
import { CheckYourAnswers, QuestionForm, QuestionHeading, QuestionPagesFrame } from '@/components/forms/question-pages';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { DateField } from '@/components/forms/date-field';
import { type ErrorSummaryItem } from '@/components/forms/error-summary';
import { FormField } from '@/components/forms/form-field';
import { RadioField } from '@/components/forms/radio-field';
import { Input } from '@/components/ui/input';
import { useFormState } from '@/hooks/use-form-state';
import { resumeStage, stageKey, useQuestionPages } from '@/hooks/use-question-pages';
import { useSessionDraft } from '@/hooks/use-session-draft';
import { formatIsoDate } from '@/lib/dates';
import { isIsoDate } from '@/lib/date-input';
import { answersFromQuery } from '@/lib/form-query';
import { toIso } from '@/lib/iso-date';
import {
  GET_PAID_AMOUNT_PARAM,
  GET_PAID_STEP_FIELDS,
  assetList,
  checkGetPaidStep,
  emptyGetPaidForm,
  firstUnansweredStep,
  getPaidDraftOf,
  getPaidSteps,
  parseGetPaidDraft,
  parseGetPaidPrefill,
  type GetPaidErrors,
  type GetPaidField,
  type GetPaidStep,
  type GetPaidValues,
} from '@/lib/get-paid/form';
import { GET_PAID_HEADING_ID } from './ids';

const fieldId = (field: GetPaidField) => `get-paid-${field}`;
const LEGEND = 'mb-3';
const DRAFT_STAGE = 'stage';
/** The draft as the tab keeps it: the answers as text (lib/get-paid/form.ts), and where the visitor was. */
type Draft = Record<string, string> & { [DRAFT_STAGE]?: string };
const parseDraft = (raw: unknown): Partial<Draft> => {
  const stage = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[DRAFT_STAGE] : undefined;
  const kept = Object.entries(parseGetPaidDraft(raw)).map(([field, value]) => [field, Array.isArray(value) ? value.join(',') : value]);
  return { ...Object.fromEntries(kept), ...(typeof stage === 'string' ? { [DRAFT_STAGE]: stage } : {}) };
};
const todayIso = () => toIso(new Date());

/** The plan itself, loaded when the visitor first asks for it, so the questions come first (as Plan my claim's). */
const GetPaidResult = React.lazy(() => import('./get-paid-result').then((m) => ({ default: m.GetPaidResult })));

const choiceLabel = (choices: readonly { value: string; label: string }[], value: string) => choices.find((c) => c.value === value)?.label ?? value;
const pounds = (raw: string) => `£${raw.trim().replace(/^£/, '')}`;

/** The check-your-answers rows: a label, the answer as given, and the step that asks it. */
function answerRows(v: GetPaidValues): { step: GetPaidStep; label: string; value: string }[] {
  const terms =
    v.terms === 'by-date' && isIsoDate(v.dueDate)
      ? `${choiceLabel(q.terms.choices, v.terms)}: ${formatIsoDate(v.dueDate)}`
      : v.terms === 'instalments'
        ? `${choiceLabel(q.terms.choices, v.terms)}: ${choiceLabel(q.terms.instalmentChoices, v.instalments).toLowerCase()}`
        : choiceLabel(q.terms.choices, v.terms);
  const rows = {
    amount: { label: 'Judgment and costs', value: `${pounds(v.judgment)} and ${pounds(v.costs)} costs` },
    judgmentDate: { label: 'Date of the judgment', value: isIsoDate(v.judgmentDate) ? formatIsoDate(v.judgmentDate) : v.judgmentDate },
    terms: { label: 'When they must pay', value: terms },
    paid: { label: 'Paid since the judgment', value: pounds(v.paid) },
    debtor: { label: 'Who owes it', value: choiceLabel(q.debtor.choices, v.debtor) },
    assets: { label: 'What you know', value: assetList(v.assets).map((a) => choiceLabel(q.assets.choices, a)).join('\n') },
    credit: { label: 'Consumer credit', value: choiceLabel(q.credit.choices, v.credit) },
    stops: { label: 'Breathing Space or insolvency', value: choiceLabel(q.stops.choices, v.stops) },
  } satisfies Record<GetPaidStep, { label: string; value: string }>;
  return getPaidSteps(v).map((step) => ({ step, ...rows[step] }));
}

/**
 * Issue 55, "Get paid": a judgment enforcement planner. One question a step (GOV.UK question pages, the one flow of
 * hooks/use-question-pages.ts), a back link, check your answers, then the plan (loaded only then). Its answers are one
 * form state (hooks/use-form-state.ts): what the page showed before the planner started is what it holds. They stay in
 * this browser: in this tab as they are typed, and on the device only if the visitor chooses.
 */
export function GetPaidPlanner() {
  const form = useFormState<GetPaidValues>(emptyGetPaidForm);
  const { values } = form;
  const [notice, setNotice] = React.useState<string | null>(null);
  const steps = getPaidSteps(values);
  const pages = useQuestionPages<GetPaidStep, GetPaidErrors>({
    first: 'amount',
    steps,
    check: (step) => checkGetPaidStep(step, values, todayIso()),
    firstUnanswered: () => firstUnansweredStep(values, todayIso()),
    headingId: GET_PAID_HEADING_ID,
  });
  const { stage, errors } = pages;

  // The tab's draft: the answers less those the page showed changed, and where the visitor was.
  const restore = ({ [DRAFT_STAGE]: was, ...answers }: Partial<Draft>) => {
    const restored = { ...form.current(), ...form.offer(parseGetPaidDraft(answers)) };
    // On the first question (no stage kept), the answers are all that is restored.
    if (!was) return;
    const missing = firstUnansweredStep(restored, todayIso());
    pages.resume(resumeStage(was, getPaidSteps(restored), missing), { complete: missing === null });
  };
  const draft = React.useMemo<Draft>(() => ({ ...getPaidDraftOf(values), [DRAFT_STAGE]: stageKey(stage, 'amount') }), [values, stage]);
  const clearDraft = useSessionDraft(GET_PAID_DRAFT_KEY, draft, restore, parseDraft, GET_PAID_ANSWERS_KEY);

  React.useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // A step sent before the planner started comes back in the address under its fields' names: it goes on from there.
    const { [GET_PAID_AMOUNT_PARAM]: _link, ...sent } = answersFromQuery(emptyGetPaidForm, window.location.search);
    if (Object.keys(sent).length > 0) {
      form.offer(sent);
      pages.resumeWhereSent();
    }
    // A link from Plan my claim carries the amount: it fills in the judgment once, and the address then drops it.
    const prefill = parseGetPaidPrefill(params);
    if (Object.keys(prefill).length === 0 || Object.keys(sent).length > 0) return;
    form.offer(prefill);
    setNotice(text.prefilled);
    params.delete(GET_PAID_AMOUNT_PARAM);
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
    // Once, when the planner starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = <F extends GetPaidField>(field: F, value: GetPaidValues[F]) => {
    form.set(field, value);
    pages.cleared(field);
  };

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    pages.next();
  };

  const startAgain = () => {
    clearDraft();
    form.update(() => emptyGetPaidForm);
    setNotice(null);
    pages.restart();
  };

  const summary: ErrorSummaryItem[] =
    stage.kind === 'question' ? GET_PAID_STEP_FIELDS[stage.step].flatMap((field) => (errors[field] ? [{ fieldId: fieldId(field), message: errors[field]! }] : [])) : [];

  return (
    <QuestionPagesFrame id="get-paid-planner" back={pages.hasBack ? { label: stage.kind === 'result' ? text.changeAnswers : text.back, onClick: pages.back } : null} notice={notice}>
      {stage.kind === 'question' ? (
        <QuestionForm
          action={getPaidPage.path}
          progressId="get-paid-progress"
          progress={text.stepCount(steps.indexOf(stage.step) + 1, steps.length)}
          errors={summary}
          failedSubmits={pages.failedSubmits}
          onSubmit={next}
          continueLabel={text.continue}
        >
          <Question step={stage.step} values={values} errors={errors} onChange={change} />
        </QuestionForm>
      ) : null}

      {stage.kind === 'check' ? (
        <CheckYourAnswers
          headingId={GET_PAID_HEADING_ID}
          title={text.checkTitle}
          lead={text.checkLead}
          rows={answerRows(values)}
          changeLabel={text.change}
          onChange={pages.change}
          action={{ label: text.seePlan, onClick: pages.toResult }}
        />
      ) : null}

      {stage.kind === 'result' ? (
        <React.Suspense fallback={<p>{text.working}</p>}>
          <GetPaidResult values={values} todayIso={todayIso()} focusHeading={pages.moves > 0} onStartAgain={startAgain} />
        </React.Suspense>
      ) : null}
    </QuestionPagesFrame>
  );
}

function Question({ step, values, errors, onChange }: { step: GetPaidStep; values: GetPaidValues; errors: GetPaidErrors; onChange: <F extends GetPaidField>(field: F, value: GetPaidValues[F]) => void }) {
  const heading = (words: string) => <QuestionHeading id={GET_PAID_HEADING_ID}>{words}</QuestionHeading>;
  const radio = (field: Exclude<GetPaidField, 'assets'>, question: { legend: string; hint?: string; choices: readonly { value: string; label: string }[] }, conditional?: (value: string) => React.ReactNode) => (
    <RadioField
      id={fieldId(field)}
      name={field}
      legend={heading(question.legend)}
      legendClassName={LEGEND}
      hint={question.hint}
      error={errors[field]}
      choices={question.choices}
      conditional={conditional}
      value={values[field]}
      onChange={(v) => onChange(field, v)}
    />
  );
  const money = (field: Exclude<GetPaidField, 'assets'>, label: string, hint?: string) => (
    <FormField id={fieldId(field)} label={label} hint={hint} error={errors[field]}>
      {(control) => <Input {...control} name={field} value={values[field]} onChange={(e) => onChange(field, e.target.value)} type="text" autoComplete="off" inputMode="decimal" className="sm:max-w-60" />}
    </FormField>
  );
  switch (step) {
    case 'amount':
      return (
        <fieldset className="grid min-w-0 gap-5" aria-describedby="get-paid-amount-hint">
          <legend className={LEGEND}>{heading(q.amount.legend)}</legend>
          <p id="get-paid-amount-hint" className="-mt-2 text-muted-foreground">
            {q.amount.hint}
          </p>
          {money('judgment', q.amount.judgmentLabel, q.amount.judgmentHint)}
          {money('costs', q.amount.costsLabel, q.amount.costsHint)}
        </fieldset>
      );
    case 'judgmentDate':
      return (
        <DateField
          id={fieldId('judgmentDate')}
          name="judgmentDate"
          legend={heading(q.judgmentDate.legend)}
          hint={q.judgmentDate.hint}
          error={errors.judgmentDate}
          value={values.judgmentDate}
          onChange={(v) => onChange('judgmentDate', v)}
        />
      );
    case 'terms':
      // What each answer asks next opens under it (GOV.UK conditional reveal).
      return radio('terms', q.terms, (kind) =>
        kind === 'by-date' ? (
          <DateField id={fieldId('dueDate')} name="dueDate" legend={q.terms.dueLegend} error={errors.dueDate} value={values.dueDate} onChange={(v) => onChange('dueDate', v)} />
        ) : kind === 'instalments' ? (
          <RadioField
            id={fieldId('instalments')}
            name="instalments"
            legend={q.terms.instalmentsLegend}
            error={errors.instalments}
            choices={q.terms.instalmentChoices}
            value={values.instalments}
            onChange={(v) => onChange('instalments', v)}
          />
        ) : null,
      );
    case 'paid':
      return (
        <fieldset className="grid min-w-0 gap-4">
          <legend className={LEGEND}>{heading(q.paid.label)}</legend>
          {money('paid', 'Amount in pounds', q.paid.hint)}
        </fieldset>
      );
    case 'debtor':
      return radio('debtor', q.debtor);
    case 'assets':
      return (
        <CheckboxField
          id={fieldId('assets')}
          name="assets"
          legend={heading(q.assets.legend)}
          legendClassName={LEGEND}
          hint={q.assets.hint}
          error={errors.assets}
          choices={q.assets.choices}
          values={assetList(values.assets)}
          onChange={(ticked) => onChange('assets', ticked)}
        />
      );
    case 'credit':
      return radio('credit', q.credit);
    case 'stops':
      return radio('stops', q.stops);
  }
}
