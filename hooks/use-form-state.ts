'use client';

import * as React from 'react';
import { EarlyInputContext, readEarlyInput, type EarlyInput, type EarlyInputSource } from '@/islands/client/early-input';

/**
 * Issue 52: the one form state every form island holds its answers in. What the visitor typed, chose or ticked before
 * the island took over is its state by construction: each field the state declares (its keys) is read from the control
 * of the same name as the page shows it (text, select, radios, a date's three boxes, a group of checkboxes for an array,
 * a lone checkbox for a boolean) as the hydration starts, and becomes the state in the hydration's own layout effect,
 * before the first paint. Not in the hydration's render: that render must match the server's HTML, because a hydration
 * (Preact's and React's alike) keeps the page's attributes as they are, so a note's `aria-describedby` or an error
 * state worked out from an early choice would never reach the page; and a change after the first render is what the
 * tab's draft and the other effects watch for. Nothing is replayed and no island adopts by hand.
 *
 * Answers that arrive later (the tab's draft, answers saved on the device, a link's prefill) go through `offer`, which
 * leaves alone every field the visitor had already changed on the page: `adopted` names them.
 *
 * In the test build (`NEXT_PUBLIC_ISLAND_GUARD=1`) the state is checked against what the controls show once the
 * hydration has committed, and every control the island holds is claimed, so an island whose state disagrees with its
 * page, or that keeps a control outside any form state, says so on the console (the e2e suite fails on it).
 */

export type FormValue = string | readonly string[] | boolean;
export type FormValues = Record<string, FormValue>;

export type FormState<T extends FormValues> = {
  values: T;
  /** Sets one field. */
  set: <K extends keyof T & string>(field: K, value: T[K]) => void;
  /** Sets several fields from the current values. */
  update: (next: (current: T) => T) => void;
  /**
   * Answers from elsewhere (a restored draft, a link's prefill, an opened file): each applied unless the visitor changed
   * that field on the page before the island started. Returns the answers it applied.
   */
  offer: (answers: Partial<T>) => Partial<T>;
  /** The fields the visitor changed before the island took over, as the page showed them. */
  adopted: ReadonlySet<keyof T & string>;
  /** Files chosen or dropped before the island took over, by the file input's name. */
  earlyFiles: (name: string) => File[];
  /**
   * The values as they are now, what the page showed included: for an effect that runs once as the island starts,
   * whose render's `values` are still the server's.
   */
  current: () => T;
};

/** The value a field takes from the page, or undefined when the visitor did not change it there. */
function fromPage(kind: FormValue, key: string, page: EarlyInput): FormValue | undefined {
  if (Array.isArray(kind)) return page.values(key);
  if (typeof kind === 'boolean') return page.checked(key);
  return page.value(key);
}

/** `initial` with every declared field the page shows changed taken from the page, and the keys taken. */
export function adoptFromPage<T extends FormValues>(initial: T, page: EarlyInput | undefined): { values: T; adopted: Set<keyof T & string> } {
  const adopted = new Set<keyof T & string>();
  if (!page || page.empty) return { values: initial, adopted };
  const values = { ...initial };
  for (const key of Object.keys(initial) as (keyof T & string)[]) {
    const shown = fromPage(initial[key]!, key, page);
    if (shown === undefined) continue;
    values[key] = shown as T[typeof key];
    adopted.add(key);
  }
  return { values, adopted };
}

const same = (a: FormValue, b: FormValue) => (Array.isArray(a) && Array.isArray(b) ? [...a].sort().join('\u0000') === [...b].sort().join('\u0000') : a === b);

/**
 * The declared fields whose state differs from what their controls show (a field with no control on the page is the
 * island's own business). For the guard, and its tests.
 */
