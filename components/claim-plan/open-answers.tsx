import * as React from 'react';
import { FileUp } from 'lucide-react';
import { MAX_ANSWERS_FILE_BYTES } from '@/content/claim-plan/constants';
import { answersFileMessages } from '@/content/claim-plan/messages';
import { planToolsText as t } from '@/content/claim-plan/questions';
import { FieldHintAndError, fieldDescribedBy } from '@/components/forms/form-field';
import { buttonVariants } from '@/components/ui/button-variants';
import { formValuesFrom, type PlanFormValues } from '@/lib/claim-plan/form';
import { useFormState } from '@/hooks/use-form-state';

export const OPEN_ANSWERS_ID = 'claim-plan-open';

/**
 * "Open saved answers": a file chosen on this device, read here and never sent. It is untrusted: a file over the
 * size limit is refused before it is read, and the rest is checked by the answers schema (loaded only now). A refusal,
 * in words that repeat nothing from the file, goes to the plan (`onError`), which lists it in its error summary (GOV.UK),
 * and shows here with the control.
 */
export function OpenAnswers({
  onOpen,
  error,
  onError,
}: {
  onOpen: (values: PlanFormValues) => void | Promise<void>;
  error: string | undefined;
  onError: (message: string | undefined) => void;
}) {
  const id = OPEN_ANSWERS_ID;
  const setError = onError;
  const read = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_ANSWERS_FILE_BYTES) return setError(answersFileMessages.tooLarge);
    const [{ parseAnswersFile }, text] = await Promise.all([import('@/lib/claim-plan/answers'), file.text()]);
    const result = parseAnswersFile(text);
    if (!result.ok) return setError(result.message);
    setError(undefined);
    await onOpen(formValuesFrom(result.answers));
  };
  const inputRef = React.useRef<HTMLInputElement>(null);
  // A file chosen before the plan took over is opened now, or refused with the reason (issues 36, 52).
  const form = useFormState({}, { files: [id] });
  React.useLayoutEffect(() => {
    const [file] = form.earlyFiles(id);
    if (!file) return;
    if (inputRef.current) inputRef.current.value = '';
    void read(file);
    // Once, as the plan takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div className="grid justify-items-start gap-1.5 border-t border-border pt-5" data-slot="form-field">
      <FieldHintAndError id={id} hint={t.openHint} />
      <FieldHintAndError id={id} error={error} />
      {/* The native control's "No file chosen" cannot wrap on a narrow screen: it stays in the page, visually
          hidden but focusable, and its label is the button the visitor sees (showing its focus for it). */}
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        ref={inputRef}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          void read(file);
        }}
        aria-describedby={fieldDescribedBy(id, { hint: t.openHint, error })}
        {...(error ? { 'aria-invalid': true } : {})}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={`${buttonVariants({ variant: 'outline', wrap: true })} cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--focus-outline) peer-focus-visible:outline-solid`}
      >
        <FileUp aria-hidden />
        {t.open}
      </label>
    </div>
  );
}

