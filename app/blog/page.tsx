import { articles } from '@/content/blog';
import { getRoute } from '@/lib/routes';
import { metadataFor } from '@/lib/seo';
import { toSummary } from '@/lib/blog/summary';
import { BlogFilter } from '@/components/blog/blog-filter';
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
        <BlogFilter articles={summaries} />
        <div className="mt-16 print:hidden">
          <ConsultationCta />
        </div>
      </div>
    </>
  );
}
