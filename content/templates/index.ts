import { templateSchema, type Template } from './schema';
import { letterBeforeActionTemplate } from './letter-before-action';
import { n1ClaimGuideTemplate } from './n1-claim-guide';
import { witnessStatementTemplate } from './witness-statement';
import { evidenceChecklistTemplate } from './evidence-checklist';
import { settlementAgreementTemplate } from './settlement-agreement';
import { statutoryDemandTemplate } from './statutory-demand';
import { bespokeTemplate } from './bespoke';

/** Spec 3: the seven templates, in order; the premium one last. */
export const templates: readonly Template[] = [
  letterBeforeActionTemplate,
  n1ClaimGuideTemplate,
  witnessStatementTemplate,
  evidenceChecklistTemplate,
  settlementAgreementTemplate,
  statutoryDemandTemplate,
  bespokeTemplate,
].map((t) => templateSchema.parse(t));
export const freeTemplates = templates.filter((t) => t.id !== 7);
export const premiumTemplate = templates.find((t) => t.id === 7)!;
export type { Template, TemplateField } from './schema';
