import { FIND_A_COURT_URL } from './contacts';

/** Spec 8: the court directory's messages (kept apart so other pages do not carry them). */
export const courtMessages = {
  mapComingSoon: 'Interactive Map Coming Soon',
  courtsNoMatch: 'No courts match your search.',
  /** Issue 40: the directory's search over every hearing centre, beyond the six featured. */
  otherCentresHeading: (query: string) => `Other County Court hearing centres matching “${query}”`,
  otherCentresNote: 'Not among the six featured above. Each has its own page, with its address and how to contact it.',
  otherCentresStatus: (count: number) => `${count} other hearing ${count === 1 ? 'centre matches' : 'centres match'}`,
  postcodeInvalid: 'Enter a full UK postcode, like LS1 4AP, or the first part of one, like LS1',
  /** Shown only with JavaScript off, where those controls are hidden. */
  directoryNeedsScript:
    'Search, filters, distances from your postcode and favourites need JavaScript, so the six featured courts are all shown below. Every other hearing centre is listed by region further down the page.',
  postcodeUnknown: 'We could not place that postcode. Distances work for postcodes in England and Wales only.',
  /** Shown once the courts are in distance order: the list is six centres, not every one (issue 16 point 14). */
  /** `distance` null: the court is in that postcode district (issue 54: never "0.2 miles" from the district's centre). */
  nearestOfSix: (outcode: string, court: string, distance: string | null) =>
    `The nearest of these six to ${outcode} is ${court}, ${distance === null ? `in ${outcode} itself` : `${distance} away`}.`,
  notEveryCentre: 'These are six of the County Court’s hearing centres, not all of them, so there may be one nearer to you:',
  findACourt: { label: 'find your own nearest hearing centre on GOV.UK', href: FIND_A_COURT_URL },
  /** Issue 27: the finder above answers the same question for every hearing centre. */
  finderLink: { label: 'see which court deals with your postcode', href: '#court-finder' },
  /** Said with the results' count when a postcode typed in the search box gets the finder's answer (issue 27). */
  postcodeAnswerShown: (postcode: string) => `The court for ${postcode} is shown below`,
} as const;
