/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { legalServiceProps, organizationProps, websiteJsonLd } from '@/lib/json-ld';
import { phoneWording } from '@/content/freephone';
import { pendingLaunchChecks } from '@/build/launch-check/launch-checks';
import { parsePage, structuredDataProblems } from '@/build/audit/page-checks';
import { getRoute } from '@/lib/routes';
import { articles, getArticle } from './blog';
import type { ArticleBlock } from './blog/schema';
import { faqGroups, faqPage } from './faq';
import { BLOG_FEE_TABLE, CURRENT_HEARING_FEES, CURRENT_ISSUE_FEES, EX50_URL, FEES_CHECKED } from './fees';
import { guideIntro, guideSteps } from './guide';
import { promises } from './promises';
import { ARTICLE_QUOTE_ATTRIBUTION } from './provider-claims';
import * as passages from './shared-passages';
import { phoneCalls, siteConfig } from './site';

/**
 * Issue 24, points 10 and 11: claims the site must be able to stand behind. Free calls only on a freephone number,
 * no self-serving rating in structured data, the article quote's attribution listed with the claims to confirm,
 * and the fees article leading with the current fees.
 */

const ROOT = join(__dirname, '..');
const source = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Every .ts/.tsx source file under the given folders, tests excluded. */
function sourceFiles(...folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => relative(ROOT, join(e.parentPath, e.name))),
  );
}

