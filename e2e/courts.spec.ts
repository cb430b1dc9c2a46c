import { FIND_A_COURT_URL, MONEY_CLAIMS_HELPLINE } from '@/content/courts/contacts';
import { courts } from '@/content/courts/courts';
import { courtForms } from '@/content/courts/forms';
import { formCategories } from '@/content/courts/schema';
import { officialFormLinkLabel } from '@/lib/courts/links';
import { messages } from '@/content/messages';
import { courtMessages } from '@/content/courts/messages';
import { expect, test } from './fixtures';

const cardHeadings = (page: import('@playwright/test').Page) =>
  page.getByRole('tabpanel', { name: 'List' }).locator('article h3');

test.describe('court forms library', () => {
  test('shows the eight forms with their official GOV.UK pages, opening safely in a new tab', async ({ readOnlyPage: { page } }) => {
    await page.goto('/court-forms-library');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText(['Home', 'Court Forms Library']);
    await expect(page.getByRole('region', { name: 'Form categories' }).locator('dt')).toHaveText([...formCategories]);
    const entries = page.locator('article[id^="form-"]');
    await expect(entries).toHaveCount(8);
    await expect(entries.locator('.font-mono')).toHaveText(['N1', 'N9A', 'N180', 'N244', 'N245', 'EX50', 'N322A', 'N316']);
    for (const form of courtForms) {
      const entry = page.locator(`#form-${form.code.toLowerCase()}`);
      await expect(entry.getByRole('heading', { level: 3 })).toHaveText(form.title);
      await expect(entry).toContainText(form.category);
      // Named for what it does (issue 16 point 16): a download, or a search where we link one, in a new tab.
      const official = entry.getByRole('link', { name: `${officialFormLinkLabel(form)} (opens in a new tab)`, exact: true });
      await expect(official).toHaveAttribute('href', form.officialUrl);
      await expect(official).toHaveAttribute('target', '_blank');
      await expect(official).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(entry.getByRole('link', { name: form.guidance.label })).toHaveAttribute('href', form.guidance.href);
    }
    // N245 and EX50 are not what a quick reading of their labels suggests.
    await expect(page.locator('#form-n245')).toContainText(/suspen/i);
    await expect(page.locator('#form-n245')).toContainText('N225');
    await expect(page.locator('#form-ex50')).toContainText(/fees/i);
    await expect(page.locator('#form-ex50')).toContainText('N323');
  });

  test('each main button says what it does: download the form from GOV.UK, in a new tab', async ({ readOnlyPage: { page } }) => {
    await page.goto('/court-forms-library');
    const n1 = page.locator('#form-n1').getByRole('link', { name: 'Download N1 from GOV.UK (opens in a new tab)', exact: true });
    await expect(n1).toHaveAttribute('href', 'https://www.gov.uk/government/publications/form-n1-claim-form-cpr-part-7');
    // What a sighted visitor reads: the words, and the new-tab icon beside them.
    const visibleText = await n1.evaluate((a) => {
      const copy = a.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.sr-only').forEach((hidden) => hidden.remove());
      return copy.textContent?.trim();
    });
    expect(visibleText).toBe('Download N1 from GOV.UK');
    await expect(n1.locator('.sr-only')).toHaveText('(opens in a new tab)');
    await expect(n1.locator('svg')).toHaveCount(1);
    // A GOV.UK publication page is where the form is downloaded; a GOV.UK search holds no file: that button says find.
    for (const form of courtForms) {
      const name = form.officialUrl.startsWith('https://www.gov.uk/government/publications/')
        ? `Download ${form.code} from GOV.UK (opens in a new tab)`
        : `Find ${form.code} on GOV.UK (opens in a new tab)`;
      await expect(page.locator(`#form-${form.code.toLowerCase()}`).getByRole('link', { name, exact: true })).toHaveAttribute('href', form.officialUrl);
    }
    await expect(page.getByRole('link', { name: /^Official .* page on GOV\.UK/ })).toHaveCount(0);
  });

  test('the support boxes lead to the form completion service and the consultation form', async ({ readOnlyPage: { page } }) => {
    await page.goto('/court-forms-library');
    await expect(page.getByRole('link', { name: 'Document Preparation Service' })).toHaveAttribute('href', '/services/form-completion-assistance');
    await page.getByRole('link', { name: 'Free Consultation' }).last().click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact h2')).toBeInViewport();
    await expect(page.getByRole('heading', { name: 'Request your free consultation' })).toBeFocused();
  });

  test('an article that mentions a form links to its entry', async ({ readOnlyPage: { page } }) => {
    await page.goto('/blog/complete-guide-uk-small-claims-court-process-2024');
    const link = page.getByRole('main').locator('a[href^="/court-forms-library#form-"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace('#', '#')}$`));
    await expect(page.locator(href.slice(href.indexOf('#')))).toBeInViewport();
  });
});

test.describe('court directory', () => {
  test('lists the six courts with phone, email, directions and their official page', async ({ readOnlyPage: { page } }) => {
    await page.goto('/court-locations');
    await expect(cardHeadings(page)).toHaveText(courts.map((c) => c.name));
    await expect(page.getByRole('status')).toHaveText('Showing all 6 courts');
    for (const court of courts) {
      const card = page.locator('article').filter({ has: page.getByRole('heading', { name: court.name, exact: true }) });
      // A centre with no civil line in the HMCTS data (Newcastle) offers the money claims helpline instead.
      const phone = court.phone ?? MONEY_CLAIMS_HELPLINE.display;
      await expect(card.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/\s/g, '')}`);
      if (!court.phone) await expect(card).toContainText(MONEY_CLAIMS_HELPLINE.name);
      await expect(card.getByRole('link', { name: court.email })).toHaveAttribute('href', `mailto:${court.email}`);
      const directions = card.getByRole('link', { name: /Directions to/ });
      await expect(directions).toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(court.postcode)}`);
      await expect(directions).toHaveAttribute('target', '_blank');
      await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(card.getByRole('link', { name: /Official court page/ })).toHaveAttribute('href', court.findACourtUrl);
    }
    await expect(page.getByRole('complementary', { name: 'Court Visit Preparation Tips' })).toContainText('Arrive 15 to 30 minutes early');
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((els) => els.flatMap((e) => [JSON.parse(e.textContent ?? '{}')].flat()));
    const courthouses = data.filter((d) => d['@type'] === 'Courthouse');
    expect(courthouses).toHaveLength(6);
    expect(courthouses[0]).toMatchObject({ geo: { '@type': 'GeoCoordinates' }, address: { postalCode: courts[0]!.postcode } });
  });

  test('searches by city and by postcode (spaces ignored), keeping the search in the URL', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    const search = page.getByLabel('Search by name, city or postcode');
    await search.fill('leeds');
    await expect(cardHeadings(page)).toHaveText(['Leeds Combined Court Centre']);
    await expect(page).toHaveURL(/\?q=leeds$/);
    await expect(page.getByRole('status')).toHaveText('Showing 1 of 6 courts');
    await search.fill('b46ds');
    await expect(cardHeadings(page)).toHaveCount(1);
    await expect(cardHeadings(page)).toContainText('Birmingham');
    // A shared link opens the same view.
    await page.goto('/court-locations?q=bristol');
    await expect(cardHeadings(page)).toHaveCount(1);
    await expect(search).toHaveValue('bristol');
  });

  test('filters by region and by type, each with an "all" option, in the URL', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    await page.getByLabel('Region').selectOption('North West');
    await expect(cardHeadings(page)).toHaveCount(1);
    await expect(page).toHaveURL(/region=North\+West/);
    await page.getByLabel('Region').selectOption('all');
    await page.getByLabel('Court type').selectOption('Combined Court');
    await expect(cardHeadings(page)).toHaveText(['Leeds Combined Court Centre']);
    await expect(page).toHaveURL(/type=Combined\+Court/);
    await page.getByLabel('Court type').selectOption('all');
    await expect(cardHeadings(page)).toHaveCount(6);
  });

  test('shows a no-match state with Clear Filters', async ({ consentedPage: page }) => {
    await page.goto('/court-locations?q=aberdeen');
    await expect(page.getByText(courtMessages.courtsNoMatch)).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Showing 0 of 6 courts');
    await page.getByRole('button', { name: messages.blogClearFilters }).click();
    await expect(cardHeadings(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/court-locations$/);
  });

  for (const [postcode, outcode, first, inOutcode] of [
    ['LS1 4AP', 'LS1', 'Leeds', true],
    ['bs81th', 'BS8', 'Bristol', false],
    ['NE1 7RU', 'NE1', 'Newcastle', true],
  ] as const) {
    test(`orders the courts by distance from ${postcode}`, async ({ consentedPage: page }) => {
      await page.goto('/court-locations');
      await page.getByLabel(/Your postcode/).fill(postcode);
      await page.getByRole('button', { name: 'Sort by distance' }).click();
      await expect(cardHeadings(page).first()).toContainText(first);
      await expect(page.getByRole('status')).toHaveText(`Showing all 6 courts, nearest first from ${outcode}`);
      // Issue 54: a court in the postcode's own district is said to be in it (0 here), the others' miles from its centre.
      const distances = page.getByRole('tabpanel', { name: 'List' }).getByText(new RegExp(`miles? from ${outcode}|^in ${outcode}, the same postcode district`));
      await expect(distances).toHaveCount(6);
      const miles = (await distances.allTextContents()).map((t) => (t.startsWith('in ') ? 0 : Number.parseFloat(t.replace(/,/g, ''))));
      expect([...miles].sort((a, b) => a - b)).toEqual(miles);
      expect(miles[0]).toBeLessThan(5);
      const nearestNote = page.getByRole('tabpanel', { name: 'List' }).getByText(`The nearest of these six to ${outcode} is`);
      if (inOutcode) {
        await expect(distances.first()).toHaveText(`in ${outcode}, the same postcode district: ${(await cardHeadings(page).first().textContent())!.trim()}`);
        await expect(nearestNote).toContainText(`in ${outcode} itself.`);
      } else {
        await expect(distances.first()).toHaveText(/^[\d.]+ miles? from /);
        await expect(nearestNote).toContainText(/[\d.]+ miles? away\./);
      }
      await expect(page).toHaveURL(/postcode=/);
    });
  }

  test('says the directory features six of the hearing centres, and sends a Cardiff postcode to Find a Court', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    await expect(page.getByRole('main')).toContainText('Every County Court hearing centre in England and Wales: enter a postcode');
    await expect(page.getByRole('main')).toContainText('see six featured courts in detail');
    await expect(page.getByRole('link', { name: /GOV\.UK’s Find a Court or Tribunal/ })).toHaveAttribute('href', FIND_A_COURT_URL);
    await page.getByLabel(/Your postcode/).fill('CF10 1EP');
    await page.getByRole('button', { name: 'Sort by distance' }).click();
    const list = page.getByRole('tabpanel', { name: 'List' });
    await expect(list).toContainText(/The nearest of these six to CF10 is Bristol Civil and Family Justice Centre, [\d.]+ miles away\./);
    await expect(list).toContainText(courtMessages.notEveryCentre);
    const findACourt = list.getByRole('link', { name: `${courtMessages.findACourt.label} (opens in a new tab)` });
    await expect(findACourt).toHaveAttribute('href', FIND_A_COURT_URL);
    await expect(findACourt).toHaveAttribute('target', '_blank');
    await expect(findACourt).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a shared link with a postcode opens in distance order', async ({ readOnlyPage: { page } }) => {
    await page.goto('/court-locations?postcode=LS1%204AP&type=County+Court');
    await expect(page.getByLabel(/Your postcode/)).toHaveValue('LS1 4AP');
    await expect(page.getByRole('status')).toHaveText('Showing 5 of 6 courts, nearest first from LS1');
    await expect(cardHeadings(page).first()).toContainText('Manchester');
  });

  test('an invalid postcode gets a clear message and changes nothing', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    const field = page.getByLabel(/Your postcode/);
    await field.fill('ZZ99 INVALID');
    await page.getByRole('button', { name: 'Sort by distance' }).click();
    await expect(page.locator('#court-postcode-error')).toHaveText(`Error: ${courtMessages.postcodeInvalid}`);
    await expect(page.locator('[data-slot="error-summary"]').getByRole('link')).toHaveText(courtMessages.postcodeInvalid);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAttribute('aria-describedby', 'court-postcode-error');
    await expect(cardHeadings(page)).toHaveText(courts.map((c) => c.name));
    await expect(page).toHaveURL(/\/court-locations$/);
  });

  test.describe('a search sent brings the visitor to the results, on a phone below the form (issue 26)', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('Sort by distance: focus on the results’ count, scrolled into view', async ({ consentedPage: page }) => {
      await page.goto('/court-locations');
      await page.getByLabel(/Your postcode/).fill('LS1 4AP');
      await page.getByRole('button', { name: 'Sort by distance' }).click();
      const status = page.getByRole('status');
      await expect(status).toHaveText('Showing all 6 courts, nearest first from LS1');
      await expect(status).toBeFocused();
      await expect(status).toBeInViewport();
      await expect(cardHeadings(page).first()).toBeInViewport();
    });

    test('Enter in the search box: focus on the results’ count, scrolled into view', async ({ consentedPage: page }) => {
      await page.goto('/court-locations');
      const search = page.getByLabel('Search by name, city or postcode');
      await search.fill('leeds');
      await expect(page.getByRole('status')).toHaveText('Showing 1 of 6 courts');
      // Typing filters the list without taking the visitor out of the box.
      await expect(search).toBeFocused();
      await search.press('Enter');
      await expect(page.getByRole('status')).toBeFocused();
      await expect(page.getByRole('status')).toBeInViewport();
      await expect(cardHeadings(page)).toHaveText(['Leeds Combined Court Centre']);
      await expect(cardHeadings(page).first()).toBeInViewport();
    });

    test('a refused postcode: GOV.UK’s error summary takes focus and links to the field, which carries its error; the title says Error', async ({ consentedPage: page }) => {
      await page.goto('/court-locations');
      const title = await page.title();
      const field = page.getByLabel(/Your postcode/);
      await field.fill('ZZ99 INVALID');
      await page.getByRole('button', { name: 'Sort by distance' }).click();
      const summary = page.locator('[data-slot="error-summary"]');
      await expect(summary).toBeFocused();
      await expect(summary).toContainText('There is a problem');
      await expect(summary).toBeInViewport();
      await expect(page).toHaveTitle(`Error: ${title}`);
      await summary.getByRole('link', { name: courtMessages.postcodeInvalid }).click();
      await expect(field).toBeFocused();
      await expect(field).toHaveAccessibleDescription(/Error: /);

      // Put right, the summary and the title's Error go.
      await field.fill('LS1 4AP');
      await page.getByRole('button', { name: 'Sort by distance' }).click();
      await expect(page.getByRole('status')).toBeFocused();
      await expect(summary).toHaveCount(0);
      await expect(page).toHaveTitle(title);
    });
  });

  test('a postcode outside England and Wales is explained, not ordered', async ({ readOnlyPage: { page } }) => {
    await page.goto('/court-locations?postcode=EH1%201YZ');
    await expect(page.getByLabel(/Your postcode/)).toHaveAccessibleDescription(`Error: ${courtMessages.postcodeUnknown}`);
    await expect(page.locator('[data-slot="error-summary"]').getByRole('link')).toHaveText(courtMessages.postcodeUnknown);
    await expect(cardHeadings(page)).toHaveText(courts.map((c) => c.name));
  });

  test('the map tab says the map is coming soon', async ({ readOnlyPage: { page } }) => {
    await page.goto('/court-locations');
    await page.getByRole('tab', { name: 'Map' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Map' })).toContainText('Interactive Map Coming Soon');
  });

  test('a favourite survives a reload and can be removed', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    const leeds = () => page.getByRole('button', { name: 'Favourite: Leeds Combined Court Centre' });
    const pressed = page.locator('button[aria-pressed="true"]');
    await expect(leeds()).toHaveAttribute('aria-pressed', 'false');
    await leeds().click();
    await expect(leeds()).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(leeds()).toHaveAttribute('aria-pressed', 'true');
    await expect(pressed).toHaveCount(1);
    await leeds().click();
    await expect(pressed).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('court-favourites'))).toBe('[]');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('both pages read in full: every court and every form', async ({ page }) => {
    await page.goto('/court-locations');
    await expect(page.locator('article h3')).toHaveText(courts.map((c) => c.name));
    await expect(page.getByText(courts[0]!.phone!).first()).toBeVisible();
    await page.goto('/court-forms-library');
    await expect(page.locator('article[id^="form-"]')).toHaveCount(8);
  });
});
