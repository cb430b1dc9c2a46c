import { articles } from '@/content/blog';
import { courtPageDescription, courtPageTitle } from '@/content/courts/court-page';
import { hearingCentres } from '@/content/courts/hearing-centres';
import { courtFormsPage, courtLocationsPage } from '@/content/courts/pages';
import { templatesPage } from '@/content/templates/page';
import { faqPage } from '@/content/faq';
import { FEED_PAGE_PATH } from '@/content/feed';
import { guidePages, guidePath } from '@/content/guides';
import { guideReviewed } from '@/content/guide';
import { cookiePolicy } from '@/content/legal/cookie-policy';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { termsOfService } from '@/content/legal/terms-of-service';
import { servicePagePath, servicePages } from '@/content/services';
import { siteConfig } from '@/content/site';
import { claimPlanPage } from '@/content/claim-plan/page';
import { claimCalculatorPage } from '@/content/tools/claim-calculator';
import { deadlineCalculatorPage } from '@/content/tools/deadline-calculator';
import { helpWithFeesPage } from '@/content/tools/help-with-fees';
import { getPaidPage } from '@/content/get-paid/page';
import { hearingBundlePage } from '@/content/tools/hearing-bundle';
import { searchPage } from '@/content/search';
import { courtPagePath } from './courts/links';

/**
 * The one route list (STYLE.md convention 4): it feeds navigation checks, the sitemap, breadcrumbs,
 * metadata and the end-to-end tests that visit every route. A route is listed only once its page exists.
 */
export type Route = {
  path: string;
  /** Page title (the template adds the site name unless `absoluteTitle`). */
  title: string;
  description: string;
  /** Short name for breadcrumbs; defaults to `title`. */
  crumb?: string;
  /** Path of the parent crumb (a route, or a home section such as `/#services`); none for home. */
  parent?: string;
  absoluteTitle?: boolean;
  changeFrequency?: 'weekly' | 'monthly' | 'yearly';
  priority?: number;
  /** ISO date the content was last reviewed (the page's "Last reviewed" date), for the sitemap. */
  lastModified?: string;
  ogType?: 'website' | 'article';
  /**
   * The interactive island the page carries, in the visitor's words (issue 20). Only these pages load the React
   * runtime; every other page is static HTML with the site's small shell script, and the build fails if one of
   * them renders a client component.
   */
  island?: string;
};

/** Crumbs that are sections of the home page rather than pages of their own. */
export const sectionCrumbs: Record<string, string> = {
  '/#services': 'Services',
  '/#blog': 'Insights',
};

