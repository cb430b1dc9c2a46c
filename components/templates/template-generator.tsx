'use client';

import * as React from 'react';
import { toast } from 'sonner';
import { ArrowLeft, Pencil, Sparkles, Trash2 } from 'lucide-react';
import { templateMessages as messages } from '@/content/templates/messages';
import { savedTemplateAnswersKey, templateAnswersKey } from '@/content/storage-keys';
import { formatMoney, parseDateField } from '@/lib/templates/calculations';
import { formatLongDate } from '@/lib/dates';
import { buildDocument, buildNextSteps, parseAmount } from '@/lib/templates/generate';
import { generatorMessages } from '@/lib/templates/validation';
import { BankHolidayDataError } from '@/lib/working-days';
import { useSessionDraft } from '@/hooks/use-session-draft';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ErrorSummary } from '@/components/forms/error-summary';
import { DeviceSaveControl } from '@/components/forms/device-save-control';
import type { Template } from '@/content/templates/schema';
import { TemplateFields, templateFieldId } from './template-fields';
import { GeneratedDocument } from './generated-document';
import { templateAnswersParser, useTemplateForm } from './use-template-form';

type Field = Template['formFields'][number];
type Step = 'form' | 'check' | 'document';

/** Toasts sit at the foot of the window; the dialog keeps clear of them (see TemplateDialog). */
const errorToast = (count: number) =>
  toast.error(generatorMessages.toastTitle, {
    description: `${count} ${count === 1 ? 'answer needs' : 'answers need'} attention: each is listed at the top of the form.`,
  });

/** An answer as the check-your-answers list shows it. */
function answerText(field: Field, raw: string): string {
  const value = raw.trim();
  if (!value) return 'Not given';
  if (field.type === 'choice') return field.choices?.find((c) => c.value === value)?.label ?? value;
  if (field.type === 'date') {
    const date = parseDateField(value);
    return date ? formatLongDate(date) : value;
  }
  if (field.type === 'number' && field.id.includes('amount')) {
    const amount = parseAmount(value);
    return amount === null ? value : formatMoney(amount);
  }
  return value;
}

/**
 * Spec 4 and 5, issue 17: the generator. The guardrail questions and fields (checked with the spec's messages),
 * then "Check your answers" with a link to change each, then Generate: the customised document, its actions and
 * what to do next. Answers are kept in this tab, per template, through the end of a trial and into the next.
 */
