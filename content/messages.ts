/** Spec 8: messages shown to visitors, each defined once. */
export const messages = {
  notFoundTitle: 'Oops! Page not found',
  notFoundAction: 'Return to Home',
  blogNoMatch: 'No articles found matching your search criteria.',
  blogClearFilters: 'Clear Filters',
  /** Shown only with JavaScript off, where the search and category buttons are hidden. */
  blogNeedsScript: (count: number) => `Searching and filtering need JavaScript, so all ${count} articles are listed below.`,
  unexpectedError: 'Unexpected Application Error!',
  /** Beside a button pressed while its part of the page is still loading (issue 52): the press was taken. */
  heldPress: 'Opening…',
  heldSend: 'Sending…',
  heldWork: 'Working it out…',
} as const;
