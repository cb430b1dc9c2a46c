import { ExternalLink, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { MONEY_CLAIMS_HELPLINE } from '@/content/courts/contacts';
import type { Court } from '@/content/courts/schema';
import { directionsUrl, featuredCourtSlug } from '@/lib/courts/links';
import { nonBreaking, textLink } from '@/lib/utils';
import { Badge } from '@/components/ui/badge';
import { FavouriteButton } from './favourite-button';
import { EmailText } from '@/components/common/email-text';


const telHref = (number: string) => `tel:${number.replace(/\s/g, '')}`;

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="font-semibold">{term}</dt>
      <dd className="text-muted-foreground">{children}</dd>
    </div>
  );
}

/** One court (spec 3): rendered on the server, so the static page reads fully without JavaScript. */
export function CourtCard({ court, headingId }: { court: Court; headingId: string }) {
  return (
    <article aria-labelledby={headingId} className="min-w-0 rounded-xl border border-border bg-card p-5 shadow-card sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-xl font-bold">
            {court.name}
          </h3>
          <p className="mt-1 flex flex-wrap gap-2">
            <Badge variant={court.type === 'Combined Court' ? 'default' : 'secondary'}>{court.type}</Badge>
            <Badge variant="outline">{court.region}</Badge>
          </p>
        </div>
        <FavouriteButton courtSlug={featuredCourtSlug(court)} courtName={court.name} />
      </div>

      <address className="mt-4 flex gap-2 not-italic">
        <MapPin className="mt-1 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          {court.address}, {court.city} <span className="whitespace-nowrap">{court.postcode}</span>
        </span>
      </address>
      <ul className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        <li>
          {court.phone ? (
            <a href={telHref(court.phone)} className={`${textLink} inline-flex items-center gap-2`}>
              <Phone className="size-4" aria-hidden />
              {nonBreaking(court.phone)}
            </a>
          ) : (
            // No civil line in the HMCTS data for this centre: the money claims helpline instead (the note says why).
            <span className="inline-flex flex-wrap items-center gap-x-2">
              <Phone className="size-4" aria-hidden />
              <a href={telHref(MONEY_CLAIMS_HELPLINE.display)} className={textLink}>
                {nonBreaking(MONEY_CLAIMS_HELPLINE.display)}
              </a>
              <span className="text-sm text-muted-foreground">({MONEY_CLAIMS_HELPLINE.name})</span>
            </span>
          )}
        </li>
        <li className="min-w-0">
          <a href={`mailto:${court.email}`} className={`${textLink} inline-flex max-w-full items-center gap-2`}>
            <Mail className="size-4 shrink-0" aria-hidden />
            <EmailText email={court.email} />
          </a>
        </li>
      </ul>
      {court.note ? <p className="mt-3 rounded-md bg-warning-soft p-3 text-sm [overflow-wrap:anywhere]">{court.note}</p> : null}

      <details className="group mt-4 rounded-lg bg-muted p-4">
        <summary className="cursor-pointer font-semibold">Opening hours, access and travel</summary>
        <dl className="mt-3 grid gap-3">
          <Detail term="Weekdays">{court.openingHours.weekdays}</Detail>
          <Detail term="Saturday">{court.openingHours.saturday}</Detail>
          <Detail term="Sunday">{court.openingHours.sunday}</Detail>
          <Detail term="Deals with">{court.services.join('; ')}</Detail>
          <Detail term="Parking">
            {court.parking.available ? 'Available. ' : 'No visitor parking at the court. '}
            {court.parking.cost}. {court.parking.details}
          </Detail>
          <Detail term="Accessibility">
            <ul className="list-disc space-y-1 pl-5">
              {court.accessibility.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Detail>
          <Detail term="By bus">{court.transport.bus}</Detail>
          <Detail term="By train">{court.transport.train}</Detail>
          <Detail term="Metro or tram">{court.transport.metro}</Detail>
        </dl>
      </details>

      <p className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        <a href={directionsUrl(court.postcode)} target="_blank" rel="noopener noreferrer" className={`${textLink} inline-flex items-center gap-2`}>
          <Navigation className="size-4" aria-hidden />
          Directions to {court.postcode}
          <span className="sr-only"> in Google Maps (opens in a new tab)</span>
        </a>
        <a href={court.findACourtUrl} target="_blank" rel="noopener noreferrer" className={`${textLink} inline-flex items-center gap-2`}>
          <ExternalLink className="size-4" aria-hidden />
          Official court page<span className="sr-only"> for {court.name} on GOV.UK (opens in a new tab)</span>
        </a>
      </p>
    </article>
  );
}
