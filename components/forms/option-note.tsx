/**
 * A note about the option chosen in a select (for example "Employment Dispute"): shown below the field, joined to
 * it by `aria-describedby` (pass `optionNoteId(fieldId)` when there is a note) and announced politely when it
 * appears.
 */
export function optionNoteId(fieldId: string) {
  return `${fieldId}-note`;
}

export function OptionNote({ fieldId, text }: { fieldId: string; text: string | undefined }) {
  return (
    <div aria-live="polite">
      {text ? (
        <p id={optionNoteId(fieldId)} className="rounded-md border-l-4 border-warning-border bg-warning-soft p-3 text-sm">
          {text}
        </p>
      ) : null}
    </div>
  );
}
