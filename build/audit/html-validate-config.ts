import type { ConfigData } from 'html-validate';

/**
 * html-validate configuration for the exported pages (`npm run test:html`, `validate-html.ts`). A rule is switched
 * off or relaxed only where the markup is valid HTML and the rule is a matter of taste, or where React or Next.js
 * writes the markup and we cannot change it. Markup we write is fixed, not excused. (Kept here rather than in a
 * `.htmlvalidate.*` file: html-validate loads those with a dynamic import, which Jest cannot run.)
 */
export const htmlValidateConfig: ConfigData = {
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React serialises void elements as `<meta/>`; both forms are valid HTML.
    'void-style': 'off',
    // React writes boolean and empty attributes as `async=""`, `hidden=""`; valid, and not ours to choose.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // Attribute names are case-insensitive in HTML; React writes some as their props are spelled (charSet, dateTime,
    // popoverTarget, noModule, fetchPriority, autoComplete…).
    'attr-case': 'off',
    // Radix Tabs writes inline styles, and each header menu names its CSS anchor inline; the CSP allows inline styles.
    'no-inline-style': 'off',
    // Titles are the spec's article titles plus the site name from the SEO builder; search engines truncate, not reject.
    'long-title': 'off',
    // React's useId and Next's own script ids begin with "_" (`_R_`); HTML only forbids empty ids and whitespace.
    'valid-id': ['error', { relaxed: true }],
    // Only cross-origin resources need integrity: Next's own scripts and styles come from the same origin.
    'require-sri': ['error', { target: 'crossorigin' }],
    // Phone numbers never break (no-break spaces); a tel: link labelled in words ("Get Free Consultation") may wrap.
    'tel-non-breaking': ['error', { ignoreClasses: ['tel-words'] }],
    // The cookie banner (first in the document, so first in the tab order, as GOV.UK's is) and the mobile menu (a
    // native <dialog> in the header, as in the WAI-ARIA modal dialog pattern) each open with an <h2>, so the first
    // heading in source order is an <h2>, before the page's one <h1>. html-validate 10 (the last
    // release that runs on Node 20) cannot allow that in a sectioning root, so the native dialog is read as part of
    // the page and the page may open at <h2>; e2e/routes.spec.ts checks that every page has exactly one <h1>.
    'heading-level': ['error', { minInitialRank: 'h2', sectioningRoots: ['[role="dialog"]', '[role="alertdialog"]'] }],
  },
};
