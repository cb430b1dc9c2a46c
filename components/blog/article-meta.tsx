import { CalendarDays, Clock } from 'lucide-react';
import type { ArticleSummary } from '@/lib/blog/summary';

/** Date and read time, as shown on cards and article pages. */
export function ArticleMeta({ article }: { article: Pick<ArticleSummary, 'date' | 'dateLabel' | 'readTime'> }) {
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden />
        <time dateTime={article.date}>{article.dateLabel}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4" aria-hidden />
        {article.readTime} min read
      </span>
    </>
  );
}
