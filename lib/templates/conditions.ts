import { conditionRefs, CONDITION_ELSE as ELSE, CONDITION_END as END, CONDITION_IF as IF } from '@/content/templates/condition-syntax';

/**
 * Guardrail questions (issue 17) change what a template asks and what its document says. A field or a next step
 * can carry `when`, and a document can hold conditional blocks, each on lines of their own:
 *
 *   [[IF debtor_kind=company]]
 *   … text for a company …
 *   [[ELSE]]
 *   … text for anyone else …
 *   [[END]]
 *
 * `[[IF id=a|b]]` holds when the answer to the question `id` is `a` or `b`. Blocks may nest. These are plain
 * functions of the answers; nothing here renders markup.
 */

/** Shown only when every listed question has one of the listed answers. */
export type Condition = Readonly<Record<string, readonly string[]>>;

type Values = Readonly<Record<string, string>>;

export function conditionHolds(when: Condition | undefined, values: Values): boolean {
  if (!when) return true;
  return Object.entries(when).every(([id, accepted]) => accepted.includes(values[id] ?? ''));
}

type Conditional = { id: string; when?: Condition };

/**
 * Whether a field is asked: its own condition holds, and so do those of the questions it depends on (a question
 * hidden by an earlier answer cannot reveal anything, whatever answer it kept from before).
 */
export function isShown(field: Conditional, fields: readonly Conditional[], values: Values, seen: ReadonlySet<string> = new Set()): boolean {
  if (!conditionHolds(field.when, values)) return false;
  if (seen.has(field.id)) return true;
  const next = new Set(seen).add(field.id);
  return Object.keys(field.when ?? {}).every((id) => {
    const parent = fields.find((f) => f.id === id);
    return parent ? isShown(parent, fields, values, next) : true;
  });
}

/** The fields to ask, given the answers so far. */
export function shownFields<T extends Conditional>(fields: readonly T[], values: Values): T[] {
  return fields.filter((field) => isShown(field, fields, values));
}

type Refusable = Conditional & { choices?: readonly { value: string; refusal?: string }[] };

/** The refusal carried by the answer given to a guardrail question, if that answer stops the document. */
export function refusalFor(field: Refusable, values: Values): string | undefined {
  const answer = values[field.id];
  if (answer === undefined || answer === '') return undefined;
  return field.choices?.find((choice) => choice.value === answer)?.refusal;
}

/**
 * The question whose answer stops the document (the first asked, in field order), with its refusal; null when
 * nothing stops it.
 */
export function documentStop<T extends Refusable>(fields: readonly T[], values: Values): { field: T; refusal: string } | null {
  for (const field of shownFields(fields, values)) {
    const refusal = refusalFor(field, values);
    if (refusal) return { field, refusal };
  }
  return null;
}

/**
 * Issue 26: the fields to ask now. As `shownFields`, but a guardrail answer that stops the document ends the
 * form there: nothing after it is asked while that answer stands (what was typed there is kept, not asked).
 */
export function askedFields<T extends Refusable>(fields: readonly T[], values: Values): T[] {
  const shown = shownFields(fields, values);
  const stop = documentStop(fields, values);
  return stop ? shown.slice(0, shown.indexOf(stop.field) + 1) : shown;
}

export { conditionRefs, type ConditionRef } from '@/content/templates/condition-syntax';

/**
 * The document for these answers: the lines of each block whose condition holds, the rest dropped, and the
 * marker lines removed (so a block carries its own blank lines).
 */
export function resolveConditions(content: string, values: Values): string {
  conditionRefs(content);
  const keep: boolean[] = [];
  const taken: boolean[] = [];
  const out: string[] = [];
  for (const line of content.split('\n')) {
    const opened = IF.exec(line);
    const visible = keep.every(Boolean);
    if (opened) {
      const holds = opened[2]!.split('|').includes(values[opened[1]!] ?? '');
      keep.push(holds);
      taken.push(holds);
    } else if (ELSE.test(line)) {
      keep[keep.length - 1] = !taken[taken.length - 1];
    } else if (END.test(line)) {
      keep.pop();
      taken.pop();
    } else if (visible) {
      out.push(line);
    }
  }
  return out.join('\n');
}
