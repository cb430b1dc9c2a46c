'use client';

import * as React from 'react';
import { HWF_ANSWERS_KEY, HWF_DRAFT_KEY } from '@/content/storage-keys';
import { helpWithFeesEvidence, helpWithFeesQuestions as q, hwfAsAt, hwfFeeQuestion, hwfText as text, over66Legend } from '@/content/tools/help-with-fees-questions';
import { HwfEvidence, HwfHowToApply } from './help-with-fees-apply';
import { DeviceSaveControl } from '@/components/forms/device-save-control';
import { CheckYourAnswers, QuestionForm, QuestionHeading, QuestionPagesFrame } from '@/components/forms/question-pages';
import { type ErrorSummaryItem } from '@/components/forms/error-summary';
import { FormField } from '@/components/forms/form-field';
import { RadioField } from '@/components/forms/radio-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useSessionDraft } from '@/hooks/use-session-draft';
import { useFormState } from '@/hooks/use-form-state';
import { resumeStage, stageKey, useQuestionPages } from '@/hooks/use-question-pages';
import { answersFromQuery } from '@/lib/form-query';
import { helpWithFeesPage } from '@/content/tools/help-with-fees';
import { formatPounds } from '@/lib/money';
import {
  HWF_STEP_FIELDS,
  checkHwfStep,
  emptyHwfForm,
  firstUnansweredHwfStep,
  hwfOutcome,
  hwfSteps,
  parseHwfDraft,
  HWF_DEBT_PARAM,
  HWF_PREFILL_PARAM,
  parseHwfPrefill,
  type HwfField,
  type HwfFormErrors,
  type HwfFormValues,
  type HwfStep,
} from '@/lib/tools/help-with-fees-form';
import { hwfResultWords, type HwfResultWords } from '@/lib/tools/help-with-fees-result';
import { hwfReasons, hwfWorking } from '@/content/tools/help-with-fees-results';
import { cn } from '@/lib/utils';

const HEADING_ID = 'help-with-fees-heading';
/** The children step's hint, read with its group of fields (GOV.UK: a fieldset's hint is its description). */
const CHILDREN_HINT_ID = 'help-with-fees-children-hint';
const fieldId = (field: HwfField) => `help-with-fees-${field}`;
const LEGEND = 'mb-3';
/** Where the visitor was (a step, the check page or the result), kept in the draft beside the answers. */
const DRAFT_STAGE = 'stage';
type Draft = HwfFormValues & { [DRAFT_STAGE]: string };
const parseDraft = (raw: unknown): Partial<Draft> => {
  const stage = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[DRAFT_STAGE] : undefined;
  return { ...parseHwfDraft(raw), ...(typeof stage === 'string' ? { [DRAFT_STAGE]: stage } : {}) };
};

const choiceLabel = (choices: readonly { value: string; label: string }[], value: string) => choices.find((c) => c.value === value)?.label ?? value;
const pounds = (raw: string) => `£${raw.trim().replace(/^£/, '')}`;

/** The check-your-answers rows: a label, the answer as the visitor gave it, and the step that asks it. */
function answerRows(values: HwfFormValues): { step: HwfStep; label: string; value: string }[] {
  const couple = values.couple === 'couple';
  const rows = {
    applicant: { label: 'Who would pay', value: choiceLabel(q.applicant.choices, values.applicant) },
    couple: { label: 'Single or a couple', value: choiceLabel(q.couple.choices, values.couple) },
    over66: { label: couple ? 'You or your partner 66 or over' : 'Aged 66 or over', value: choiceLabel(q.over66.choices, values.over66) },
    children: { label: 'Children', value: `${values.youngChildren.trim()} aged 13 or under, ${values.olderChildren.trim()} aged 14 or over` },
    savings: { label: 'Savings and investments', value: pounds(values.savings) },
    benefit: { label: 'One of the benefits', value: choiceLabel(q.benefit.choices, values.benefit) },
    income: { label: 'Monthly income before tax', value: pounds(values.income) },
    fee: {
      label: 'Fee',
      value:
        values.feeKind === 'claim'
          ? `The fees for a claim of ${pounds(values.claimValue)}${values.debtValue.trim() ? ` (a debt of ${pounds(values.debtValue)} without interest)` : ''}`
          : `A fee of ${pounds(values.fee)}`,
    },
  } satisfies Record<HwfStep, { label: string; value: string }>;
  return hwfSteps(values).map((step) => ({ step, ...rows[step] }));
}

/**
 * Issue 41: "Will I have to pay the court fee?" One question a step (GOV.UK question pages: the legend is the
 * step's heading, focused when the step opens), a back link, check your answers, then the likely result for each
 * fee with its working, what to have ready and how to apply. The answers stay in this browser: in this tab as they
 * are typed, and on the device only if the visitor chooses.
 */
