'use client';

import * as React from 'react';

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

function writeDraft(key: string, values: Draft) {
  try {
    if (Object.values(values).every((v) => v === '')) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Full or blocked storage only costs the draft, never the form.
  }
}

/**
 * Adds answers to a draft kept under `key` (those given replace the same ones kept), for a form that is not open
 * yet: it restores them when it opens.
 */
export function addToDraft(key: string, values: Draft): void {
  const kept = readDraft<Draft>(key, (raw) => (typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Draft) : {}));
  writeDraft(key, { ...kept, ...values } as Draft);
}

/**
 * Keeps what the visitor types in sessionStorage (text only, never files) so an accidental reload does not
 * lose it. The draft is restored after hydration (the server and the first client render are both empty,
 * so there is no mismatch) through `onRestore`, which receives only what `parse` accepts. Returns `clear`,
 * to call after a confirmed submit.
 */
export function useSessionDraft<T extends Draft>(
  key: string,
  values: T,
  onRestore: (draft: Partial<T>) => void,
  parse: (raw: unknown) => Partial<T>,
): () => void {
  const restored = React.useRef(false);
  const onRestoreRef = React.useRef(onRestore);

  React.useEffect(() => {
    onRestoreRef.current = onRestore;
  });

  // Declared before the restore effect so the empty first render is never written over a saved draft.
  React.useEffect(() => {
    if (restored.current) writeDraft(key, values);
  }, [key, values]);

  React.useEffect(() => {
    const draft = readDraft(key, parse);
    if (Object.keys(draft).length > 0) onRestoreRef.current(draft);
    restored.current = true;
    return () => {
      restored.current = false;
    };
  }, [key, parse]);

  return React.useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Nothing to clear when storage is blocked.
    }
  }, [key]);
}
