/** Spec 2: the header's dropdown menus, with exactly the spec's entries. */
export type NavLink = { href: string; label: string; description?: string };
export type NavMenu = { label: string; links: readonly NavLink[] };

export const servicesMenu: NavMenu = {
  label: 'Our Services',
  links: [
    { href: '/services/case-assessment-strategy', label: 'Case Assessment & Strategy' },
    { href: '/services/legal-documentation', label: 'Court Document Guidance' },
    { href: '/services/court-preparation', label: 'Court Preparation' },
    { href: '/services/settlement-negotiation', label: 'Settlement Support' },
    { href: '/services/evidence-collection', label: 'Evidence Support' },
    { href: '/services/ongoing-support', label: 'Ongoing Support' },
    { href: '/services/witness-statement-help', label: 'Witness Statement Help' },
  ],
};

export const representationMenu: NavMenu = {
  label: 'Representation',
  links: [
    { href: '/representation/get-representation', label: 'Get Representation' },
    { href: '/representation/sme-business-defence', label: 'SME Business Defence' },
    { href: '/representation/consumer-claims', label: 'Consumer Claims' },
  ],
};

export const resourcesMenu: NavMenu = {
  label: 'Resources',
  links: [
    { href: '/court-forms-library', label: 'Court Forms Library' },
    { href: '/court-locations', label: 'Court Locations' },
    { href: '/legal-templates', label: 'Legal Templates' },
    { href: '/step-by-step-guide', label: 'Step-by-Step Guide' },
    { href: '/directions-questionnaire-help', label: 'Directions Questionnaire Help' },
    { href: '/faq-support', label: 'FAQ & Support' },
    { href: '/blog', label: 'Blog' },
  ],
};

export const headerMenus: readonly NavMenu[] = [servicesMenu, representationMenu, resourcesMenu];

/** Home-page sections that other pages link to (anchors on /). */
export const homeSections = {
  services: 'services',
  blog: 'blog',
  contact: 'contact',
} as const;
export type HomeSection = (typeof homeSections)[keyof typeof homeSections];

export const policyLinks: readonly NavLink[] = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-service', label: 'Terms of Service' },
  { href: '/cookie-policy', label: 'Cookie Policy' },
];
