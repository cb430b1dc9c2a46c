'use client';

import * as React from 'react';
import { MapPin, X } from 'lucide-react';
import { courtRegions, courtTypes } from '@/content/courts/options';
import { messages } from '@/content/messages';
import { courtMessages } from '@/content/courts/messages';
import { byDistance, distanceFrom, formatMiles, inDistrict, locatePostcode, type Centroids } from '@/lib/courts/distance';
import { ALL, courtFilterParams, filterCourts, matchHearingCentres, parseCourtFilter, type CourtFilter } from '@/lib/courts/filter';
import { courtPagePath, featuredCourtSlug } from '@/lib/courts/links';
import { cn } from '@/lib/utils';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SearchField } from '@/components/forms/search-field';
import { ErrorSummary } from '@/components/forms/error-summary';
import { useErrorTitle } from '@/hooks/use-error-title';
import { NoScriptNotice } from '@/components/common/no-script-notice';
import { useQueryParams } from '@/hooks/use-query-params';
import { useFormState } from '@/hooks/use-form-state';
import { revealResult } from '@/lib/focus-target';
import { shellMark } from '@/lib/page-markers';
import { useFinderAnswer, useFinderCore } from '@/hooks/use-finder-answer';
import { parsePostcodeQuery } from '@/lib/courts/finder/postcode-query';
import { CourtAnswer, OutsideAnswer } from './finder-answer';
import { CourtCard } from './court-card';
import type { Court } from '@/content/courts/schema';


/** The outward-code centroids, loaded only once a postcode is entered (they are not needed otherwise). */
function useCentroids(wanted: boolean): Centroids | null {
  const [centroids, setCentroids] = React.useState<Centroids | null>(null);
  React.useEffect(() => {
    if (!wanted || centroids) return;
    let live = true;
    void import('@/content/courts/outcode-centroids').then((m) => live && setCentroids(m.outcodeCentroids));
    return () => {
      live = false;
    };
  }, [wanted, centroids]);
  return centroids;
}

const selectClass = cn(fieldClasses, 'min-h-11 cursor-pointer');
type CourtFilterKey = 'q' | 'region' | 'type' | 'postcode';
const DIRECTORY_FORM = 'court-directory-form';

/**
 * Spec 2 and 5: the court directory's search, region and type filters and postcode distances, kept in the query
 * string like the blog filter. It filters and orders the court cards (rendered to HTML by the build, so they read
 * without JavaScript). A search the visitor sends (Sort by distance, or Enter in the search box) brings them to the
 * results (issue 26): focus moves to the results' count, scrolled into view (on a phone the results are below the
 * form), or, when the postcode was refused, to GOV.UK's error summary, which links to the field.
 */
