import { z } from 'zod';

/** Spec 3 "service card": title, description, features list, link, keywords. */
export const serviceCardSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  features: z.array(z.string().min(1)).min(3),
  link: z.string().startsWith('/services/'),
  keywords: z.array(z.string().min(1)).min(1),
  icon: z.enum(['clipboard-check', 'file-text', 'gavel', 'handshake', 'search', 'life-buoy']),
});
export type ServiceCard = z.infer<typeof serviceCardSchema>;

/** Spec 2 (Home): the six service cards. */
export const serviceCards: readonly ServiceCard[] = [
  {
    title: 'Case Assessment & Strategy',
    description:
      'An honest look at your claim or defence before you spend money on it: how strong it is, what it is worth and how to run it.',
    features: ['Strengths and weaknesses of your case', 'Realistic value, interest and costs', 'A step-by-step plan and timetable'],
    link: '/services/case-assessment-strategy',
    keywords: ['case assessment', 'small claims strategy', 'claim value'],
    icon: 'clipboard-check',
  },
  {
    title: 'Court Document Guidance',
    description:
      'Guidance on the forms and papers the court expects, so that what you file is clear, complete and on time.',
    features: ['Claim form N1 and particulars of claim', 'Witness statements in your own words', 'Evidence bundles and court letters'],
    link: '/services/legal-documentation',
    keywords: ['N1 claim form', 'witness statement', 'evidence bundle'],
    icon: 'file-text',
  },
  {
    title: 'Court Preparation',
    description:
      'Walk into your hearing knowing what will happen, what the judge will ask and how to put your case simply.',
    features: ['Remote video preparation sessions', 'Mock questions and answers', 'Court etiquette and what to bring'],
    link: '/services/court-preparation',
    keywords: ['hearing preparation', 'small claims hearing', 'court etiquette'],
    icon: 'gavel',
  },
  {
    title: 'Settlement Negotiation',
    description:
      'Many disputes end without a hearing. We help you negotiate from a position of strength and record the deal properly.',
    features: ['Negotiation strategy and offers', 'Pre-action protocol steps', 'Mediation preparation and settlement proposals'],
    link: '/services/settlement-negotiation',
    keywords: ['settlement', 'mediation', 'without prejudice offer'],
    icon: 'handshake',
  },
  {
    title: 'Evidence Collection',
    description:
      'Judges decide on evidence. We help you find, preserve and organise the documents, photos and witnesses that prove your case.',
    features: ['Evidence checklist for your case type', 'Preserving messages and photos', 'Organising a clear, paginated bundle'],
    link: '/services/evidence-collection',
    keywords: ['evidence', 'witness', 'documents'],
    icon: 'search',
  },
  {
    title: 'Ongoing Support',
    description:
      'Support from the first letter to the final payment, with one team that knows your case at every stage.',
    features: ['Monthly retainer packages', 'Progress tracking at each stage', 'Help with enforcing a judgment'],
    link: '/services/ongoing-support',
    keywords: ['retainer', 'case support', 'enforcement'],
    icon: 'life-buoy',
  },
];

/** Spec 2 (Home): related-resource buttons. */
export const relatedResources = [
  { href: '/faq-support', label: 'FAQ & Support' },
  { href: '/step-by-step-guide', label: 'Step-by-Step Guide' },
  { href: '/court-forms-library', label: 'Court Forms Library' },
  { href: '/blog', label: 'Blog' },
] as const;

/** Spec 1: promises shown to visitors. */
export const promises = [
  { title: 'Reply within 24 hours', text: 'An initial response to every enquiry within 24 hours.' },
  { title: 'Free consultation', text: 'A free 30-45 minute initial consultation, available within 24 hours.' },
  { title: 'Clear pricing', text: 'Transparent, quote-based fees, discussed and agreed before any work starts.' },
  { title: 'Free to call', text: 'Our support line is free to call from UK landlines and mobiles.' },
] as const;