export function disagreements<T extends FormValues>(values: T, root: ParentNode): string[] {
  const shown = readEarlyInput(root, { all: true });
  const present = new Set([...root.querySelectorAll<HTMLInputElement>('input, textarea, select')].flatMap((f) => [f.name, f.id]).filter(Boolean));
  const dateBoxes = (key: string) => present.has(`${key}-day`);
  return Object.keys(values).filter((key) => {
    if (!present.has(key) && !dateBoxes(key)) return false;
    const kind = values[key]!;
    const onPage = Array.isArray(kind) ? (shown.values(key) ?? []) : typeof kind === 'boolean' ? shown.checked(key) : shown.value(key);
    return onPage !== undefined && !same(kind, onPage);
  });
}

const GUARD = process.env.NEXT_PUBLIC_ISLAND_GUARD === '1';

/**
 * In the test build: the state against the page, once the hydration has committed and the state has taken in what the
 * page showed (`ready`).
 */
function useGuard<T extends FormValues>(source: EarlyInputSource | null, values: T, outside: readonly string[], ready: boolean) {
  // Whether this island is one a hydration started (a part mounted later has nothing to check), asked on the first render.
  const [hydrating] = React.useState(() => GUARD && source !== null && source.adopting());
  const checked = React.useRef(false);
  React.useLayoutEffect(() => {
    if (!hydrating || !source || checked.current || !ready) return;
    checked.current = true;
    for (const key of [...Object.keys(values), ...outside]) source.claimed.add(key);
    const wrong = disagreements(values, source.root);
    // eslint-disable-next-line no-console
    if (wrong.length > 0) console.error(`Island state disagrees with the page after hydration: ${wrong.join(', ')}`);
  });
}

export type FormStateOptions = {
  /** File inputs (and drop zones) by name: what was chosen or dropped early is handed over by `earlyFiles`. */
  files?: readonly string[];
  /**
   * Controls the page keeps and the island reads from the page when it needs them, never holding them in its state
   * (the bot field: a bot that sets its value without an event must still be caught). Nothing to adopt: the page
   * already holds what was typed.
   */
  readFromPage?: readonly string[];
};

export function useFormState<T extends FormValues>(initial: T | (() => T), { files = [], readFromPage = [] }: FormStateOptions = {}): FormState<T> {
  const source = React.useContext(EarlyInputContext);
  // Read once, on the first render, as the hydration starts; the render itself shows what the server rendered.
  const [start] = React.useState(() => {
    const base = typeof initial === 'function' ? (initial as () => T)() : initial;
    return { base, ...adoptFromPage(base, source?.adopting() ? source.before : undefined) };
  });
  const [values, setValues] = React.useState<T>(start.base);
  const latest = React.useRef(values);
  React.useLayoutEffect(() => {
    latest.current = values;
  });
  const adopted = start.adopted;
  // Whether what the page showed is the state yet (for the guard, which checks the render after that).
  const [pageTaken, setPageTaken] = React.useState(adopted.size === 0);
  // What the page showed becomes the state before the first paint.
  React.useLayoutEffect(() => {
    if (adopted.size === 0) return;
    latest.current = start.values;
    setValues(start.values);
    setPageTaken(true);
    // Once, after the hydration's own render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useGuard(source, values, [...files, ...readFromPage], pageTaken);

  const set = React.useCallback(<K extends keyof T & string>(field: K, value: T[K]) => setValues((current) => (current[field] === value ? current : { ...current, [field]: value })), []);
  const offer = React.useCallback(
    (answers: Partial<T>) => {
      const taken = Object.fromEntries(Object.entries(answers).filter(([key, value]) => value !== undefined && !adopted.has(key as keyof T & string))) as Partial<T>;
      if (Object.keys(taken).length > 0) setValues((current) => ({ ...current, ...taken }));
      return taken;
    },
    [adopted],
  );
  const earlyFiles = React.useCallback((name: string) => (source?.adopting() ? source.before.files(name) : []), [source]);
  const current = React.useCallback(() => latest.current, []);
  return { values, set, update: setValues, offer, adopted, earlyFiles, current };
}
