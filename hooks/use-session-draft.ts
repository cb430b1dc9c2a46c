'use client';

import * as React from 'react';
import { readSaved, writeSaved } from '@/lib/device-save';
import { useEarlyInputReader, withoutShown } from '@/islands/client/early-input';
import { useSavingOnDevice } from './use-saving-on-device';

type Draft = Record<string, string>;

function readDraft<T extends Draft>(key: string, parse: (raw: unknown) => Partial<T>): Partial<T> {
  try {
    const stored = window.sessionStorage.getItem(key);
    return stored === null ? {} : parse(JSON.parse(stored));
  } catch {
    // Storage switched off, or something other than our JSON under the key: start empty.
    return {};
  }
}

const isEmpty = (values: Draft) => Object.values(values).every((v) => v === '');

function writeDraft(key: string, values: Draft) {
  try {
    if (isEmpty(values)) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Full or blocked storage only costs the draft, never the form.
  }
}

/** The answers kept on this device under `deviceKey` (issue 28, only while the visitor chose to save them there). */
function readDeviceDraft<T extends Draft>(deviceKey: string | undefined, parse: (raw: unknown) => Partial<T>): Partial<T> {
  const text = deviceKey ? readSaved(deviceKey) : null;
  if (text === null) return {};
  try {
    return parse(JSON.parse(text));
  } catch {
    return {};
  }
}

/**
 * A draft's parser: a stored draft is untrusted when read back, so it keeps only the form's own fields, each a string
 * of at most `maxLength` characters. Here, beside the hook, so the islands that keep drafts load no extra chunk.
 */
export function draftFields<T extends string>(fields: readonly T[], maxLength = 200): (raw: unknown) => Partial<Record<T, string>> {
  return (raw) => {
    const out: Partial<Record<T, string>> = {};
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
    for (const field of fields) {
      const value = (raw as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.length <= maxLength) out[field] = value;
    }
    return out;
  };
}

const anyObject = (raw: unknown): Draft => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Draft) : {});

/**
 * Adds answers to a draft kept under `key` (those given replace the same ones kept), for a form that is not open
 * yet: it restores them when it opens. When the tab holds none, the answers saved on this device under
 * `deviceKey` (if any) are what the new ones join, so a link's answers never hide the visitor's own. `values` may be
 * worked out from what is kept (to leave the visitor's own answers as they are).
 */
export function addToDraft(key: string, values: Draft | ((kept: Readonly<Partial<Draft>>) => Draft), deviceKey?: string): void {
  const inTab = readDraft<Draft>(key, anyObject);
  const kept = Object.keys(inTab).length > 0 ? inTab : readDeviceDraft<Draft>(deviceKey, anyObject);
  writeDraft(key, { ...kept, ...(typeof values === 'function' ? values(kept) : values) } as Draft);
}

/**
 * Keeps what the visitor types in sessionStorage (text only, never files) so an accidental reload does not
 * lose it. The draft is restored after hydration (the server and the first client render are both empty,
 * so there is no mismatch) through `onRestore`, which receives only what `parse` accepts. Returns `clear`,
 * to call after a confirmed submit.
 *
 * With `deviceKey` (issue 28, the generator's answers only), the same draft is also kept in localStorage while the
 * visitor has chosen "Save my answers on this device", and restored from there when the tab holds none (a later
 * visit). Turning the choice on keeps what is already typed at once.
 */
export function useSessionDraft<T extends Draft>(
  key: string,
  values: T,
  onRestore: (draft: Partial<T>) => void,
  parse: (raw: unknown) => Partial<T>,
  deviceKey?: string,
): () => void {
  /** The key whose draft has been restored (until then nothing is written under it). */
  const restoredFor = React.useRef<string | null>(null);
  const onRestoreRef = React.useRef(onRestore);
  const saving = useSavingOnDevice();
  const readPage = useEarlyInputReader();
  const readPageRef = React.useRef(readPage);
  // The first render's values, and the latest: they differ here only if the form took something in from the page.
  const first = React.useRef(values);
  const latest = React.useRef(values);
  React.useLayoutEffect(() => {
    latest.current = values;
  });

  React.useEffect(() => {
    onRestoreRef.current = onRestore;
  });

  // Written as the change commits (a layout effect), not after the next paint: a passive effect of a form closed or a
  // page reloaded straight after the last keystroke never runs (Preact drops it once the component has gone), and
  // the keystroke would be lost. Nothing is written under a key before its draft has been restored, so the empty
  // first render never overwrites a saved draft.
  React.useLayoutEffect(() => {
    if (restoredFor.current !== key) return;
    writeDraft(key, values);
    if (deviceKey && saving) writeSaved(deviceKey, isEmpty(values) ? '' : JSON.stringify(values));
  }, [key, values, deviceKey, saving]);

  React.useEffect(() => {
    const inTab = readDraft(key, parse);
    const draft = withoutShown(Object.keys(inTab).length > 0 ? inTab : readDeviceDraft(deviceKey, parse), readPageRef.current?.());
    if (Object.keys(draft).length > 0) onRestoreRef.current(draft);
    // What the form took in from the page before this ran (an early choice, with no change after it) is kept now.
    else if (latest.current !== first.current) writeDraft(key, latest.current);
    restoredFor.current = key;
    return () => {
      restoredFor.current = null;
    };
  }, [key, parse, deviceKey]);

  return React.useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing to clear when storage is blocked.
    }
    if (deviceKey) writeSaved(deviceKey, '');
  }, [key, deviceKey]);
}
