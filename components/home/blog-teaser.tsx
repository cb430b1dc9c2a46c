import { ArrowRight } from 'lucide-react';
import { articles } from '@/content/blog';
import { homeSections } from '@/content/navigation';
import { Button } from '@/components/ui/button';
import { ArticleCard } from '@/components/blog/article-card';
import { toSummary } from '@/lib/blog/summary';
import { SectionHeading } from '@/components/common/section-heading';

const TEASER_COUNT = 3;

export function BlogTeaser() {
  return (
    <section id={homeSections.blog} aria-labelledby="blog-title" className="bg-muted py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="blog-title"
          eyebrow="Insights"
          title="Free guides to the small claims process"
          intro="Plain-English articles on the rules, the costs, the evidence and the hearing, written for people handling their own claim."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {articles.slice(0, TEASER_COUNT).map((article) => (
            <li key={article.slug}>
              <ArticleCard article={toSummary(article)} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Button asChild variant="outline" size="lg">
            <a href="/blog">
              View all {articles.length} articles <ArrowRight aria-hidden />
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
