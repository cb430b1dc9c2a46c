/**
 * Issue 29: the site's islands, the only parts of any page that run a component renderer in the browser. Each is a
 * client component (written for React; run on Preact's compat layer, islands/build/renderer.ts) that the build renders
 * to HTML itself (islands/build/prerender.ts) and that a small entry of its own hydrates with `hydrateRoot`
 * (islands/build/bundle.ts, islands/client/hydrate.ts): no Next.js client runtime, no router, no flight payload. This list is plain data (module and export names), so the build can read it without loading React;
 * `components/islands/registry.ts` holds the components themselves, for the pages (a unit test keeps the two alike).
 */
export const ISLAND_MODULES = {
  'consultation-form': { module: '@/components/consultation/consultation-form', exportName: 'ConsultationForm' },
  'blog-filter': { module: '@/components/blog/blog-filter', exportName: 'BlogFilter' },
  'court-finder': { module: '@/components/courts/court-finder', exportName: 'CourtFinder' },
  'court-directory': { module: '@/components/courts/court-directory', exportName: 'CourtDirectory' },
  'template-gallery': { module: '@/components/templates/template-gallery', exportName: 'TemplateGallery' },
  'claim-plan': { module: '@/components/claim-plan/claim-plan', exportName: 'ClaimPlanTool' },
  'claim-calculator': { module: '@/components/tools/claim-calculator', exportName: 'ClaimCalculator' },
  'deadline-calculator': { module: '@/components/tools/deadline-calculator', exportName: 'DeadlineCalculator' },
  'help-with-fees': { module: '@/components/tools/help-with-fees', exportName: 'HelpWithFeesCheck' },
  'get-paid': { module: '@/components/get-paid/get-paid', exportName: 'GetPaidPlanner' },
  'hearing-bundle': { module: '@/components/hearing-bundle/hearing-bundle', exportName: 'HearingBundleTool' },
  'site-search': { module: '@/components/search/site-search', exportName: 'SiteSearch' },
} as const;

export type IslandName = keyof typeof ISLAND_MODULES;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(ISLAND_MODULES, name);

/**
 * When an island hydrates: `painted`, as soon as the page has painted its first content; `visible`, once it comes
 * near the window or the visitor reaches into it (a form further down); `touched`, once the visitor reaches into it
 * (a tool at the top of its page, which reads as HTML until used), or as soon as the page has painted when there may
 * be something to restore: a query in the address, or one of the island's keys in this browser's storage.
 */
export type HydrateWhen = 'painted' | 'visible' | 'touched';

/** The attributes an island's markup carries (set by components/islands/island.tsx and the build). */
export const ISLAND_ATTR = {
  /** The island's container (`display: contents`): its name. React hydrates what is inside. */
  name: 'data-island',
  /** When to hydrate (HydrateWhen). */
  when: 'data-island-when',
  /** A `touched` island's storage keys (or key prefixes, space-separated): when one is stored, it hydrates at once. */
  restore: 'data-island-restore',
  /** The island's entry script, written in by the build. */
  src: 'data-island-src',
  /**
   * `hydrating` while the island is being taken over; `live` once its handlers are attached (it answers its own
   * presses from then on); `hydrated` once its effects have run too (the shell and the end-to-end tests wait for it).
   */
  state: 'data-island-state',
  /** The `<script type="application/json">` right after the container: the island's props. */
  props: 'data-island-props',
} as const;
