'use client';

import * as React from 'react';
import { ChevronDown, ChevronUp, FileText, GripVertical, Upload, X } from 'lucide-react';
import { BUNDLE_SECTIONS, bundleToolWords as words, type BundleSection } from '@/content/tools/hearing-bundle';
import { DateField } from '@/components/forms/date-field';
import { FormField } from '@/components/forms/form-field';
import { NativeSelect } from '@/components/forms/native-select';
import { Input } from '@/components/ui/input';
import { formatFileSize } from '@/lib/uploads';
import { inBundleOrder, placeInSection, type BundleItem } from '@/lib/hearing-bundle/documents';
import { cn } from '@/lib/utils';

export const FILES_ID = 'hearing-bundle-files';
export const FILES_NAME = 'documents';
export const titleId = (key: string) => `bundle-title-${key}`;
export const dateId = (key: string) => `bundle-date-${key}`;
const moveId = (key: string, step: -1 | 1) => `bundle-move-${step < 0 ? 'up' : 'down'}-${key}`;
/** What the file input offers: what the bundle takes, and HEIC and Word, so that choosing one says what to do. */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,.heic,.heif,.doc,.docx,application/pdf,image/jpeg,image/png,image/heic,image/heif';

export type ItemErrors = Partial<Record<string, { title?: string; date?: string }>>;

/**
 * Issue 56: the documents part of "Prepare my hearing bundle": a file input (and drop zone) over the whole area, the
 * files not added with their reason, the files to choose again after a reload, and the list grouped by section in the
 * bundle's order. Each document has its title, date and section, Move up and Move down (announced, focus kept on the
 * button moved), a handle to drag it within its section, and Remove.
 */
