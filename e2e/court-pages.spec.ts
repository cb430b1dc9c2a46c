import { readFileSync } from 'node:fs';
import { courts } from '@/content/courts/courts';
import { MONEY_CLAIMS_HELPLINE } from '@/content/courts/contacts';
import { courtPageText, courtPageTitle, nationalIssuingCentreText, smallClaimsHearingPassage } from '@/content/courts/court-page';
import { contactsFor } from '@/content/courts/hearing-centre-contacts';
import { HEARING_CENTRES_SOURCE, hearingCentres } from '@/content/courts/hearing-centres';
import { htmlFileFor } from '@/build/audit/page-weight';
import { courtPagePath, directionsUrl, factCourtUrl } from '@/lib/courts/links';
import { nearestHearingCentres } from '@/lib/courts/nearest';
import { TITLE_TEMPLATE } from '@/lib/seo';
import { toPlainText } from '@/content/inline-markup';
import { expect, seriousViolations, test, waitForHydration } from './fixtures';

/** Issue 27: a page per County Court hearing centre at /court-locations/<FaCT slug>. */
const centre = (slug: string) => hearingCentres.find((c) => c.slug === slug)!;
const truro = centre('truro-county-court-and-family-court');
const leeds = centre('leeds-combined-court-centre');
const leedsCard = courts.find((c) => c.id === 'leeds')!;
const mootHall = centre('newcastle-moot-hall');
const cnbc = hearingCentres.find((c) => c.kind === 'national-issuing-centre')!;

