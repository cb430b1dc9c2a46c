'use client';

import * as React from 'react';
import { format } from 'date-fns';
import { HEARING_BUNDLE_DRAFT_KEY } from '@/content/storage-keys';
import {
  BUNDLE_SECTIONS,
  MAX_BUNDLE_DOCUMENTS,
  bundleErrors,
  bundleToolWords as words,
  copiesNeeded,
  COURT_EMAIL_LIMITS,
  leftOutReasons,
  sendingAdvice,
} from '@/content/tools/hearing-bundle';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { ErrorSummary, type ErrorSummaryItem } from '@/components/forms/error-summary';
import { FormField } from '@/components/forms/form-field';
import { RadioField } from '@/components/forms/radio-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { draftFields, useSessionDraft } from '@/hooks/use-session-draft';
import { useErrorTitle } from '@/hooks/use-error-title';
import { useFormState } from '@/hooks/use-form-state';
import { answersFromQuery } from '@/lib/form-query';
import { dateProblem } from '@/lib/date-input';
import { checkHearingDates, type HearingDateErrors, type HearingDateField } from '@/lib/hearing-bundle/dates-form';
import { changeSection, defaultSection, defaultTitle, inBundleOrder, itemsDraft, itemsFromDraft, moveBefore, moveInSection, placeInSection, waitingFor, type BundleItem } from '@/lib/hearing-bundle/documents';
import { BUNDLE_KINDS, KIND_BYTES, fileKind } from '@/lib/hearing-bundle/file-kind';
import { pageRange, type BundleLayout } from '@/lib/hearing-bundle/layout';
import type { BuildProgress, CoverDetails, LeftOut } from '@/lib/hearing-bundle/worker-messages';
import { revealResult } from '@/lib/focus-target';
import { shellMark } from '@/lib/page-markers';
import { formatFileSize } from '@/lib/uploads';
import { BundleDocuments, FILES_ID, FILES_NAME, dateId, focusAfterMove, titleId, type ItemErrors } from './bundle-documents';
import { HearingDatesForm } from './hearing-dates';
import type { DatesResult } from './dates-result';

/** The dates' rules and their result, loaded when the visitor asks for the dates (not with the page). */
const loadDates = () => import('./dates-result');
const HearingDatesResult = React.lazy(() => loadDates().then((m) => ({ default: m.HearingDatesResult })));

/**
 * The tool's one form state (issue 52): the dates, the cover, the other parties (each a control of the same name), and
 * the documents' list (JSON; no control of its own). The tab keeps it as text, the cover's tick as 'yes'.
 */
const TEXT_FIELDS = ['hearing', 'orderDate', 'feeDate', 'claimNumber', 'claimant', 'defendant', 'court', 'preparedBy', 'otherParties'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Values = Record<TextField | 'documents', string> & { cover: boolean };
type Draft = Record<TextField | 'documents' | 'cover', string>;
const EMPTY: Values = { hearing: '', orderDate: '', feeDate: '', claimNumber: '', claimant: '', defendant: '', court: '', preparedBy: '', otherParties: '1', cover: false, documents: '' };
const parseShort = draftFields([...TEXT_FIELDS, 'cover']);
const parseDraft = (raw: unknown): Partial<Draft> => {
  const documents = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).documents : undefined;
  return { ...parseShort(raw), ...(typeof documents === 'string' && documents.length <= 200_000 ? { documents } : {}) };
};
const fromDraft = ({ cover, ...rest }: Partial<Draft>): Partial<Values> => ({ ...rest, ...(cover === undefined ? {} : { cover: cover === 'yes' }) });
const BUILD_FORM_ID = 'hearing-bundle-build';
const OTHER_PARTIES_ID = 'hearing-bundle-other-parties';
const longDay = (date: Date) => format(date, 'EEEE d MMMM yyyy');

type Built = { url: string; size: number; layout: BundleLayout; leftOut: LeftOut[]; fileName: string; snapshot: string; otherParties: number };
type Phase = { kind: 'idle' } | { kind: 'building'; text: string; done: number; total: number } | { kind: 'stopped'; text: string } | { kind: 'built'; built: Built };

