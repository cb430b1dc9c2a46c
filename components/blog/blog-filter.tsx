'use client';

import * as React from 'react';
import { X } from 'lucide-react';
import { articleCategories } from '@/content/blog/categories';
import { messages } from '@/content/messages';
import { ALL_CATEGORIES, filterArticles, parseCategory, type CategoryFilter } from '@/lib/blog/filter';
import { Button } from '@/components/ui/button';
import { NoScriptNotice } from '@/components/common/no-script-notice';
import { SearchField } from '@/components/forms/search-field';
import { useQueryParams } from '@/hooks/use-query-params';
import { useFormState } from '@/hooks/use-form-state';
import type { ArticleSummary } from '@/lib/blog/summary';
import { ArticleCard } from './article-card';

/** Blog search and category filter; the state lives in the query string so a filtered view can be shared. */
export function BlogFilter({ articles }: { articles: readonly ArticleSummary[] }) {
  const [params, setParams] = useQueryParams();
  const query = params.get('q') ?? '';
  const category = parseCategory(params.get('category'));

  const updateUrl = (next: { q: string; category: CategoryFilter }) =>
    setParams({ q: next.q, category: next.category === ALL_CATEGORIES ? '' : next.category });

  // The search box's name is the address's key. A search typed before the filter took over is what it holds, by
  // construction (issue 52), and what it filters by; the address fills it in otherwise (read as it is, since the
  // hydration's own render does not read it yet).
  const form = useFormState({ q: '' });
  React.useEffect(() => {
    const inAddress = new URLSearchParams(window.location.search);
    form.offer({ q: inAddress.get('q') ?? '' });
    if (form.adopted.has('q')) updateUrl({ q: form.current().q, category: parseCategory(inAddress.get('category')) });
    // Once, when the filter starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const results = filterArticles(articles, { query, category });

  return (
    <div>
      <NoScriptNotice>{messages.blogNeedsScript(articles.length)}</NoScriptNotice>
      <div role="search" aria-label="Search articles" className="grid gap-4 md:grid-cols-[1fr_auto] no-js:hidden print:hidden">
        <SearchField
          id="blog-search"
          name="q"
          label="Search articles"
          value={form.values.q}
          maxLength={200}
          hint="For example: fees, evidence, hearing"
          onChange={(e) => {
            form.set('q', e.target.value);
            updateUrl({ q: e.target.value, category });
          }}
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
            onClick={() => {
              form.set('q', '');
              updateUrl({ q: '', category: ALL_CATEGORIES });
            }}
          >
            <X aria-hidden /> {messages.blogClearFilters}
          </Button>
        </div>
      )}
    </div>
  );
}
