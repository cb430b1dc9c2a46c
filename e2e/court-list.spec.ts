import type { Locator, Page } from '@playwright/test';
import { FIND_A_COURT_URL } from '@/content/courts/contacts';
import { courtMessages } from '@/content/courts/messages';
import { finderMessages } from '@/content/courts/finder-messages';
import { hearingCentreListCopy } from '@/content/courts/hearing-centre-list';
import { hearingCentreRegions, regionOfHearingCentre } from '@/content/courts/hearing-centre-regions';
import { HEARING_CENTRES_SOURCE, hearingCentres } from '@/content/courts/hearing-centres';
import { displayCourtName } from '@/lib/courts/hearing-centre-list';
import { courtPagePath } from '@/lib/courts/links';
import { expect, seriousViolations, test } from './fixtures';

/** Issue 27: every County Court hearing centre by region on /court-locations, beside the spec's directory. */

const hearing = hearingCentres.filter((court) => court.kind === 'hearing-centre');
const cnbc = hearingCentres.find((court) => court.kind === 'national-issuing-centre')!;
const inRegion = (region: string) =>
  hearing
    .filter((court) => regionOfHearingCentre(court) === region)
    .map((court) => displayCourtName(court.name))
    .sort((a, b) => a.localeCompare(b, 'en-GB'));

const list = (page: Page) => page.getByRole('region', { name: hearingCentreListCopy.title });
const regionDetails = (page: Page) => list(page).locator('details');
const regionOf = (page: Page, region: string) => list(page).locator(`details[data-region="${region}"]`);
const courtLinks = (scope: Locator) => scope.locator('li > a');

test('lists every hearing centre once, by region, linked to its court page, with the CNBC apart', async ({ readOnlyPage: { page } }) => {
  expect(hearing).toHaveLength(139);
  await page.goto('/court-locations');
  await expect(list(page).getByRole('heading', { level: 2 })).toHaveText(hearingCentreListCopy.title);

  // Every region, in order, with its count; every court under its region, by name.
  await expect(regionDetails(page).locator('summary')).toHaveText(hearingCentreRegions.map((region) => `${region}, ${inRegion(region).length} courts`));
  for (const region of hearingCentreRegions) {
    await expect(courtLinks(regionOf(page, region))).toHaveText(inRegion(region));
  }

  // 139 hearing centres, each linked once to /court-locations/<slug>.
  const links = courtLinks(list(page));
  await expect(links).toHaveCount(139);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect([...hrefs].sort()).toEqual(hearing.map((court) => courtPagePath(court.slug)).sort());
  for (const href of hrefs) expect(href).toMatch(/^\/court-locations\/[a-z0-9-]+$/);

  // The Civil National Business Centre: shown apart, as the national issuing centre, not in any region.
  const national = list(page).locator('[data-national-centre]');
  await expect(national.getByRole('heading', { level: 3 })).toHaveText(hearingCentreListCopy.national.title);
  await expect(national.getByRole('link', { name: 'Civil National Business Centre' })).toHaveAttribute('href', courtPagePath(cnbc.slug));
  await expect(national).toContainText(hearingCentreListCopy.national.text);
  await expect(national).toContainText('Northampton');
  await expect(courtLinks(list(page)).filter({ hasText: 'Civil National Business Centre' })).toHaveCount(0);

  // Town beside each name; the Welsh name, marked as Welsh; the known changes (Newcastle).
  const cardiff = regionOf(page, 'Wales').getByRole('listitem').filter({ hasText: 'Cardiff Civil and Family Justice Centre' });
  await expect(cardiff).toContainText('Cardiff Civil and Family Justice Centre, Cardiff');
  await expect(cardiff.locator('[lang="cy"]')).toHaveText('Caerdydd – Canolfan Cyfiawnder Teulu');
  await expect(regionOf(page, 'Wales').locator('[lang="cy"]')).toHaveCount(hearing.filter((c) => c.nameCy && !/-\s*$/.test(c.nameCy)).length);
  for (const slug of ['newcastle-moot-hall', 'newcastle-civil-family-courts-and-tribunals-centre']) {
    const court = hearing.find((c) => c.slug === slug)!;
    const item = regionOf(page, 'North East').getByRole('listitem').filter({ has: page.locator(`a[href="${courtPagePath(slug)}"]`) });
    await expect(item).toContainText(court.note!);
  }

  // The data's date, the live details on FaCT, and the licence attribution.
  await expect(list(page)).toContainText(`${HEARING_CENTRES_SOURCE.dateLine}.`);
  const fact = list(page).getByRole('link', { name: `${hearingCentreListCopy.source.factLink.label} (opens in a new tab)` });
  await expect(fact).toHaveAttribute('href', FIND_A_COURT_URL);
  await expect(fact).toHaveAttribute('target', '_blank');
  await expect(list(page).getByRole('link', { name: new RegExp(HEARING_CENTRES_SOURCE.attribution) })).toHaveAttribute(
    'href',
    hearingCentreListCopy.source.licenceUrl,
  );
});

test('the spec’s directory stays: six court cards, beside the full list', async ({ readOnlyPage: { page } }) => {
  await page.goto('/court-locations');
  await expect(page.getByRole('tabpanel', { name: 'List' }).locator('article h3')).toHaveCount(6);
  await expect(list(page).locator('article')).toHaveCount(0);
});

