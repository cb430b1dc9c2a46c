/**
 * Issue 20: pages are ordinary documents, so the browser fetches the next one ahead of the click. Chromium's
 * Speculation Rules: prefetch a same-origin page when the pointer rests on its link (moderate) and prerender it on
 * pointer-down (conservative). Never the inbox (`/api/`), files (anything with a dot, such as the feed) or links
 * that open elsewhere. Browsers without speculation rules ignore the block. The rule set is an inline script whose
 * hash the page's Content-Security-Policy lists, like the other inline scripts.
 */
const samePages = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/api/*' } },
    { not: { href_matches: '/*.*' } },
    { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
  ],
};

export const SPECULATION_RULES = {
  prefetch: [{ source: 'document', where: samePages, eagerness: 'moderate' }],
  prerender: [{ source: 'document', where: samePages, eagerness: 'conservative' }],
} as const;