/** The bundle maker's code, loaded when the first document is added (never with the page). */
const loadBuilder = () => import('@/lib/hearing-bundle/builder-client');

let nextKey = 0;
const newKey = () => `d${Date.now().toString(36)}${(nextKey++).toString(36)}`;

/**
 * Issue 56: "Prepare my hearing bundle". The dates before the hearing (lib/hearing-bundle/dates.ts on the site's one
 * date implementation), then the documents: added from the device (never uploaded), titled, dated, put in a section
 * and in order, and made into one numbered, indexed PDF by a Web Worker (lib/hearing-bundle/worker.ts), with its
 * progress, Cancel, the files left out and why, the file's size and how to send and copy it. What is typed, and the
 * documents' names and places, are kept in the tab; after a reload the page says which files to choose again.
 */
export function HearingBundleTool() {
  // What was typed, chosen or ticked before the tool took over is what it holds, by construction (issue 52).
  const form = useFormState<Values>(EMPTY, { files: [FILES_NAME] });
  const { values, update: setValues } = form;
  const [files, setFiles] = React.useState<ReadonlyMap<string, File>>(new Map());
  const items = React.useMemo(() => itemsFromDraft(values.documents), [values.documents]);
  const setItems = React.useCallback(
    (update: (current: readonly BundleItem[]) => readonly BundleItem[]) => setValues((current) => ({ ...current, documents: itemsDraft(update(itemsFromDraft(current.documents))) })),
    [setValues],
  );

  // The dates.
  const [dateErrors, setDateErrors] = React.useState<HearingDateErrors>({});
  const [failedDates, setFailedDates] = React.useState(0);
  const [dates, setDates] = React.useState<{ result: DatesResult; for: string } | null>(null);
  const datesKey = `${values.hearing}|${values.orderDate}|${values.feeDate}`;

  // The bundle.
  const [itemErrors, setItemErrors] = React.useState<ItemErrors>({});
  const [buildErrors, setBuildErrors] = React.useState<{ files?: string; otherParties?: string }>({});
  const [failedBuilds, setFailedBuilds] = React.useState(0);
  const [refusals, setRefusals] = React.useState<readonly string[]>([]);
  const [announcement, setAnnouncement] = React.useState('');
  const [phase, setPhase] = React.useState<Phase>({ kind: 'idle' });
  const builtHeading = React.useRef<HTMLHeadingElement>(null);
  const buildButton = React.useRef<HTMLButtonElement>(null);
  const pendingFocus = React.useRef<{ key: string; step: -1 | 1 } | null>(null);
  const building = phase.kind === 'building';

  useErrorTitle(Object.keys(dateErrors).length > 0 || Object.keys(itemErrors).length > 0 || Object.keys(buildErrors).length > 0);
  const draft = React.useMemo<Draft>(() => ({ ...values, cover: values.cover ? 'yes' : '' }), [values]);
  const restore = React.useCallback((kept: Partial<Draft>) => void form.offer(fromDraft(kept)), [form]);
  useSessionDraft(HEARING_BUNDLE_DRAFT_KEY, draft, restore, parseDraft);

  React.useEffect(() => {
    if (phase.kind === 'built') revealResult(builtHeading.current);
  }, [phase]);
  React.useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    focusAfterMove(focus.key, focus.step);
  });
  // The object URL of the last bundle is released when another replaces it, or the tool goes.
  const builtUrl = phase.kind === 'built' ? phase.built.url : null;
  React.useEffect(() => () => {
    if (builtUrl) URL.revokeObjectURL(builtUrl);
  }, [builtUrl]);

  const change = (field: TextField, value: string) => form.set(field, value);
  const changeDate = (field: HearingDateField, value: string) => {
    change(field, value);
    if (dateErrors[field]) setDateErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const workOutDates = (from: Pick<Values, HearingDateField> = values) => {
    const checked = checkHearingDates(from);
    setDateErrors(checked.errors);
    if (!checked.input) {
      setFailedDates((n) => n + 1);
      return;
    }
    const { input } = checked;
    const key = `${from.hearing}|${from.orderDate}|${from.feeDate}`;
    void loadDates().then(({ workOutDates: workOut }) => setDates({ result: workOut(input), for: key }));
  };

  // The dates form sent without script (a GET to this page, issue 52) is read back when the tool starts, and the dates
  // worked out as the visitor meant.
  React.useEffect(() => {
    const sent = answersFromQuery({ hearing: '', orderDate: '', feeDate: '' }, window.location.search);
    if (Object.keys(sent).length === 0) return;
    const taken = form.offer(sent);
    if (Object.keys(taken).length > 0) workOutDates({ ...form.current(), ...taken });
    // Once, when the tool starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Adds files: each is told apart by its first bytes; a file chosen again after a reload takes back its place. */
  const addFiles = React.useCallback(
    async (incoming: readonly File[]) => {
      if (incoming.length === 0) return;
      const heads = await Promise.all(incoming.map(async (file) => new Uint8Array(await file.slice(0, KIND_BYTES).arrayBuffer())));
      const notAdded: string[] = [];
      const fresh: { item: BundleItem; file: File }[] = [];
      const reattached: { key: string; file: File }[] = [];
      let current = itemsFromDraft(values.documents);
      const attachedNow = new Set(files.keys());
      incoming.forEach((file, i) => {
        const kind = fileKind(file.name, heads[i]!);
        if (file.size === 0) return void notAdded.push(words.notAdded(file.name, leftOutReasons.empty));
        if (!BUNDLE_KINDS.includes(kind)) {
          return void notAdded.push(words.notAdded(file.name, leftOutReasons[kind === 'heic' ? 'heic' : kind === 'word' ? 'word' : 'unsupported']));
        }
        const waiting = waitingFor(current, attachedNow, file);
        if (waiting) {
          attachedNow.add(waiting.key);
          reattached.push({ key: waiting.key, file });
          return;
        }
        if (current.length + fresh.length >= MAX_BUNDLE_DOCUMENTS) return void notAdded.push(words.notAdded(file.name, bundleErrors.tooMany(MAX_BUNDLE_DOCUMENTS)));
        fresh.push({ item: { key: newKey(), name: file.name, size: file.size, title: defaultTitle(file.name), date: '', section: defaultSection(kind) }, file });
      });
      current = [...current, ...fresh.map((f) => f.item)];
      setRefusals(notAdded);
      if (fresh.length === 0 && reattached.length === 0) return;
      setItems(() => inBundleOrder(current));
      setFiles((map) => new Map([...map, ...fresh.map((f) => [f.item.key, f.file] as const), ...reattached.map((r) => [r.key, r.file] as const)]));
      setBuildErrors(({ files: _cleared, ...rest }) => rest);
      const total = current.length;
      setAnnouncement([fresh.length > 0 ? words.added(fresh.length, total) : '', ...reattached.map((r) => words.reattached(r.file.name))].filter(Boolean).join(' '));
      // The first document added loads the bundle maker, and starts its worker, while the visitor goes on.
      void loadBuilder().then((builder) => builder.warmUp());
    },
    [files, setItems, values.documents],
  );

  // Files chosen or dropped before the tool took over join the list as if chosen now (the form state hands them over).
  const earlyFiles = React.useRef(form.earlyFiles(FILES_NAME));
  React.useEffect(() => {
    const early = earlyFiles.current;
    earlyFiles.current = [];
    if (early.length > 0) void addFiles(early);
  }, [addFiles]);

  const edit = (key: string, changes: Partial<Pick<BundleItem, 'title' | 'date' | 'section'>>) => {
    setItems((current) => {
      const edited = current.map((item) => (item.key === key ? { ...item, ...(changes.title !== undefined ? { title: changes.title } : {}), ...(changes.date !== undefined ? { date: changes.date } : {}) } : item));
      return changes.section ? changeSection(edited, key, changes.section) : edited;
    });
    if (itemErrors[key] && (changes.title !== undefined || changes.date !== undefined)) {
      setItemErrors(({ [key]: was, ...rest }) => {
        const left = { ...was };
        if (changes.title !== undefined) delete left.title;
        if (changes.date !== undefined) delete left.date;
        return Object.keys(left).length > 0 ? { ...rest, [key]: left } : rest;
      });
    }
  };

  const sectionLabel = (key: string) => BUNDLE_SECTIONS.find((section) => section.value === items.find((i) => i.key === key)?.section)?.label ?? '';

  const move = (key: string, step: -1 | 1) => {
    const next = moveInSection(items, key, step);
    if (next === items) return;
    setItems(() => next);
    const place = placeInSection(next, key)!;
    const item = next.find((i) => i.key === key)!;
    setAnnouncement(words.moved(item.title || item.name, place.position, place.of, sectionLabel(key)));
    pendingFocus.current = { key, step };
  };

  const drop = (key: string, before: string) => {
    const next = moveBefore(items, key, before);
    if (next === items) return;
    setItems(() => next);
    const place = placeInSection(next, key)!;
    const item = next.find((i) => i.key === key)!;
    setAnnouncement(words.moved(item.title || item.name, place.position, place.of, sectionLabel(key)));
  };

  const remove = (key: string) => {
    const ordered = inBundleOrder(items);
    const index = ordered.findIndex((i) => i.key === key);
    const removed = ordered[index];
    if (!removed) return;
    const next = ordered.filter((i) => i.key !== key);
    setItems(() => next);
    setFiles((map) => {
      const copy = new Map(map);
      copy.delete(key);
      return copy;
    });
    setItemErrors(({ [key]: _gone, ...rest }) => rest);
    setAnnouncement(words.removed(removed.title || removed.name, next.length));
    // Focus goes to the next document's title, or the previous one's, or the file input.
    const target = next[Math.min(index, next.length - 1)];
    window.setTimeout(() => document.getElementById(target ? titleId(target.key) : FILES_ID)?.focus(), 0);
  };

  const ordered = inBundleOrder(items);
  const snapshot = JSON.stringify([ordered, values.cover, values.claimNumber, values.claimant, values.defendant, values.court, values.preparedBy, values.hearing, [...files.keys()]]);

  const makeBundle = async () => {
    const errors: ItemErrors = {};
    ordered.forEach((item, i) => {
      const n = i + 1;
      const title = item.title.trim() ? undefined : bundleErrors.titleMissing(n);
      const date = item.date.trim() ? dateProblem(item.date.trim(), bundleErrors.dateSubject(n), '')?.message : undefined;
      if (title || date) errors[item.key] = { ...(title ? { title } : {}), ...(date ? { date } : {}) };
    });
    const waiting = ordered.filter((item) => !files.has(item.key));
    const otherParties = Number(values.otherParties.trim());
    const problems = {
      ...(ordered.length === 0 ? { files: bundleErrors.noDocuments } : waiting.length > 0 ? { files: bundleErrors.chooseAgain(waiting.map((w) => w.name).join(', ')) } : {}),
      ...(/^\d{1,2}$/.test(values.otherParties.trim()) && otherParties >= 1 && otherParties <= 20 ? {} : { otherParties: bundleErrors.otherParties }),
    };
    setItemErrors(errors);
    setBuildErrors(problems);
    if (Object.keys(errors).length > 0 || Object.keys(problems).length > 0) {
      setFailedBuilds((n) => n + 1);
      return;
    }
    setPhase({ kind: 'building', text: words.loading, done: 0, total: ordered.length });
    const builder = await loadBuilder();
    const hearing = checkHearingDates(values).input?.hearing;
    const cover =
      values.cover
        ? {
            claimNumber: values.claimNumber.trim(),
            claimant: values.claimant.trim(),
            defendant: values.defendant.trim(),
            court: values.court.trim(),
            hearingDate: hearing ? longDay(hearing) : '',
            preparedBy: values.preparedBy === 'claimant' || values.preparedBy === 'defendant' ? (values.preparedBy as CoverDetails['preparedBy']) : ('' as const),
          }
        : null;
    const result = await builder.build(
      {
        documents: ordered.map((item) => ({ id: item.key, name: item.name, title: item.title.trim(), date: item.date.trim() || null, section: item.section, file: files.get(item.key)! })),
        cover,
        claimNumber: values.claimNumber.trim(),
      },
      (progress: BuildProgress) =>
        setPhase({
          kind: 'building',
          text: progress.stage === 'document' ? words.progressDocument(progress.number, progress.total, progress.name) : progress.stage === 'index' ? words.progressIndex : words.progressSaving,
          done: progress.stage === 'document' ? progress.number - 1 : ordered.length,
          total: ordered.length,
        }),
    );
    if (result.kind === 'built') {
      const url = URL.createObjectURL(result.blob);
      setPhase({ kind: 'built', built: { url, size: result.blob.size, layout: result.layout, leftOut: result.leftOut, fileName: words.fileName(values.claimNumber.trim()), snapshot, otherParties } });
      return;
    }
    const text = result.kind === 'cancelled' ? words.cancelled : result.kind === 'failed' ? words.failed : words.nothingBuilt;
    setPhase({ kind: 'stopped', text });
    if (result.kind === 'nothing-built') setRefusals(result.leftOut.map((l) => words.leftOut(l.name, leftOutReasons[l.reason])));
    window.setTimeout(() => buildButton.current?.focus(), 0);
  };

  const cancel = () => {
    void loadBuilder().then((builder) => builder.cancel());
  };

  const buildSummary: ErrorSummaryItem[] = [
    ...(buildErrors.files ? [{ fieldId: FILES_ID, message: buildErrors.files }] : []),
    ...ordered.flatMap((item) => [
      ...(itemErrors[item.key]?.title ? [{ fieldId: titleId(item.key), message: itemErrors[item.key]!.title! }] : []),
      ...(itemErrors[item.key]?.date ? [{ fieldId: dateId(item.key), message: itemErrors[item.key]!.date! }] : []),
    ]),
    ...(buildErrors.otherParties ? [{ fieldId: OTHER_PARTIES_ID, message: buildErrors.otherParties }] : []),
  ];
  const stale = phase.kind === 'built' && phase.built.snapshot !== snapshot;
  // The cover's details, opened under its checkbox (GOV.UK conditional reveal).
  const coverFields = () => (
    <>
      {(['claimNumber', 'claimant', 'defendant', 'court'] as const).map((field) => (
        <FormField key={field} id={`hearing-bundle-${field}`} label={words.cover[field]} hint={field === 'court' ? words.cover.courtHint : undefined}>
          {(control) => <Input {...control} type="text" name={field} maxLength={200} value={values[field]} onChange={(e) => change(field, e.target.value)} />}
        </FormField>
      ))}
      <RadioField
        id="hearing-bundle-prepared-by"
        name="preparedBy"
        legend={words.cover.preparedBy}
        choices={[
          { value: 'claimant', label: words.cover.claimantChoice },
          { value: 'defendant', label: words.cover.defendantChoice },
        ]}
        value={values.preparedBy}
        onChange={(v) => change('preparedBy', v)}
      />
    </>
  );

  return (
    <div className="grid grid-cols-1 gap-10">
      <HearingDatesForm values={values} errors={dateErrors} failedSubmits={failedDates} onChange={changeDate} onSubmit={() => workOutDates()} />
      {dates ? (
        <React.Suspense fallback={null}>
          <HearingDatesResult result={dates.result} stale={dates.for !== datesKey} />
        </React.Suspense>
      ) : null}

      <form
        id={BUILD_FORM_ID}
        noValidate
        aria-labelledby={`${BUILD_FORM_ID}-title`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!building) void makeBundle();
        }}
        className="grid grid-cols-1 gap-6 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6 print:hidden"
      >
        <h2 id={`${BUILD_FORM_ID}-title`} className="text-2xl font-extrabold">
          {words.documentsTitle}
        </h2>
        <p>{words.documentsIntro}</p>
        <ErrorSummary errors={buildSummary} focusKey={failedBuilds} />
        <BundleDocuments
          items={items}
          attached={new Set(files.keys())}
          errors={itemErrors}
          refusals={refusals}
          announcement={announcement}
          disabled={building}
          onFiles={(chosen) => void addFiles(chosen)}
          onEdit={edit}
          onMove={move}
          onDrop={drop}
          onRemove={remove}
          filesError={buildErrors.files}
        />
        <CheckboxField
          id="hearing-bundle-cover"
          name="cover"
          legend={words.coverLabel}
          hint={words.coverHint}
          choices={[{ value: 'yes', label: words.coverLabel }]}
          values={values.cover ? ['yes'] : []}
          onChange={(chosen) => form.set('cover', chosen.includes('yes'))}
          conditional={coverFields}
        />
        <FormField id={OTHER_PARTIES_ID} label={words.otherPartiesLabel} hint={words.otherPartiesHint} error={buildErrors.otherParties}>
          {(control) => <Input {...control} type="text" name="otherParties" inputMode="numeric" className="sm:max-w-24" value={values.otherParties} onChange={(e) => change('otherParties', e.target.value)} />}
        </FormField>
        <p className="text-sm text-muted-foreground">{words.nothingLeaves}</p>
        <div className="flex flex-wrap items-center gap-3">
          <Button ref={buildButton} type="submit" size="lg" disabled={building}>
            {phase.kind === 'built' ? words.buildAgain : words.buildButton}
          </Button>
          {building ? (
            <Button type="button" variant="outline" onClick={cancel}>
              {words.cancel}
            </Button>
          ) : null}
        </div>
        <div role="status" aria-live="polite" data-bundle-progress className="grid gap-2">
          {phase.kind === 'building' ? (
            <>
              <p>{phase.text}</p>
              <progress max={phase.total} value={phase.done} className="h-3 w-full" aria-label={phase.text} />
            </>
          ) : phase.kind === 'stopped' ? (
            <p className="font-semibold">{phase.text}</p>
          ) : null}
        </div>
      </form>

      {phase.kind === 'built' ? <BuiltBundle built={phase.built} stale={stale} headingRef={builtHeading} /> : null}
    </div>
  );
}

