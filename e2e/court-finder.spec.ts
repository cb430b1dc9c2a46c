import { finderMessages } from '@/content/courts/finder-messages';
import { courtMessages } from '@/content/courts/messages';
import { courtPagePath, factCourtUrl } from '@/lib/courts/links';
import { expect, seriousViolations, test } from './fixtures';

/** Issue 27: "Which court will deal with my claim?" on /court-locations, and postcodes in the directory's search box. */
const finderOf = (page: import('@playwright/test').Page) => page.getByRole('region', { name: finderMessages.heading });

async function ask(page: import('@playwright/test').Page, postcode: string, kind?: 'Money claim' | 'Housing possession' | 'Bankruptcy') {
  const finder = finderOf(page);
  await finder.getByLabel(finderMessages.postcodeLabel, { exact: true }).fill(postcode);
  if (kind) await finder.getByRole('radio', { name: kind }).check();
  await finder.getByRole('button', { name: finderMessages.submit }).click();
  return finder;
}

const courtLink = (scope: import('@playwright/test').Locator, name: string) => scope.getByRole('link', { name, exact: true });

test.describe('court finder', () => {
  test('a full postcode listed in a catchment: the court, its page, its live FaCT page and the data date', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    const finder = await ask(page, 'cf3  8au');
    await expect(finder.getByRole('heading', { name: 'Courts for CF3 8AU' })).toBeFocused();
    await expect(finder).toContainText(finderMessages.byLevel.full);
    const cardiff = courtLink(finder, 'Cardiff Civil and Family Justice Centre');
    await expect(cardiff).toHaveAttribute('href', courtPagePath('cardiff-civil-and-family-justice-centre'));
    await expect(finder.getByRole('listitem').first()).toContainText('2 Park Street, Cardiff, CF10 1ET');
    await expect(finder.getByRole('link', { name: /^Opening times and phone numbers for Cardiff Civil and Family Justice Centre/ })).toHaveAttribute(
      'href',
      factCourtUrl('cardiff-civil-and-family-justice-centre'),
    );
    await expect(finder.getByRole('heading', { name: finderMessages.nextNearest })).toBeVisible();
    await expect(finder).toContainText('HMCTS court data, March 2021');
    await expect(finder).toContainText('Civil National Business Centre in Northampton');
    await expect(finder).toContainText('enter the defendant’s postcode');
    await expect(page).toHaveURL(/finder-postcode=cf3\+\+8au&finder-case=money/);
  });

  test('one matched by outcode, one by area letters, one by the nearest fallback, one for housing possession', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    let finder = await ask(page, 'NE1 7RU');
    await expect(courtLink(finder, 'Newcastle Civil & Family Courts and Tribunals Centre')).toBeVisible();
    // Issue 54: a court in the postcode's own district is not "0.7 miles from NE1" (from the district's centre).
    await expect(finder).toContainText('(in NE1, the same postcode district)');

    finder = await ask(page, 'CF10 1ET');
    await expect(finder.getByRole('heading', { name: 'Courts for CF10 1ET' })).toBeFocused();
    await expect(finder).toContainText(finderMessages.byLevel.area);
    await expect(courtLink(finder, 'Cardiff Civil and Family Justice Centre')).toBeVisible();
    await expect(finder).toContainText('Cardiff Civil and Family Justice Centre (in CF10, the same postcode district)');
    await expect(finder).not.toContainText('Cardiff Civil and Family Justice Centre (0.7 miles from CF10)');

    finder = await ask(page, 'cb2 1tn');
    await expect(finder).toContainText(finderMessages.byLevel.nearest);
    await expect(courtLink(finder, 'Cambridge County Court and Family Court')).toBeVisible();
    await expect(finder).toContainText('(1.1 miles from CB2)');

    finder = await ask(page, 'LL11 1AA', 'Housing possession');
    await expect(finder.getByRole('heading', { name: 'Courts for LL11 1AA' })).toBeFocused();
    await expect(courtLink(finder.getByRole('listitem').first(), 'Wrexham County and Family Court')).toBeVisible();
    await expect(finder).toContainText('enter the property’s postcode');
    await expect(page).toHaveURL(/finder-case=housing/);
  });

  test('PO19: HMCTS’s list names Chelmsford, 82 miles away; Portsmouth is 14 miles: both shown, with the live search', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    const finder = await ask(page, 'PO19 1AA');
    await expect(finder).toContainText(finderMessages.byLevel.outcode);
    await expect(courtLink(finder, 'Chelmsford Justice Centre')).toBeVisible();
    await expect(finder).toContainText(
      finderMessages.oddity('Chelmsford Justice Centre', '82 miles', 'Portsmouth Combined Court Centre', '14 miles'),
    );
    await expect(finder.getByRole('link', { name: `${finderMessages.oddityLink.label} (opens in a new tab)` })).toHaveAttribute('href', finderMessages.oddityLink.href);
    await expect(courtLink(finder, 'Portsmouth Combined Court Centre')).toBeVisible();
  });

  test('Scotland and Northern Ireland are told where to go instead', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    let finder = await ask(page, 'eh1 1yz');
    await expect(finder.getByRole('heading', { name: 'Courts for EH1 1YZ' })).toBeFocused();
    await expect(finder).toContainText(finderMessages.outsideLead('EH1 1YZ', 'Scotland'));
    await expect(finder.getByRole('link', { name: 'Scottish Courts and Tribunals Service (opens in a new tab)' })).toHaveAttribute('href', 'https://www.scotcourts.gov.uk/');
    finder = await ask(page, 'BT1 1AA');
    await expect(finder).toContainText(finderMessages.outsideLead('BT1 1AA', 'Northern Ireland'));
    await expect(finder.getByRole('link', { name: 'nidirect (opens in a new tab)' })).toHaveAttribute('href', 'https://www.nidirect.gov.uk/');
    await expect(courtLink(finder, 'Cardiff Civil and Family Justice Centre')).toHaveCount(0);
  });

  test('a malformed or unknown postcode: the GOV.UK error summary linked to the field, an inline error, the text kept', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    let finder = await ask(page, 'not a postcode');
    const field = finder.getByLabel(finderMessages.postcodeLabel, { exact: true });
    const summary = finder.locator('[data-slot="error-summary"]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([finderMessages.errors.malformed]);
    await expect(page).toHaveTitle(/^Error: /);
    await summary.getByRole('link').click();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('not a postcode');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(`${finderMessages.postcodeHint} Error: ${finderMessages.errors.malformed}`);
    await expect(finder.getByRole('heading', { level: 3 })).toHaveCount(0);

    finder = await ask(page, 'QQ1 1AA');
    await expect(summary).toBeFocused();
    await expect(field).toHaveValue('QQ1 1AA');
    await expect(field).toHaveAccessibleDescription(`${finderMessages.postcodeHint} Error: ${finderMessages.errors.unknown}`);

    await page.reload();
    await expect(finderOf(page).getByLabel(finderMessages.postcodeLabel, { exact: true })).toHaveValue('QQ1 1AA');
    await expect(finderOf(page).getByLabel(finderMessages.postcodeLabel, { exact: true })).toHaveAccessibleDescription(`${finderMessages.postcodeHint} Error: ${finderMessages.errors.unknown}`);

    finder = await ask(page, '   ');
    await expect(summary).toBeFocused();
    await expect(finder.getByText(finderMessages.errors.empty)).toHaveCount(2); // in the summary and on the field
  });

  test('a reload or a shared link gives the same answer, and loads only the index files it needs', async ({ consentedPage: page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/court-finder/')) fetched.push(url.pathname);
    });
    await page.goto('/court-locations');
    expect(fetched).toEqual([]);
    await ask(page, 'LS1 4DY', 'Bankruptcy');
    await expect(courtLink(finderOf(page), 'Leeds Combined Court Centre')).toBeVisible();
    expect(fetched).toEqual(['/court-finder/core.json', '/court-finder/LS.json']);
    await page.reload();
    const finder = finderOf(page);
    await expect(finder.getByLabel(finderMessages.postcodeLabel, { exact: true })).toHaveValue('LS1 4DY');
    await expect(finder.getByRole('radio', { name: 'Bankruptcy' })).toBeChecked();
    await expect(courtLink(finder, 'Leeds Combined Court Centre')).toBeVisible();
    await expect(finder).toContainText('enter the debtor’s postcode');
    // A reload does not take focus from the top of the page.
    await expect(finder.getByRole('heading', { name: 'Courts for LS1 4DY' })).not.toBeFocused();
  });

  test('works with the keyboard alone', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    const finder = finderOf(page);
    const field = finder.getByLabel(finderMessages.postcodeLabel, { exact: true });
    await field.focus();
    await page.keyboard.type('tr1 2he');
    await page.keyboard.press('Tab');
    await expect(finder.getByRole('radio', { name: 'Money claim' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(finder.getByRole('radio', { name: 'Housing possession' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(finder.getByRole('button', { name: finderMessages.submit })).toBeFocused();
    await page.keyboard.press('Enter');
    const heading = finder.getByRole('heading', { name: 'Courts for TR1 2HE' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await page.keyboard.press('Tab');
    await expect(courtLink(finder, 'Truro Combined Court')).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the answer is scrolled into view and passes axe', async ({ consentedPage: page }) => {
      await page.goto('/court-locations');
      const finder = await ask(page, 'PO19 1AA');
      const heading = finder.getByRole('heading', { name: 'Courts for PO19 1AA' });
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});

test.describe('a postcode in the directory’s search box', () => {
  test('LS1 4DY gets Leeds, in LS1, instead of no match', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    const search = page.getByLabel('Search by name, city or postcode');
    await search.fill('LS1 4DY');
    const list = page.getByRole('tabpanel', { name: 'List' });
    await expect(list.getByRole('heading', { name: 'Courts for LS1 4DY' })).toBeVisible();
    await expect(courtLink(list, 'Leeds Combined Court Centre')).toBeVisible();
    await expect(list).toContainText('Leeds Combined Court Centre (in LS1, the same postcode district)');
    await expect(list.getByText(courtMessages.courtsNoMatch)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(`Showing 0 of 6 courts. ${courtMessages.postcodeAnswerShown('LS1 4DY')}`);
    await search.press('Enter');
    await expect(page.getByRole('status')).toBeFocused();
    await expect(list.getByRole('heading', { name: 'Courts for LS1 4DY' })).toBeInViewport();
  });

  test('a word that matches nothing still says so', async ({ consentedPage: page }) => {
    await page.goto('/court-locations?q=atlantis');
    await expect(page.getByText(courtMessages.courtsNoMatch)).toBeVisible();
  });

  for (const town of ['Cardiff', 'Truro', 'Caernarfon']) {
    test(`${town}, not among the six featured, is found among every hearing centre, with its page (issue 40)`, async ({ consentedPage: page }) => {
      await page.goto('/court-locations');
      await page.getByLabel('Search by name, city or postcode').fill(town);
      const list = page.getByRole('tabpanel', { name: 'List' });
      const others = list.getByRole('region', { name: courtMessages.otherCentresHeading(town) });
      const link = others.getByRole('link', { name: new RegExp(town) }).first();
      await expect(link).toHaveAttribute('href', /^\/court-locations\/[a-z0-9-]+$/);
      await expect(list.getByText(courtMessages.courtsNoMatch)).toHaveCount(0);
      await expect(page.getByRole('status')).toContainText('Showing 0 of 6 courts. ');
      await expect(page.getByRole('status')).toContainText(/other hearing centres? match/);
      const href = await link.getAttribute('href');
      expect((await page.request.get(href!)).status()).toBe(200);
    });
  }

  test('the nearest-of-six note points to the finder', async ({ consentedPage: page }) => {
    await page.goto('/court-locations?postcode=CF10%201EP');
    const link = page.getByRole('tabpanel', { name: 'List' }).getByRole('link', { name: courtMessages.finderLink.label });
    await link.click();
    await expect(page).toHaveURL(/#court-finder$/);
    await expect(finderOf(page)).toBeInViewport();
  });
});
