import { PREFILL_TEXT_MAX, TEMPLATE_PREFILL_FIELDS, TEMPLATE_QUERY_PARAM, type PrefillKind, type PrefillTemplate } from '@/content/templates/prefill';
import { isIsoDate } from '@/lib/dates';
import { parsePercent } from '@/lib/numbers';

export type TemplatePrefill = { slug: PrefillTemplate; values: Record<string, string> };

const isPrefillTemplate = (slug: string | null): slug is PrefillTemplate => slug !== null && Object.hasOwn(TEMPLATE_PREFILL_FIELDS, slug);

/**
 * Control characters (C0, DEL, C1), line and paragraph separators and the bidirectional marks, embeddings,
 * overrides and isolates that can disguise a name: the inbox refuses the same in its single-line fields.
 */
const UNSAFE_IN_TEXT = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/u;
/** The shape of a UK postcode (outward code, optional space, inward code); the generator checks it fully. */
const POSTCODE_SHAPE = /^[A-Za-z]{1,2}\d[A-Za-z\d]? *\d[A-Za-z]{2}$/;

/** Whether a value (already trimmed) may fill in a field of this kind. */
export function acceptable(kind: PrefillKind, value: string): boolean {
  if (kind === 'pounds') return /^\d{1,8}(\.\d{1,2})?$/.test(value);
  if (kind === 'percent') return parsePercent(value) !== null;
  if (kind === 'date') return isIsoDate(value);
  if (kind === 'text') return value.length >= 1 && Array.from(value).length <= PREFILL_TEXT_MAX && !UNSAFE_IN_TEXT.test(value);
  if (kind === 'postcode') return POSTCODE_SHAPE.test(value);
  return kind.includes(value);
}

/**
 * The template to open and the answers to fill in, from a query string such as
 * `?template=letter-before-action&amount_owed=1250.00&invoice_date=2026-03-03`; null when it names no template
 * that takes answers. Unknown fields and values of the wrong kind are dropped.
 */
export function parseTemplatePrefill(params: URLSearchParams): TemplatePrefill | null {
  const slug = params.get(TEMPLATE_QUERY_PARAM);
  if (!isPrefillTemplate(slug)) return null;
  const fields: Record<string, PrefillKind> = TEMPLATE_PREFILL_FIELDS[slug];
  const values: Record<string, string> = {};
  for (const [id, kind] of Object.entries(fields)) {
    const value = params.get(id)?.trim();
    if (value && acceptable(kind, value)) values[id] = value;
  }
  return { slug, values };
}

/** The address that opens a template with these answers (only the fields it accepts, each of its kind, trimmed). */
export function templatePrefillHref(slug: PrefillTemplate, values: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams({ [TEMPLATE_QUERY_PARAM]: slug });
  const fields: Record<string, PrefillKind> = TEMPLATE_PREFILL_FIELDS[slug];
  for (const [id, kind] of Object.entries(fields)) {
    const value = values[id]?.trim();
    if (value && acceptable(kind, value)) params.set(id, value);
  }
  return `/legal-templates?${params.toString()}`;
}
