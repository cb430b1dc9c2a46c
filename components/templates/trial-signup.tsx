'use client';

import * as React from 'react';
import { toast } from 'sonner';
import { caseTypeNotes, caseTypeOptions, forgetDetailsMessages, type CaseType } from '@/content/consultation';
import { templateMessages as messages } from '@/content/templates/messages';
import { siteConfig } from '@/content/site';
import { homeSections } from '@/content/navigation';
import { RESPONSE_TIME } from '@/content/promises';
import { buildLeadFormData } from '@/lib/consultation-delivery';
import { isSimpleEmail } from '@/lib/templates/validation';
import { DESCRIPTION_MAX } from '@/lib/validation/consultation-fields';
import { SIGNUP_DRAFT_KEY } from '@/content/storage-keys';
import { nonBreaking } from '@/lib/utils';
import type { SignupDelivery } from '@/lib/templates/trial';
import { useLeadDelivery } from '@/hooks/use-lead-delivery';
import { forgetSignup, keepSignup, keptAfterSending, readKeptSignup, signupUpdate, type SignupValues } from '@/lib/consultation-delivery-signup';
import { draftFields, useSessionDraft } from '@/hooks/use-session-draft';
import { useFormState } from '@/hooks/use-form-state';
import type { Trial } from '@/hooks/use-trial';
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { failureReason } from '@/components/forms/delivery-failure';
import { ErrorSummary } from '@/components/forms/error-summary';
import { FormField } from '@/components/forms/form-field';
import { ForgetDetails } from '@/components/forms/forget-details';
import { NativeSelect } from '@/components/forms/native-select';
import { OptionNote, optionNoteId } from '@/components/forms/option-note';
import { SubmitButton } from './submit-button';
import { fingerprint } from './use-template-form';

const SIGNUP_FIELDS = ['name', 'email', 'phone', 'caseType', 'description'] as const;
/** What the sign-up form keeps in the tab as it is typed (read back as untrusted: its own fields, as text). */
const parseSignupDraft = draftFields(SIGNUP_FIELDS, DESCRIPTION_MAX);

const EMPTY_SIGNUP: SignupValues = { name: '', email: '', phone: '', caseType: '', description: '' };

/**
 * A sign-up that did not reach our team, held for this page: "Try sending again" resends the same details under the
 * same request id, so the inbox keeps one copy. After a reload they come from the tab's kept sign-up
 * (`readKeptSignup`, only while the trial runs), so the offer survives it; this copy covers a browser whose storage
 * is blocked.
 */
let undelivered: { values: SignupValues; requestId: string } | null = null;

function pendingSignup(): { values: SignupValues; requestId: string } | null {
  if (undelivered) return undelivered;
  const kept = readKeptSignup();
  return kept?.unsent ? { values: kept.unsent, requestId: kept.requestId } : null;
}

export const signupMessages = {
  nameRequired: 'Enter your full name',
  emailRequired: 'Enter your email address',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  notSent: 'We could not send your details to our team, so we will not be in touch unless you contact us.',
  sentLater: `Your details have now reached our team. We'll contact you ${RESPONSE_TIME}.`,
} as const;

function checkSignup(values: SignupValues): Partial<Record<keyof SignupValues, string>> {
  const errors: Partial<Record<keyof SignupValues, string>> = {};
  if (!values.name.trim()) errors.name = signupMessages.nameRequired;
  if (!values.email.trim()) errors.email = signupMessages.emailRequired;
  else if (!isSimpleEmail(values.email)) errors.email = signupMessages.emailFormat;
  return errors;
}

/**
 * Spec 3 and 5: the trial sign-up. Full name and email are required (the inputs keep `required` and
 * type="email"), checked with the site's error pattern (summary and inline errors) rather than the browser's
 * tooltips. Issue 17: the trial starts whether or not the details reached our team (on a static host there is
 * no receiver), and the generator says honestly which happened.
 */
