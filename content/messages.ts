/** Spec 8: messages shown to visitors, each defined once. */
export const messages = {
  notFoundTitle: 'Oops! Page not found',
  notFoundAction: 'Return to Home',
  blogNoMatch: 'No articles found matching your search criteria.',
  blogClearFilters: 'Clear Filters',
  unexpectedError: 'Unexpected Application Error!',
} as const;
