import { SEARCH_KIND_HEADINGS, SEARCH_KINDS, searchMessages as messages, searchPage as page } from '@/content/search';
import { allRoutes, isCourtPage } from '@/lib/routes';
import { searchKind } from '@/lib/search/kinds';
import { metadataFor } from '@/lib/seo';
import { NoScriptNotice } from '@/components/common/no-script-notice';
import { PageHeader } from '@/components/content/page-header';
import { Island } from '@/components/islands/island';

export const metadata = metadataFor(page.path);

/**
 * Every page search covers, by kind: what the page offers without JavaScript, and a way to browse with it. The 140
 * court pages are searched but not listed here: Court Locations lists them (issue 27).
 */
function sections() {
  return SEARCH_KINDS.map((kind) => ({ kind, routes: allRoutes().filter((route) => searchKind(route.path) === kind && !isCourtPage(route.path)) })).filter(
    (group) => group.routes.length > 0,
  );
}

/** Issue 19: search across the site, with every section listed for browsing (and for visitors without JavaScript). */
export default function SearchPage() {
  return (
    <>
      <PageHeader path={page.path} title={page.title} lead={page.intro} backFallback="/" />
      <div className="container-page grid grid-cols-1 gap-12 py-12">
        <div>
          <NoScriptNotice className="mb-6">{messages.needsScript}</NoScriptNotice>
          <div className="no-js:hidden">
            <Island name="site-search" props={{}} when="touched" />
          </div>
        </div>
        <section aria-labelledby="browse-title">
          <h2 id="browse-title" className="text-2xl font-extrabold">
            Browse every section
          </h2>
          <div className="mt-6 grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {sections().map((group) => (
              <div key={group.kind}>
                <h3 className="text-lg font-bold">{SEARCH_KIND_HEADINGS[group.kind]}</h3>
                <ul className="mt-2 grid gap-1">
                  {group.routes.map((route) => (
                    <li key={route.path}>
                      <a href={route.path} className="font-semibold text-primary underline underline-offset-4">
                        {route.crumb ?? route.title}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
