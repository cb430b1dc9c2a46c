import { articles } from '@/content/blog';
import { courtFormsPage, courtLocationsPage } from '@/content/courts/pages';
import { faqPage } from '@/content/faq';
import { guideReviewed } from '@/content/guide';
import { ccjGuide } from '@/content/guides';
import { servicePagePath, servicePages } from '@/content/services';
import { siteConfig } from '@/content/site';
import { absoluteUrl, allRoutes, breadcrumbTrail, findRoute, getRoute, routeExists, sectionCrumbs } from './routes';

/** Spec 2: the seven blog slugs. */
const SPEC_BLOG_SLUGS = [
  'understanding-cpr-part-27-small-claims-track-guide',
  'complete-guide-uk-small-claims-court-process-2024',
  'top-10-mistakes-that-lose-small-claims-cases',
  'how-to-collect-evidence-for-your-small-claims-case',
  'settlement-vs-court-when-to-negotiate-and-when-to-fight',
  'understanding-small-claims-court-fees-and-costs',
  'what-to-expect-on-your-court-hearing-day',
];

const routes = allRoutes();
const paths = routes.map((r) => r.path);

describe('allRoutes', () => {
  it('has unique paths', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has paths that start with / and have no trailing slash (except home)', () => {
    for (const path of paths) {
      expect(path.startsWith('/')).toBe(true);
      expect(path === '/' || !path.endsWith('/')).toBe(true);
      expect(path).not.toMatch(/[#?\s]/);
    }
  });

  it('includes home, the blog index, the FAQ page and the legal pages', () => {
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/blog', '/faq-support', '/privacy-policy', '/terms-of-service', '/cookie-policy']),
    );
  });

  it('includes the seven blog article paths from the spec, and no other article', () => {
    const blogArticlePaths = paths.filter((p) => p.startsWith('/blog/'));
    expect(blogArticlePaths.sort()).toEqual(SPEC_BLOG_SLUGS.map((s) => `/blog/${s}`).sort());
  });

  it('gives issue 26’s guide to County Court judgments its own route, outside the blog, as an article with its review date', () => {
    expect(getRoute('/county-court-judgments')).toMatchObject({
      title: 'County Court Judgments (CCJs) Explained',
      crumb: 'County Court Judgments',
      ogType: 'article',
      lastModified: ccjGuide.reviewed,
    });
    expect(getRoute('/county-court-judgments').parent).toBeUndefined();
    expect(breadcrumbTrail('/county-court-judgments')).toEqual([
      { name: 'Home', url: '/' },
      { name: 'County Court Judgments', url: '/county-court-judgments' },
    ]);
    expect(paths.filter((p) => p.includes('ccj') || p.includes('county-court-judgment'))).toEqual(['/county-court-judgments']);
  });

  it('gives every route a non-empty title', () => {
    for (const r of routes) expect(r.title.trim().length).toBeGreaterThan(0);
  });

  it.each(routes.map((r) => [r.path, r.description] as const))(
    'gives %s a description of 70-160 characters',
    (_path, description) => {
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
    },
  );

  it('gives every route a parent that is a listed route or a home section', () => {
    const parents = routes.flatMap((r) => (r.parent === undefined ? [] : [r.parent]));
    expect(parents.length).toBeGreaterThan(0);
    expect(parents.filter((p) => !routeExists(p) && !(p in sectionCrumbs))).toEqual([]);
  });

  it('makes blog articles children of /blog with the article type and their last review as the sitemap date', () => {
    for (const a of articles) {
      expect(getRoute(`/blog/${a.slug}`)).toMatchObject({
        title: a.title,
        description: a.description,
        parent: '/blog',
        ogType: 'article',
        lastModified: a.reviewed,
      });
    }
  });

  it('gives the sitemap the date each page of guidance shows as last reviewed', () => {
    const expected: [string, string][] = [
      ['/step-by-step-guide', guideReviewed],
      ['/court-forms-library', courtFormsPage.reviewed],
      ['/court-locations', courtLocationsPage.reviewed],
      ['/faq-support', faqPage.reviewed],
      ...servicePages.map((p): [string, string] => [servicePagePath(p), p.reviewed]),
    ];
    expect(expected.map(([path]) => [path, getRoute(path).lastModified])).toEqual(expected);
  });

  it('keeps sitemap priorities between 0 and 1, with home at 1', () => {
    const outOfRange = routes.filter((r) => r.priority !== undefined && (r.priority < 0 || r.priority > 1));
    expect(outOfRange).toEqual([]);
    expect(getRoute('/').priority).toBe(1);
  });
});

