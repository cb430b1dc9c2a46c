/** Spec 8: messages shown to visitors, each defined once. */
export const messages = {
  notFoundTitle: 'Oops! Page not found',
  notFoundAction: 'Return to Home',
  blogNoMatch: 'No articles found matching your search criteria.',
  blogClearFilters: 'Clear Filters',
  /** Shown only with JavaScript off, where the search and category buttons are hidden. */
  blogNeedsScript: (count: number) => `Searching and filtering need JavaScript, so all ${count} articles are listed below.`,
  unexpectedError: 'Unexpected Application Error!',
} as const;
