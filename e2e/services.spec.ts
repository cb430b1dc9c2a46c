import { DQ_FIXED_FEES } from '@/content/terms';
import { siteConfig } from '@/content/site';
import { expect, pauseClock, test } from './fixtures';

const HOME_HEADING = 'Bring or defend a small claim with confidence';

test('service pages show breadcrumbs Home / Services / page, Service and FAQPage data, and a back control to /#services', async ({ consentedPage: page }) => {
  await page.goto('/services/case-assessment-strategy');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Services', 'Case Assessment & Strategy']);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/#services');
  const data = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.map((e) => JSON.parse(e.textContent ?? '{}')));
  const service = data.find((d) => d['@type'] === 'Service');
  expect(service).toMatchObject({ name: 'Case Assessment & Strategy', provider: { '@type': 'LegalService', name: siteConfig.name } });
  expect(data.find((d) => d['@type'] === 'FAQPage').mainEntity).toHaveLength(6);
  await expect(page.locator('main details summary')).toHaveCount(6);

  // Opened directly there is no history on this site: the back control goes to the services section.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/#services$/);
});

for (const name of ['Get Your Case Assessed', 'Book Assessment']) {
  test(`${name} goes home, then scrolls to the contact form 300 ms later`, async ({ consentedPage: page }) => {
    await page.clock.install();
    await page.goto('/services/case-assessment-strategy');
    await pauseClock(page);
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    await page.clock.runFor(250);
    await expect(page.locator('#contact h2')).not.toBeInViewport();
    await page.clock.runFor(100);
    await expect(page.locator('#contact h2')).toBeInViewport();
  });
}

test('Court Preparation: the quote buttons scroll to the contact section on the same page', async ({ readOnlyPage: { page } }) => {
  await page.goto('/services/court-preparation');
  const contact = page.locator('#contact');
  await expect(contact).not.toBeInViewport();
  const quote = page.getByRole('main').locator('a[href="#contact"]').first();
  await quote.click();
  await expect(page).toHaveURL(/\/services\/court-preparation#contact$/);
  await expect(contact.getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(contact.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
  await expect(contact.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
});

test('Witness Statement Help: exact title, five things we help with, and both closing buttons scroll to contact', async ({ readOnlyPage: { page } }) => {
  await page.goto('/services/witness-statement-help');
  await expect(page).toHaveTitle('Witness Statement Help | Professional UK Small Claims Court Support');
  await expect(page.getByRole('region', { name: 'What We Help With' }).getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('main')).toContainText('statement of truth');
  const cta = page.getByRole('complementary').filter({ has: page.locator('#cta-title') });
  await expect(cta.getByRole('link', { name: 'Get Statement Help' })).toHaveAttribute('href', '#contact');
  await cta.getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.locator('#contact h2')).toBeInViewport();
});

test('phone buttons on service pages dial the support line', async ({ readOnlyPage: { page } }) => {
  for (const path of ['/services/case-assessment-strategy', '/services/judgment-enforcement', '/representation/sme-business-defence']) {
    await page.goto(path);
    const phones = page.getByRole('main').getByRole('link', { name: `Call ${siteConfig.phone.display}` });
    expect(await phones.count(), path).toBeGreaterThan(0);
    for (const link of await phones.all()) await expect(link).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
  }
});

test('packages carry the badges spec 2 names', async ({ readOnlyPage: { page } }) => {
  for (const [path, name, badge] of [
    ['/services/claim-filing-service', 'Express Filing Support', 'Most Popular'],
    ['/services/document-serving-help', 'Process Server', 'Recommended'],
    ['/services/court-preparation-coaching', 'Complete Coaching', 'Most Popular'],
    ['/services/evidence-gathering-support', 'Full Evidence Support', 'Most Popular'],
    ['/services/judgment-enforcement', 'Full Enforcement Service', 'Most Effective'],
  ] as const) {
    await page.goto(path);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
    await expect(card, path).toContainText(badge);
    await expect(card, path).toContainText('Personalised quote');
  }
});

test('Get Representation: the barrister-access button opens its site in a new tab without opener or referrer', async ({ readOnlyPage: { page } }) => {
  await page.goto('/representation/get-representation');
  const link = page.getByRole('link', { name: /Public Access Barrister/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('href', /^https:\/\/www\.barstandardsboard\.org\.uk\//);
  await expect(page.getByRole('main')).toContainText('Solicitors Regulation Authority');
  await expect(page.getByRole('main')).toContainText('Bar Standards Board');
});

test('/representation redirects to the referral page', async ({ readOnlyPage: { page } }) => {
  await page.goto('/representation');
  await expect(page).toHaveURL(/\/representation\/get-representation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get Representation');
});

test('Directions Questionnaire help: the fixed fees of spec 9 including VAT, and a button to the contact anchor', async ({ readOnlyPage: { page } }) => {
  await page.goto('/directions-questionnaire-help');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Directions Questionnaire Help']);
  const table = page.getByRole('table', { name: /fixed fees/i });
  for (const row of DQ_FIXED_FEES) {
    await expect(table.getByRole('row').filter({ hasText: row.claimValue })).toContainText(`£${row.fee}`);
  }
  await expect(table.getByRole('row')).toHaveCount(DQ_FIXED_FEES.length + 1);
  await expect(table).toContainText(/VAT/);
  await page.getByRole('main').locator('a[href="#contact"]').first().click();
  await expect(page.locator('#contact h2')).toBeInViewport();
});

test('the consumer claims page is an honest coming-soon page that still points to help', async ({ readOnlyPage: { page } }) => {
  await page.goto('/representation/consumer-claims');
  await expect(page.getByRole('main')).toContainText(/coming soon/i);
  await expect(page.getByRole('main').getByRole('link', { name: /Letter Before Action/ }).first()).toHaveAttribute('href', '/services/letter-before-action');
});