export function BundleDocuments({
  items,
  attached,
  errors,
  refusals,
  announcement,
  disabled,
  onFiles,
  onEdit,
  onMove,
  onDrop,
  onRemove,
  filesError,
}: {
  items: readonly BundleItem[];
  /** The keys whose files are chosen (the others wait to be chosen again). */
  attached: ReadonlySet<string>;
  errors: ItemErrors;
  refusals: readonly string[];
  announcement: string;
  disabled: boolean;
  onFiles: (files: readonly File[]) => void;
  onEdit: (key: string, change: Partial<Pick<BundleItem, 'title' | 'date' | 'section'>>) => void;
  onMove: (key: string, step: -1 | 1) => void;
  onDrop: (key: string, before: string) => void;
  onRemove: (key: string) => void;
  filesError?: string;
}) {
  const [dragging, setDragging] = React.useState<string | null>(null);
  const [over, setOver] = React.useState(false);
  const ordered = inBundleOrder(items);
  const waiting = ordered.filter((item) => !attached.has(item.key));
  const number = new Map(ordered.map((item, i) => [item.key, i + 1]));
  const hintId = `${FILES_ID}-hint`;
  const refusedId = `${FILES_ID}-not-added`;
  const errorId = `${FILES_ID}-error`;

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className={cn('grid grid-cols-1 gap-1.5', filesError && 'border-l-4 border-destructive pl-3')}>
        <label htmlFor={FILES_ID} className="text-base font-semibold leading-snug">
          {words.filesLabel}
        </label>
        <p id={hintId} className="text-muted-foreground">
          {words.filesHint}
        </p>
        {filesError ? (
          <p id={errorId} className="font-semibold text-destructive">
            <span className="sr-only">Error: </span>
            {filesError}
          </p>
        ) : null}
        <div
          className={cn(
            'relative flex min-h-28 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center',
            'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
            over ? 'border-primary bg-secondary' : 'border-input bg-secondary/40 hover:border-primary hover:bg-secondary',
          )}
        >
          <input
            id={FILES_ID}
            name={FILES_NAME}
            type="file"
            multiple
            accept={ACCEPT}
            title=""
            disabled={disabled}
            aria-describedby={[hintId, filesError ? errorId : '', refusals.length > 0 ? refusedId : ''].filter(Boolean).join(' ')}
            aria-invalid={filesError ? true : undefined}
            className="absolute inset-0 size-full cursor-pointer opacity-0 file:cursor-pointer"
            onChange={(event) => {
              onFiles(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
            onDragEnter={() => setOver(true)}
            onDragLeave={() => setOver(false)}
            onDragOver={(event) => {
              event.preventDefault();
              event.dataTransfer.dropEffect = 'copy';
            }}
            onDrop={(event) => {
              event.preventDefault();
              setOver(false);
              onFiles(Array.from(event.dataTransfer.files));
            }}
          />
          <Upload className="size-7 text-primary" aria-hidden />
          <p aria-hidden className="text-base">
            {words.dropHint} <span className="font-semibold text-primary underline underline-offset-4">{words.choose}</span>
          </p>
        </div>
      </div>
      <div id={refusedId} role="status">
        {refusals.length > 0 ? (
          <ul className="grid gap-1 rounded-md border-l-4 border-primary bg-secondary/60 p-3 text-sm">
            {refusals.map((text) => (
              <li key={text} dir="auto">
                {text}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {waiting.length > 0 ? (
        <div data-choose-again className="rounded-md border-l-4 border-warning-border bg-warning-soft p-3">
          <h3 className="font-bold">{words.chooseAgainTitle}</h3>
          <p dir="auto">{words.chooseAgain(waiting.map((item) => item.name))}</p>
        </div>
      ) : null}
      {ordered.length === 0 ? <p className="text-muted-foreground">{words.empty}</p> : <p className="text-sm text-muted-foreground">{words.dragHint}</p>}
      {BUNDLE_SECTIONS.map((section) => {
        const inSection = ordered.filter((item) => item.section === section.value);
        if (inSection.length === 0) return null;
        const headingId = `bundle-section-${section.value}`;
        return (
          <section key={section.value} aria-labelledby={headingId} className="grid gap-3">
            <h3 id={headingId} className="text-xl font-bold">
              {section.label}
            </h3>
            <ol className="grid gap-3" aria-labelledby={headingId}>
              {inSection.map((item) => (
                <DocumentRow
                  key={item.key}
                  item={item}
                  number={number.get(item.key)!}
                  items={items}
                  waiting={!attached.has(item.key)}
                  errors={errors[item.key]}
                  disabled={disabled}
                  dragging={dragging}
                  onDragging={setDragging}
                  onEdit={onEdit}
                  onMove={onMove}
                  onDrop={onDrop}
                  onRemove={onRemove}
                />
              ))}
            </ol>
          </section>
        );
      })}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function DocumentRow({
  item,
  number,
  items,
  waiting,
  errors,
  disabled,
  dragging,
  onDragging,
  onEdit,
  onMove,
  onDrop,
  onRemove,
}: {
  item: BundleItem;
  number: number;
  items: readonly BundleItem[];
  waiting: boolean;
  errors?: { title?: string; date?: string };
  disabled: boolean;
  dragging: string | null;
  onDragging: (key: string | null) => void;
  onEdit: (key: string, change: Partial<Pick<BundleItem, 'title' | 'date' | 'section'>>) => void;
  onMove: (key: string, step: -1 | 1) => void;
  onDrop: (key: string, before: string) => void;
  onRemove: (key: string) => void;
}) {
  const place = placeInSection(items, item.key)!;
  const headingId = `bundle-document-${item.key}`;
  const draggedHere = dragging !== null && dragging !== item.key && items.find((i) => i.key === dragging)?.section === item.section;
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a drop target for the pointer's way to reorder; Move up and Move down are the keyboard's
    <li
      aria-labelledby={headingId}
      data-bundle-document={item.key}
      onDragOver={(event) => {
        if (draggedHere) event.preventDefault();
      }}
      onDrop={(event) => {
        if (!draggedHere || dragging === null) return;
        event.preventDefault();
        onDrop(dragging, item.key);
        onDragging(null);
      }}
      className={cn('grid gap-3 rounded-lg border bg-background p-4', waiting ? 'border-dashed border-warning-border' : 'border-border', draggedHere && 'border-primary')}
    >
      {/* The handle: the document's name row is what a pointer drags (its fields stay free to select text in). */}
      {/* oxlint-disable-next-line jsx-a11y/no-static-element-interactions -- dragging is the pointer's way; Move up and Move down are the keyboard's */}
      <div
        data-drag-handle
        draggable={!disabled}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', item.key);
          onDragging(item.key);
        }}
        onDragEnd={() => onDragging(null)}
        className={cn('flex items-start gap-2', !disabled && 'cursor-grab')}
      >
        <GripVertical className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <FileText className="mt-1 size-5 shrink-0 text-primary" aria-hidden />
        <div className="min-w-0 flex-1">
          <h4 id={headingId} className="font-bold">
            {words.documentLabel(number)}: <span dir="auto">{item.name}</span>
          </h4>
          <p className="text-sm text-muted-foreground">
            {formatFileSize(item.size)}
            {waiting ? <strong className="ml-2 text-foreground">{words.waiting}</strong> : null}
          </p>
        </div>
      </div>
      <FormField id={titleId(item.key)} label={words.titleLabel} hint={words.titleHint} error={errors?.title}>
        {(control) => <Input {...control} type="text" name={`title-${item.key}`} maxLength={200} value={item.title} disabled={disabled} onChange={(e) => onEdit(item.key, { title: e.target.value })} />}
      </FormField>
      <DateField id={dateId(item.key)} name={`date-${item.key}`} legend={words.dateLegend} hint={words.dateHint} error={errors?.date} optional value={item.date} onChange={(v) => onEdit(item.key, { date: v })} />
      <FormField id={`bundle-section-of-${item.key}`} label={words.sectionLabel}>
        {(control) => (
          <NativeSelect
            {...control}
            name={`section-${item.key}`}
            placeholder={words.sectionLabel}
            options={BUNDLE_SECTIONS}
            value={item.section}
            disabled={disabled}
            onChange={(e) => {
              if (e.target.value) onEdit(item.key, { section: e.target.value as BundleSection });
            }}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <RowButton id={moveId(item.key, -1)} disabled={disabled || place.position === 1} onClick={() => onMove(item.key, -1)} label={`${words.moveUp}: ${item.title || item.name}`}>
          <ChevronUp className="size-4" aria-hidden /> {words.moveUp}
        </RowButton>
        <RowButton id={moveId(item.key, 1)} disabled={disabled || place.position === place.of} onClick={() => onMove(item.key, 1)} label={`${words.moveDown}: ${item.title || item.name}`}>
          <ChevronDown className="size-4" aria-hidden /> {words.moveDown}
        </RowButton>
        <RowButton id={`bundle-remove-${item.key}`} disabled={disabled} onClick={() => onRemove(item.key)} label={`${words.remove}: ${item.title || item.name}`}>
          <X className="size-4" aria-hidden /> {words.remove}
        </RowButton>
      </div>
    </li>
  );
}

function RowButton({ id, disabled, onClick, label, children }: { id: string; disabled: boolean; onClick: () => void; label: string; children: React.ReactNode }) {
  return (
    <button
      id={id}
      type="button"
      disabled={disabled}
      onClick={onClick}
      aria-label={label}
      className="inline-flex min-h-11 items-center gap-1 rounded-md border border-border px-3 text-sm font-semibold text-primary hover:bg-muted disabled:cursor-not-allowed disabled:opacity-50"
    >
      {children}
    </button>
  );
}

/** Where focus goes after a move: the same button, or its partner when the move disabled it. */
export function focusAfterMove(key: string, step: -1 | 1) {
  const same = document.getElementById(moveId(key, step)) as HTMLButtonElement | null;
  const other = document.getElementById(moveId(key, step === -1 ? 1 : -1)) as HTMLButtonElement | null;
  (same && !same.disabled ? same : other)?.focus();
}
