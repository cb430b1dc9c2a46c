import { JsonLdScript } from 'next-seo';
import { courts } from '@/content/courts/courts';
import { courtPageText as text, nationalIssuingCentreText } from '@/content/courts/court-page';
import { contactsFor } from '@/content/courts/hearing-centre-contacts';
import { HEARING_CENTRES_SOURCE, hearingCentres, type HearingCentre } from '@/content/courts/hearing-centres';
import { formatMiles } from '@/lib/courts/distance';
import { courtPagePath, directionsUrl, factCourtUrl, featuredCourtSlug } from '@/lib/courts/links';
import { nearestHearingCentres } from '@/lib/courts/nearest';
import { hearingCentreJsonLd } from '@/lib/json-ld';
import { nonBreaking, textLink } from '@/lib/utils';
import { InlineText } from '@/components/content/inline-text';
import { PageHeader } from '@/components/content/page-header';
import { CourtContactDetails } from './court-contacts';
import { CourtFavouriteToggle } from './court-favourite-toggle';
import { SmallClaimsHearing } from './small-claims-hearing';

const OGL_URL = 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/';

function NewTab() {
  return <span className="sr-only"> (opens in a new tab)</span>;
}

/** The licence attribution, with the licence's name linked to it. */
function Attribution() {
  const { attribution, licence } = HEARING_CENTRES_SOURCE;
  const at = attribution.indexOf(licence);
  if (at < 0) return <>{attribution}.</>;
  return (
    <>
      {attribution.slice(0, at)}
      <a href={OGL_URL} className={textLink} target="_blank" rel="noopener noreferrer">
        {licence}
        <NewTab />
      </a>
      {attribution.slice(at + licence.length)}.
    </>
  );
}

/**
 * Issue 27: a County Court hearing centre's own page (or the Civil National Business Centre's), from its FaCT record of
 * March 2021. A content page: static HTML, the favourite toggle worked by the shell script.
 */
export function HearingCentrePage({ court }: { court: HearingCentre }) {
  const path = courtPagePath(court.slug);
  const featured = courts.find((c) => featuredCourtSlug(c) === court.slug);
  const national = court.kind === 'national-issuing-centre';
  const nearest = nearestHearingCentres(court, hearingCentres);
  return (
    <>
      <JsonLdScript data={hearingCentreJsonLd(court, { path, factUrl: factCourtUrl(court.slug), telephone: featured?.phone })} scriptKey="court-jsonld" />
      <PageHeader path={path} title={court.name} eyebrow={national ? text.nationalEyebrow : text.eyebrow} backFallback="/court-locations">
        {court.nameCy ? (
          <p lang="cy" className="mt-2 text-lg text-muted-foreground">
            {court.nameCy}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <CourtFavouriteToggle slug={court.slug} name={court.name} />
          {featured ? (
            <p data-featured-court className="text-sm" data-pagefind-ignore>
              <strong>Featured court.</strong> {text.featured}{' '}
              <a href={`/court-locations#court-${featured.id}`} className={textLink}>
                {text.featuredLink}
              </a>
            </p>
          ) : null}
        </div>
      </PageHeader>
      <div className="container-page grid max-w-3xl grid-cols-1 gap-10 py-12">
        {court.note ? (
          <section aria-labelledby="note-title" className="rounded-xl border-2 border-accent p-5">
            <h2 id="note-title" className="text-xl font-bold">
              {text.noteHeading}
            </h2>
            <p className="mt-2">{court.note}</p>
          </section>
        ) : null}

        <section aria-labelledby="address-title">
          <h2 id="address-title" className="text-2xl font-extrabold">
            {text.addressHeading[court.address.type]}
          </h2>
          <address className="mt-4 not-italic">
            {[...court.address.lines, ...(court.address.town ? [court.address.town] : [])].map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <span className="block whitespace-nowrap">{court.address.postcode}</span>
          </address>
          <ul className="mt-4 grid gap-2">
            <li>
              <a href={directionsUrl(court.address.postcode)} className={textLink} target="_blank" rel="noopener noreferrer">
                {text.directions}
                <NewTab />
              </a>
            </li>
            {featured?.phone ? (
              <li>
                {text.phone}:{' '}
                <a href={`tel:${featured.phone.replace(/\s/g, '')}`} className={textLink}>
                  {nonBreaking(featured.phone)}
                </a>
              </li>
            ) : null}
          </ul>
        </section>

        <CourtContactDetails contacts={contactsFor(court.slug)} shownPhone={featured?.phone} />

        {/* The same words on every court's page: left out of the site search, like the shared passage below. */}
        <section aria-labelledby="visit-title" className="rounded-xl border border-border bg-secondary p-5" data-pagefind-ignore>
          <h2 id="visit-title" className="text-xl font-bold">
            {text.checkHeading}
          </h2>
          <p className="mt-2">
            <a href={factCourtUrl(court.slug)} className={textLink} target="_blank" rel="noopener noreferrer">
              {text.factLink}
              <NewTab />
            </a>{' '}
            {text.factWhy}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">
            The details on this page are from <span data-data-date>{HEARING_CENTRES_SOURCE.dateLine}</span>, and may have changed since. <Attribution />
          </p>
        </section>

        {national ? (
          <section aria-labelledby="national-title">
            <h2 id="national-title" className="text-2xl font-extrabold">
              {nationalIssuingCentreText.heading}
            </h2>
            <div className="mt-4 space-y-3">
              {nationalIssuingCentreText.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <InlineText text={paragraph} />
                </p>
              ))}
            </div>
          </section>
        ) : null}

        <section aria-labelledby="areas-title">
          <h2 id="areas-title" className="text-2xl font-extrabold">
            {text.areasHeading}
          </h2>
          {court.areasOfLaw.length > 0 ? (
            <>
              <p className="mt-2" data-pagefind-ignore>
                {text.areasIntro}
              </p>
              <ul className="mt-2 list-disc space-y-1 pl-6">
                {court.areasOfLaw.map((area) => (
                  <li key={area}>{area}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-2">{text.noAreas}</p>
          )}
        </section>

        {national ? null : <SmallClaimsHearing />}

        {/* Other courts' names: a search for a town should find its own court's page, not its neighbours'. */}
        <section aria-labelledby="nearest-title" data-pagefind-ignore>
          <h2 id="nearest-title" className="text-2xl font-extrabold">
            {text.nearestHeading}
          </h2>
          <p className="mt-2">{text.nearestIntro}</p>
          <ul className="mt-2 space-y-2" data-nearest-courts>
            {nearest.map(({ court: other, miles }) => (
              <li key={other.slug}>
                <a href={courtPagePath(other.slug)} className={textLink}>
                  {other.name}
                </a>{' '}
                <span className="whitespace-nowrap text-muted-foreground">({formatMiles(miles)})</span>
              </li>
            ))}
          </ul>
        </section>
        <p className="text-sm text-muted-foreground print:hidden">{text.favouriteNote}</p>
      </div>
    </>
  );
}
