import { ChevronDown } from 'lucide-react';
import { hearingCentreListCopy as copy } from '@/content/courts/hearing-centre-list';
import { hearingCentreRegions, regionOfHearingCentre } from '@/content/courts/hearing-centre-regions';
import { HEARING_CENTRES_SOURCE, hearingCentres, type HearingCentre } from '@/content/courts/hearing-centres';
import { displayCourtName, displayWelshCourtName, hearingCentresByRegion, regionAnchorId } from '@/lib/courts/hearing-centre-list';
import { courtPagePath } from '@/lib/courts/links';
import { shellMark } from '@/lib/page-markers';
import { textLink } from '@/lib/utils';

const listLinks = '[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary-hover';

/**
 * Issue 27: every County Court hearing centre by region, as links to the court pages; server-rendered, so it is
 * all there without JavaScript. On a phone each region is a closed native disclosure (its summary gives the
 * count); from the md width up its content is shown whether or not it is open (`::details-content`), so the
 * whole list reads at a glance, and the shell opens it there so its state says so (shell/disclosures.ts). The Civil National Business Centre, which issues paper claims and hears none,
 * stands apart.
 */
export function HearingCentreList() {
  const { regions, national } = hearingCentresByRegion(hearingCentres, regionOfHearingCentre, hearingCentreRegions);
  const titleId = `${copy.id}-title`;
  return (
    <section id={copy.id} aria-labelledby={titleId} data-hearing-centre-list>
      <h2 id={titleId} className="text-2xl font-extrabold sm:text-3xl">
        {copy.title}
      </h2>
      <p className="mt-3 max-w-3xl text-muted-foreground">{copy.intro}</p>

      {national.map((court) => (
        <div key={court.slug} data-national-centre className="mt-6 max-w-3xl rounded-lg border-l-4 border-primary bg-secondary p-4">
          <h3 className="text-lg font-bold">{copy.national.title}</h3>
          <p className="mt-2">
            <a href={courtPagePath(court.slug)} className={textLink}>
              {displayCourtName(court.name)}
            </a>
            , {court.address.town ?? court.address.postcode}. {copy.national.text}
          </p>
          {court.note ? <p className="mt-2 text-sm text-muted-foreground">{court.note}</p> : null}
        </div>
      ))}

      <div className="mt-6 gap-x-10 md:columns-2 lg:columns-3">
        {regions.map(({ region, courts }) => (
          <details
            key={region}
            id={regionAnchorId(region)}
            data-region={region}
            {...shellMark('openWhenWide')}
            className="group break-inside-avoid border-b border-border md:mb-6 md:border-b-0 md:details-content:block md:details-content:[content-visibility:visible] [&_summary::-webkit-details-marker]:hidden"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 py-3 md:cursor-default md:border-b md:border-border md:py-2">
              <span className="text-lg font-bold">
                {region}
                <span className="font-normal text-muted-foreground">, {copy.count(courts.length)}</span>
              </span>
              <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 md:hidden" aria-hidden />
            </summary>
            {/* The links' look is set once here, not on each of 139 links: the page's payload carries it once. */}
            <ul className={`space-y-3 pt-2 pb-4 text-muted-foreground md:pb-0 ${listLinks}`}>
              {courts.map((court) => (
                <HearingCentreItem key={court.slug} court={court} />
              ))}
            </ul>
          </details>
        ))}
      </div>

      <p className="mt-6 max-w-3xl text-sm text-muted-foreground">
        {HEARING_CENTRES_SOURCE.dateLine}. {copy.source.check}{' '}
        <a href={copy.source.factLink.href} className={textLink} target="_blank" rel="noopener noreferrer">
          {copy.source.factLink.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>{' '}
        {copy.source.beforeVisit}{' '}
        <a href={copy.source.licenceUrl} className={textLink} target="_blank" rel="noopener noreferrer">
          {HEARING_CENTRES_SOURCE.attribution}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        .
      </p>
    </section>
  );
}

function HearingCentreItem({ court }: { court: HearingCentre }) {
  const welshName = displayWelshCourtName(court.nameCy);
  return (
    <li>
      <a href={courtPagePath(court.slug)}>{displayCourtName(court.name)}</a>, {court.address.town ?? court.address.postcode}
      {welshName ? (
        <span className="block text-sm">
          {copy.welshNameLabel} <span lang="cy">{welshName}</span>
        </span>
      ) : null}
      {court.note ? <span className="mt-1 block text-sm text-foreground">{court.note}</span> : null}
    </li>
  );
}