export function TrialSignupForm({ templateTitle, onUnlocked }: { templateTitle: string; onUnlocked: (signup: SignupDelivery) => void }) {
  // Issue 53: a sign-up sent before from this tab is never shown again (the next person at the computer would see
  // it); only what is typed here and not yet sent comes back, from the form's own draft.
  const form = useFormState<SignupValues>(() => EMPTY_SIGNUP);
  const { values } = form;
  // Whether the tab keeps a sign-up sent before (its id and key, or details still to send): "Forget my details" is
  // offered for it too. The form is in a dialog, rendered only in the browser once opened, so reading the tab's
  // storage here cannot break hydration.
  const [keptBefore, setKeptBefore] = React.useState(() => typeof window !== 'undefined' && readKeptSignup() !== null);
  const [errors, setErrors] = React.useState<Partial<Record<keyof SignupValues, string>>>({});
  const [failedSubmits, setFailedSubmits] = React.useState(0);
  const { send, sending } = useLeadDelivery({ kind: 'trial' });
  // What is typed is kept in the tab until it is sent: a reload, or closing the window, loses nothing.
  const restore = form.offer;
  const clearDraft = useSessionDraft(SIGNUP_DRAFT_KEY, values, restore, parseSignupDraft);
  const caseTypeNote = caseTypeNotes[values.caseType as CaseType];
  const set = (field: keyof SignupValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    form.set(field, e.target.value);
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = checkSignup(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailedSubmits((n) => n + 1);
      return;
    }
    let requestId = '';
    // Signing up again from this tab goes under the earlier sign-up's id with the key our answer gave: the inbox
    // updates that lead when the email is the same person's, and otherwise keeps this one as a lead of its own.
    const update = signupUpdate(readKeptSignup());
    const updateKey = (id: string) => (id === update?.requestId ? update.updateKey : undefined);
    const delivered = await send(
      fingerprint(values),
      (id) => {
        requestId = id;
        return buildLeadFormData('trial', values, { requestId: id, updateKey: updateKey(id) });
      },
      update?.requestId,
    );
    if (delivered === null) return;
    const kept = keptAfterSending({ requestId, updateKey: updateKey(requestId) }, values, delivered.ok ? { ok: true, id: delivered.reference, updateKey: delivered.updateKey } : { ok: false });
    keepSignup(kept);
    setKeptBefore(kept !== null);
    clearDraft();
    undelivered = delivered.ok ? null : { values, requestId };
    toast.success(messages.trialUnlockedTitle, { description: messages.trialUnlockedText });
    onUnlocked(delivered.ok ? 'sent' : 'not-sent');
  };

  const summary = (['name', 'email'] as const).flatMap((field) => (errors[field] ? [{ fieldId: `trial-${field}`, message: errors[field]! }] : []));
  const forget = () => {
    form.update(() => EMPTY_SIGNUP);
    setErrors({});
    clearDraft();
    forgetSignup({ everything: true });
    undelivered = null;
    setKeptBefore(false);
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{messages.trialLockedTitle}</DialogTitle>
        <DialogDescription>{messages.trialLockedText}</DialogDescription>
        <p className="text-sm text-muted-foreground">You chose: {templateTitle}</p>
      </DialogHeader>
      <form noValidate onSubmit={submit} aria-label="Start your free trial" className="grid gap-5">
        <ErrorSummary errors={summary} focusKey={failedSubmits} />
        <fieldset disabled={sending} className="grid min-w-0 grid-cols-1 gap-5 sm:grid-cols-2">
          <legend className="sr-only">Your details</legend>
          <FormField id="trial-name" label="Full name" required error={errors.name}>
            {(control) => <Input {...control} name="name" autoComplete="name" required dir="auto" value={values.name} onChange={set('name')} />}
          </FormField>
          <FormField id="trial-email" label="Email address" required error={errors.email}>
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
        <ForgetDetails kept={keptBefore || Object.values(values).some((value) => value.trim() !== '')} onForget={forget} focusAfter="trial-name" />
      </form>
    </>
  );
}

const linkClass = 'font-semibold text-primary underline underline-offset-4 hover:decoration-2';

/**
 * During a trial whose sign-up did not reach our team: says so plainly, offers to send it again (same details,
 * same request id) while this page or the tab still holds them, and otherwise how to contact us.
 */
export function SignupDeliveryNotice({ trial }: { trial: Trial }) {
  const { send, sending, failure } = useLeadDelivery({ kind: 'trial' });
  const [sentLater, setSentLater] = React.useState(false);
  const [forgotten, setForgotten] = React.useState(false);
  const notice = React.useRef<HTMLDivElement>(null);
  if (sentLater) {
    return (
      <p role="status" className="rounded-lg border-l-4 border-accent bg-accent-soft p-4">
        {signupMessages.sentLater}
      </p>
    );
  }
  if (trial.signup !== 'not-sent') return null;
  // Like the form, the notice is in the dialog, rendered only in the browser: reading the tab here is safe.
  const pending = forgotten ? null : pendingSignup();
  const retry = async () => {
    if (!pending) return;
    const delivered = await send(fingerprint(pending.values), () => buildLeadFormData('trial', pending.values, { requestId: pending.requestId }));
    if (delivered?.ok) {
      // Delivered: the details have done their job; only what lets this tab update the lead stays (issue 53).
      keepSignup(keptAfterSending({ requestId: pending.requestId }, pending.values, { ok: true, id: delivered.reference, updateKey: delivered.updateKey }));
      undelivered = null;
      trial.markSignupSent();
      setSentLater(true);
    }
  };
  const forget = () => {
    forgetSignup({ everything: true });
    undelivered = null;
    setForgotten(true);
    // The button is gone: focus stays in the notice, which now says what happened.
    notice.current?.focus();
  };
  return (
    <div ref={notice} tabIndex={-1} role="alert" className="rounded-lg border-l-4 border-destructive bg-destructive/5 p-4">
      <p className="font-bold">{signupMessages.notSent}</p>
      {forgotten ? <p className="mt-1">{forgetDetailsMessages.done}</p> : null}
      <p className="mt-1">
        Your free trial has started all the same.
        {failure ? ` ${failureReason(failure)}` : ''}
      </p>
      <p className="mt-2">
        {pending ? (
          <>
            <button type="button" onClick={retry} aria-disabled={sending || undefined} className={linkClass}>
              {sending ? 'Sending…' : 'Try sending my details again'}
            </button>{' '}
            (or{' '}
            <button type="button" onClick={forget} className={linkClass}>
              {forgetDetailsMessages.label}
            </button>
            ), or{' '}
          </>
        ) : (
          'To hear from us, '
        )}
        {siteConfig.phone.callUs} on{' '}
        <a href={`tel:${siteConfig.phone.e164}`} className={linkClass}>
          {nonBreaking(siteConfig.phone.display)}
        </a>{' '}
        or{' '}
        <a href={`/#${homeSections.contact}`} className={linkClass}>
          request a free consultation
        </a>
        .
      </p>
    </div>
  );
}
