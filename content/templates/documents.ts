import type { Template } from './schema';
import { letterBeforeActionTemplate } from './letter-before-action';
import { n1ClaimGuideTemplate } from './n1-claim-guide';
import { witnessStatementTemplate } from './witness-statement';
import { evidenceChecklistTemplate } from './evidence-checklist';
import { settlementAgreementTemplate } from './settlement-agreement';
import { statutoryDemandTemplate } from './statutory-demand';
import { bespokeTemplate } from './bespoke';

/**
 * The seven templates in spec 3's order, the premium one last, as records (`index.ts` checks each against the
 * schema at build time and in the tests). The template dialog imports this module itself, so the documents'
 * text travels in the dialog's lazily loaded script, not in the page's HTML for every visitor.
 */
export const templateRecords: readonly Template[] = [
  letterBeforeActionTemplate,
  n1ClaimGuideTemplate,
  witnessStatementTemplate,
  evidenceChecklistTemplate,
  settlementAgreementTemplate,
  statutoryDemandTemplate,
  bespokeTemplate,
];

export function templateBySlug(slug: string): Template | undefined {
  return templateRecords.find((template) => template.slug === slug);
}
