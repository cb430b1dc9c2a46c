import { createContext, useContext } from 'react';
import { DATE_BOX_SUFFIX, DATE_PARTS, dateValue } from '@/lib/date-input';

/**
 * Issue 36: what the visitor did to an island's controls before the island took over (its HTML works before its
 * script: text typed, pasted or autofilled, a select, radio or checkbox chosen, files chosen or dropped). An island
 * adopts it as the page shows it at that moment, read from the controls themselves, never from a replay of events.
 *
 * A control is looked up by its `name`, or by its `id`. Only what differs from the HTML the server sent is reported:
 * what was not changed is left to the island (its stored draft, its query string).
 */
export type EarlyInput = {
  /** A text field's, textarea's or select's value, or the chosen radio's value in a group, when changed. */
  value(key: string): string | undefined;
  /** A single checkbox's state, when changed. */
  checked(key: string): boolean | undefined;
  /** The values of the ticked checkboxes of a group sharing `name`, when any of them changed. */
  values(name: string): string[] | undefined;
  /** The files a file input holds (chosen or dropped); empty when none. */
  files(key: string): File[];
  /** Whether anything at all changed. */
  readonly empty: boolean;
};

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
const isFile = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && field.type === 'file';

/** The value a select shows when the page arrives: its default-selected option, else its first. */
function defaultSelectValue(select: HTMLSelectElement): string {
  const options = [...select.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/** Whether the visitor changed a control of the server's HTML (file inputs are read apart: their default is empty). */
export function changedFromHtml(field: Field): boolean {
  if (field instanceof HTMLSelectElement && field.multiple) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLSelectElement) return field.value !== defaultSelectValue(field);
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return !isFile(field) && field.value !== field.defaultValue;
}

const keysOf = (field: Field) => [field.name, field.id].filter(Boolean);

/**
 * Reads what the controls inside `root` show now, against the HTML they came with. With `all`, every control is read,
 * changed or not (the guard that checks an island's state against its controls, `hooks/use-form-state.ts`).
 */
export function readEarlyInput(root: ParentNode, { all = false }: { all?: boolean } = {}): EarlyInput {
  const texts = new Map<string, string>();
  const toggles = new Map<string, boolean>();
  const groups = new Map<string, string[]>();
  const files = new Map<string, File[]>();
  const fields = [...root.querySelectorAll<Field>('input, textarea, select')];
  const sharing = (field: Field) => (field.name ? fields.filter((other) => other.name === field.name && !isToggle(other) && !isFile(other)) : [field]);
  for (const field of fields) {
    if (isFile(field)) {
      const chosen = [...(field.files ?? [])];
      if (chosen.length > 0) for (const key of keysOf(field)) files.set(key, chosen);
      continue;
    }
    if (field.disabled || (!all && !changedFromHtml(field))) continue;
    if (field instanceof HTMLSelectElement && field.multiple) {
      // A select of several choices: the options chosen, as a list (issue 52).
      for (const key of keysOf(field)) groups.set(key, [...field.selectedOptions].map((option) => option.value).sort());
      continue;
    }
    if (!isToggle(field)) {
      for (const key of keysOf(field)) texts.set(key, field.value);
      // Text fields sharing a name (issue 52): each one's value, in the page's order, as a list.
      const same = sharing(field);
      if (same.length > 1) groups.set(field.name, same.map((other) => other.value));
      continue;
    }
    const group = field.name ? fields.filter((other) => other !== field && isToggle(other) && other.name === field.name && other.type === field.type) : [];
    if (field.type === 'radio') {
      const chosen = [field, ...group].find((radio) => (radio as HTMLInputElement).checked);
      if (field.name) texts.set(field.name, chosen?.value ?? '');
      continue;
    }
    if (field.id) toggles.set(field.id, field.checked);
    if (!field.name) continue;
    if (group.length === 0) toggles.set(field.name, field.checked);
    groups.set(field.name, [field, ...group].filter((box) => (box as HTMLInputElement).checked).map((box) => box.value).sort());
  }
  // A date typed into GOV.UK's three boxes (components/forms/date-field.tsx) is also the field's one value, under the
  // field's own name, as the island holds it.
  const boxes = new Map(fields.filter((field) => field.name).map((field) => [field.name, field.value]));
  for (const name of [...texts.keys()]) {
    const part = DATE_PARTS.find((p) => name.endsWith(DATE_BOX_SUFFIX[p]));
    if (!part) continue;
    const field = name.slice(0, -DATE_BOX_SUFFIX[part].length);
    const box = (p: (typeof DATE_PARTS)[number]) => boxes.get(`${field}${DATE_BOX_SUFFIX[p]}`);
    if (DATE_PARTS.every((p) => box(p) !== undefined)) texts.set(field, dateValue({ day: box('day')!, month: box('month')!, year: box('year')! }));
  }
  // Text typed into an editable element (issue 52), by its id or `data-name`, against the text it came with
  // (`data-initial`, which such an element carries: the server's text, as a field's default value).
  for (const editable of root.querySelectorAll<HTMLElement>('[contenteditable]:not([contenteditable="false"])')) {
    const text = editable.innerText ?? editable.textContent ?? '';
    if (!all && text === (editable.getAttribute('data-initial') ?? '')) continue;
    for (const key of [editable.dataset.name, editable.id]) if (key) texts.set(key, text);
  }
  // Files dropped on a drop zone that is not a file input (a `div` marked `data-drop-zone`) before any script ran:
  // the head's script keeps them (islands/client/early-presses.ts), by the zone's name.
  for (const zone of root.querySelectorAll<HTMLElement>('[data-drop-zone]')) {
    const dropped = earlyDrops()[zone.dataset.dropZone ?? ''] ?? [];
    if (dropped.length > 0) files.set(zone.dataset.dropZone!, [...(files.get(zone.dataset.dropZone!) ?? []), ...dropped]);
  }
  return {
    value: (key) => texts.get(key),
    checked: (key) => toggles.get(key),
    values: (name) => groups.get(name),
    files: (key) => files.get(key) ?? [],
    empty: texts.size + toggles.size + groups.size + files.size === 0,
  };
}

/** The files the head's script kept, dropped on a `data-drop-zone` before any script ran, by the zone's name. */
function earlyDrops(): Record<string, File[]> {
  return typeof window === 'undefined' ? {} : ((window as unknown as { earlyDroppedFiles?: Record<string, File[]> }).earlyDroppedFiles ?? {});
}

/** Where an island being hydrated in the browser reads what the visitor did (null when the build renders it). */
export type EarlyInputSource = {
  /** The island's container. */
  root: Element;
  /** Its controls as they were right before the hydration (which may rewrite a textarea, then put back). */
  before: EarlyInput;
  /** Whether the hydration is still under way: a part mounted later (a fresh upload area) has nothing to adopt. */
  adopting: () => boolean;
  /** Called once the hydration's effects have run. */
  adopted: () => void;
  /** The control names the island's form states hold (`hooks/use-form-state.ts`): the guard's list of what is adopted. */
  readonly claimed: Set<string>;
};

/** The source an island's hydration reads from: its controls as they are now, adopted until `adopted()`. */
export function earlyInputSource(root: Element): EarlyInputSource {
  let open = true;
  return {
    root,
    before: readEarlyInput(root),
    adopting: () => open,
    adopted: () => {
      open = false;
    },
    claimed: new Set(),
  };
}

/**
 * The controls inside `root` a visitor can change, each by its name (or its id when it has none, as an early input is
 * looked up), a date's three boxes by the field's name.
 */
export function controlNames(root: ParentNode): string[] {
  const names = [...root.querySelectorAll<Field>('input, textarea, select')]
    .filter((field) => (field.name || field.id) !== '' && !field.disabled && !(field instanceof HTMLInputElement && ['hidden', 'submit', 'button', 'reset', 'image'].includes(field.type)))
    .map((field) => {
      const key = field.name || field.id;
      const part = DATE_PARTS.find((p) => key.endsWith(DATE_BOX_SUFFIX[p]));
      return part ? key.slice(0, -DATE_BOX_SUFFIX[part].length) : key;
    });
  return [...new Set(names)];
}

export const EarlyInputContext = createContext<EarlyInputSource | null>(null);

/** Reads the island's controls as they are when called (null when the build renders the island). */
export function useEarlyInputReader(): (() => EarlyInput) | null {
  const source = useContext(EarlyInputContext);
  return source ? () => readEarlyInput(source.root) : null;
}

/**
 * Answers kept elsewhere (a stored draft, a link's prefill) less those whose controls the page shows changed: what the
 * visitor did before the island took over, or since, wins over what is restored after it.
 */
export function withoutShown<T extends Record<string, unknown>>(kept: T, page: EarlyInput | undefined): T {
  if (!page || page.empty) return kept;
  const shown = (key: string) => page.value(key) !== undefined || page.checked(key) !== undefined || page.values(key) !== undefined;
  return Object.fromEntries(Object.entries(kept).filter(([key]) => !shown(key))) as T;
}