test.describe('a court’s own page', () => {
  test('has its own title, the court’s address, areas of law, the data date and licence', async ({ readOnlyPage: { page } }) => {
    const response = await page.goto(courtPagePath(truro.slug));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(TITLE_TEMPLATE.replace('%s', courtPageTitle(truro)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(truro.name);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Court Locations' })).toHaveAttribute('href', '/court-locations');
    await expect(page.locator('main address')).toContainText(truro.address.postcode);
    for (const area of truro.areasOfLaw) await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^${area}$`) })).toHaveCount(1);
    await expect(page.getByText(HEARING_CENTRES_SOURCE.dateLine)).toBeVisible();
    await expect(page.locator('main')).toContainText(HEARING_CENTRES_SOURCE.attribution);
    await expect(page.getByRole('link', { name: /Open Government Licence v3.0/ })).toHaveAttribute('href', /open-government-licence\/version\/3/);
    await expect(page.getByText(toPlainText(smallClaimsHearingPassage.paragraphs[1]!))).toBeVisible();
  });

  test('gives the court’s phone lines, emails and opening times from the 2021 data, marked as such; the national centre why it gives none', async ({ readOnlyPage: { page } }) => {
    await page.goto(courtPagePath(leeds.slug));
    const contact = page.getByRole('region', { name: courtPageText.contactHeading });
    await expect(contact.getByText(courtPageText.contactDataMark)).toBeVisible();
    const leedsContacts = contactsFor(leeds.slug)!;
    // The featured court's own number is given once, beside its address, not again in the list.
    for (const phone of leedsContacts.phones.filter((p) => p.number !== leedsCard.phone)) {
      await expect(contact.getByRole('listitem').filter({ hasText: `${phone.name}:` }).getByRole('link', { name: phone.number.replace(/ /g, '\u00a0') })).toHaveAttribute('href', `tel:${phone.number.replace(/\s/g, '')}`);
    }
    await expect(contact.getByRole('link', { name: leedsContacts.emails[0]!.address })).toHaveAttribute('href', `mailto:${leedsContacts.emails[0]!.address}`);
    await expect(contact).toContainText(`${leedsContacts.openingTimes[0]!.what}: ${leedsContacts.openingTimes[0]!.hours}`);
    await page.goto(courtPagePath(cnbc.slug));
    const national = page.getByRole('region', { name: courtPageText.contactHeading });
    await expect(national).toContainText(courtPageText.nationalContacts);
    await expect(national.getByRole('link', { name: MONEY_CLAIMS_HELPLINE.display.replace(/ /g, '\u00a0') })).toHaveAttribute('href', 'tel:03001237050');
    await expect(national.getByText(courtPageText.contactDataMark)).toHaveCount(0);
  });

  test('labels each contact line by what it is for, in English, with no family, Court of Protection or other court’s address and no Covid closure (issues 51, 54)', async ({ readOnlyPage: { page } }) => {
    await page.goto(courtPagePath('cardiff-civil-and-family-justice-centre'));
    let contact = page.getByRole('region', { name: courtPageText.contactHeading });
    const line = (label: string) => contact.getByRole('listitem').filter({ hasText: new RegExp(`^${label}: `) });
    await expect(line('Possession cases').getByRole('link', { name: 'possessions.cardiff.countycourt@justice.gov.uk' })).toHaveAttribute('href', 'mailto:possessions.cardiff.countycourt@justice.gov.uk');
    await expect(line('Support through Court').getByRole('link', { name: 'cardiff@supportthroughcourt.org' })).toBeVisible();
    await expect(line('For Welsh speakers').getByRole('link', { name: '0300\u00a0303\u00a05174' })).toHaveAttribute('href', 'tel:03003035174');
    await expect(contact.getByRole('link', { name: /Cardiffcop@|administrativecourtoffice/i })).toHaveCount(0);
    // The 2020 notice ran its Welsh on after the English: the page, in English, gives the English.
    await expect(line('Counter open')).toHaveText('Counter open: A limited appointment-only counter service will be available to customers from Monday 17th August 2020');
    await expect(contact).not.toContainText('bydd system');

    await page.goto(courtPagePath('brighton-county-court'));
    contact = page.getByRole('region', { name: courtPageText.contactHeading });
    await expect(line('For Civil enquiries').getByRole('link', { name: 'hearings.brighton.countycourt@justice.gov.uk' })).toBeVisible();
    await expect(line('Enquiries')).toContainText('(from 9am to 5pm)');
    await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(1);

    await page.goto(courtPagePath('bristol-civil-and-family-justice-centre'));
    contact = page.getByRole('region', { name: courtPageText.contactHeading });
    const mail = await contact.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.filter((href) => /famil|courtofprotection|cop[.@]|dcj|tcc|mercantile|clinneg|frc/i.test(href))).toEqual([]);
    await expect(contact.getByRole('listitem').filter({ hasText: /^Enquiries: / })).toHaveCount(0);

    for (const slug of ['leicester-county-court-and-family-court', 'northampton-crown-county-and-family-court', 'newport-south-wales-county-court-and-family-court']) {
      await page.goto(courtPagePath(slug));
      await expect(page.getByRole('region', { name: courtPageText.contactHeading })).not.toContainText(/Covid|closed until further notice/i);
    }
  });

  test('gives an address without a part twice (issue 54: “Royal Courts of Justice”)', async ({ readOnlyPage: { page } }) => {
    await page.goto(courtPagePath('central-london-county-court'));
    const address = page.locator('main address');
    await expect(address).toContainText('County Court at Central London');
    expect(((await address.textContent()) ?? '').match(/Royal Courts of Justice/g)).toHaveLength(1);
  });

  test('carries Courthouse JSON-LD for the court, linking this page and its live FaCT page', async ({ readOnlyPage: { page } }) => {
    await page.goto(courtPagePath(truro.slug));
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    const court = blocks.find((b) => b['@type'] === 'Courthouse');
    expect(court).toMatchObject({
      '@context': 'https://schema.org',
      name: truro.name,
      sameAs: factCourtUrl(truro.slug),
      address: { '@type': 'PostalAddress', postalCode: truro.address.postcode, addressCountry: 'GB' },
      geo: { latitude: truro.coordinates.lat, longitude: truro.coordinates.lng },
    });
    expect(new URL(court!['url'] as string).pathname).toBe(courtPagePath(truro.slug));
    expect(court).not.toHaveProperty('telephone');
    expect(blocks.some((b) => b['@type'] === 'BreadcrumbList')).toBe(true);
  });

  test('links the live FaCT page, directions, and the nearest courts’ own pages, which exist', async ({ readOnlyPage: { page }, request }) => {
    await page.goto(courtPagePath(truro.slug));
    const fact = page.getByRole('link', { name: /Find a Court or Tribunal/ });
    await expect(fact).toHaveAttribute('href', factCourtUrl(truro.slug));
    await expect(fact).toHaveAttribute('target', '_blank');
    await expect(page.locator('main').getByText('for opening times and phone numbers before a visit')).toBeVisible();
    await expect(page.getByRole('link', { name: /Directions in Google Maps/ })).toHaveAttribute('href', directionsUrl(truro.address.postcode));
    const expected = nearestHearingCentres(truro, hearingCentres);
    const nearest = page.locator('[data-nearest-courts] a');
    await expect(nearest).toHaveText(expected.map((n) => n.court.name));
    await expect(page.locator('[data-nearest-courts] li').first()).toContainText(/\(\d+(\.\d)? miles?\)/);
    for (const href of await nearest.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });

  test('ships no framework script; a featured court’s page gives its phone, any other only the 2021 data’s, under its mark', async ({ readOnlyPage: { page } }) => {
    const html = readFileSync(htmlFileFor('out', courtPagePath(truro.slug)), 'utf8');
    expect(html).not.toMatch(/\/_next\/static\/chunks\/[^"]+\.js/);
    expect(html).not.toContain('__next_f');

    await page.goto(courtPagePath(leeds.slug));
    await expect(page.getByRole('link', { name: leedsCard.phone! })).toHaveAttribute('href', `tel:${leedsCard.phone!.replace(/\s/g, '')}`);
    await expect(page.getByText('Featured court.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See it in the directory' })).toHaveAttribute('href', '/court-locations#court-leeds');
    await page.goto(courtPagePath(truro.slug));
    await expect(page.getByText('Featured court.')).toHaveCount(0);
    const contact = page.getByRole('region', { name: courtPageText.contactHeading });
    await expect(page.locator('main a[href^="tel:"]')).toHaveCount(contactsFor(truro.slug)!.phones.length);
    await expect(contact.locator('a[href^="tel:"]')).toHaveCount(contactsFor(truro.slug)!.phones.length);
    await expect(contact.getByText(courtPageText.contactDataMark)).toBeVisible();
  });

  test('Newcastle Moot Hall carries its note', async ({ readOnlyPage: { page } }) => {
    await page.goto(courtPagePath(mootHall.slug));
    await expect(page.getByText(mootHall.note!)).toBeVisible();
  });

  test('the Civil National Business Centre’s page says what it is, and no hearing passage', async ({ readOnlyPage: { page } }) => {
    await page.goto(courtPagePath(cnbc.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Civil National Business Centre');
    await expect(page.getByText(nationalIssuingCentreText.paragraphs[0])).toBeVisible();
    await expect(page.getByText(cnbc.note!)).toBeVisible();
    await expect(page.getByRole('heading', { name: smallClaimsHearingPassage.heading })).toHaveCount(0);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, unknown>);
    expect(blocks.find((b) => b['name'] === 'Civil National Business Centre')?.['@type']).toBe('GovernmentOffice');
  });

  test('is free of serious accessibility problems at 390 px', async ({ readOnlyPage: { page } }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const court of [truro, leeds, cnbc]) {
      await page.goto(courtPagePath(court.slug));
      await waitForHydration(page);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});

test.describe('favourites for any court', () => {
  test('a court saved on its page stays saved across pages, shows on the directory and in the saved list, and back', async ({ consentedPage: page }) => {
    await page.goto(courtPagePath(leeds.slug));
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: `Favourite: ${leeds.name}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // Another court's page, then back: still saved.
    await page.goto(courtPagePath(truro.slug));
    await waitForHydration(page);
    await page.getByRole('button', { name: `Favourite: ${truro.name}` }).click();
    await page.goto(courtPagePath(leeds.slug));
    await waitForHydration(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // The directory's card for the same court, and the saved list linking both pages.
    await page.goto('/court-locations');
    await waitForHydration(page);
    const card = page.getByRole('button', { name: `Favourite: ${leedsCard.name}` });
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    const saved = page.getByRole('region', { name: 'Your saved courts' });
    await expect(saved.getByRole('link')).toHaveCount(2);
    await expect(saved.getByRole('link').first()).toHaveAttribute('href', courtPagePath(leeds.slug));
    await expect(saved.getByRole('link').nth(1)).toHaveAttribute('href', courtPagePath(truro.slug));

    // Removed on the card: gone from the list at once, and from the court's page.
    await card.click();
    await expect(card).toHaveAttribute('aria-pressed', 'false');
    await expect(saved.getByRole('link')).toHaveCount(1);
    await page.goto(courtPagePath(leeds.slug));
    await waitForHydration(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('court-favourites'))).toBe(JSON.stringify([truro.slug]));
  });

  test('with nothing saved, the saved list is not shown', async ({ readOnlyPage: { page } }) => {
    await page.goto('/court-locations');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Your saved courts' })).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the court page reads in full and the favourite toggle is hidden', async ({ readOnlyPage: { page } }) => {
    await page.goto(courtPagePath(truro.slug));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(truro.name);
    await expect(page.getByText(HEARING_CENTRES_SOURCE.dateLine)).toBeVisible();
    await expect(page.getByRole('button', { name: `Favourite: ${truro.name}`, includeHidden: true })).toBeHidden();
  });
});