function BuiltBundle({ built, stale, headingRef }: { built: Built; stale: boolean; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const size = formatFileSize(built.size);
  const pages = built.layout.totalPages;
  const withinEmail = built.size <= COURT_EMAIL_LIMITS.megabytes * 1000 * 1000 && pages <= COURT_EMAIL_LIMITS.pages;
  return (
    <section aria-labelledby="hearing-bundle-built-title" data-bundle-built data-stale={stale || undefined} className="grid grid-cols-1 gap-4 rounded-xl border-2 border-primary bg-card p-5 shadow-card sm:p-6">
      <h2 id="hearing-bundle-built-title" ref={headingRef} tabIndex={-1} {...shellMark('focusTarget')} className="text-2xl font-extrabold focus:outline-none">
        {words.readyTitle}
      </h2>
      {stale ? <p className="rounded-lg border-l-4 border-warning-border bg-warning-soft p-4 font-semibold">{words.stale}</p> : null}
      <p>{sendingAdvice.summary(pages, size)}</p>
      <div>
        <Button asChild size="lg">
          <a href={built.url} download={built.fileName}>
            {words.download(size)}
          </a>
        </Button>
      </div>
      {built.leftOut.length > 0 ? (
        <div className="rounded-md border-l-4 border-destructive bg-destructive/5 p-4" data-left-out>
          <h3 className="font-bold">{words.leftOutTitle}</h3>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            {built.leftOut.map((l) => (
              <li key={l.id} dir="auto">
                {words.leftOut(l.name, leftOutReasons[l.reason])}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>{withinEmail ? sendingAdvice.emailWithin : sendingAdvice.emailOver}</p>
      <p>{sendingAdvice.copies(copiesNeeded(built.otherParties), built.otherParties)}</p>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-lg font-bold">{words.indexTitle}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-border py-1 pr-2">
              {words.indexColumns.number}
            </th>
            <th scope="col" className="border-b border-border py-1 pr-2">
              {words.indexColumns.title}
            </th>
            <th scope="col" className="border-b border-border py-1 text-right">
              {words.indexColumns.pages}
            </th>
          </tr>
        </thead>
        <tbody>
          {built.layout.documents.map((document) => (
            <tr key={document.id}>
              <td className="border-b border-border py-1 pr-2 tabular-nums">{document.number}</td>
              <td className="border-b border-border py-1 pr-2" dir="auto">
                {document.title}
              </td>
              <td className="border-b border-border py-1 text-right tabular-nums">{pageRange(document)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