export function CourtDirectory({ courts }: { courts: readonly Court[] }) {
  const [params, setParams] = useQueryParams();
  const filter = parseCourtFilter(params);
  // The finder above keeps its own entries in the same query string: a filter change leaves them as they are.
  const update = (next: Partial<CourtFilter>) => setParams({ ...Object.fromEntries(params), ...courtFilterParams({ ...filter, ...next }) });

  // The controls' names are the address's keys. What was typed or chosen before the directory took over is what it
  // holds, by construction (issue 52), and what it filters by, so the list below always matches the controls above it.
  const form = useFormState<Record<CourtFilterKey, string>>({ q: '', region: ALL, type: ALL, postcode: '' });
  const [postcodeError, setPostcodeError] = React.useState<string | null>(null);
  const shownPostcode = form.values.postcode;
  React.useEffect(() => {
    // The address as it is: the hydration's own render does not read it yet.
    const inAddress = new URLSearchParams(window.location.search);
    const now = parseCourtFilter(inAddress);
    form.offer({ q: now.query, region: now.region, type: now.type, postcode: now.postcode });
    const shown = form.current();
    const early = { query: shown.q, region: shown.region as CourtFilter['region'], type: shown.type as CourtFilter['type'] };
    if (form.adopted.has('q') || form.adopted.has('region') || form.adopted.has('type')) {
      setParams({ ...Object.fromEntries(inAddress), ...courtFilterParams({ ...now, ...early }) });
    }
    // Once, when the directory starts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const change = (key: 'q' | 'region' | 'type', value: string) => {
    form.set(key, value);
    update(key === 'q' ? { query: value } : { [key]: value });
  };
  const centroids = useCentroids(filter.postcode !== '');
  const located = filter.postcode && centroids ? locatePostcode(filter.postcode, centroids) : null;

  // Each search sent asks once for the results to be shown; it is done when the results (or the error) are there.
  const [revealAsked, setRevealAsked] = React.useState(0);
  const revealDone = React.useRef(0);
  const resultsStatus = React.useRef<HTMLParagraphElement>(null);
  const summary = React.useRef<HTMLDivElement>(null);
  const askReveal = () => setRevealAsked((n) => n + 1);

  const applyPostcode = (event?: React.FormEvent) => {
    event?.preventDefault();
    askReveal();
    const value = shownPostcode.trim();
    if (value === '') {
      setPostcodeError(null);
      update({ postcode: '' });
      return;
    }
    // The library's own check; the centroid lookup below tells a valid postcode outside England and Wales apart.
    const check = locatePostcode(value, centroids ?? {});
    if (!check.ok && check.reason === 'invalid') {
      setPostcodeError(courtMessages.postcodeInvalid);
      return;
    }
    setPostcodeError(null);
    update({ postcode: value });
  };

  const filtered = filterCourts(courts, filter);
  // The nearest of all six, whatever the filters show: the note says how far it is, and that others may be nearer.
  const nearest = located?.ok ? byDistance(courts, located.point)[0] : undefined;
  const ordered = located?.ok ? byDistance(filtered, located.point) : filtered.map((court) => ({ court, miles: null }));
  const unknownPostcode = located && !located.ok ? courtMessages.postcodeUnknown : null;
  const error = postcodeError ?? unknownPostcode;
  const filtersOn = filter.query !== '' || filter.region !== ALL || filter.type !== ALL;

  // Issue 27: a full postcode or an outcode typed in the search box that matches none of the six gets the finder's
  // answer for a money claim instead of "No courts match your search" (LS1 4DY: Leeds, 0.2 miles).
  const typedPostcode = filtered.length === 0 ? parsePostcodeQuery(filter.query) : null;
  const postcodeQuery =
    (typedPostcode?.kind === 'postcode' && (typedPostcode.level === 'full' || typedPostcode.level === 'outcode')) ||
    (typedPostcode?.kind === 'outside' && !/\s\d$/.test(typedPostcode.display) && /\d/.test(typedPostcode.display))
      ? typedPostcode
      : null;
  const postcodeAnswer = useFinderAnswer(postcodeQuery ? filter.query : '', 'Money claims');
  // Issue 40: a name or town also searches every hearing centre (the finder's list, fetched on the first such search),
  // with no region or type chosen: "Cardiff" finds Cardiff though it is not among the six.
  const searchAll = !postcodeQuery && filter.region === ALL && filter.type === ALL && filter.query.trim().length >= 3;
  const core = useFinderCore(searchAll);
  const otherCentres = searchAll && core ? matchHearingCentres(core.courts, filter.query, new Set(courts.map(featuredCourtSlug))) : [];
  const answerShown =
    postcodeQuery?.kind === 'outside' || (postcodeQuery?.kind === 'postcode' && postcodeAnswer.status === 'done' && postcodeAnswer.answer.kind === 'answer');

  // A postcode waits for the centroids (loaded on demand) before the distance order, or its error, is known.
  const waitingForCentroids = (filter.postcode !== '' && located === null) || postcodeAnswer.status === 'loading';
  const refused = error !== null;
  useErrorTitle(refused);
  React.useEffect(() => {
    if (revealAsked === revealDone.current || waitingForCentroids) return;
    revealDone.current = revealAsked;
    if (refused) summary.current?.querySelector<HTMLElement>('[data-slot="error-summary"]')?.focus();
    else revealResult(resultsStatus.current);
  }, [revealAsked, waitingForCentroids, refused]);

  const status =
    (filtered.length === courts.length ? `Showing all ${courts.length} courts` : `Showing ${filtered.length} of ${courts.length} courts`) +
    (located?.ok ? `, nearest first from ${located.outcode}` : '') +
    (answerShown && postcodeQuery ? `. ${courtMessages.postcodeAnswerShown(postcodeQuery.display)}` : '') +
    (otherCentres.length > 0 ? `. ${courtMessages.otherCentresStatus(otherCentres.length)}` : '');

  return (
    <div>
      <NoScriptNotice>{courtMessages.directoryNeedsScript}</NoScriptNotice>
      <div className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-card md:grid-cols-2 xl:grid-cols-4 no-js:hidden print:hidden">
        <div role="search" aria-label="Search courts" className="contents">
          <SearchField
            id="court-search"
            label="Search by name, city or postcode"
            className="md:col-span-2"
            name="q"
            form={DIRECTORY_FORM}
            value={form.values.q}
            maxLength={100}
            hint="For example: Leeds or B4 6DS"
            onChange={(e) => change('q', e.target.value)}
            // The list filters as the visitor types; Enter (a phone keyboard's Search) takes them to it.
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              askReveal();
            }}
          />
          <div>
            <label htmlFor="court-region" className="mb-1 block font-semibold">
              Region
            </label>
            <select id="court-region" name="region" form={DIRECTORY_FORM} className={selectClass} value={form.values.region} onChange={(e) => change('region', e.target.value)}>
              <option value={ALL}>All regions</option>
              {courtRegions.map((region) => (
                <option key={region}>{region}</option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="court-type" className="mb-1 block font-semibold">
              Court type
            </label>
            <select id="court-type" name="type" form={DIRECTORY_FORM} className={selectClass} value={form.values.type} onChange={(e) => change('type', e.target.value)}>
              <option value={ALL}>All court types</option>
              {courtTypes.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          </div>
        </div>
        {/* Sent without script, the search, region and type go with the postcode (their `form`), as the address's keys. */}
        <form id={DIRECTORY_FORM} method="get" action="/court-locations" noValidate onSubmit={applyPostcode} className="md:col-span-2 xl:col-span-4" aria-label="Nearest court">
          <div ref={summary} className="mb-4 empty:hidden">
            <ErrorSummary errors={error ? [{ fieldId: 'court-postcode', message: error }] : []} focusKey={0} />
          </div>
          <label htmlFor="court-postcode" className="mb-1 block font-semibold">
            Your postcode <span className="font-normal text-muted-foreground">(optional, to see which of these six is nearest)</span>
          </label>
          {error ? (
            <p id="court-postcode-error" className="mb-1 font-semibold text-destructive">
              <span className="sr-only">Error: </span>
              {error}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Input
              id="court-postcode"
              name="postcode"
              type="text"
              value={shownPostcode}
              maxLength={20}
              autoComplete="postal-code"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'court-postcode-error' : undefined}
              className="sm:max-w-xs"
              onChange={(e) => form.set('postcode', e.target.value)}
            />
            <Button type="submit" variant="outline">
              <MapPin aria-hidden /> Sort by distance
            </Button>
          </div>
        </form>
      </div>

      <Tabs defaultValue="list" className="mt-8 no-js:mt-4">
        <div className="flex flex-wrap items-center justify-between gap-3 no-js:hidden print:hidden">
          <TabsList aria-label="View">
            <TabsTrigger value="list">List</TabsTrigger>
            <TabsTrigger value="map">Map</TabsTrigger>
          </TabsList>
          <p ref={resultsStatus} role="status" aria-live="polite" tabIndex={-1} {...shellMark('focusTarget')} className="font-semibold text-muted-foreground focus:outline-none">
            {status}
          </p>
        </div>
        <TabsContent value="list">
          {nearest && located?.ok ? (
            <p className="mb-5 rounded-lg border-l-4 border-primary bg-secondary p-4">
              {courtMessages.nearestOfSix(located.outcode, nearest.court.name, inDistrict(nearest.court.postcode, located.outcode) ? null : formatMiles(nearest.miles))}{' '}
              {courtMessages.notEveryCentre}{' '}
              <a href={courtMessages.findACourt.href} target="_blank" rel="noopener noreferrer" className="font-semibold text-primary underline underline-offset-4">
                {courtMessages.findACourt.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              , or{' '}
              <a href={courtMessages.finderLink.href} className="font-semibold text-primary underline underline-offset-4">
                {courtMessages.finderLink.label}
              </a>
              .
            </p>
          ) : null}
          {ordered.length > 0 ? (
            <ol className="grid grid-cols-1 gap-5">
              {ordered.map(({ court, miles }) => (
                <li key={court.id} className="min-w-0">
                  {miles !== null && located?.ok ? (
                    <p className="mb-2 inline-flex items-center gap-2 rounded-full bg-accent-soft px-3 py-1 text-sm font-bold text-accent">
                      <MapPin className="size-4" aria-hidden />
                      {distanceFrom(miles, located.outcode, court.postcode)}
                      <span className="sr-only">: {court.name}</span>
                    </p>
                  ) : null}
                  <CourtCard court={court} headingId={`court-${court.id}`} />
                </li>
              ))}
            </ol>
          ) : answerShown && postcodeQuery ? (
            <div className="rounded-xl border border-border bg-card p-5 shadow-card sm:p-6">
              {postcodeQuery.kind === 'outside' ? (
                <OutsideAnswer display={postcodeQuery.display} place={postcodeQuery.place} />
              ) : postcodeAnswer.status === 'done' && postcodeAnswer.answer.kind === 'answer' ? (
                <CourtAnswer display={postcodeQuery.display} answer={postcodeAnswer.answer} finderCase="money" dateLine={postcodeAnswer.dateLine} />
              ) : null}
            </div>
          ) : otherCentres.length > 0 ? null : (
            <div className="rounded-xl border border-dashed border-border bg-muted p-10 text-center">
              <p className="text-lg font-semibold">{courtMessages.courtsNoMatch}</p>
              {filtersOn ? (
                <Button type="button" variant="outline" className="mt-4" onClick={() => update({ query: '', region: ALL, type: ALL })}>
                  <X aria-hidden /> {messages.blogClearFilters}
                </Button>
              ) : null}
            </div>
          )}
          {otherCentres.length > 0 ? (
            <section aria-labelledby="court-other-centres" className={cn('grid gap-3', ordered.length > 0 && 'mt-8')}>
              <h3 id="court-other-centres" className="text-xl font-bold">
                {courtMessages.otherCentresHeading(filter.query.trim())}
              </h3>
              <p className="text-muted-foreground">{courtMessages.otherCentresNote}</p>
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {otherCentres.map((centre) => (
                  <li key={centre.slug} className="min-w-0 rounded-lg border border-border bg-card p-4">
                    <a href={courtPagePath(centre.slug)} className="font-semibold text-primary underline underline-offset-4">
                      {centre.name}
                    </a>
                    <p className="text-sm text-muted-foreground">{centre.address}</p>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </TabsContent>
        <TabsContent value="map">
          <div className="rounded-xl border border-dashed border-border bg-muted p-10 text-center">
            <p className="text-xl font-bold">{courtMessages.mapComingSoon}</p>
            <p className="mt-2 text-muted-foreground">
              Until then, each court’s Directions link opens its location in Google Maps.
            </p>
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
