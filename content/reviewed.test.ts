import { articleSchema } from './blog/schema';
import { articles } from './blog';
import { COURT_DETAILS_SOURCE } from './courts/courts';
import { courtFormsPage, courtLocationsPage } from './courts/pages';
import { faqPage } from './faq';
import { guideIntro, guideReviewed, guideSteps } from './guide';
import { guidePages, guidePath } from './guides';
import { guideSchema, resourcePageSchema } from './schema';
import { servicePages } from './services';
import { servicePageSchema } from './services/schema';
import { reviewedDate } from './zod-parts';
import { formatIsoMonth } from '@/lib/dates';

/**
 * Issue 16 point 13: every guide, article, service page and the court directory says when its content was last
 * reviewed, one date per record, set on the day the record is checked against its sources.
 */

/** Today in the UK as an ISO date: a review cannot have happened after it. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
/** The site's first year (spec 2's copyright): no page was reviewed before it existed. */
const FIRST_DAY = '2024-01-01';

const records: [string, string][] = [
  ['/step-by-step-guide', guideReviewed],
  ['/court-locations', courtLocationsPage.reviewed],
  ['/court-forms-library', courtFormsPage.reviewed],
  ['/faq-support', faqPage.reviewed],
  ...guidePages.map((g): [string, string] => [guidePath(g), g.reviewed]),
  ...articles.map((a): [string, string] => [`/blog/${a.slug}`, a.reviewed]),
  ...servicePages.map((p): [string, string] => [`${p.family}/${p.slug}`, p.reviewed]),
];

describe('review dates', () => {
  it('covers the guide, the court directory, the forms library, FAQ, the CCJ guide, seven articles and every service page', () => {
    expect(guidePages).toHaveLength(1);
    expect(records).toHaveLength(4 + 1 + 7 + servicePages.length);
    expect(servicePages.length).toBeGreaterThanOrEqual(19);
  });

  it.each(records)('%s has a real ISO date, not in the future nor before the site began', (_record, reviewed) => {
    expect(reviewedDate.safeParse(reviewed).success).toBe(true);
    expect(reviewed <= today).toBe(true);
    expect(reviewed >= FIRST_DAY).toBe(true);
  });

  it('is a required field of each record kind', () => {
    const withoutReview = <T extends { reviewed: string }>(record: T) => ({ ...record, reviewed: undefined });
    expect(articleSchema.safeParse(withoutReview(articles[0]!)).success).toBe(false);
    expect(servicePageSchema.safeParse(withoutReview(servicePages[0]!)).success).toBe(false);
    expect(guideSchema.safeParse({ intro: guideIntro, steps: guideSteps }).success).toBe(false);
    expect(resourcePageSchema.safeParse(withoutReview(courtLocationsPage)).success).toBe(false);
  });

  it('refuses a date that does not exist or is not an ISO date', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '23/11/2026', '2026-11-23T10:00:00Z', '']) {
      expect(reviewedDate.safeParse(bad).success).toBe(false);
    }
  });

  it('never dates an article’s review before its publication', () => {
    for (const article of articles) expect(article.reviewed >= article.date).toBe(true);
    const early = { ...articles[0]!, reviewed: '2024-01-01', date: '2024-12-10' };
    expect(articleSchema.safeParse(early).success).toBe(false);
  });

  it('validates the guide and the resource pages as records with their review date', () => {
    expect(guideSchema.safeParse({ reviewed: guideReviewed, intro: guideIntro, steps: guideSteps }).success).toBe(true);
    for (const page of [courtLocationsPage, courtFormsPage, faqPage]) {
      expect(resourcePageSchema.safeParse(page).success).toBe(true);
    }
  });
});

describe('the court directory’s data', () => {
  it('dates its source by a real month, not in the future', () => {
    expect(() => formatIsoMonth(COURT_DETAILS_SOURCE.asOf)).not.toThrow();
    expect(COURT_DETAILS_SOURCE.asOf <= today.slice(0, 7)).toBe(true);
  });
});