describe('findRoute / getRoute / routeExists', () => {
  it('finds a listed route', () => {
    expect(findRoute('/blog')?.title).toBe('Small Claims Guides and Insights');
    expect(getRoute('/faq-support').title).toBe('FAQ & Support');
    expect(routeExists('/cookie-policy')).toBe(true);
  });

  it.each(['/nope', '/blog/', '/Blog', 'blog', '', '/#services', '/faq-support?x=1'])('does not find %p', (path) => {
    expect(findRoute(path)).toBeUndefined();
    expect(routeExists(path)).toBe(false);
    expect(() => getRoute(path)).toThrow(`No route is listed for ${path}`);
  });
});

describe('breadcrumbTrail', () => {
  it('is just Home for /', () => {
    expect(breadcrumbTrail('/')).toEqual([{ name: 'Home', url: '/' }]);
  });

  it('is Home / FAQ & Support for /faq-support', () => {
    expect(breadcrumbTrail('/faq-support')).toEqual([
      { name: 'Home', url: '/' },
      { name: 'FAQ & Support', url: '/faq-support' },
    ]);
  });

  it('is Home / Blog for /blog', () => {
    expect(breadcrumbTrail('/blog')).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Blog', url: '/blog' },
    ]);
  });

  it('is Home / Step-by-Step Guide for the guide', () => {
    expect(breadcrumbTrail('/step-by-step-guide')).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Step-by-Step Guide', url: '/step-by-step-guide' },
    ]);
  });

  it.each(articles.map((a) => [a.slug, a.title] as const))('is Home / Blog / title for %s', (slug, title) => {
    expect(breadcrumbTrail(`/blog/${slug}`)).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Blog', url: '/blog' },
      { name: title, url: `/blog/${slug}` },
    ]);
  });

  it('is Home / Services / page for a service page (spec 2), from the service record', () => {
    expect(breadcrumbTrail('/services/case-assessment-strategy')).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Services', url: '/#services' },
      { name: 'Case Assessment & Strategy', url: '/services/case-assessment-strategy' },
    ]);
  });

  it('is Home / page for Directions Questionnaire help and the representation pages', () => {
    expect(breadcrumbTrail('/directions-questionnaire-help').map((c) => c.name)).toEqual(['Home', 'Directions Questionnaire Help']);
    expect(breadcrumbTrail('/representation/sme-business-defence').map((c) => c.name)).toEqual(['Home', 'SME Business Defence']);
  });

  it('maps home sections to their names', () => {
    expect(breadcrumbTrail('/#services')).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Services', url: '/#services' },
    ]);
    expect(breadcrumbTrail('/#blog')).toEqual([
      { name: 'Home', url: '/' },
      { name: 'Insights', url: '/#blog' },
    ]);
  });

  it('starts every trail at Home and ends at the page', () => {
    for (const r of allRoutes()) {
      const trail = breadcrumbTrail(r.path);
      expect(trail[0]).toEqual({ name: 'Home', url: '/' });
      expect(trail[trail.length - 1]?.url).toBe(r.path);
    }
  });

  it('throws for an unknown path', () => {
    expect(() => breadcrumbTrail('/no-such-page')).toThrow(/No route/);
    expect(() => breadcrumbTrail('/#contact')).toThrow(/No route/);
  });
});

describe('absoluteUrl', () => {
  it('prefixes the site origin', () => {
    expect(absoluteUrl('/blog')).toBe(`${siteConfig.url}/blog`);
    expect(absoluteUrl('/#services')).toBe(`${siteConfig.url}/#services`);
  });

  it('gives home a trailing slash, never a double slash', () => {
    expect(absoluteUrl('/')).toBe(`${siteConfig.url}/`);
    expect(absoluteUrl('/')).not.toMatch(/[^:]\/\/$/);
  });

  it('produces valid URLs on the site origin', () => {
    for (const path of paths) {
      const url = new URL(absoluteUrl(path));
      expect(url.origin).toBe(new URL(siteConfig.url).origin);
      expect(url.pathname).toBe(path);
    }
  });
});
