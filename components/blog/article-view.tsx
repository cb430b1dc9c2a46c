import { ArrowLeft } from 'lucide-react';
import { ArticleJsonLd, FAQJsonLd } from 'next-seo';
import type { Article } from '@/content/blog/schema';
import { getArticle } from '@/content/blog';
import { articleProps, faqProps } from '@/lib/json-ld';
import { toSummary } from '@/lib/blog/summary';
import { Badge } from '@/components/ui/badge';
import { ArticleCard } from '@/components/blog/article-card';
import { ArticleMeta } from '@/components/blog/article-meta';
import { ContentSection } from '@/components/content/content-blocks';
import { ConsultationCta } from '@/components/content/consultation-cta';
import { PageHeader } from '@/components/content/page-header';
import { TableOfContents } from '@/components/content/table-of-contents';

/**
 * A page written as an article, with its structured data: a blog article (`/blog/<slug>`, a `BlogPosting` that
 * links back to the list it is in) or a guide with its own route (issue 26: an `Article` that is in no list, and
 * links to the blog as more guidance). One component, so both read and behave alike.
 */
export function ArticleView({ article, path, kind }: { article: Article; path: string; kind: 'article' | 'guide' }) {
  const related = article.related.map(getArticle).filter((a) => a !== undefined);
  const faqs = article.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === 'faq' ? b.items : []));
  const isGuide = kind === 'guide';

  return (
    <article>
      <ArticleJsonLd {...articleProps({ ...article, path }, isGuide ? 'Article' : 'BlogPosting')} />
      {faqs.length > 0 ? <FAQJsonLd {...faqProps(faqs)} /> : null}
      <PageHeader
        path={path}
        title={article.title}
        backFallback={isGuide ? '/' : '/#blog'}
        lead={article.intro}
        reviewed={article.reviewed}
      >
        <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-muted-foreground">
          <Badge variant="accent">{article.category}</Badge>
          <ArticleMeta article={toSummary(article)} />
        </p>
      </PageHeader>

      <div className="container-page grid grid-cols-1 gap-10 py-12 lg:grid-cols-[18rem_minmax(0,1fr)] print:block print:py-6">
        <TableOfContents items={article.sections} className="self-start lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem-var(--consent-room,0px))] lg:overflow-y-auto" />
        <div className="min-w-0 max-w-3xl">
          {article.sections.map((section) => (
            <ContentSection key={section.id} {...section} />
          ))}
          <p className="mt-12 rounded-lg bg-muted p-4 text-sm text-muted-foreground">
            This {isGuide ? 'guide' : 'article'} is general information about the law in England and Wales, not legal
            advice about your case. Court rules and fees change: check GOV.UK or ask the court if you are unsure.
          </p>
          <div className="mt-10 print:hidden">
            <ConsultationCta />
          </div>
          <a href="/blog" className="mt-8 inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline-offset-4 hover:underline print:hidden">
            <ArrowLeft className="size-5" aria-hidden /> {isGuide ? 'More guides and articles' : 'All articles'}
          </a>
        </div>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="bg-muted py-12 print:hidden">
          <div className="container-page">
            <h2 id="related-title" className="text-2xl font-extrabold">
              Related articles
            </h2>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {related.map((r) => (
                <li key={r.slug}>
                  <ArticleCard article={toSummary(r)} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </article>
  );
}
