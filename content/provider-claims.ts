import { LAUNCH_CONFIRMED } from './launch';

/**
 * CONFIRM BEFORE LAUNCH. Every rating, review count, testimonial, success rate and result figure the site shows,
 * and the job title a quote is attributed to, is the provider's own claim (spec 1 "marketing statistics", spec 9 "rating 4.8 from 127 reviews"), and lives
 * here and nowhere else. Under the Digital Markets, Competition and Consumers Act 2024 (in force 6 April 2025)
 * publishing fake or unverified reviews is a banned practice (FACTS.md section 9): before launch, replace each
 * value with one taken from real, verifiable records, or delete it (the pages that show it then need their
 * section removed). README.md's before-launch checklist points here.
 */

/** True once every value below has been confirmed from real records (or removed): confirmed in content/launch.ts. */
export const PROVIDER_CLAIMS_CONFIRMED: boolean = LAUNCH_CONFIRMED.providerClaims;

export type ProviderStatistic = {
  /** As displayed, e.g. "67%" or "£1.8m". */
  value: string;
  /** Completes the sentence that starts with the value. */
  label: string;
};

/** Spec 9: the review rating shown in the hero (deliberately not in structured data: see lib/json-ld.ts). */
export const reviewRating = { value: 4.8, count: 127, best: 5 } as const;

/** Spec 1: the marketing statistics claimed in copy. */
export const providerStatistics = {
  casesLostThroughPoorAssessment: { value: '67%', label: 'of lost cases are lost through poor assessment before the claim starts' },
  selfRepresentedLostThroughPreparation: {
    value: '78%',
    label: 'of self-represented claimants who lose do so because of poor preparation',
  },
  winnersNeverCollecting: { value: '73%', label: 'of people who win a judgment never collect the money' },
  selfRepresentedSuccess: { value: '60%', label: 'success rate for people who represent themselves without support' },
  clientSuccess: { value: '94%', label: 'success rate for clients who used our assessment and preparation support' },
  collectionSuccess: { value: '89%', label: 'of our enforcement clients recovered money owed to them' },
  // Our clients recover the money themselves, through the court: we do not collect it (the enforcement page says so).
  amountCollected: { value: '£1.8m', label: 'recovered by our enforcement clients through the court' },
  averageCollectionDays: { value: '45 days', label: 'average time from instruction to the first money a client recovered' },
} as const satisfies Record<string, ProviderStatistic>;

export type ProviderStatisticId = keyof typeof providerStatistics;

export type Testimonial = { quote: string; name: string; context: string };

/** Spec 2: Initial Assessment Help shows "a quote card with a testimonial". */
export const testimonials = {
  initialAssessment: {
    quote:
      'I was ready to issue a claim for the full amount plus costs I could never have recovered. The assessment showed me which parts of my claim were strong, what I could realistically get back, and what to send first. The builder paid after my letter before action.',
    name: 'Claire, Shrewsbury',
    context: 'Claimant, unpaid building work refund',
  },
} as const satisfies Record<string, Testimonial>;

export type TestimonialId = keyof typeof testimonials;

/**
 * Spec 2: the Top 10 Mistakes article has "a quote attributed to a senior legal consultant": a job title at the
 * business, not a named person. Before launch, confirm that someone at the business holds this title and gave
 * (or approved) the quote, or change the attribution.
 */
export const ARTICLE_QUOTE_ATTRIBUTION = 'Senior Legal Consultant, Small Claims Compass';

/** Spec 3: each template's usage count and rating, shown on its card (templates 1 to 6). */
export const templateStats: Readonly<Record<number, { uses: number; rating: number }>> = {
  1: { uses: 2847, rating: 4.9 },
  2: { uses: 1923, rating: 4.8 },
  3: { uses: 1456, rating: 4.7 },
  4: { uses: 2103, rating: 4.8 },
  5: { uses: 987, rating: 4.6 },
  6: { uses: 654, rating: 4.7 },
};
