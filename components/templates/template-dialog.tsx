'use client';

import * as React from 'react';
import { toast } from 'sonner';
import { CheckCircle2, Copy, Download, Eye, EyeOff, Loader2, Mail, Printer, Send, Sparkles } from 'lucide-react';
import { caseTypeNotes, caseTypeOptions, type CaseType } from '@/content/consultation';
import { bespokeFieldNote } from '@/content/templates/bespoke';
import { templateMessages as messages } from '@/content/templates/messages';
import { RESPONSE_TIME } from '@/lib/constants';
import { buildLeadFormData } from '@/lib/consultation-delivery';
import { generateDocument } from '@/lib/templates/generate';
import { documentFileName, mailtoHref } from '@/lib/templates/outputs';
import { generatorMessages, validateTemplateFields } from '@/lib/templates/validation';
import { useLeadDelivery } from '@/hooks/use-lead-delivery';
import type { Trial } from '@/hooks/use-trial';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { DeliveryFailureNotice, NOT_SENT_TITLE } from '@/components/forms/delivery-failure';
import { ErrorSummary } from '@/components/forms/error-summary';
import { FormField } from '@/components/forms/form-field';
import { NativeSelect } from '@/components/forms/native-select';
import { OptionNote, optionNoteId } from '@/components/forms/option-note';
import type { TemplateData } from './template-gallery';
import { TemplateFields, templateFieldId } from './template-fields';

/**
 * Spec 4 "template dialog": the sign-up form while no trial is active, the generator during one, and the premium
 * request form for the bespoke service. Loaded only when a card is opened.
 */
export function TemplateDialog({ template, premium, trial, onClose }: { template: TemplateData; premium: boolean; trial: Trial; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        {premium ? (
          <PremiumRequestForm template={template} />
        ) : trial.active ? (
          <TemplateGenerator template={template} />
        ) : (
          <TrialSignupForm templateTitle={template.title} onUnlocked={trial.start} />
        )}
      </DialogContent>
    </Dialog>
  );
}

const fingerprint = (values: Readonly<Record<string, string>>) => JSON.stringify(values);

/**
 * The state of a form built from template fields: values, errors (editing a field clears its error, spec 5),
 * the check with the spec's messages, and the error summary's items.
 */
function useTemplateForm(formId: string, fields: TemplateData['formFields']) {
  const [values, setValues] = React.useState<Record<string, string>>({});
  const [errors, setErrors] = React.useState<Record<string, string>>({});
  const [failedSubmits, setFailedSubmits] = React.useState(0);
  const change = (fieldId: string, value: string) => {
    setValues((v) => ({ ...v, [fieldId]: value }));
    if (errors[fieldId]) setErrors(({ [fieldId]: _cleared, ...rest }) => rest);
  };
  /** Checks every field; the errors found (none when valid). */
  const check = () => {
    const found = validateTemplateFields(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) setFailedSubmits((n) => n + 1);
    return found;
  };
  const summary = fields.flatMap((field) => (errors[field.id] ? [{ fieldId: templateFieldId(formId, field), message: errors[field.id]! }] : []));
  return { values, errors, failedSubmits, change, check, summary };
}

