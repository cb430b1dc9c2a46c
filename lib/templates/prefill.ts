import { TEMPLATE_PREFILL_FIELDS, TEMPLATE_QUERY_PARAM, type PrefillTemplate } from '@/content/templates/prefill';
import { parseDateField } from './calculations';

export type TemplatePrefill = { slug: PrefillTemplate; values: Record<string, string> };

const isPrefillTemplate = (slug: string | null): slug is PrefillTemplate => slug !== null && Object.hasOwn(TEMPLATE_PREFILL_FIELDS, slug);

function acceptable(kind: 'pounds' | 'date' | readonly string[], value: string): boolean {
  if (kind === 'pounds') return /^\d{1,8}(\.\d{1,2})?$/.test(value);
  if (kind === 'date') return parseDateField(value) !== null;
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
  const fields: Record<string, 'pounds' | 'date' | readonly string[]> = TEMPLATE_PREFILL_FIELDS[slug];
  const values: Record<string, string> = {};
  for (const [id, kind] of Object.entries(fields)) {
    const value = params.get(id)?.trim();
    if (value && acceptable(kind, value)) values[id] = value;
  }
  return { slug, values };
}

/** The address that opens a template with these answers (only the fields it accepts). */
export function templatePrefillHref(slug: PrefillTemplate, values: Readonly<Record<string, string | undefined>>): string {
  const params = new URLSearchParams({ [TEMPLATE_QUERY_PARAM]: slug });
  for (const id of Object.keys(TEMPLATE_PREFILL_FIELDS[slug])) {
    const value = values[id];
    if (value) params.set(id, value);
  }
  return `/legal-templates?${params.toString()}`;
}
