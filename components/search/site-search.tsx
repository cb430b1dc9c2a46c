'use client';

import * as React from 'react';
import { SEARCH_KINDS, searchMessages as messages, type SearchKind } from '@/content/search';
import { SearchField } from '@/components/forms/search-field';
import { Button } from '@/components/ui/button';
import { useQueryParams } from '@/hooks/use-query-params';
import { useFormState } from '@/hooks/use-form-state';
import { parseExcerpt } from '@/lib/search/excerpt';
import { cleanResultUrl } from '@/lib/search/excerpt';
import { COURT_SEARCH_INDEX, PAGEFIND_RANKING, searchSite, withCourtHits, type PagefindSearch, type SearchHit } from '@/lib/search/run-search';
import { alternativeTerms } from '@/lib/search/synonyms';

/** The parts of Pagefind's browser API this page uses (it is loaded from the export at run time). */
type Pagefind = PagefindSearch & { options: (o: Record<string, unknown>) => Promise<void> };

const PAGEFIND_URL = '/pagefind/pagefind.js';

let pagefind: Promise<Pagefind> | undefined;
/** Pagefind, loaded once, on this page only, from the index the build wrote beside the site. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL).then(async (module: Pagefind) => {
    await module.options({ excerptLength: 24, ranking: PAGEFIND_RANKING });
    return module;
  });
  return pagefind;
}

let courtIndex: Promise<Pagefind> | undefined;
/**
 * The court pages' own index (issue 27: build/search-index.ts), a second Pagefind with its own bundle, so the
 * guidance ranks on its own. It is only ever an extra: if it cannot load, the guidance still answers.
 */
async function searchCourts(query: string): Promise<SearchHit[]> {
  courtIndex ??= import(/* webpackIgnore: true */ /* turbopackIgnore: true */ `/${COURT_SEARCH_INDEX}/pagefind.js`).then(async (module: Pagefind) => {
    await module.options({ excerptLength: 24 });
    return module;
  });
  try {
    const results = (await (await courtIndex).search(query))?.results ?? [];
    return await Promise.all(
      results.slice(0, COURT_CANDIDATES).map(async (result) => {
        const data = await result.data();
        return { url: cleanResultUrl(data.url), title: data.meta.title ?? data.url, excerpt: data.excerpt, kind: 'Courts' as const, matchesAll: true };
      }),
    );
  } catch {
    return [];
  }
}

/** How many court pages, best first, are weighed against the query's place names. */
const COURT_CANDIDATES = 10;

/** The site's search (lib/search/run-search.ts) over the guidance, with the courts a query names first. */
async function runSearch(query: string): Promise<SearchHit[]> {
  const [guidance, courts] = await Promise.all([loadPagefind().then((api) => searchSite(api, query)), searchCourts(query)]);
  return withCourtHits(query, guidance, courts);
}

type State = { status: 'idle' } | { status: 'searching'; query: string } | { status: 'done'; query: string; hits: SearchHit[] } | { status: 'failed' };

/**
 * Issue 19: site search. The query lives in the address (`?q=`), so a search can be shared and the header's search
 * box (a plain form) lands here; results show their kind and an excerpt with the words found highlighted, as text.
 */
export function SiteSearch() {
  const [params, setParams] = useQueryParams();
  const query = params.get('q') ?? '';
  // A question typed before the search took over is what it holds, by construction (issue 52); sent early, it is sent
  // once it has. The address's question fills it in otherwise.
  const form = useFormState({ q: '' });
  React.useEffect(() => {
    form.offer({ q: query });
    // The address's question, whenever it changes (its first value is the server's, empty).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  const [state, setState] = React.useState<State>({ status: 'idle' });
  const [kinds, setKinds] = React.useState<readonly SearchKind[]>([]);

  React.useEffect(() => {
    const q = query.trim();
    if (!q) return;
    let current = true;
    // oxlint-disable-next-line react/set-state-in-effect -- the address changed: show that a search is under way
    setState({ status: 'searching', query: q });
    runSearch(q).then(
      (hits) => current && setState({ status: 'done', query: q, hits }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [query]);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setParams({ q: form.values.q.trim() });
    setKinds([]);
  };

  const hits = state.status === 'done' ? state.hits : [];
  const shown = kinds.length === 0 ? hits : hits.filter((hit) => hit.kind && kinds.includes(hit.kind));
  const counts = new Map(SEARCH_KINDS.map((kind) => [kind, hits.filter((h) => h.kind === kind).length]));
  const others = state.status === 'done' ? alternativeTerms(state.query) : [];

  return (
    <div className="grid grid-cols-1 gap-6">
      <form role="search" action="/search" onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          id="site-search-query"
          label={messages.label}
          name="q"
          className="min-w-0 flex-1"
          value={form.values.q}
          onChange={(e) => form.set('q', e.target.value)}
        />
        <Button type="submit" size="lg">
          {messages.button}
        </Button>
      </form>

      <p role="status" className="font-semibold">
        {state.status === 'searching'
          ? messages.searching
          : state.status === 'failed'
            ? messages.unavailable
            : state.status === 'done'
              ? hits.length === 0
                ? messages.noResults(state.query)
                : messages.results(shown.filter((hit) => hit.matchesAll).length, shown.filter((hit) => !hit.matchesAll).length, state.query)
              : ''}
      </p>
      {others.length > 0 && hits.length > 0 ? <p className="-mt-4 text-sm text-muted-foreground">{messages.alsoSearched(others)}</p> : null}

      {hits.length > 0 ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <fieldset className="self-start rounded-xl border border-border p-4">
            <legend className="px-1 font-bold">Show</legend>
            <ul className="grid gap-2">
              {SEARCH_KINDS.filter((kind) => (counts.get(kind) ?? 0) > 0).map((kind) => (
                <li key={kind} className="flex items-center gap-3">
                  <input
                    type="checkbox"
                    id={`search-kind-${kind}`}
                    checked={kinds.includes(kind)}
                    onChange={(e) => setKinds((k) => (e.target.checked ? [...k, kind] : k.filter((x) => x !== kind)))}
                    className="size-5 accent-primary"
                  />
                  <label htmlFor={`search-kind-${kind}`}>
                    {kind} ({counts.get(kind)})
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <ol className="grid grid-cols-1 gap-4" aria-label="Search results">
            {shown.map((hit) => (
              <li key={hit.url} className="rounded-xl border border-border bg-card p-5 shadow-card">
                {hit.kind ? <p className="text-sm font-semibold uppercase tracking-wide text-accent">{hit.kind}</p> : null}
                <h2 className="mt-1 text-xl font-bold">
                  <a href={hit.url} className="text-primary underline underline-offset-4 hover:decoration-2">
                    {hit.title}
                  </a>
                </h2>
                <p className="mt-2 text-muted-foreground">
                  {parseExcerpt(hit.excerpt).map((part, i) =>
                    part.mark ? (
                      <mark key={i} className="rounded-sm bg-highlight/40 px-0.5 text-foreground">
                        {part.text}
                      </mark>
                    ) : (
                      <React.Fragment key={i}>{part.text}</React.Fragment>
                    ),
                  )}
                </p>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