export function HelpWithFeesCheck() {
  // What was chosen before the check took over is what it holds, by construction (issue 52).
  const form = useFormState<HwfFormValues>(emptyHwfForm);
  const { values } = form;
  const [notice, setNotice] = React.useState<string | null>(null);
  const steps = hwfSteps(values);
  const pages = useQuestionPages<HwfStep, HwfFormErrors>({
    first: 'applicant',
    steps,
    check: (step) => checkHwfStep(step, values),
    firstUnanswered: () => firstUnansweredHwfStep(values),
    headingId: HEADING_ID,
  });
  const { stage, errors } = pages;

  // The tab's draft: the answers less those the page showed changed, and where the visitor was.
  const restore = ({ [DRAFT_STAGE]: was, ...answers }: Partial<Draft>) => {
    const restored = { ...form.current(), ...form.offer(answers) };
    if (restored.applicant === '') return;
    const missing = firstUnansweredHwfStep(restored);
    pages.resume(resumeStage(was, hwfSteps(restored), missing), { complete: missing === null });
  };
  const draft = React.useMemo<Draft>(() => ({ ...values, [DRAFT_STAGE]: stageKey(stage, 'applicant') }), [values, stage]);
  const clearDraft = useSessionDraft(HWF_DRAFT_KEY, draft, restore, parseDraft, HWF_ANSWERS_KEY);

  React.useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // A step sent without script (or before the check started) comes back in the address under its fields' names: the
    // check goes on from there, as if Continue had been pressed (issue 52).
    const sent = answersFromQuery(emptyHwfForm, window.location.search);
    if (Object.keys(sent).length > 0) {
      form.offer(sent);
      pages.resumeWhereSent();
    }
    // A link from the claim calculator or the plan carries the claim's value: after the tab's answers are restored, it
    // fills in the fee step (the newest claim wins over one the tab held), once: the address then drops it, so a
    // reload keeps whatever the visitor does next.
    const prefill = parseHwfPrefill(params);
    if (Object.keys(prefill).length === 0) return;
    form.offer(prefill);
    setNotice(text.prefilled);
    params.delete(HWF_PREFILL_PARAM);
    params.delete(HWF_DEBT_PARAM);
    const query = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
    // Once, when the check starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const change = (field: HwfField, value: string) => {
    form.set(field, value);
    pages.cleared(field);
  };

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    pages.next();
  };

  const startAgain = () => {
    clearDraft();
    form.update(() => emptyHwfForm);
    setNotice(null);
    pages.restart();
  };

  const summary: ErrorSummaryItem[] =
    stage.kind === 'question' ? HWF_STEP_FIELDS[stage.step].flatMap((field) => (errors[field] ? [{ fieldId: fieldId(field), message: errors[field]! }] : [])) : [];

  return (
    <QuestionPagesFrame id="help-with-fees-check" back={pages.hasBack ? { label: stage.kind === 'result' ? text.changeAnswers : text.back, onClick: pages.back } : null} notice={notice}>
      {stage.kind === 'question' ? (
        <QuestionForm
          action={helpWithFeesPage.path}
          progressId="help-with-fees-progress"
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
          headingId={HEADING_ID}
          title={text.checkTitle}
          lead={text.checkLead}
          rows={answerRows(values)}
          changeLabel={text.change}
          onChange={pages.change}
          action={{ label: text.seeResult, onClick: pages.toResult }}
        />
      ) : null}

      {stage.kind === 'result' ? <Result values={values} onStartAgain={startAgain} /> : null}
    </QuestionPagesFrame>
  );
}

