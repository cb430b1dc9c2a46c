/** Spec 8: the court directory's messages (kept apart so other pages do not carry them). */
export const courtMessages = {
  mapComingSoon: 'Interactive Map Coming Soon',
  courtsNoMatch: 'No courts match your search.',
  postcodeInvalid: 'Enter a full UK postcode, like LS1 4AP, or the first part of one, like LS1',
  /** Shown only with JavaScript off, where those controls are hidden. */
  directoryNeedsScript: 'Search, filters, distances from your postcode and favourites need JavaScript, so every court is listed below.',
  postcodeUnknown: 'We could not place that postcode. Distances work for postcodes in England and Wales only.',
} as const;