/** Every string inside a value, depth first. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return (Array.isArray(value) ? value : Object.values(value)).flatMap(stringsIn);
}

describe('free to call only on an 0800 or 0808 number (issue 24, point 10)', () => {
  it('the support line today is an 0808 number, so the spec’s free-to-call line is shown', () => {
    expect(siteConfig.phone.display).toMatch(/^0808 /);
    expect(phoneCalls.free).toBe(true);
    expect(siteConfig.phone.free).toBe(true);
    expect(siteConfig.phone.note).toBe('Free to call from UK landlines and mobiles');
    expect(siteConfig.phone.callUs).toBe('call us free');
    expect(promises.map((p) => p.title)).toContain('Free to call');
  });

  it('the wording follows from the number: a non-freephone number gets a neutral note, "call us" and no promise', () => {
    for (const number of ['0121 496 0000', '0300 123 5577', '0845 600 0000', '+44 20 7946 0018']) {
      const wording = phoneWording(number);
      expect(wording.free).toBe(false);
      expect(wording.note).toBe('Call charges depend on your phone provider');
      expect(wording.callUs).toBe('call us');
      expect(wording.callUsTitle).toBe('Call us');
      expect(wording.promise).toBeNull();
    }
    expect(phoneWording('0800 123 4567').promise).toEqual({ title: 'Free to call', text: 'Our support line is free to call from UK landlines and mobiles.' });
  });

  it('the site config takes the note and the promise from the number, never as fixed text', () => {
    const site = source('content/site.ts');
    expect(site).toMatch(/phoneCalls = phoneWording\(PHONE_DISPLAY, PHONE_E164\)/);
    expect(site).toMatch(/note: phoneCalls\.note/);
    expect(source('content/promises.ts')).toMatch(/phoneCalls\.promise/);
  });

  it('no component, page, library or content module claims free calls in its own words', () => {
    const files = [...sourceFiles('components', 'app', 'islands', 'shell', 'lib', 'content')];
    const claims = files
      .filter((f) => f !== 'content/freephone.ts')
      .flatMap((f) =>
        source(f)
          .split('\n')
          .map((line, i) => ({ at: `${f}:${i + 1}`, line }))
          .filter(({ line }) => !/^\s*(\/\/|\*|\/\*\*)/.test(line))
          // The import of the check itself, and wording chosen by it (`siteConfig.phone.free ? 'Call free' : 'Call'`).
          .filter(({ line }) => !/from '(@\/content|\.)\/freephone'|phone\.free \?/.test(line))
          .filter(({ line }) => /free to call|free-to-call|freephone|call (us )?free\b|free support line/i.test(line)),
      )
      .map(({ at, line }) => `${at}: ${line.trim()}`);
    expect(claims).toEqual([]);
  });
});

describe('no self-serving rating in structured data (issue 24, point 10)', () => {
  it('the business’s own JSON-LD carries no aggregateRating or review', () => {
    for (const node of [organizationProps(), legalServiceProps(), websiteJsonLd()]) {
      expect(node).not.toHaveProperty('aggregateRating');
      expect(node).not.toHaveProperty('review');
      expect(JSON.stringify(node)).not.toMatch(/aggregateRating|AggregateRating/);
    }
    expect(source('lib/json-ld.ts')).not.toMatch(/^\s*aggregateRating\s*:/m);
    expect(source('lib/json-ld.ts')).not.toMatch(/reviewRating/);
  });

  it('the visible rating stays on the home page and on the before-launch checklist', () => {
    expect(source('components/home/hero.tsx')).toMatch(/Rated \{reviewRating\.value\} out of \{reviewRating\.best\} from \{reviewRating\.count\} reviews/);
    const checklist = source('README.md').split('## Before launch: the checklist')[1] ?? '';
    expect(checklist).toMatch(/Rated 4\.8 out of 5 from 127 reviews/);
  });

  it('the checks of every exported page (npm run test:html) refuse a page whose JSON-LD carries an aggregateRating', () => {
    const rated = { ...organizationProps(), aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 127 } };
    const page = parsePage(`<script type="application/ld+json">${JSON.stringify([{ '@type': 'BreadcrumbList' }, rated])}</script>`);
    expect(structuredDataProblems(getRoute('/faq-support'), page)).toContain('JSON-LD block 1 carries an aggregateRating');
  });
});

describe('the Top 10 Mistakes quote is attributed to a job title at the business (issue 24, point 11)', () => {
  const article = getArticle('top-10-mistakes-that-lose-small-claims-cases')!;
  const quotes = article.sections.flatMap((s) => s.blocks).filter((b) => b.type === 'quote');

  it('says "Senior Legal Consultant, Small Claims Compass", as spec 2 asks', () => {
    expect(quotes).toHaveLength(1);
    expect(quotes[0]).toMatchObject({ attribution: 'Senior Legal Consultant, Small Claims Compass' });
    expect(ARTICLE_QUOTE_ATTRIBUTION).toBe(`Senior Legal Consultant, ${siteConfig.name}`);
  });

  it('is defined with the other claims to confirm before launch, imported by the article, and on the checklist', () => {
    const articleSource = source('content/blog/articles/top-10-mistakes-that-lose-small-claims-cases.ts');
    expect(articleSource).toMatch(/import \{ ARTICLE_QUOTE_ATTRIBUTION \} from '\.\.\/\.\.\/provider-claims'/);
    expect(articleSource).not.toMatch(/Senior Legal Consultant/);
    expect(source('content/provider-claims.ts')).toMatch(/export const ARTICLE_QUOTE_ATTRIBUTION = /);
    const checklist = source('README.md').split('## Before launch: the checklist')[1] ?? '';
    const ratingsBullet = checklist.split('\n- [ ]').find((bullet) => /Rating, review count, testimonials/.test(bullet)) ?? '';
    expect(ratingsBullet).toMatch(/ARTICLE_QUOTE_ATTRIBUTION/);
    expect(ratingsBullet).toMatch(/Senior Legal Consultant, Small Claims Compass/);
    expect(pendingLaunchChecks().find((c) => c.where.startsWith('content/provider-claims.ts'))?.item).toMatch(/quote/);
  });
});

describe('the fees article leads with the current fees (issue 24, point 11)', () => {
  const article = getArticle('understanding-small-claims-court-fees-and-costs')!;
  const blocks: ArticleBlock[] = article.sections.flatMap((s) => s.blocks);
  const feeTables = blocks.flatMap((b, index) => (b.type === 'fee-table' ? [{ ...b, index }] : []));

  it('its first fee table is the current issue and hearing fees, as at the date we checked', () => {
    expect(feeTables).toHaveLength(2);
    const [current] = feeTables;
    expect(current!.caption).toBe(`Small claims court fees as at ${FEES_CHECKED}, by claim value`);
    // Issue fee (FACTS.md §2, since 2015) and small claims hearing fee (since 30 September 2021) for each band.
    expect(current!.rows.map((r) => [r.claimValue, r.courtFee, r.hearingFee])).toEqual([
      ['Up to £300', 35, 27],
      ['£300.01 to £500', 50, 59],
      ['£500.01 to £1,000', 70, 85],
      ['£1,000.01 to £1,500', 80, 123],
      ['£1,500.01 to £3,000', 115, 181],
      ['£3,000.01 to £5,000', 205, 346],
      ['£5,000.01 to £10,000', 455, 346],
    ]);
    // Taken from content/fees.ts, not typed again.
    expect(current!.rows.map((r) => r.courtFee)).toEqual(CURRENT_ISSUE_FEES.slice(0, 7).map((b) => ('fee' in b ? b.fee : NaN)));
    expect(new Set(current!.rows.map((r) => r.hearingFee))).toEqual(new Set(CURRENT_HEARING_FEES.map((b) => b.fee)));
  });

  it('gives the date and the EX50 link before the current table, and what is known of the proposed changes', () => {
    const before = blocks.slice(0, feeTables[0]!.index).flatMap(stringsIn).join('\n');
    expect(before).toContain(`as at ${FEES_CHECKED}`);
    expect(before).toContain(EX50_URL);
    const feeChanges = blocks.findIndex((b) => stringsIn(b).includes(passages.FEE_CHANGES_UNCONFIRMED));
    expect(feeChanges).toBeGreaterThan(feeTables[0]!.index);
    expect(feeChanges).toBeLessThan(feeTables[1]!.index);
  });

  it('keeps the spec’s table (spec 9) after it, with its rows, clearly labelled as earlier figures', () => {
    const earlier = feeTables[1]!;
    expect(earlier.rows).toEqual([...BLOG_FEE_TABLE]);
    expect(earlier.caption).toMatch(/^Earlier figures, now out of date/);
    const heading = blocks.slice(feeTables[0]!.index, earlier.index).find((b) => b.type === 'subheading');
    expect(heading).toMatchObject({ text: 'Earlier figures, now out of date' });
    const note = blocks.slice(feeTables[0]!.index, earlier.index).flatMap(stringsIn).join('\n');
    expect(note).toMatch(/out of date: its top band adds up to £790/);
    expect(note).toContain(passages.CHECK_CURRENT_FEE);
  });

  it('no longer leads with the spec’s table or a separate out-of-date hearing fee note', () => {
    expect(blocks.findIndex((b) => b.type === 'fee-table')).toBe(feeTables[0]!.index);
    expect(feeTables[0]!.rows).not.toEqual([...BLOG_FEE_TABLE]);
    expect(stringsIn(article)).not.toContain('Fees change');
  });
});

describe('no sentence about a date already past says it is still ahead (issue 24, point 11)', () => {
  /** The words of the articles, FAQ and guide, with the shared passages (kept elsewhere) taken out. */
  const ownWords = (() => {
    const shared = Object.values(passages).filter((p): p is string => typeof p === 'string').sort((a, b) => b.length - a.length);
    return stringsIn([articles, faqPage, faqGroups, guideIntro, guideSteps]).map((text) => shared.reduce((t, p) => t.split(p).join(' '), text));
  })();

  it('says no fee change is "proposed" except in the passage that gives the date we looked', () => {
    expect(ownWords.filter((t) => /\bproposed\b|13 July 2026|changes were proposed/i.test(t))).toEqual([]);
  });

  it('does not restate the mediation pilot’s dates in an article’s own words', () => {
    expect(ownWords.filter((t) => /set to end on|21 May 2026|pilot scheme has added|\bIt now follows the directions questionnaire/i.test(t))).toEqual([]);
  });
});