export function TemplateGenerator({ template }: { template: Template }) {
  const formId = `generator-${template.slug}`;
  const { values, restore: offer, errors, failedSubmits, change, check, reset, shown, summary } = useTemplateForm(formId, template.formFields);
  const [step, setStep] = React.useState<Step>('form');
  const [document, setDocument] = React.useState<{ text: string; nextSteps: string[]; date: Date } | null>(null);
  const focusTarget = React.useRef<string | null>(null);
  const [cleared, setCleared] = React.useState(false);
  const checkHeading = React.useRef<HTMLHeadingElement>(null);
  const restore = offer;
  const parse = React.useMemo(() => templateAnswersParser(template.formFields), [template.formFields]);
  const clearDraft = useSessionDraft(templateAnswersKey(template.slug), values, restore, parse, savedTemplateAnswersKey(template.slug));

  // After a step changes, focus what the visitor asked for: a field to change, or the step's heading. Issue 26:
  // after Generate, the document's heading, brought to the top of the dialog's view (the dialog's scroll padding
  // keeps it clear of the time-left bar), so the letter and its buttons are where the visitor is.
  React.useEffect(() => {
    if (step === 'check') checkHeading.current?.focus();
    if (step === 'document') {
      const heading = window.document.getElementById('document-title');
      heading?.focus({ preventScroll: true });
      heading?.scrollIntoView({ block: 'start' });
    }
    if (step === 'form' && focusTarget.current) {
      window.document.getElementById(focusTarget.current)?.focus();
      focusTarget.current = null;
    }
  }, [step]);

  const toCheck = (event: React.FormEvent) => {
    event.preventDefault();
    const found = check();
    const count = Object.keys(found).length;
    if (count > 0) {
      errorToast(count);
      return;
    }
    setStep('check');
  };

  const generate = () => {
    const found = check();
    if (Object.keys(found).length > 0) {
      setStep('form');
      errorToast(Object.keys(found).length);
      return;
    }
    const today = new Date();
    try {
      setDocument({ text: buildDocument(template, values, today), nextSteps: buildNextSteps(template, values, today), date: today });
    } catch (error) {
      // Deadlines are never guessed: past the end of the bank holiday data there is no document.
      if (!(error instanceof BankHolidayDataError)) throw error;
      toast.error(messages.deadlinesUnavailable);
      return;
    }
    setStep('document');
    toast.success(messages.templateGenerated);
  };

  const changeAnswer = (field: Field) => {
    focusTarget.current = templateFieldId(formId, field);
    setStep('form');
  };

  const edit = (fieldId: string, value: string) => {
    setCleared(false);
    change(fieldId, value);
  };

  const clearAnswers = () => {
    reset();
    clearDraft();
    setDocument(null);
    setCleared(true);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{template.title}</DialogTitle>
        <DialogDescription>{template.description}</DialogDescription>
      </DialogHeader>
      {step === 'form' ? (
        <>
          <details className="rounded-lg bg-muted p-4">
            <summary className="cursor-pointer font-semibold">How to use this template</summary>
            <ol className="mt-3 list-decimal space-y-1 pl-5">
              {template.instructions.map((instruction) => (
                <li key={instruction}>{instruction}</li>
              ))}
            </ol>
          </details>
          <form noValidate onSubmit={toCheck} aria-label={`Fill in the ${template.title}`} className="grid gap-5">
            <ErrorSummary errors={summary} focusKey={failedSubmits} />
            <TemplateFields formId={formId} fields={shown} values={values} errors={errors} onChange={edit} />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" size="lg">
                Continue
              </Button>
              <Button type="button" variant="ghost" onClick={clearAnswers}>
                <Trash2 aria-hidden /> Clear my answers
              </Button>
            </div>
            <p role="status" className="text-sm text-muted-foreground">
              {cleared ? 'Your answers have been cleared.' : 'Your answers are kept in this tab until you clear them or close the tab, even when your trial ends.'}
            </p>
            <DeviceSaveControl id={`${formId}-save-on-device`} className="rounded-lg border border-border p-4" />
          </form>
        </>
      ) : null}

      {step === 'check' ? (
        <section aria-labelledby="check-answers-title" className="grid gap-5">
          <h3 id="check-answers-title" ref={checkHeading} tabIndex={-1} className="text-xl font-bold">
            Check your answers
          </h3>
          <dl className="divide-y divide-border border-y border-border">
            {shown.map((field) => (
              <div key={field.id} className="grid gap-1 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:gap-4">
                <dt className="font-semibold">{field.label}</dt>
                <dd className="whitespace-pre-wrap break-words">{answerText(field, values[field.id] ?? '')}</dd>
                <dd>
                  <a
                    href={`#${templateFieldId(formId, field)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      changeAnswer(field);
                    }}
                    className="font-semibold text-primary underline underline-offset-4 hover:decoration-2"
                  >
                    Change<span className="sr-only"> {field.label}</span>
                  </a>
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap gap-3">
            <Button type="button" size="lg" onClick={generate}>
              <Sparkles aria-hidden /> Generate
            </Button>
            <Button type="button" variant="outline" size="lg" onClick={() => setStep('form')}>
              <ArrowLeft aria-hidden /> Back to your answers
            </Button>
          </div>
        </section>
      ) : null}

      {step === 'document' && document ? (
        <>
          <GeneratedDocument title={template.title} text={document.text} date={document.date} nextSteps={document.nextSteps} />
          <div>
            <Button type="button" variant="outline" onClick={() => setStep('form')}>
              <Pencil aria-hidden /> Change your answers
            </Button>
          </div>
        </>
      ) : null}
    </>
  );
}