const staticRoutes: Route[] = [
  {
    path: '/',
    title: `${siteConfig.name} | Small Claims Court Help for England and Wales`,
    absoluteTitle: true,
    description:
      'Guidance for small claims in England and Wales: case assessment, court documents, hearing preparation, settlement and enforcement. Free consultation.',
    crumb: 'Home',
    changeFrequency: 'weekly',
    priority: 1,
    island: 'consultation form',
  },
  {
    path: '/blog',
    title: 'Small Claims Guides and Insights',
    crumb: 'Blog',
    island: 'article search and filter',
    description:
      'Free plain-English guides to the small claims court in England and Wales: CPR Part 27, fees and costs, evidence, settlement and what happens at the hearing.',
    changeFrequency: 'weekly',
    priority: 0.8,
  },
  {
    path: '/step-by-step-guide',
    title: 'Step-by-Step Guide to a Small Claim',
    crumb: 'Step-by-Step Guide',
    description:
      'The eight stages of a small claim in England and Wales, from your letter before action to getting paid: what happens at each step and what you need to do.',
    lastModified: guideReviewed,
    priority: 0.8,
  },
  {
    path: '/court-forms-library',
    title: courtFormsPage.title,
    description: courtFormsPage.description,
    lastModified: courtFormsPage.reviewed,
    priority: 0.8,
  },
  {
    path: '/court-locations',
    title: courtLocationsPage.title,
    description: courtLocationsPage.description,
    lastModified: courtLocationsPage.reviewed,
    priority: 0.8,
    island: 'court search, filters and favourites',
  },
  {
    path: '/legal-templates',
    title: templatesPage.title,
    description: templatesPage.description,
    priority: 0.8,
    island: 'template trial and generator',
  },
  {
    path: claimPlanPage.path,
    title: claimPlanPage.title,
    crumb: claimPlanPage.crumb,
    description: claimPlanPage.description,
    lastModified: claimPlanPage.reviewed,
    priority: 0.8,
    island: 'claim plan',
  },
  {
    path: claimCalculatorPage.path,
    title: claimCalculatorPage.title,
    crumb: claimCalculatorPage.crumb,
    description: claimCalculatorPage.description,
    lastModified: claimCalculatorPage.reviewed,
    priority: 0.8,
    island: 'claim cost and interest calculator',
  },
  {
    path: deadlineCalculatorPage.path,
    title: deadlineCalculatorPage.title,
    crumb: deadlineCalculatorPage.crumb,
    description: deadlineCalculatorPage.description,
    lastModified: deadlineCalculatorPage.reviewed,
    priority: 0.8,
    island: 'deadline calculator',
  },
  {
    path: helpWithFeesPage.path,
    title: helpWithFeesPage.title,
    crumb: helpWithFeesPage.crumb,
    description: helpWithFeesPage.description,
    lastModified: helpWithFeesPage.reviewed,
    priority: 0.7,
    island: 'Help with Fees check',
  },
  {
    path: getPaidPage.path,
    title: getPaidPage.title,
    crumb: getPaidPage.crumb,
    description: getPaidPage.description,
    lastModified: getPaidPage.reviewed,
    priority: 0.7,
    island: 'Get paid planner',
  },
  {
    path: hearingBundlePage.path,
    title: hearingBundlePage.title,
    crumb: hearingBundlePage.crumb,
    description: hearingBundlePage.description,
    lastModified: hearingBundlePage.reviewed,
    priority: 0.7,
    island: 'hearing bundle',
  },
  {
    path: '/faq-support',
    title: faqPage.title,
    description: faqPage.description,
    lastModified: faqPage.reviewed,
    priority: 0.7,
  },
  {
    path: searchPage.path,
    title: searchPage.title,
    crumb: searchPage.crumb,
    description: searchPage.description,
    priority: 0.4,
    island: 'site search',
  },
  {
    path: FEED_PAGE_PATH,
    title: 'Guidance Updates Feed',
    crumb: 'Guidance updates',
    parent: '/blog',
    description:
      'Follow new and reviewed small claims guidance with a feed reader: the Atom feed address, what it lists and the latest guides, articles and tools.',
    changeFrequency: 'weekly',
    priority: 0.3,
  },
  { path: '/privacy-policy', title: privacyPolicy.title, description: privacyPolicy.description, changeFrequency: 'yearly', priority: 0.3 },
  { path: '/terms-of-service', title: termsOfService.title, description: termsOfService.description, changeFrequency: 'yearly', priority: 0.3 },
  { path: '/cookie-policy', title: cookiePolicy.title, description: cookiePolicy.description, changeFrequency: 'yearly', priority: 0.3 },
];

/** One route per blog article, from the same content source the blog renders. */
const articleRoutes: Route[] = articles.map((article) => ({
  path: `/blog/${article.slug}`,
  title: article.title,
  description: article.description,
  parent: '/blog',
  ogType: 'article',
  lastModified: article.reviewed,
  priority: 0.7,
}));

/**
 * Issue 26: one route per guide written like an article (the guide to County Court judgments), at the top level
 * like the step-by-step guide: not under /blog, whose list keeps spec 9's seven articles.
 */