function SubmitButton({ sending, label }: { sending: boolean; label: string }) {
  return (
    <Button type="submit" size="lg" aria-disabled={sending || undefined}>
      {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
      {sending ? 'Sending…' : label}
    </Button>
  );
}

/** Spec 3 and 5: the trial sign-up. Full name and email are required (the browser checks them); the rest is optional. */
function TrialSignupForm({ templateTitle, onUnlocked }: { templateTitle: string; onUnlocked: () => void }) {
  const [values, setValues] = React.useState({ name: '', email: '', phone: '', caseType: '', description: '' });
  const { send, sending, failure } = useLeadDelivery();
  const caseTypeNote = caseTypeNotes[values.caseType as CaseType];
  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const delivered = await send(fingerprint(values), (requestId) => buildLeadFormData('trial', values, { requestId }));
    if (delivered) {
      toast.success(messages.trialUnlockedTitle, { description: messages.trialUnlockedText });
      onUnlocked();
    } else if (delivered === false) {
      toast.error(NOT_SENT_TITLE, { description: 'Everything you entered is still in the form. Please try again.' });
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{messages.trialLockedTitle}</DialogTitle>
        <DialogDescription>{messages.trialLockedText}</DialogDescription>
        <p className="text-sm text-muted-foreground">You chose: {templateTitle}</p>
      </DialogHeader>
      <form onSubmit={submit} aria-label="Start your free trial" className="grid gap-5">
        <fieldset disabled={sending} className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
          <legend className="sr-only">Your details</legend>
          <FormField id="trial-name" label="Full name" required>
            {(control) => <Input {...control} name="name" autoComplete="name" required dir="auto" value={values.name} onChange={set('name')} />}
          </FormField>
          <FormField id="trial-email" label="Email address" required>
            {(control) => <Input {...control} name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} />}
          </FormField>
          <FormField id="trial-phone" label="Phone" optional>
            {(control) => <Input {...control} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />}
          </FormField>
          <FormField id="trial-caseType" label="Case type" optional describedBy={caseTypeNote ? [optionNoteId('trial-caseType')] : []}>
            {(control) => (
              <>
                <NativeSelect {...control} name="caseType" value={values.caseType} onChange={set('caseType')} placeholder="Select case type" options={caseTypeOptions} />
                <OptionNote fieldId="trial-caseType" text={caseTypeNote} />
              </>
            )}
          </FormField>
          <FormField id="trial-description" label="Briefly, what is your case about?" optional className="sm:col-span-2">
            {(control) => <Textarea {...control} name="description" rows={3} dir="auto" value={values.description} onChange={set('description')} />}
          </FormField>
        </fieldset>
        {failure ? <DeliveryFailureNotice failure={failure} /> : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton sending={sending} label="Unlock free trial" />
          <p className="text-sm text-muted-foreground">
            We use your details to give you access and to follow up if you ask us to. See our{' '}
            <a href="/privacy-policy" className="font-medium text-primary underline underline-offset-4">
              privacy policy
            </a>
            .
          </p>
        </div>
      </form>
    </>
  );
}

/** Spec 4 and 5: the generator: the template's fields, checked with the spec's messages, then the customised document. */
function TemplateGenerator({ template }: { template: TemplateData }) {
  const formId = `generator-${template.slug}`;
  const { values, errors, failedSubmits, change, check, summary } = useTemplateForm(formId, template.formFields);
  const [document, setDocument] = React.useState<{ text: string; date: Date } | null>(null);
  const [showPreview, setShowPreview] = React.useState(true);

  const generate = (event: React.FormEvent) => {
    event.preventDefault();
    const found = check();
    if (Object.keys(found).length > 0) {
      toast.error(generatorMessages.toastTitle, { description: Object.values(found).join('. ') });
      return;
    }
    const today = new Date();
    setDocument({ text: generateDocument(template.fullContent, template.formFields, values, today), date: today });
    setShowPreview(true);
    toast.success(messages.templateGenerated);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{template.title}</DialogTitle>
        <DialogDescription>{template.description}</DialogDescription>
      </DialogHeader>
      <details className="rounded-lg bg-muted p-4">
        <summary className="cursor-pointer font-semibold">How to use this template</summary>
        <ol className="mt-3 list-decimal space-y-1 pl-5">
          {template.instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </details>
      <form noValidate onSubmit={generate} aria-label={`Fill in the ${template.title}`} className="grid gap-5">
        <ErrorSummary errors={summary} focusKey={failedSubmits} />
        <TemplateFields formId={formId} fields={template.formFields} values={values} errors={errors} onChange={change} />
        <Button type="submit" size="lg" className="justify-self-start">
          <Sparkles aria-hidden /> Generate
        </Button>
      </form>
      {document ? <GeneratedDocument title={template.title} text={document.text} date={document.date} showPreview={showPreview} onTogglePreview={() => setShowPreview((s) => !s)} /> : null}
    </>
  );
}

function GeneratedDocument({
  title,
  text,
  date,
  showPreview,
  onTogglePreview,
}: {
  title: string;
  text: string;
  date: Date;
  showPreview: boolean;
  onTogglePreview: () => void;
}) {
  const mailto = mailtoHref(title, text);
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = window.document.createElement('a');
    link.href = url;
    link.download = documentFileName(title, date);
    link.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    toast.success(messages.documentDownloaded);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(messages.copied);
    } catch {
      toast.error(messages.copyRefused);
    }
  };
  return (
    <section aria-labelledby="document-title" className="grid gap-4 border-t border-border pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="document-title" className="text-xl font-bold">
          Your document
        </h3>
        <Badge variant="accent">
          <CheckCircle2 aria-hidden /> {messages.templateReady}
        </Badge>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" aria-expanded={showPreview} aria-controls="document-preview" onClick={onTogglePreview}>
          {showPreview ? <EyeOff aria-hidden /> : <Eye aria-hidden />} Preview
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={download}>
          <Download aria-hidden /> Download
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden /> Copy
        </Button>
        {mailto ? (
          <Button asChild variant="outline" size="sm">
            <a href={mailto}>
              <Mail aria-hidden /> Email
            </a>
          </Button>
        ) : (
          <Button type="button" variant="outline" size="sm" onClick={() => toast.info(messages.mailTooLong)}>
            <Mail aria-hidden /> Email
          </Button>
        )}
        <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
          <Printer aria-hidden /> Print
        </Button>
      </div>
      {showPreview ? (
        // Plain text only: whatever was typed appears literally.
        <pre id="document-preview" data-print-document role="region" tabIndex={0} aria-label={`${title}, customised`} className="max-h-[50vh] overflow-auto whitespace-pre-wrap rounded-lg border border-border bg-card p-4 font-sans text-sm">
          {text}
        </pre>
      ) : null}
    </section>
  );
}