function Question({ step, values, errors, onChange }: { step: HwfStep; values: HwfFormValues; errors: HwfFormErrors; onChange: (field: HwfField, value: string) => void }) {
  const radio = (
    field: HwfField,
    question: { legend: string; hint?: string; choices: readonly { value: string; label: string }[] },
    conditional?: (value: string) => React.ReactNode,
  ) => (
    <RadioField
      id={fieldId(field)}
      name={field}
      legend={<QuestionHeading id={HEADING_ID}>{question.legend}</QuestionHeading>}
      legendClassName={LEGEND}
      hint={question.hint}
      error={errors[field]}
      choices={question.choices}
      conditional={conditional}
      value={values[field]}
      onChange={(v) => onChange(field, v)}
    />
  );
  const input = (field: HwfField, label: string, props: React.ComponentProps<typeof Input> = {}, hint?: string, optional = false) => (
    <FormField id={fieldId(field)} label={label} hint={hint} error={errors[field]} optional={optional}>
      {(control) => <Input {...control} name={field} value={values[field]} onChange={(e) => onChange(field, e.target.value)} autoComplete="off" {...props} />}
    </FormField>
  );
  const money = { inputMode: 'decimal' as const, className: 'sm:max-w-60' };
  const single = (field: HwfField, question: { label: string; hint: string }) => (
    <fieldset className="grid min-w-0 gap-4">
      <legend className={LEGEND}>
        <QuestionHeading id={HEADING_ID}>{question.label}</QuestionHeading>
      </legend>
      {input(field, 'Amount in pounds', money, question.hint)}
    </fieldset>
  );
  switch (step) {
    case 'applicant':
      return radio('applicant', q.applicant);
    case 'couple':
      return radio('couple', q.couple);
    case 'over66':
      return radio('over66', { ...q.over66, legend: over66Legend(values.couple === 'couple') });
    case 'children':
      return (
        <fieldset className="grid min-w-0 gap-5" aria-describedby={CHILDREN_HINT_ID}>
          <legend className={LEGEND}>
            <QuestionHeading id={HEADING_ID}>{q.children.legend}</QuestionHeading>
          </legend>
          <p id={CHILDREN_HINT_ID} className="-mt-2 text-muted-foreground">
            {q.children.hint}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            {input('youngChildren', q.children.young, { inputMode: 'numeric', className: 'max-w-24' }, 'Enter 0 if none')}
            {input('olderChildren', q.children.older, { inputMode: 'numeric', className: 'max-w-24' }, 'Enter 0 if none')}
          </div>
        </fieldset>
      );
    case 'savings':
      return single('savings', q.savings);
    case 'benefit':
      return radio('benefit', q.benefit);
    case 'income':
      return single('income', q.income);
    case 'fee':
      // What each answer asks next opens under it (GOV.UK conditional reveal).
      return radio('feeKind', hwfFeeQuestion, (kind) =>
        kind === 'claim' ? (
          <>
            {input('claimValue', hwfFeeQuestion.claimLabel, money, hwfFeeQuestion.claimHint)}
            {input('debtValue', hwfFeeQuestion.debtLabel, money, hwfFeeQuestion.debtHint, true)}
          </>
        ) : (
          input('fee', hwfFeeQuestion.feeLabel, money, q.fee.hint)
        ),
      );
  }
}

const VERDICT_STYLE = {
  'no-fee': 'border-success',
  part: 'border-warning-border',
  'whole-fee': 'border-warning-border',
  'court-decides': 'border-warning-border',
  none: 'border-border',
} as const satisfies Record<HwfResultWords['verdict'], string>;

/** The reason for one result, and its working a line a step (issue 51). */
function Verdict({ words, then = false }: { words: HwfResultWords; then?: boolean }) {
  return (
    <>
      <p className="mt-1 text-xl font-extrabold">{then ? hwfReasons.ifSavingsPass(words.headline) : words.headline}</p>
      <p className="mt-2">{words.reason}</p>
      {words.working.length > 0 ? (
        <>
          <h4 className="mt-3 font-bold">{hwfWorking.title}</h4>
          <ol className="mt-1 grid gap-1 tabular-nums">
            {words.working.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </>
      ) : null}
    </>
  );
}

function Result({ values, onStartAgain }: { values: HwfFormValues; onStartAgain: () => void }) {
  const outcome = hwfOutcome(values);
  if (!outcome) return null;
  const { answers } = outcome;
  const company = answers.applicant === 'company';
  const items = company
    ? [{ key: 'company', title: null, words: hwfResultWords({ kind: 'company' }, { id: 'fee', label: '', pence: 0 }, answers) }]
    : outcome.fees.map(({ fee, result }) => ({
        key: fee.id,
        title: `${fee.label}: ${formatPounds(fee.pence / 100)}${fee.working ? ` (${fee.working})` : ''}`,
        words: hwfResultWords(result, fee, answers),
      }));
  return (
    <section aria-labelledby={HEADING_ID} className="grid gap-6" data-help-with-fees-result>
      <div>
        <h2 id={HEADING_ID} tabIndex={-1} className="text-2xl font-extrabold outline-none sm:text-3xl">
          {text.resultTitle}
        </h2>
        <p className="mt-2 text-muted-foreground">{text.resultLead}</p>
      </div>
      <ul className="grid gap-4">
        {items.map((item) => (
          <li key={item.key} className={cn('rounded-xl border-l-4 bg-card p-5 shadow-card', VERDICT_STYLE[item.words.verdict])}>
            {item.title ? <h3 className="text-lg font-bold">{item.title}</h3> : null}
            <Verdict words={item.words} />
            {item.words.then ? (
              <div className="mt-4 border-t border-border pt-3">
                <Verdict words={item.words.then} then />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {company ? null : <HwfEvidence headingClassName="text-xl font-bold" items={helpWithFeesEvidence} />}
      <HwfHowToApply headingClassName="text-xl font-bold" />
      <p className="text-sm text-muted-foreground">{hwfAsAt}</p>
      <DeviceSaveControl id="help-with-fees-save" className="print:hidden" />
      <div className="print:hidden">
        <Button type="button" variant="outline" onClick={onStartAgain}>
          {text.startAgain}
        </Button>
      </div>
    </section>
  );
}
