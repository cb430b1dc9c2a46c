import * as React from 'react';
import { claimPlanTool, claimQuestions as cq, defendQuestions as dq } from '@/content/claim-plan/questions';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { QuestionHeading } from '@/components/forms/question-pages';
import { DateField } from '@/components/forms/date-field';
import { FormField } from '@/components/forms/form-field';
import { RadioField } from '@/components/forms/radio-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { PlanFormErrors, PlanFormField, PlanFormValues, QuestionStep } from '@/lib/claim-plan/form';

export const STEP_HEADING_ID = 'claim-plan-heading';
/** The step's question as its heading (this tool's id). */
const StepHeading = ({ children }: { children: React.ReactNode }) => <QuestionHeading id={STEP_HEADING_ID}>{children}</QuestionHeading>;
export const planFieldId = (field: PlanFormField) => `claim-plan-${field}`;

const LEGEND = 'mb-3';
/** The "where" step's hint, read with its group of fields (GOV.UK: a fieldset's hint is its description). */
const WHERE_HINT_ID = `${planFieldId('debtorPostcode')}-group-hint`;

/**
 * One step of "Plan my claim": its question (a fieldset whose legend is the step's heading) and its fields, the
 * follow-up field revealed under the choice it belongs to. Controlled: every keystroke goes to `onChange`.
 */
export function PlanQuestion({
  step,
  values,
  errors,
  onChange,
}: {
  step: QuestionStep;
  values: PlanFormValues;
  errors: PlanFormErrors;
  onChange: (field: PlanFormField, value: string | string[]) => void;
}) {
  const radio = (
    field: PlanFormField,
    question: { legend: string; hint?: string; choices: readonly { value: string; label: string }[] },
    conditional?: (value: string) => React.ReactNode,
  ) => (
    <RadioField
      id={planFieldId(field)}
      name={field}
      legend={<StepHeading>{question.legend}</StepHeading>}
      legendClassName={LEGEND}
      hint={question.hint}
      error={errors[field]}
      choices={question.choices}
      conditional={conditional}
      value={values[field] as string}
      onChange={(v) => onChange(field, v)}
    />
  );
  const text = (field: PlanFormField, label: string, props: React.ComponentProps<typeof Input> = {}, hint?: string, optional = false) => (
    <FormField id={planFieldId(field)} label={label} hint={hint} error={errors[field]} optional={optional}>
      {(control) => <Input {...control} name={field} value={values[field] as string} onChange={(e) => onChange(field, e.target.value)} {...props} />}
    </FormField>
  );
  const date = (field: PlanFormField, label: string, hint?: string, optional = false) => (
    <DateField
      id={planFieldId(field)}
      name={field}
      legend={label}
      hint={hint}
      error={errors[field]}
      optional={optional}
      value={values[field] as string}
      onChange={(v) => onChange(field, v)}
    />
  );

  switch (step) {
    case 'path':
      return radio('path', { legend: claimPlanTool.pathLegend, hint: claimPlanTool.pathHint, choices: claimPlanTool.pathChoices });
    case 'claimant':
      return radio('claimant', cq.claimant);
    case 'debtor':
      return radio('debtor', cq.debtor);
    case 'amount':
      return (
        <fieldset className="grid min-w-0 gap-5">
          <legend className={LEGEND}>
            <StepHeading>{cq.amount.legend}</StepHeading>
          </legend>
          {text('amount', cq.amount.amountLabel, { inputMode: 'decimal', autoComplete: 'off', className: 'sm:max-w-60' }, cq.amount.amountHint)}
          <FormField id={planFieldId('description')} label={cq.amount.descriptionLabel} hint={cq.amount.descriptionHint} error={errors.description} optional>
            {(control) => <Textarea {...control} name="description" rows={3} value={values.description} onChange={(e) => onChange('description', e.target.value)} />}
          </FormField>
        </fieldset>
      );
    case 'dueDate':
      return (
        <fieldset className="grid min-w-0 gap-4">
          <legend className={LEGEND}>
            <StepHeading>{cq.dueDate.legend}</StepHeading>
          </legend>
          {date('dueDate', cq.dueDate.label, cq.dueDate.hint)}
        </fieldset>
      );
    case 'acknowledged':
      return radio('acknowledged', cq.acknowledged, (value) => (value === 'yes' ? date('acknowledgedDate', cq.acknowledged.dateLabel) : null));
    case 'interest':
      return radio('interest', cq.interest);
    case 'letter':
      return radio('letterSent', cq.letter, (value) =>
        value === 'yes' ? (
          <>
            {date('letterDate', cq.letter.dateLabel)}
            {date('letterPayBy', cq.letter.payByLabel, cq.letter.payByHint, true)}
          </>
        ) : null,
      );
    case 'reply':
      return radio('reply', cq.reply, (value) =>
        value === 'none' ? null : (
          <>
            {date('replyDate', cq.reply.replyDateLabel)}
            {value === 'asked-for-documents' ? date('documentsDate', cq.reply.documentsDateLabel, undefined, true) : null}
          </>
        ),
      );
    case 'disputed':
      return radio('disputed', cq.disputed);
    case 'means':
      return (
        <CheckboxField
          id={planFieldId('means')}
          name="means"
          legend={<StepHeading>{cq.means.legend}</StepHeading>}
          legendClassName={LEGEND}
          hint={cq.means.hint}
          error={errors.means}
          choices={cq.means.choices}
          values={values.means}
          onChange={(next) => onChange('means', next)}
        />
      );
    case 'where':
      return (
        <fieldset className="grid min-w-0 gap-5" aria-describedby={WHERE_HINT_ID}>
          <legend className={LEGEND}>
            <StepHeading>{cq.where.legend}</StepHeading>
          </legend>
          <p id={WHERE_HINT_ID} className="-mt-2 text-muted-foreground">
            {cq.where.hint}
          </p>
          <div className="grid gap-5 sm:grid-cols-2">
            {text('debtorPostcode', cq.where.debtorPostcodeLabel, { autoComplete: 'off', className: 'sm:max-w-48', spellCheck: false }, undefined, true)}
            {text('claimantPostcode', cq.where.claimantPostcodeLabel, { autoComplete: 'postal-code', className: 'sm:max-w-48', spellCheck: false }, undefined, true)}
            {text('claimantName', cq.where.claimantNameLabel, { autoComplete: 'name' }, undefined, true)}
            {text('debtorName', cq.where.debtorNameLabel, { autoComplete: 'off' }, undefined, true)}
          </div>
        </fieldset>
      );
    case 'served':
      return radio('servedHow', dq.served, () => date('servedDate', dq.served.dateLabel));
    case 'claimFor':
      return radio('claimFor', dq.claimFor);
    case 'response':
      return radio('response', dq.response);
    case 'counterclaim':
      return radio('counterclaim', dq.counterclaim);
  }
}