/** Spec 3: the premium bespoke request, checked like the generator and sent like the consultation form. */
function PremiumRequestForm({ template }: { template: TemplateData }) {
  const formId = 'premium-request';
  const { values, errors, failedSubmits, change, check, summary } = useTemplateForm(formId, template.formFields);
  const [sent, setSent] = React.useState(false);
  const { send, sending, failure } = useLeadDelivery();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (Object.keys(check()).length > 0) return;
    const complete = Object.fromEntries(template.formFields.map((f) => [f.id, values[f.id] ?? '']));
    const delivered = await send(fingerprint(complete), (requestId) => buildLeadFormData('premium', complete, { requestId }));
    if (delivered) {
      setSent(true);
      toast.success('Bespoke Template Request Sent', { description: `We'll contact you ${RESPONSE_TIME} to arrange your consultation.` });
    }
  };

  if (sent) {
    return (
      <DialogHeader>
        <DialogTitle>Request sent</DialogTitle>
        <DialogDescription>
          Thank you. We will contact you {RESPONSE_TIME}, the way you asked, to arrange your consultation and confirm the
          details before any payment.
        </DialogDescription>
      </DialogHeader>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{template.title}</DialogTitle>
        <DialogDescription>{template.description}</DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} aria-label="Request a bespoke template" className="grid gap-5">
        <ErrorSummary errors={summary} focusKey={failedSubmits} />
        <fieldset disabled={sending} className="min-w-0">
          <legend className="sr-only">Your request</legend>
          <TemplateFields formId={formId} fields={template.formFields} values={values} errors={errors} onChange={change} noteFor={bespokeFieldNote} />
        </fieldset>
        {failure ? <DeliveryFailureNotice failure={failure} /> : null}
        <SubmitButton sending={sending} label="Send request" />
      </form>
    </>
  );
}
