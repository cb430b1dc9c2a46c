/**
 * The shape of the site's navigation. Labels and hrefs are not written here: menus list pages by path (or take
 * them from the service records), and `lib/navigation.ts` names each from the route list. A listed page that
 * is not built yet is left out of every menu, so no link ever leads to a 404.
 */

/** Home-page sections that other pages link to (anchors on /). */
export const homeSections = {
  services: 'services',
  blog: 'blog',
  contact: 'contact',
} as const;
export type HomeSection = (typeof homeSections)[keyof typeof homeSections];

/** Spec 2: the Resources menu, in order. */
export const resourcesMenuPaths = [
  '/court-forms-library',
  '/court-locations',
  '/legal-templates',
  '/step-by-step-guide',
  '/directions-questionnaire-help',
  '/faq-support',
  '/blog',
  // Issue 26: the guide to County Court judgments, after the spec's seven.
  '/county-court-judgments',
  // Issue 19: the free tools, after the spec's seven; issue 28: the plan first, the headline tool.
  '/tools/claim-plan',
  '/tools/claim-calculator',
  '/tools/deadline-calculator',
  // Issue 41: the Help with Fees check, after the other tools.
  '/tools/help-with-fees',
  // Issue 56: the hearing bundle, after the other tools.
  '/tools/hearing-bundle',
  // Issue 55: the Get paid planner, for after judgment.
  '/tools/get-paid',
] as const;

/** The footer's resources: the menu's, and the site search (reachable by a link as well as the header's form). */
export const footerResourcePaths = [...resourcesMenuPaths, '/search'] as const;

/** Spec 2 (Home): related-resource buttons under the service cards. */
export const relatedResourcePaths = ['/faq-support', '/step-by-step-guide', '/court-forms-library', '/blog', '/tools/claim-plan', '/tools/claim-calculator'] as const;

/** The three policies, linked from the footer. */
export const policyPaths = ['/privacy-policy', '/terms-of-service', '/cookie-policy'] as const;
