import type { Page } from '@playwright/test';
import { ANALYTICS_RETENTION, CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, GA_SESSION_COOKIE, cookieTable } from '@/content/cookies';
import { faqGroups } from '@/content/faq';
import { EX50_URL } from '@/content/fees';
import { guideSteps } from '@/content/guide';
import { siteConfig } from '@/content/site';
import { getRoute } from '@/lib/routes';
import { expect, test } from './fixtures';

type JsonLdNode = Record<string, unknown> & { '@type'?: string };

/** Every JSON-LD node on the page (a block may hold one node or a list). */
async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.flatMap((e) => [JSON.parse(e.textContent ?? '{}') as JsonLdNode | JsonLdNode[]].flat()));
}

test('step-by-step guide: eight steps with their details, breadcrumb and back to home', async ({ readOnlyPage: { page } }) => {
  await page.goto('/step-by-step-guide');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Step-by-Step Guide']);
  const steps = page.getByRole('main').locator('ol > li').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(steps).toHaveCount(8);
  for (const [i, step] of guideSteps.entries()) {
    await expect(steps.nth(i).getByRole('heading', { level: 2 })).toHaveText(`Step ${step.step}: ${step.title}`);
    await expect(steps.nth(i).getByRole('listitem')).toHaveCount(step.details.length);
  }

  // The same eight steps as HowTo structured data, each with its details as directions.
  const howTo = (await jsonLdNodes(page)).find((d) => d['@type'] === 'HowTo');
  expect(howTo).toMatchObject({ '@context': 'https://schema.org', name: getRoute('/step-by-step-guide').title });
  const howToSteps = howTo!.step as { '@type': string; name: string; position: number; itemListElement: unknown[] }[];
  expect(howToSteps.map((s) => [s['@type'], s.position, s.name])).toEqual(guideSteps.map((s) => ['HowToStep', s.step, s.title]));
  expect(howToSteps.map((s) => s.itemListElement.length)).toEqual(guideSteps.map((s) => s.details.length));
});

test('FAQ and support: three groups of three, contact cards, buttons and FAQPage data', async ({ readOnlyPage: { page } }) => {
  await page.goto('/faq-support');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'FAQ & Support']);
  for (const group of faqGroups) {
    const section = page.getByRole('region', { name: group.title });
    await expect(section.locator('summary')).toHaveText(group.faqs.map((f) => f.question));
  }
  const first = faqGroups[0]!.faqs[0]!;
  const item = page.locator('details').filter({ hasText: first.question });
  await item.locator('summary').click();
  await expect(item).toHaveAttribute('open', '');

  // Spec 9's fee quote is out of date, so the answer sends the visitor to the official fee list.
  const cost = page.locator('details').filter({ hasText: 'How much does it cost to make a small claim?' });
  await cost.locator('summary').click();
  await expect(cost).toContainText('from £35 for claims up to £300, to £770 for claims of £5,000 to £10,000');
  await expect(cost.getByRole('link', { name: 'EX50 fees list' })).toHaveAttribute('href', EX50_URL);

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
  await expect(main.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
  await expect(page.getByRole('link', { name: 'Get Professional Assessment' })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);

  const faq = await page.locator('script[type="application/ld+json"]').evaluateAll((els) =>
    els.map((e) => JSON.parse(e.textContent ?? '{}')).find((d) => d['@type'] === 'FAQPage'),
  );
  expect(faq.mainEntity).toHaveLength(9);

  await page.getByRole('link', { name: 'View Our Services' }).click();
  // Issue 26: the section goes into the address as the page scrolls to it.
  await expect(page).toHaveURL(/\/#services$/);
  await expect(page.locator('#services h2')).toBeInViewport();
});

test('cookie policy: last updated is the browser’s today, every cookie and storage item, and the settings button', async ({ consentedPage: page }) => {
  await page.clock.install({ time: new Date('2027-03-05T10:00:00') });
  await page.goto('/cookie-policy');
  await expect(page.getByText('Last updated: 5 March 2027')).toBeVisible();

  const table = page.getByRole('table', { name: 'Cookies used on this website' });
  await expect(table.getByRole('row')).toHaveCount(cookieTable.length + 1);
  for (const item of cookieTable) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: item.name, exact: true }) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(new RegExp(item.kind, 'i'));
    await expect(row).toContainText(item.provider);
    await expect(row).toContainText(item.expiry);
  }
  // GA4 sets _ga and _ga_<container-id> (2 years each), never _gid; no session-identifier cookie exists.
  await expect(table.getByRole('rowheader', { name: GA_SESSION_COOKIE, exact: true })).toBeVisible();
  await expect(table).not.toContainText('_gid');
  await expect(table).not.toContainText('24 hours');
  await expect(table).not.toContainText('scc_session');

  // The consent cookie the browser really holds is the one the table names, with the lifetime it states.
  await page.getByRole('button', { name: 'Change cookie settings' }).click();
  const banner = page.getByRole('region', { name: /Cookies on/ });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Save cookie choices' }).click();
  await expect(banner).toBeHidden();
  const consent = (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);
  expect(consent).toBeDefined();
  // The browser dates the cookie by its real clock, not the page's installed one.
  const days = (consent!.expires * 1000 - Date.now()) / 86_400_000;
  expect(Math.round(days)).toBe(CONSENT_MAX_AGE_SECONDS / 86_400);
  expect(cookieTable.find((c) => c.name === CONSENT_COOKIE)?.expiry).toBe('1 year');
});

test('legal pages: terms are governed by the law of England and Wales; privacy names the ICO', async ({ readOnlyPage: { page } }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('main')).toContainText('England and Wales');
  for (const heading of [/obligations/i, /fees/i, /cancel/i, /indemnity/i, /responsibility/i, /complaints/i, /governing law/i]) {
    await expect(page.getByRole('heading', { level: 2, name: heading }).first()).toBeVisible();
  }
  await page.goto('/privacy-policy');
  await expect(page.getByRole('main')).toContainText("Information Commissioner's Office");
  await expect(page.getByRole('main')).toContainText(siteConfig.companyNumber);
  // Analytics retention is the GA4 property's setting, stated from one constant.
  await expect(page.getByRole('main')).toContainText(`${ANALYTICS_RETENTION}, after which Google deletes it automatically`);
});
