'use client';

import * as React from 'react';
import { toast } from 'sonner';
import { bespokeFieldNote } from '@/content/templates/bespoke';
import { RESPONSE_TIME } from '@/content/promises';
import { buildLeadFormData } from '@/lib/consultation-delivery';
import { useLeadDelivery } from '@/hooks/use-lead-delivery';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DeliveryStatus } from '@/components/forms/delivery-failure';
import { ErrorSummary } from '@/components/forms/error-summary';
import type { Template } from '@/content/templates/schema';
import { templateAnswersKey } from '@/content/storage-keys';
import { useSessionDraft } from '@/hooks/use-session-draft';
import { TemplateFields } from './template-fields';
import { SubmitButton } from './submit-button';
import { fingerprint, templateAnswersParser, useTemplateForm } from './use-template-form';

/** Spec 3: the premium bespoke request, checked like the generator and sent like the consultation form. */
export function PremiumRequestForm({ template }: { template: Template }) {
  const formId = 'premium-request';
  const { values, restore, errors, failedSubmits, change, check, summary } = useTemplateForm(formId, template.formFields);
  // Kept in the tab like a template's answers: closing the window, a reload or a failed send loses nothing.
  const parse = React.useMemo(() => templateAnswersParser(template.formFields), [template.formFields]);
  const clearDraft = useSessionDraft(templateAnswersKey(template.slug), values, restore, parse);
  const [sent, setSent] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  // Like the consultation form, a busy server's refusal is retried by submitting the form again (same request id).
  const retry = React.useCallback(() => formRef.current?.requestSubmit(), []);
  const { send, sending, failure, scheduled, stopRetrying } = useLeadDelivery({ retry, kind: 'premium' });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (Object.keys(check()).length > 0) {
      stopRetrying();
      return;
    }
    const complete = Object.fromEntries(template.formFields.map((f) => [f.id, values[f.id] ?? '']));
    const delivered = await send(fingerprint(complete), (requestId) => buildLeadFormData('premium', complete, { requestId }));
    if (delivered?.ok) {
      clearDraft();
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
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Request a bespoke template" className="grid gap-5">
        <ErrorSummary errors={summary} focusKey={failedSubmits} />
        <fieldset disabled={sending} className="min-w-0">
          <legend className="sr-only">Your request</legend>
          <TemplateFields formId={formId} fields={template.formFields} values={values} errors={errors} onChange={change} noteFor={bespokeFieldNote} />
        </fieldset>
        <DeliveryStatus sending={sending} failure={failure} scheduled={scheduled} sendingText="Sending your request…" />
        <SubmitButton sending={sending} label="Send request" />
      </form>
    </>
  );
}