test('on a wide screen every region’s courts show, and each region says it is open: its summary is out of the tab order and does not close it', async ({ consentedPage: page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/court-locations');
  for (const region of hearingCentreRegions) {
    const details = regionOf(page, region);
    await expect(details).toHaveAttribute('open', '');
    await expect(details.locator('summary')).toHaveAttribute('tabindex', '-1');
    await expect(courtLinks(details).first()).toBeVisible();
    await expect(courtLinks(details).last()).toBeVisible();
  }
  const wales = regionOf(page, 'Wales');
  await wales.locator('summary').click();
  await expect(wales).toHaveAttribute('open', '');
  await expect(courtLinks(wales).first()).toBeVisible();
  // Narrowed to a phone's width, the regions are ordinary disclosures again.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(wales.locator('summary')).not.toHaveAttribute('tabindex');
  await wales.locator('summary').click();
  await expect(wales).not.toHaveAttribute('open');
  await expect(courtLinks(wales).first()).toBeHidden();
});

test.describe('without JavaScript on a wide screen', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('every region’s courts show too', async ({ readOnlyPage: { page } }) => {
    await page.goto('/court-locations');
    for (const region of hearingCentreRegions) await expect(courtLinks(regionOf(page, region)).last()).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each region is collapsed, with its count, and opens and closes from the keyboard', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    for (const region of hearingCentreRegions) await expect(courtLinks(regionOf(page, region)).first()).toBeHidden();

    const wales = regionOf(page, 'Wales');
    const summary = wales.locator('summary');
    await expect(summary).toHaveText(`Wales, ${inRegion('Wales').length} courts`);
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(wales).toHaveAttribute('open', '');
    await expect(courtLinks(wales)).toHaveText(inRegion('Wales'));
    for (const link of await courtLinks(wales).all()) await expect(link).toBeVisible();
    // Tab goes into the region's links, in order.
    await page.keyboard.press('Tab');
    await expect(courtLinks(wales).first()).toBeFocused();
    await summary.focus();
    await page.keyboard.press('Space');
    await expect(wales).not.toHaveAttribute('open');
    await expect(courtLinks(wales).first()).toBeHidden();
    // Other regions stay closed.
    await expect(courtLinks(regionOf(page, 'London')).first()).toBeHidden();
  });

  test('the page is axe clean', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    expect(await seriousViolations(page)).toEqual([]);
    await regionOf(page, 'London').locator('summary').click();
    expect(await seriousViolations(page, '#every-hearing-centre')).toEqual([]);
  });
});

test('every link on the page looks like a link: the intro’s GOV.UK link is coloured and underlined, and focus shows', async ({ consentedPage: page }) => {
  await page.goto('/court-locations');
  const lead = page.locator('main p').filter({ hasText: 'Every County Court hearing centre in England and Wales: enter a postcode' });
  const gov = lead.getByRole('link', { name: /GOV\.UK’s Find a Court or Tribunal/ });
  await expect(gov).toHaveAttribute('href', FIND_A_COURT_URL);
  const style = (locator: Locator) =>
    locator.evaluate((el) => {
      const s = getComputedStyle(el);
      return { color: s.color, underline: s.textDecorationLine };
    });
  const text = await style(lead);
  for (const link of [gov, lead.getByRole('link', { name: 'every hearing centre by region' })]) {
    const own = await style(link);
    expect(own.color).not.toBe(text.color);
    expect(own.underline).toContain('underline');
  }
  // The in-page link goes to the list.
  await expect(lead.getByRole('link', { name: 'every hearing centre by region' })).toHaveAttribute('href', `#${hearingCentreListCopy.id}`);

  // Every link in the page's main content is underlined, in the list and the directory alike.
  const notUnderlined = await page
    .locator('main a[href]')
    .evaluateAll((as) =>
      as
        .filter((a) => a.getClientRects().length > 0 && !a.closest('nav') && !getComputedStyle(a).textDecorationLine.includes('underline'))
        .filter((a) => !a.matches('[data-slot="button"], [class*="rounded"]'))
        .map((a) => `${a.textContent?.trim()} (${a.getAttribute('href')})`),
    );
  expect(notUnderlined).toEqual([]);

  // Keyboard focus on a list link draws the site's focus outline.
  await page.keyboard.press('Tab');
  const first = courtLinks(list(page)).first();
  await first.focus();
  const outline = await first.evaluate((el) => ({ visible: el.matches(':focus-visible'), style: getComputedStyle(el).outlineStyle }));
  expect(outline).toEqual({ visible: true, style: 'solid' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the full list is there, and the directory’s note no longer says the six are all', async ({ readOnlyPage: { page } }) => {
    await page.goto('/court-locations');
    await expect(courtLinks(list(page))).toHaveCount(139);
    await expect(list(page).locator('[data-national-centre]').getByRole('link', { name: 'Civil National Business Centre' })).toBeVisible();
    // The finder above says it needs JavaScript too; the directory's notice is the second.
    await expect(page.locator('[data-no-js-notice]')).toHaveText([finderMessages.needsScript, courtMessages.directoryNeedsScript]);
    await expect(page.locator('[data-no-js-notice]').first().getByRole('link', { name: finderMessages.needsScriptLink.text })).toHaveAttribute('href', FIND_A_COURT_URL);
    expect(courtMessages.directoryNeedsScript).toContain('Every other hearing centre is listed by region');
    await expect(courtLinks(regionOf(page, 'South West')).first()).toBeVisible();
  });
});
