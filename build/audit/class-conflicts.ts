import { twMerge } from 'tailwind-merge';

/**
 * Components join class names (`cn` is clsx) instead of merging them with tailwind-merge, which would ship
 * some 10 KiB to every page with an island and run on every render. That holds only while no element carries
 * two utilities for the same property (`p-4 p-6`, `text-base text-lg`): then which one wins depends on the
 * order of the generated CSS, not on the order of the classes. These checks find such pairs, with
 * tailwind-merge's own knowledge of Tailwind's class groups, in the tests only (`npm run test:html` over every
 * exported page, and the end of every Playwright test for what only the browser renders).
 */

export type ClassConflict = { classList: string; overridden: string[] };

/** The classes in a class list that a later class overrides (what tailwind-merge would drop); [] when none. */
export function overriddenClasses(classList: string): string[] {
  const classes = [...new Set(classList.split(/\s+/).filter(Boolean))];
  const kept = new Set(twMerge(classes.join(' ')).split(' '));
  return classes.filter((c) => !kept.has(c));
}

/** The class lists among `classLists` with conflicting utilities, each reported once. */
export function classConflicts(classLists: Iterable<string>): ClassConflict[] {
  const seen = new Set<string>();
  const conflicts: ClassConflict[] = [];
  for (const classList of classLists) {
    if (seen.has(classList)) continue;
    seen.add(classList);
    const overridden = overriddenClasses(classList);
    if (overridden.length > 0) conflicts.push({ classList, overridden });
  }
  return conflicts;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', '#x27': "'", '#39': "'" };

/** The class attributes of an HTML document as written by React (double-quoted, entities escaped). */
export function classAttributes(html: string): string[] {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].map((m) => m[1]!.replace(/&(amp|quot|lt|gt|#x27|#39);/g, (_, e: string) => ENTITIES[e]!));
}

/** One line for a report. */
export const describeConflict = ({ classList, overridden }: ClassConflict) =>
  `${overridden.join(', ')} overridden in class="${classList}"`;
