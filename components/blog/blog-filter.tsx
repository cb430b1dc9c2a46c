'use client';

import { X } from 'lucide-react';
import { articleCategories } from '@/content/blog/categories';
import { messages } from '@/content/messages';
import { ALL_CATEGORIES, filterArticles, parseCategory, type CategoryFilter } from '@/lib/blog/filter';
import { Button } from '@/components/ui/button';
import { NoScriptNotice } from '@/components/common/no-script-notice';
import { SearchField } from '@/components/forms/search-field';
import { useQueryParams } from '@/hooks/use-query-params';
import { useEarlyInput } from '@/lib/islands/early-input';
import type { ArticleSummary } from '@/lib/blog/summary';
import { ArticleCard } from './article-card';

/** Blog search and category filter; the state lives in the query string so a filtered view can be shared. */
export function BlogFilter({ articles }: { articles: readonly ArticleSummary[] }) {
  const [params, setParams] = useQueryParams();
  const query = params.get('q') ?? '';
  const category = parseCategory(params.get('category'));

  const updateUrl = (next: { q: string; category: CategoryFilter }) =>
    setParams({ q: next.q, category: next.category === ALL_CATEGORIES ? '' : next.category });

  // A search typed before the filter took over is what it filters by (issue 36); the address is read as it is, since
  // the hydration's own render does not read it yet.
  useEarlyInput((page) => {
    const typed = page.value('blog-search');
    if (typed === undefined) return;
    const inAddress = new URLSearchParams(window.location.search);
    updateUrl({ q: typed, category: parseCategory(inAddress.get('category')) });
  });

  const results = filterArticles(articles, { query, category });

  return (
    <div>
      <NoScriptNotice>{messages.blogNeedsScript(articles.length)}</NoScriptNotice>
      <div role="search" aria-label="Search articles" className="grid gap-4 md:grid-cols-[1fr_auto] no-js:hidden print:hidden">
        <SearchField
          id="blog-search"
          label="Search articles"
          value={query}
          maxLength={200}
          placeholder="For example: fees, evidence, hearing"
          onChange={(e) => updateUrl({ q: e.target.value, category })}
        />
        <fieldset>
          <legend className="mb-1 font-semibold">Category</legend>
          <div className="flex flex-wrap gap-2">
            {([ALL_CATEGORIES, ...articleCategories] as const).map((c: CategoryFilter) => (
              <Button
                key={c}
                type="button"
                size="sm"
                variant={c === category ? 'default' : 'outline'}
                aria-pressed={c === category}
                onClick={() => updateUrl({ q: query, category: c })}
              >
                {c}
              </Button>
            ))}
          </div>
        </fieldset>
      </div>

      <p role="status" aria-live="polite" className="mt-6 font-semibold text-muted-foreground no-js:hidden print:hidden">
        {results.length === articles.length
          ? `Showing all ${articles.length} articles`
          : `Showing ${results.length} of ${articles.length} articles`}
      </p>

      {results.length > 0 ? (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {results.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} headingLevel="h2" />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-border bg-muted p-10 text-center">
          <p className="text-lg font-semibold">{messages.blogNoMatch}</p>
          <Button
            type="button"
            variant="outline"
            className="mt-4"
            onClick={() => updateUrl({ q: '', category: ALL_CATEGORIES })}
          >
            <X aria-hidden /> {messages.blogClearFilters}
          </Button>
        </div>
      )}
    </div>
  );
}
