import { Rss } from 'lucide-react';
import { FEED_PAGE_PATH, FEED_PATH } from '@/content/feed';
import { articles } from '@/content/blog';
import { getRoute } from '@/lib/routes';
import { metadataFor } from '@/lib/seo';
import { toSummary } from '@/lib/blog/summary';
import { Island } from '@/components/islands/island';
import { ConsultationCta } from '@/components/content/consultation-cta';
import { PageHeader } from '@/components/content/page-header';

const PATH = '/blog';
export const metadata = metadataFor(PATH);

export default function BlogIndexPage() {
  const summaries = articles.map(toSummary);
  return (
    <>
      <PageHeader
        path={PATH}
        title={getRoute(PATH).title}
        lead="Plain-English guides for people bringing or defending a small claim in England and Wales without a lawyer."
        backFallback="/#blog"
      />
      <div className="container-page py-12">
        <Island name="blog-filter" props={{ articles: summaries }} when="touched" />
        <p className="mt-10 flex items-center gap-2 text-muted-foreground">
          <Rss className="size-4 shrink-0 text-accent" aria-hidden />
          <span>
            Follow new and reviewed guidance with a feed reader:{' '}
            <a href={FEED_PATH} type="application/atom+xml" className="font-semibold text-primary underline underline-offset-4">
              guidance updates (Atom feed)
            </a>{' '}
            (<a href={FEED_PAGE_PATH} className="font-semibold text-primary underline underline-offset-4">what the feed lists and how to follow it</a>)
          </span>
        </p>
        <div className="mt-16 print:hidden">
          <ConsultationCta />
        </div>
      </div>
    </>
  );
}
