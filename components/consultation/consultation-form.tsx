'use client';

import * as React from 'react';
import { Loader2, Send } from 'lucide-react';
import {
  CONSULTATION_DRAFT_KEY,
  CONSULTATION_ENDPOINT,
  DOCUMENTS_FIELD,
  HONEYPOT_FIELD,
  caseTypeNotes,
  caseTypeOptions,
  claimValueNotes,
  claimValueOptions,
  consultationMessages,
} from '@/content/consultation';
import { siteConfig } from '@/content/site';
import { CONSULTATION_FILES_KEY } from '@/content/storage-keys';
import { trackFormSubmit } from '@/lib/analytics';
import { buildConsultationFormData, refusedFieldErrors } from '@/lib/consultation-delivery';
import { documentsRefusalMessage, notAddedBeforeSending, notAddedNames, type NotAdded } from '@/lib/uploads';
import {
  DESCRIPTION_MAX,
  characterCount,
  consultationFields,
  emptyConsultation,
  parseConsultationDraft,
  type ConsultationField,
  type ConsultationValues,
} from '@/lib/validation/consultation-fields';
import type { ConsultationErrors } from '@/lib/validation/consultation';
import { draftFields, useSessionDraft } from '@/hooks/use-session-draft';
import { useFormState } from '@/hooks/use-form-state';
import { useErrorTitle } from '@/hooks/use-error-title';
import { useLeadDelivery } from '@/hooks/use-lead-delivery';
import { DeliveryStatus, NOT_SENT_TITLE } from '@/components/forms/delivery-failure';
import { ErrorSummary } from '@/components/forms/error-summary';
import { ForgetDetails } from '@/components/forms/forget-details';
import { FormField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/forms/native-select';
import { OptionNote, optionNoteId } from '@/components/forms/option-note';
import { Textarea } from '@/components/ui/textarea';
import { LazyToaster, lazyToast } from '@/components/ui/lazy-toast';
import { ConsultationConfirmation } from './consultation-confirmation';
import { FileDropZone } from './file-drop-zone';
import { cn } from '@/lib/utils';
import { groupDigits } from '@/lib/numbers';
import { shellMark } from '@/lib/page-markers';

const fieldId = (field: ConsultationField | typeof DOCUMENTS_FIELD) => `consultation-${field}`;

/** Said above the list of problems when it is the inbox that refused the request. */
const REFUSED_TEXT = 'Your request has not been sent. Everything you entered is still here: change what is listed below, then send it again.';

/** What a request holds, to tell a retry of the same request (same id) from a changed one (a new id). */
const parseFileNames = draftFields(['names'], 20 * 300);
/** How long after the last key the characters left are said (GOV.UK's character count waits 1 second). */
const COUNT_SPOKEN_AFTER_MS = 1000;

function fingerprint(values: ConsultationValues, files: readonly File[]): string {
  return JSON.stringify([values, files.map((f) => [f.name, f.size, f.lastModified])]);
}


function characterCountMessage(count: number): string {
  const left = DESCRIPTION_MAX - count;
  const n = groupDigits(Math.abs(left));
  if (left >= 0) return `You have ${n} character${left === 1 ? '' : 's'} remaining`;
  return `You have ${n} character${left === -1 ? '' : 's'} too many`;
}

/**
 * The consultation request form of the home page's contact section (spec 3, 4, 5, 8 and 9).
 *
 * Case Type and Claim Value are native <select>s styled like the inputs rather than the Radix Select in
 * components/ui: a native select is labelled by its <label>, reached by the error summary link, operated by
 * keyboard and by the phone's own picker, and adds no script to the page, where the Radix one needs a
 * labelled-by button, a portal and about 25 kB of JavaScript for the same job.
 */
/**
 * The schema (zod) is fetched once the form is on screen, not with the page: nothing is checked before the
 * first submit, and by then it has long arrived.
 */
let validation: typeof import('@/lib/validation/consultation') | null = null;
const loadValidation = () => import('@/lib/validation/consultation').then((module) => (validation = module));

/**
 * A required select whose chosen option may carry a note (spec's case type and claim value: an employment dispute
 * usually belongs in the Employment Tribunal, a claim over £10,000 is not a small claim). Without script the note
 * cannot follow the choice, so every option's note is shown under the field instead.
 */
function NotedSelectField({
  field,
  label,
  placeholder,
  options,
  notes,
  value,
  error,
  onChange,
}: {
  field: 'caseType' | 'claimValue';
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  notes: Readonly<Partial<Record<string, string>>>;
  value: string;
  error?: string;
  onChange: React.ChangeEventHandler<HTMLSelectElement>;
}) {
  const id = fieldId(field);
  const note = notes[value];
  return (
    <FormField id={id} label={label} required error={error} describedBy={note ? [optionNoteId(id)] : []}>
      {(control) => (
        <>
          <NativeSelect {...control} name={field} aria-required value={value} onChange={onChange} placeholder={placeholder} options={options} />
          <OptionNote fieldId={id} text={note} />
          <noscript>
            {options.flatMap((option) =>
              notes[option.value] ? [<p key={option.value} className="text-sm text-muted-foreground">If you choose {option.label}: {notes[option.value]}</p>] : [],
            )}
          </noscript>
        </>
      )}
    </FormField>
  );
}

export function ConsultationForm() {
  React.useEffect(() => {
    void loadValidation();
  }, []);
  // What was typed, pasted, autofilled or chosen before the form took over is what it holds, by construction (issues 36,
  // 52); a draft restored later leaves those fields alone.
  // The bot field is read from the page as the request goes, whoever set it and however (see `readFromPage`).
  const form = useFormState<ConsultationValues>(emptyConsultation, { readFromPage: [HONEYPOT_FIELD] });
  const { values, update: setValues } = form;
  const honeypotRef = React.useRef<HTMLInputElement>(null);
  const [files, setFiles] = React.useState<readonly File[]>([]);
  const [errors, setErrors] = React.useState<ConsultationErrors>({});
  const [failedSubmits, setFailedSubmits] = React.useState(0);
  // The inbox's refusal of a document (a field's refusal joins `errors`), and whether the errors shown are its.
  const [documentsError, setDocumentsError] = React.useState<string | undefined>();
  const [refusedByInbox, setRefusedByInbox] = React.useState(false);
  // Issue 54: files the upload area did not add. A submit while it says so stops once, with the error summary naming
  // them (`notAddedError`); sent again, the request goes without them, and the confirmation names them as not sent.
  const [notAdded, setNotAdded] = React.useState<readonly NotAdded[]>([]);
  const [notAddedError, setNotAddedError] = React.useState<string | undefined>();
  const notAddedTold = React.useRef(false);
  const refusedNames = React.useRef(new Set<string>());
  const [confirmation, setConfirmation] = React.useState<{ reference: string; documents: string[]; notSent: string[]; key: number } | null>(null);
  const formRef = React.useRef<HTMLFormElement>(null);
  // A busy server's refusal (or a network failure) is retried by submitting the form again: what goes is what
  // the form holds then, under the same request id while nothing has changed.
  const retry = React.useCallback(() => formRef.current?.requestSubmit(), []);
  const { send, sending, failure: deliveryFailure, scheduled, clearFailure, stopRetrying } = useLeadDelivery({ retry });
  // A confirmed request starts a fresh upload area, so nothing still says files are attached.
  const [uploadAreaKey, setUploadAreaKey] = React.useState(0);

  const clearDraft = useSessionDraft(CONSULTATION_DRAFT_KEY, values, form.offer, parseConsultationDraft);
  const descriptionTyped = React.useRef(false);
  // A browser cannot keep chosen files through a reload: their names are kept, so the form says which to choose again.
  const [lostFiles, setLostFiles] = React.useState<readonly string[]>([]);
  const fileNames = React.useMemo(() => ({ names: (files.length > 0 ? files.map((file) => file.name) : lostFiles).join('\n') }), [files, lostFiles]);
  const restoreFileNames = React.useCallback((kept: Partial<{ names: string }>) => setLostFiles(kept.names ? kept.names.split('\n') : []), []);
  const clearFileNames = useSessionDraft(CONSULTATION_FILES_KEY, fileNames, restoreFileNames, parseFileNames);
  useErrorTitle(Object.keys(errors).length > 0 || documentsError !== undefined || notAddedError !== undefined);

  const update = (field: ConsultationField) => (
    event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => {
    const next = { ...values, [field]: event.target.value };
    if (field === 'description') descriptionTyped.current = true;
    form.set(field, next[field]);
    // An error goes once its field is fixed; new errors only appear on the next submit (which loaded the schema).
    if (errors[field] && validation) {
      const result = validation.validateConsultation(next);
      if (result.ok || !result.errors[field]) {
        setErrors((current) => {
          const rest = { ...current };
          delete rest[field];
          return rest;
        });
      }
    }
  };

  /** Everything the form holds and keeps in the tab goes: after a confirmed request, and for "Forget my details". */
  const clearForm = () => {
    clearDraft();
    clearFileNames();
    descriptionTyped.current = false;
    setLostFiles([]);
    setValues(() => emptyConsultation);
    setFiles([]);
    setUploadAreaKey((k) => k + 1);
    setErrors({});
    setDocumentsError(undefined);
    setNotAdded([]);
    setNotAddedError(undefined);
    notAddedTold.current = false;
    refusedNames.current = new Set();
    setRefusedByInbox(false);
  };

  const confirm = (sent: readonly File[], reference: string) => {
    const documentCount = sent.length;
    const documents = sent.map((file) => file.name);
    const notSent = [...refusedNames.current].filter((name) => !documents.includes(name));
    lazyToast('success', consultationMessages.submittedTitle, {
      description: [
        consultationMessages.submittedText,
        ...(documentCount > 0 ? [consultationMessages.documentsReceived(documentCount)] : []),
        consultationMessages.submittedTiming,
      ].join(' '),
    });
    clearForm();
    clearFailure();
    setConfirmation((previous) => ({ reference, documents, notSent, key: (previous?.key ?? 0) + 1 }));
    trackFormSubmit('consultation');
  };

  const changeFiles = (next: readonly File[]) => {
    setFiles(next);
    setLostFiles([]);
    // A refusal was about the files sent; once they change it no longer applies.
    setDocumentsError(undefined);
    setNotAddedError(undefined);
  };

  /**
   * Issue 53, "Forget my details": everything this form keeps in the tab goes (what is typed, the files' names, the
   * form itself cleared), so the next person at a shared computer finds nothing of it.
   */
  const forgetDetails = () => {
    clearForm();
    stopRetrying();
    clearFailure();
  };
  const keepsDetails = files.length > 0 || lostFiles.length > 0 || consultationFields.some((field) => values[field].trim() !== '');

  // Each addition's refusals, as the upload area says them: new ones are to be told before the request goes.
  const changeNotAdded = (next: readonly NotAdded[]) => {
    setNotAdded(next);
    for (const name of notAddedNames(next)) refusedNames.current.add(name);
    notAddedTold.current = false;
    setNotAddedError(undefined);
  };

  // "Send another request" brings the form back, and focus to its first field once it shows.
  const focusNameNext = React.useRef(false);
  const sendAnother = () => {
    focusNameNext.current = true;
    setConfirmation(null);
  };
  React.useEffect(() => {
    if (confirmation !== null || !focusNameNext.current) return;
    focusNameNext.current = false;
    document.getElementById(fieldId('name'))?.focus();
  }, [confirmation]);

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { validateConsultation } = validation ?? (await loadValidation());
    const result = validateConsultation(values);
    const tellNotAdded = notAdded.length > 0 && !notAddedTold.current;
    if (!result.ok || tellNotAdded) {
      stopRetrying();
      setErrors(result.ok ? {} : result.errors);
      if (tellNotAdded) {
        notAddedTold.current = true;
        setNotAddedError(notAddedBeforeSending(notAdded));
      }
      setRefusedByInbox(false);
      setFailedSubmits((n) => n + 1);
      return;
    }
    setErrors({});
    setNotAddedError(undefined);
    setConfirmation(null);
    const outcome = await send(fingerprint(values, files), (requestId) =>
      buildConsultationFormData(result.data, files, { requestId, honeypot: honeypotRef.current?.value ?? '' }),
    );
    if (outcome === null) return;
    if (outcome.ok) {
      confirm(files, outcome.reference);
      return;
    }
    // The server was busy (or out of reach): the notice says so and counts down to the next try.
    if (outcome.retryAt !== undefined) return;
    // The inbox refused something the visitor can change: shown on its field, as the form's own errors are, and
    // not as a failure to try again (the same request would be refused again).
    const refused = refusedFieldErrors(outcome, [...consultationFields, DOCUMENTS_FIELD], DOCUMENTS_FIELD);
    if (refused) {
      const { [DOCUMENTS_FIELD]: documents, ...fieldErrors } = refused;
      clearFailure();
      setErrors(fieldErrors);
      setDocumentsError(documents === undefined ? undefined : documentsRefusalMessage(documents, files));
      setRefusedByInbox(true);
      setFailedSubmits((n) => n + 1);
      return;
    }
    lazyToast('error', NOT_SENT_TITLE, {
      description: `Everything you entered is still in the form. Please try again, or ${siteConfig.phone.callUs} on ${siteConfig.phone.display}.`,
    });
  };

  const summary = [
    ...consultationFields.flatMap((field) => {
      const message = errors[field];
      return message ? [{ fieldId: fieldId(field), message }] : [];
    }),
    ...(documentsError || notAddedError ? [{ fieldId: fieldId(DOCUMENTS_FIELD), message: (documentsError ?? notAddedError)! }] : []),
  ];
  const descriptionCount = characterCount(values.description);
  const countId = `${fieldId('description')}-count`;
  // GOV.UK's character count: what is left is also said, politely, once the visitor pauses typing (WCAG 4.1.3), and
  // only after they have typed (not for a draft restored or a form cleared).
  const [spokenCount, setSpokenCount] = React.useState('');
  React.useEffect(() => {
    if (!descriptionTyped.current) return;
    const timer = window.setTimeout(() => setSpokenCount(characterCountMessage(descriptionCount)), COUNT_SPOKEN_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [descriptionCount]);

  return (
    <div className="min-w-0 rounded-xl border border-border bg-card p-5 shadow-card sm:p-8">
      {/* Where the site's consultation links bring keyboard focus (issue 26): the next Tab reaches Full Name. */}
      <h3 id="consultation-form-title" tabIndex={-1} {...shellMark('focusTarget')} className="text-2xl font-bold focus:outline-none">
        Request your free consultation
      </h3>
      <p hidden={confirmation !== null} className="mt-2 text-muted-foreground">
        Fields marked <span className="font-bold text-destructive">*</span> are required.
      </p>

      {confirmation ? (
        <ConsultationConfirmation
          key={confirmation.key}
          reference={confirmation.reference}
          documents={confirmation.documents}
          notSent={confirmation.notSent}
          onSendAnother={sendAnother}
        />
      ) : null}

      {/* Issue 54: the confirmation takes the form's place (an empty copy of it below read as "not sent"); the form
          stays in the page, hidden, and comes back with "Send another request". */}
      <form
        hidden={confirmation !== null}
        ref={formRef}
        noValidate
        aria-labelledby="consultation-form-title"
        aria-busy={sending || undefined}
        // Without JavaScript the browser posts straight to the inbox or form back-end; POST, so that nothing
        // typed ever ends up in a URL.
        method="post"
        encType="multipart/form-data"
        action={CONSULTATION_ENDPOINT}
        onSubmit={handleSubmit}
        className="mt-6 grid grid-cols-1 gap-6"
      >
        <ErrorSummary errors={summary} focusKey={failedSubmits} description={refusedByInbox ? REFUSED_TEXT : undefined} />

        {/* For bots only: people never see or reach it, and a request with it filled in is thrown away. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="consultation-website">Leave this field empty</label>
          <input ref={honeypotRef} id="consultation-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <fieldset disabled={sending} className="grid min-w-0 grid-cols-1 gap-6 sm:grid-cols-2">
          <legend className="sr-only">Your details and your case</legend>
          <FormField id={fieldId('name')} label="Full Name" required error={errors.name} className="sm:col-span-2">
            {(control) => (
              <Input
                {...control}
                name="name"
                type="text"
                dir="auto"
                autoComplete="name"
                spellCheck={false}
                required
                value={values.name}
                onChange={update('name')}
              />
            )}
          </FormField>

          <FormField id={fieldId('email')} label="Email Address" required error={errors.email}>
            {(control) => (
              <Input
                {...control}
                name="email"
                type="email"
                autoComplete="email"
                spellCheck={false}
                required
                value={values.email}
                onChange={update('email')}
              />
            )}
          </FormField>

          <FormField id={fieldId('phone')} label="Phone" optional error={errors.phone}>
            {(control) => (
              <Input
                {...control}
                name="phone"
                type="tel"
                autoComplete="tel"
                value={values.phone}
                onChange={update('phone')}
              />
            )}
          </FormField>

          <NotedSelectField
            field="caseType"
            label="Case Type"
            placeholder="Select case type"
            options={caseTypeOptions}
            notes={caseTypeNotes}
            value={values.caseType}
            error={errors.caseType}
            onChange={update('caseType')}
          />

          <NotedSelectField
            field="claimValue"
            label="Claim Value"
            placeholder="Select claim value"
            options={claimValueOptions}
            notes={claimValueNotes}
            value={values.claimValue}
            error={errors.claimValue}
            onChange={update('claimValue')}
          />

          <FormField
            id={fieldId('description')}
            label="Case Description"
            required
            hint="What happened, who it is against, and what you have done so far."
            error={errors.description}
            describedBy={[countId]}
            className="sm:col-span-2"
          >
            {(control) => (
              <>
                <Textarea
                  {...control}
                  name="description"
                  dir="auto"
                  rows={6}
                  required
                  value={values.description}
                  onChange={update('description')}
                />
                {/* The count follows typing only with script; without it the limit is stated instead. */}
                <p
                  id={countId}
                  className={cn(
                    'text-sm no-js:hidden',
                    descriptionCount > DESCRIPTION_MAX ? 'font-bold text-destructive' : 'text-muted-foreground',
                  )}
                >
                  {characterCountMessage(descriptionCount)}
                </p>
                <p id={`${countId}-spoken`} className="sr-only" aria-live="polite">
                  {spokenCount}
                </p>
                <noscript>
                  <p className="text-sm text-muted-foreground">Up to {groupDigits(DESCRIPTION_MAX)} characters.</p>
                </noscript>
              </>
            )}
          </FormField>

          <div className="grid gap-3 sm:col-span-2">
            {files.length === 0 && lostFiles.length > 0 ? (
              <p className="rounded-lg border-l-4 border-warning-border bg-secondary p-4">{consultationMessages.filesToChooseAgain(lostFiles)}</p>
            ) : null}
            <FileDropZone
              key={uploadAreaKey}
              id={fieldId('documents')}
              name={DOCUMENTS_FIELD}
              files={files}
              onFilesChange={changeFiles}
              onNotAdded={changeNotAdded}
              disabled={sending}
              error={documentsError ?? notAddedError}
            />
          </div>
        </fieldset>

        <div className="grid gap-4">
          <DeliveryStatus sending={sending} failure={deliveryFailure} scheduled={scheduled} sendingText="Sending your request…" />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button type="submit" size={null} wrap aria-disabled={sending || undefined} className="min-h-12 w-full px-4 text-center text-base sm:w-auto sm:shrink-0 sm:px-7 sm:text-lg">
              {sending ? <Loader2 className="animate-spin" aria-hidden /> : <Send aria-hidden />}
              {sending ? 'Sending your request…' : 'Request Free Consultation'}
            </Button>
            <p className="text-sm text-muted-foreground sm:max-w-xs sm:text-right">
              We use your details only to answer your request. See our{' '}
              <a href="/privacy-policy" className="font-medium text-primary underline underline-offset-4">
                privacy policy
              </a>
              .
            </p>
          </div>
          <ForgetDetails kept={keepsDetails && !sending} onForget={forgetDetails} focusAfter={fieldId('name')} />
        </div>
      </form>
      <LazyToaster />
    </div>
  );
}
