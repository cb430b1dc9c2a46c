import type { ArticleSummary } from '@/lib/blog/summary';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { ArticleMeta } from './article-meta';

/** A blog teaser: title, excerpt, date, read time, category and link (spec 2). */
export function ArticleCard({ article, headingLevel = 'h3' }: { article: ArticleSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <Card className="relative h-full transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <Badge variant="accent">{article.category}</Badge>
      <Heading className="text-xl font-bold">
        <a href={`/blog/${article.slug}`} className="after:absolute after:inset-0 hover:text-primary hover:underline">
          {article.title}
        </a>
      </Heading>
      <p className="flex-1 text-muted-foreground">{article.excerpt}</p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <ArticleMeta article={article} />
      </p>
    </Card>
  );
}
