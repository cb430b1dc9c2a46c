'use client';

import * as React from 'react';
import { FileText, Info, Upload, X } from 'lucide-react';
import { MAX_FILES, consultationMessages } from '@/content/consultation';
import { acceptAttribute, addFilesExplained, explainRefusals, formatFileSize, isFull, removeFileAt, totalSize, type NotAdded } from '@/lib/uploads';
import { FieldHintAndError, fieldErrorId } from '@/components/forms/form-field';
import { cn } from '@/lib/utils';
import { useFormState } from '@/hooks/use-form-state';

const fileKeys = new WeakMap<File, number>();
let nextFileKey = 0;
/** A stable React key per File object: two files may share a name. */
function fileKey(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextFileKey++;
    fileKeys.set(file, key);
  }
  return key;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The documents field (spec 5 and 9): a drop zone over a native file input, so choosing files works by
 * click, tap and keyboard (Enter or Space on the focused input) as well as by drag and drop. Files of other
 * types, files over 10 MB and additions past the limits are not added, as spec 5 says; what is added or removed
 * is announced politely.
 *
 * Deviation from spec 5 ("No message is shown for these rejections"), asked for by issue 18: a file that is not
 * added is named next to the upload area with the reason, in a polite live region, until the next successful
 * addition, so that a visitor does not think a document is attached when it is not. What the area accepts, and
 * its full state, are unchanged.
 *
 * `error` is the inbox's refusal of a file, or the form's summary of the files not added (GOV.UK error pattern, as
 * FormField shows it); while it shows, it says what the note about files not added would. `onNotAdded` hears each
 * addition's refusals (none, after one that added everything), so the form can name them before sending (issue 54).
 */
