import { ChevronRight } from 'lucide-react';
import { BreadcrumbJsonLd } from 'next-seo';
import { breadcrumbProps } from '@/lib/json-ld';
import { breadcrumbTrail } from '@/lib/routes';

/** Visible breadcrumbs and their BreadcrumbList JSON-LD, from one source: the route list. */
export function Breadcrumbs({ path }: { path: string }) {
  const crumbs = breadcrumbTrail(path);
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm" data-pagefind-ignore>
        <ol className="flex flex-wrap items-center gap-1.5 text-muted-foreground">
          {crumbs.map((crumb, i) => {
            const last = i === crumbs.length - 1;
            return (
              <li key={crumb.url} className="flex items-center gap-1.5">
                {last ? (
                  <span aria-current="page" className="font-semibold text-foreground">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <a href={crumb.url} className="underline underline-offset-4 hover:text-foreground">
                      {crumb.name}
                    </a>
                    <ChevronRight className="size-4" aria-hidden />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <BreadcrumbJsonLd {...breadcrumbProps(crumbs)} />
    </>
  );
}
