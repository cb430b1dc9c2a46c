import { ConsultationForm } from '@/components/consultation/consultation-form';
import { BlogFilter } from '@/components/blog/blog-filter';
import { CourtFinder } from '@/components/courts/court-finder';
import { CourtDirectory } from '@/components/courts/court-directory';
import { TemplateGallery } from '@/components/templates/template-gallery';
import { ClaimPlanTool } from '@/components/claim-plan/claim-plan';
import { ClaimCalculator } from '@/components/tools/claim-calculator';
import { DeadlineCalculator } from '@/components/tools/deadline-calculator';
import { HelpWithFeesCheck } from '@/components/tools/help-with-fees';
import { GetPaidPlanner } from '@/components/get-paid/get-paid';
import { HearingBundleTool } from '@/components/hearing-bundle/hearing-bundle';
import { SiteSearch } from '@/components/search/site-search';
import type { IslandName } from '@/islands/manifest';

/** The island components by name (islands/manifest.ts names their modules for the build). */
export const islandComponents = {
  'consultation-form': ConsultationForm,
  'blog-filter': BlogFilter,
  'court-finder': CourtFinder,
  'court-directory': CourtDirectory,
  'template-gallery': TemplateGallery,
  'claim-plan': ClaimPlanTool,
  'claim-calculator': ClaimCalculator,
  'deadline-calculator': DeadlineCalculator,
  'help-with-fees': HelpWithFeesCheck,
  'get-paid': GetPaidPlanner,
  'hearing-bundle': HearingBundleTool,
  'site-search': SiteSearch,
} as const satisfies Record<IslandName, unknown>;

export type IslandProps<N extends IslandName> = React.ComponentProps<(typeof islandComponents)[N]>;