const guideRoutes: Route[] = guidePages.map((guide) => ({
  path: guidePath(guide),
  title: guide.title,
  crumb: guide.crumb,
  description: guide.description,
  ogType: 'article',
  lastModified: guide.reviewed,
  priority: 0.8,
}));

/** One route per service, resource and representation page, from their records. */
const serviceRoutes: Route[] = servicePages.map((page) => ({
  path: servicePagePath(page),
  title: page.title ?? page.name,
  absoluteTitle: page.title !== undefined,
  crumb: page.name,
  description: page.description,
  // Spec 2: service pages sit under the home page's services section (Home / Services / Page).
  ...(page.family === 'services' ? { parent: '/#services' } : {}),
  lastModified: page.reviewed,
  priority: 0.8,
}));

/** Issue 27: one route per County Court hearing centre (and the national issuing centre), under Court Locations. */
const courtRoutes: Route[] = hearingCentres.map((court) => ({
  path: courtPagePath(court.slug),
  title: courtPageTitle(court),
  crumb: court.name,
  description: courtPageDescription(court),
  parent: '/court-locations',
  changeFrequency: 'yearly',
  priority: 0.5,
}));

const routes: readonly Route[] = [...staticRoutes, ...guideRoutes, ...serviceRoutes, ...articleRoutes, ...courtRoutes];

export function allRoutes(): readonly Route[] {
  return routes;
}

/** A court's own page (issue 27): 140 pages built from one template. */
export const isCourtPage = (path: string) => path.startsWith('/court-locations/');

/**
 * The court pages the browser sweeps visit (reflow, axe, no-JS…): one of each kind, not all 140 pages built from the
 * same template: a featured court, the national issuing centre, a court with a note (Newcastle Moot Hall) and a
 * Welsh court. File-based checks (bytes, HTML validation, links) still cover every page.
 */
export const COURT_PAGE_SAMPLE: readonly string[] = [
  'leeds-combined-court-centre',
  'county-court-business-centre-ccbc',
  'newcastle-moot-hall',
  'cardiff-civil-and-family-justice-centre',
].map(courtPagePath);

/** Every route, with the court pages cut to their sample: the list for the end-to-end tests that open each page in a browser. */
export function routesForBrowserSweeps(): readonly Route[] {
  return allRoutes().filter((r) => !isCourtPage(r.path) || COURT_PAGE_SAMPLE.includes(r.path));
}

export function findRoute(path: string): Route | undefined {
  return allRoutes().find((r) => r.path === path);
}

export function getRoute(path: string): Route {
  const route = findRoute(path);
  if (!route) throw new Error(`No route is listed for ${path}`);
  return route;
}

/** The pages that carry an interactive island, and which island (issue 20): the only pages with the React runtime. */
export function islandRoutes(): ReadonlyMap<string, string> {
  return new Map(allRoutes().flatMap((r) => (r.island ? [[r.path, r.island] as const] : [])));
}

export function routeExists(path: string): boolean {
  return findRoute(path) !== undefined;
}

export type Crumb = { name: string; url: string };

/** Breadcrumb trail from home to the page, from the route list (visible crumbs and JSON-LD share it). */
export function breadcrumbTrail(path: string): Crumb[] {
  const trail: Crumb[] = [];
  const seen = new Set<string>();
  let current: string | undefined = path;
  while (current !== undefined) {
    if (seen.has(current)) throw new Error(`Breadcrumb cycle at ${current}`);
    seen.add(current);
    const section = sectionCrumbs[current];
    if (section) {
      trail.unshift({ name: section, url: current });
      current = '/';
      continue;
    }
    const route = getRoute(current);
    trail.unshift({ name: route.crumb ?? route.title, url: route.path });
    current = route.parent ?? (route.path === '/' ? undefined : '/');
  }
  return trail;
}

export function absoluteUrl(path: string): string {
  return path === '/' ? `${siteConfig.url}/` : `${siteConfig.url}${path}`;
}
