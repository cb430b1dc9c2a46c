/** Directions to a court in Google Maps (opened in a new tab), with the court's postcode as the destination. */
export function directionsUrl(postcode: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(postcode)}`;
}

/** A GOV.UK publication page: it holds the form's current files to download. */
const GOVUK_PUBLICATION = /^https:\/\/www\.gov\.uk\/government\/publications\/[a-z0-9-]+$/;

/**
 * What the forms library's main button says it does (spec 2: each form has "a download"). It opens the form's
 * official GOV.UK page, where the current version is published: a publication page is where the form is
 * downloaded; any other GOV.UK page (a search, where we could not confirm the publication page) is where it is
 * found. The button adds the new-tab note for screen readers, and shows an icon for it.
 */
export function officialFormLinkLabel(form: { code: string; officialUrl: string }): string {
  return GOVUK_PUBLICATION.test(form.officialUrl) ? `Download ${form.code} from GOV.UK` : `Find ${form.code} on GOV.UK`;
}

/** A court's live page on Find a Court or Tribunal, by its FaCT slug: opening times and phone numbers before a visit. */
export function factCourtUrl(slug: string): string {
  return `https://www.find-court-tribunal.service.gov.uk/courts/${slug}`;
}

/** The site's own page for a court (issue 27), by its FaCT slug. */
export function courtPagePath(slug: string): string {
  return `/court-locations/${slug}`;
}

/** The FaCT slug of one of the six featured courts, from its checked Find a Court address. */
export function featuredCourtSlug(court: { findACourtUrl: string }): string {
  return court.findACourtUrl.slice(court.findACourtUrl.lastIndexOf('/') + 1);
}
