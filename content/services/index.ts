import { caseAssessmentStrategy } from './case-assessment-strategy';
import { legalDocumentation } from './legal-documentation';
import { courtPreparation } from './court-preparation';
import { settlementNegotiation } from './settlement-negotiation';
import { evidenceCollection } from './evidence-collection';
import { ongoingSupport } from './ongoing-support';
import { letterBeforeAction } from './letter-before-action';
import { witnessStatementHelp } from './witness-statement-help';
import { initialAssessmentHelp } from './initial-assessment-help';
import { evidenceGatheringSupport } from './evidence-gathering-support';
import { formCompletionAssistance } from './form-completion-assistance';
import { claimFilingService } from './claim-filing-service';
import { documentServingHelp } from './document-serving-help';
import { courtPreparationCoaching } from './court-preparation-coaching';
import { judgmentEnforcement } from './judgment-enforcement';
import { directionsQuestionnaireHelp } from './directions-questionnaire-help';
import { getRepresentation } from './get-representation';
import { smeBusinessDefence } from './sme-business-defence';
import { consumerClaims } from './consumer-claims';
import { WHO_WE_ARE } from '../shared-passages';
import { servicePageSchema, type ServiceFamily, type ServicePage } from './schema';

export type { ServiceAction, ServicePackage, ServicePage, ServiceSection } from './schema';

/**
 * Every service, resource and representation page record, in menu order. The header menus, the home service
 * cards, the footer, the route list, the sitemap, breadcrumbs and social images all derive from this list.
 */
export const servicePages: readonly ServicePage[] = [
  caseAssessmentStrategy,
  legalDocumentation,
  courtPreparation,
  settlementNegotiation,
  evidenceCollection,
  ongoingSupport,
  letterBeforeAction,
  witnessStatementHelp,
  initialAssessmentHelp,
  evidenceGatheringSupport,
  formCompletionAssistance,
  claimFilingService,
  documentServingHelp,
  courtPreparationCoaching,
  judgmentEnforcement,
  directionsQuestionnaireHelp,
  getRepresentation,
  smeBusinessDefence,
  consumerClaims,
].map((page) => servicePageSchema.parse(page));

/**
 * What the business is and is not (spec 1, with FACTS.md §10 "Who the business is"), shown at the foot of every
 * service page: our guides are general information (spec 1), then who we are and how to complain. Never "we do not
 * give legal advice" (FACTS.md §11 "Legal advice"): each service page says NOT_REGULATED_LEGAL_ADVICE in its own
 * text (content/review-advice.test.ts checks), so this note does not repeat it beside WHO_WE_ARE.
 */
export const serviceScopeNote = [
  'We give guidance on small claims in England and Wales, and our guides and articles are general information. We do not conduct litigation or speak for you in court, and you stay in charge of your case.',
  WHO_WE_ARE,
] as const;

export function servicePagePath(page: Pick<ServicePage, 'family' | 'slug'>): string {
  return page.family === 'resources' ? `/${page.slug}` : `/${page.family}/${page.slug}`;
}

export function servicePagesIn(family: ServiceFamily): readonly ServicePage[] {
  return servicePages.filter((page) => page.family === family);
}

export function findServicePage(family: ServiceFamily, slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.family === family && page.slug === slug);
}
