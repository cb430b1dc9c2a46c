/** Spec 8: messages shown to visitors, each defined once. */
export const messages = {
  notFoundTitle: 'Oops! Page not found',
  notFoundAction: 'Return to Home',
  blogNoMatch: 'No articles found matching your search criteria.',
  blogClearFilters: 'Clear Filters',
  unexpectedError: 'Unexpected Application Error!',
  mapComingSoon: 'Interactive Map Coming Soon',
  courtsNoMatch: 'No courts match your search.',
  postcodeInvalid: 'Enter a full UK postcode, like LS1 4AP, or the first part of one, like LS1',
  postcodeUnknown: 'We could not place that postcode. Distances work for postcodes in England and Wales only.',
} as const;
