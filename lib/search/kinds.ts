import { guidePages, guidePath } from '@/content/guides';
import type { SearchKind } from '@/content/search';

/** Issue 26: the guides written like articles, on their own routes. */
const guidePaths: ReadonlySet<string> = new Set(guidePages.map(guidePath));

/**
 * The kind of page a route is, for search filters; null for a page search leaves out (home, the blog index, the
 * search page, the policies). Derived from the path, which the route list already organises by kind.
 */
export function searchKind(path: string): SearchKind | null {
  if (path.startsWith('/blog/')) return 'Article';
  if (path.startsWith('/services/') || path.startsWith('/representation/')) return 'Service';
  if (guidePaths.has(path)) return 'Guide';
  if (path.startsWith('/tools/') || path === '/legal-templates') return 'Tool';
  // Issue 27: each County Court hearing centre's page.
  if (path.startsWith('/court-locations/')) return 'Courts';
  switch (path) {
    case '/step-by-step-guide':
    case '/directions-questionnaire-help':
      return 'Guide';
    case '/faq-support':
      return 'FAQ';
    case '/court-forms-library':
      return 'Court forms';
    case '/court-locations':
      return 'Courts';
    default:
      return null;
  }
}
