import { JsonLdScript } from 'next-seo';
import { courts, COURT_DETAILS_SOURCE } from '@/content/courts/courts';
import { OUTCODE_CENTROIDS_SOURCE } from '@/content/courts/outcode-centroids';
import { courtLocationsPage, courtVisitTips } from '@/content/courts/pages';
import { formatIsoMonth } from '@/lib/dates';
import { courthouseJsonLd } from '@/lib/json-ld';
import { metadataFor } from '@/lib/seo';
import { ConsultationCta } from '@/components/content/consultation-cta';
import { PageHeader } from '@/components/content/page-header';
import { Island } from '@/components/islands/island';
import { COURT_FAVOURITES_KEY } from '@/content/storage-keys';
import { HearingCentreList } from '@/components/courts/hearing-centre-list';
import { SavedCourts } from '@/components/courts/saved-courts';
import { PointList } from '@/components/services/point-list';

const PATH = '/court-locations';
export const metadata = metadataFor(PATH);

export default function CourtLocationsPage() {
  return (
    <>
      <JsonLdScript data={courts.map(courthouseJsonLd)} scriptKey="courthouses-jsonld" />
      <PageHeader path={PATH} title={courtLocationsPage.title} lead={courtLocationsPage.intro} backFallback="/" reviewed={courtLocationsPage.reviewed} />
      <div className="container-page grid grid-cols-1 gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <Island name="court-finder" props={{}} when="touched" />
          <SavedCourts />
          <h2 className="sr-only">Courts</h2>
          <Island name="court-directory" props={{ courts }} when="touched" restoreFrom={[COURT_FAVOURITES_KEY]} />
          <p className="mt-6 text-sm text-muted-foreground">
            {courtLocationsPage.favouritesNote} The court details come from {COURT_DETAILS_SOURCE.name} as published
            in <time dateTime={COURT_DETAILS_SOURCE.asOf}>{formatIsoMonth(COURT_DETAILS_SOURCE.asOf)}</time>, not from a
            recent check of each court: phone numbers and opening hours may have changed, so check the court’s official
            page before you travel. Distances are straight-line
            distances from the centre of your postcode district. Postcode locations: {OUTCODE_CENTROIDS_SOURCE.name},{' '}
            {OUTCODE_CENTROIDS_SOURCE.attribution} Used under the{' '}
            <a href={OUTCODE_CENTROIDS_SOURCE.licenceUrl} className="underline underline-offset-4" target="_blank" rel="noopener noreferrer">
              {OUTCODE_CENTROIDS_SOURCE.licence}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </div>
        <aside aria-labelledby="tips-title" className="self-start rounded-xl border border-border bg-secondary p-6 lg:sticky lg:top-24 print:static">
          <h2 id="tips-title" className="text-xl font-extrabold">
            Court Visit Preparation Tips
          </h2>
          <PointList items={courtVisitTips} tone="benefit" className="mt-4" />
        </aside>
      </div>
      <div className="container-page pb-12">
        <HearingCentreList />
      </div>
      <div className="container-page pb-12">
        <ConsultationCta title="Getting ready for a hearing?" />
      </div>
    </>
  );
}