export function FileDropZone({
  id,
  name,
  files,
  onFilesChange,
  onNotAdded,
  disabled = false,
  error,
}: {
  id: string;
  name: string;
  files: readonly File[];
  onFilesChange: (files: readonly File[]) => void;
  onNotAdded?: (notAdded: readonly NotAdded[]) => void;
  disabled?: boolean;
  error?: string;
}) {
  const [dragging, setDragging] = React.useState(false);
  const [announcement, setAnnouncement] = React.useState('');
  const [notAdded, setNotAdded] = React.useState<readonly NotAdded[]>([]);
  const refusals = error ? [] : notAdded.map((entry) => entry.message);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const focusAfterRemoval = React.useRef<number | null>(null);
  const full = isFull(files);
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const refusedId = `${id}-not-added`;
  const describedBy = [hintId, error ? fieldErrorId(id) : undefined, full ? statusId : undefined, refusals.length > 0 ? refusedId : undefined]
    .filter(Boolean)
    .join(' ');

  // After a removal, focus moves to the next Remove button (or the last one, or the input when the list is
  // empty) rather than being lost with the removed row.
  React.useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-remove-file]');
    const target = buttons?.[Math.min(index, buttons.length - 1)];
    (target ?? inputRef.current)?.focus();
  });

  const add = (incoming: readonly File[]) => {
    if (disabled || incoming.length === 0) return;
    const { files: next, refused } = addFilesExplained(files, incoming);
    const explained = explainRefusals(refused, files);
    setNotAdded(explained);
    onNotAdded?.(explained);
    if (next === files) return;
    const added = next.slice(files.length);
    onFilesChange(next);
    setAnnouncement(
      `${plural(added.length, 'file', 'files')} added: ${added.map((f) => f.name).join(', ')}. ` +
        `${plural(next.length, 'file', 'files')} chosen.${isFull(next) ? ` ${consultationMessages.uploadFull}.` : ''}`,
    );
  };

  // Files chosen or dropped before the form took over join the list, by the same rules (issues 36, 52: the form state
  // hands them over, once, as the form takes over).
  const early = useFormState({}, { files: [name] });
  React.useLayoutEffect(() => {
    const chosen = early.earlyFiles(name);
    if (chosen.length === 0) return;
    add(chosen);
    if (inputRef.current) inputRef.current.value = '';
    // Once, as the form takes over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const remove = (index: number) => {
    const removed = files[index];
    const next = removeFileAt(files, index);
    if (!removed || next === files) return;
    focusAfterRemoval.current = index;
    onFilesChange(next);
    setAnnouncement(`${removed.name} removed. ${plural(next.length, 'file', 'files')} chosen.`);
  };

  return (
    <div data-slot="file-drop-zone" className={cn('grid grid-cols-1 gap-1.5', error && 'border-l-4 border-destructive pl-3')}>
      <label htmlFor={id} className="text-base font-semibold leading-snug">
        Documents <span className="font-normal text-muted-foreground">(optional)</span>
      </label>
      <FieldHintAndError
        id={id}
        hint={`Invoices, contracts, letters, photos. PDF, Word, JPG, PNG or text files; up to ${MAX_FILES} files, 10 MB each and 50 MB in total.`}
        error={error}
      />
      <div
        className={cn(
          'relative flex min-h-32 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
          full || disabled
            ? 'border-border bg-muted text-muted-foreground'
            : 'border-input bg-secondary/40 hover:border-primary hover:bg-secondary',
          dragging && !full && 'border-primary bg-secondary',
        )}
      >
        {/*
          The input covers the whole zone: a click or tap anywhere opens the picker, with no script. Without script
          the list of chosen files below cannot be drawn, so the browser's own input shows (and names) them instead.
        */}
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="file"
          multiple
          accept={acceptAttribute}
          title=""
          disabled={disabled}
          aria-describedby={describedBy}
          aria-disabled={full || undefined}
          aria-invalid={error ? true : undefined}
          className={cn(
            'absolute inset-0 size-full opacity-0',
            'no-js:static no-js:order-last no-js:h-auto no-js:w-full no-js:max-w-sm no-js:opacity-100',
            'file:mr-3 file:rounded-md file:border-2 file:border-primary file:bg-background file:px-3 file:py-1.5 file:font-semibold file:text-primary',
            full || disabled ? 'cursor-not-allowed' : 'cursor-pointer file:cursor-pointer',
          )}
          onClick={(event) => {
            if (full) event.preventDefault();
          }}
          onChange={(event) => {
            add(Array.from(event.target.files ?? []));
            // Reset, so choosing the same file again after removing it fires a change.
            event.target.value = '';
          }}
          onDragEnter={() => setDragging(true)}
          onDragLeave={() => setDragging(false)}
          onDragOver={(event) => {
            event.preventDefault();
            event.dataTransfer.dropEffect = full || disabled ? 'none' : 'copy';
          }}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            add(Array.from(event.dataTransfer.files));
          }}
        />
        <Upload className="size-7 text-primary" aria-hidden />
        {full ? (
          <p id={statusId} className="font-semibold text-foreground">
            {consultationMessages.uploadFull}
          </p>
        ) : (
          <p aria-hidden className="text-base no-js:hidden">
            Drag and drop files here, or{' '}
            <span className="font-semibold text-primary underline underline-offset-4">choose files</span>
          </p>
        )}
      </div>
      {/* Always in the page, so that screen readers hear what is put into it. */}
      <div id={refusedId} role="status">
        {refusals.length > 0 ? (
          <div className="flex gap-2 rounded-md border-l-4 border-primary bg-secondary/60 p-3 text-sm">
            <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <div className="grid gap-1">
              {refusals.map((text) => (
                <p key={text} dir="auto">
                  {text}
                </p>
              ))}
            </div>
          </div>
        ) : null}
      </div>
      {files.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            {plural(files.length, 'file', 'files')} of {MAX_FILES}, {formatFileSize(totalSize(files))} in total
          </p>
          <ul ref={listRef} aria-label="Chosen documents" className="grid grid-cols-1 gap-2">
            {files.map((file, index) => (
              <li
                key={fileKey(file)}
                className="flex items-center gap-3 rounded-md border border-border bg-background py-2 pl-3 pr-1"
              >
                <FileText className="size-5 shrink-0 text-primary" aria-hidden />
                <span className="min-w-0 flex-1">
                  <span dir="auto" className="block truncate font-medium" title={file.name}>
                    {file.name}
                  </span>
                  <span className="block text-sm text-muted-foreground">{formatFileSize(file.size)}</span>
                </span>
                <button
                  type="button"
                  data-remove-file
                  disabled={disabled}
                  onClick={() => remove(index)}
                  aria-label={`Remove ${file.name}`}
                  className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md px-3 text-sm font-semibold text-primary hover:bg-muted disabled:opacity-60"
                >
                  <X className="size-4" aria-hidden />
                  Remove
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
