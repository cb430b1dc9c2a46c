import { BUNDLE_SECTIONS, MAX_BUNDLE_DOCUMENTS, MAX_TITLE_LENGTH, type BundleSection } from '@/content/tools/hearing-bundle';
import { bundleOrder } from './layout';
import type { FileKind } from './file-kind';

/**
 * Issue 56: the bundle's list of documents as the page holds it, as pure functions: what a new file starts as, moving
 * one up or down within its section (the keyboard's way to reorder, and the drag's), and the list kept in the tab
 * (names and what was typed, never the files: a browser cannot keep them through a reload, so the page says which to
 * choose again, and a file chosen again takes back its title, date, section and place).
 */
export type BundleItem = { key: string; name: string; size: number; title: string; date: string; section: BundleSection };

const isSection = (value: unknown): value is BundleSection => BUNDLE_SECTIONS.some((s) => s.value === value);

/** A file's name without its extension: the title it starts with. */
export const defaultTitle = (name: string) => (name.replace(/\.[^.]*$/, '').trim() || name).slice(0, MAX_TITLE_LENGTH);

/** Photos start in Photos; everything else in Documents in date order. */
export const defaultSection = (kind: FileKind): BundleSection => (kind === 'jpeg' || kind === 'png' ? 'photos' : 'documents');

/** The list in the bundle's order (sections in order; the visitor's order within each). */
export const inBundleOrder = (items: readonly BundleItem[]) => bundleOrder(items);

/** A document's place in its section: 1-based, and how many the section holds. */
export function placeInSection(items: readonly BundleItem[], key: string): { position: number; of: number } | null {
  const item = items.find((i) => i.key === key);
  if (!item) return null;
  const section = inBundleOrder(items).filter((i) => i.section === item.section);
  return { position: section.findIndex((i) => i.key === key) + 1, of: section.length };
}

/**
 * Moves a document one place up (-1) or down (+1) within its section; the same array when it cannot move. The list is
 * kept in bundle order, so what the page shows is what the bundle holds.
 */
export function moveInSection(items: readonly BundleItem[], key: string, step: -1 | 1): readonly BundleItem[] {
  const ordered = inBundleOrder(items);
  const from = ordered.findIndex((i) => i.key === key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ordered.length || ordered[to]!.section !== ordered[from]!.section) return items;
  const next = [...ordered];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** Moves a document to just before another of the same section (a drop), or to its section's end with `before` null. */
export function moveBefore(items: readonly BundleItem[], key: string, before: string | null): readonly BundleItem[] {
  const moving = items.find((i) => i.key === key);
  const target = before === null ? null : items.find((i) => i.key === before);
  if (!moving || key === before || (target && target.section !== moving.section)) return items;
  const rest = inBundleOrder(items).filter((i) => i.key !== key);
  const at = target ? rest.findIndex((i) => i.key === before) : rest.map((i) => i.section).lastIndexOf(moving.section) + 1;
  return [...rest.slice(0, at), moving, ...rest.slice(at)];
}

/** Changes a document's section: it goes to the end of the new one. */
export function changeSection(items: readonly BundleItem[], key: string, section: BundleSection): readonly BundleItem[] {
  const moving = items.find((i) => i.key === key);
  if (!moving || moving.section === section) return items;
  return inBundleOrder([...items.filter((i) => i.key !== key), { ...moving, section }]);
}

/** The waiting document (kept from before a reload, its file not chosen again) that a file chosen now is: same name and size. */
export const waitingFor = (items: readonly BundleItem[], attached: ReadonlySet<string>, file: { name: string; size: number }) =>
  items.find((i) => !attached.has(i.key) && i.name === file.name && i.size === file.size) ?? null;

/** The list as the tab keeps it (JSON). */
export const itemsDraft = (items: readonly BundleItem[]) => (items.length === 0 ? '' : JSON.stringify(items));

/** The list read back from the tab: untrusted, so only well-formed entries, at most the most a bundle takes. */
export function itemsFromDraft(text: string | undefined): BundleItem[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const items: BundleItem[] = [];
  for (const entry of raw.slice(0, MAX_BUNDLE_DOCUMENTS)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { key, name, size, title, date, section } = entry as Record<string, unknown>;
    const ok =
      typeof key === 'string' && /^[\w-]{1,40}$/.test(key) && !seen.has(key) &&
      typeof name === 'string' && name.length > 0 && name.length <= 255 &&
      typeof size === 'number' && Number.isSafeInteger(size) && size >= 0 &&
      typeof title === 'string' && title.length <= MAX_TITLE_LENGTH &&
      typeof date === 'string' && date.length <= 20 &&
      isSection(section);
    if (!ok) continue;
    seen.add(key);
    items.push({ key, name, size, title, date, section });
  }
  return inBundleOrder(items);
}
