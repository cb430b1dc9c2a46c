/**
 * Who counts as a business for the Pre-Action Protocol for Debt Claims (FACTS.md §3; the Protocol applies to "any
 * business (including sole traders and public bodies)"): practitioners' guides read it as covering landlords claiming
 * rent from tenants. One hint for Plan my claim and the letter before action; a module of its own, so the plan's
 * questions carry no other passage (content/shared-passages.ts holds values a bundler cannot leave out).
 */
export const LANDLORD_COUNTS_AS_BUSINESS =
  'A landlord claiming rent or other money from a tenant usually counts as a business here, so the Pre-Action Protocol for Debt Claims applies to a claim against a tenant who is an individual.';
