import type { Locator, Page } from '@playwright/test';
import { expect, pauseClock, test, waitForHydration } from './fixtures';

/**
 * Issue 26: focus follows the visitor. Every link to the consultation form moves keyboard focus to the form's
 * heading, on the home page and from any other page (arriving at `/#contact`), so the next Tab reaches Full Name
 * instead of going back up the page from the link.
 */

const formHeading = (page: Page) => page.getByRole('heading', { name: 'Request your free consultation' });
const fullName = (page: Page) => page.getByLabel('Full Name');

/** Presses Tab until `target` has focus; the number of presses, or Infinity past `cap`. */
async function tabsUntil(page: Page, target: Locator, cap = 120): Promise<number> {
  for (let n = 1; n <= cap; n++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return n;
  }
  return Infinity;
}

/** Focus is on the form's heading, which is in view, and the next Tab goes to Full Name. */
async function expectArrivedAtForm(page: Page) {
  await expect(formHeading(page)).toBeFocused();
  await expect(formHeading(page)).toBeInViewport();
  await expect(page).toHaveURL(/\/#contact$/);
  await page.keyboard.press('Tab');
  await expect(fullName(page)).toBeFocused();
}

test.describe('the way to the consultation form by keyboard', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('from a fresh load of / (cookie banner still open), Full Name is 13 Tabs away: to Free Consultation, Enter, Tab', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Free Consultation' });
    // The four stops of the cookie banner, the skip link, the logo, the three menus, Insights, Contact.
    const toLink = await tabsUntil(page, link);
    expect(toLink).toBe(12);
    await page.keyboard.press('Enter');
    await expect(formHeading(page)).toBeFocused();
    const toName = await tabsUntil(page, fullName(page), 40);
    // It was 33 more (45 in all) when focus stayed on the link.
    expect(toName).toBe(1);
    expect(toLink + toName).toBeLessThanOrEqual(13);
  });
});

test.describe('each kind of consultation link on / moves focus to the form heading', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [kind, find] of [
    ['the header’s Free Consultation button', (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Free Consultation' })],
    ['the header’s Contact link', (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' })],
    ['a service card’s Get Quote', (page: Page) => page.getByRole('link', { name: /^Get Quote for / }).nth(3)],
  ] as const) {
    test(`clicked: ${kind}`, async ({ consentedPage: page }) => {
      await page.goto('/');
      const link = find(page);
      await expect(link).toHaveCount(1);
      await link.click();
      await expectArrivedAtForm(page);
    });
  }

  test('by keyboard: Enter on a Get Quote link, and the heading shows no outline', async ({ consentedPage: page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Get Quote for / }).first().focus();
    await page.keyboard.press('Enter');
    await expect(formHeading(page)).toBeFocused();
    // A heading is not a control: focus on it is not drawn as if it were one.
    expect(await formHeading(page).evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('none');
    await page.keyboard.press('Tab');
    await expect(fullName(page)).toBeFocused();
  });

  test('the mobile menu’s Free Consultation, after the sheet closes', async ({ consentedPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Free Consultation' }).click();
    await expectArrivedAtForm(page);
  });
});

test.describe('from another page, the form heading has focus on arrival, with #contact in the address', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an article’s Request a Free Consultation (home, then the scroll after 300 ms)', async ({ consentedPage: page }) => {
    await page.goto('/blog/understanding-cpr-part-27-small-claims-track-guide');
    await page.getByRole('link', { name: 'Request a Free Consultation' }).first().click();
    await expectArrivedAtForm(page);
  });

  test('a service page’s Book a Free Consultation', async ({ consentedPage: page }) => {
    await page.goto('/services/judgment-enforcement');
    await page.getByRole('link', { name: 'Book a Free Consultation' }).first().click();
    await expectArrivedAtForm(page);
  });

  test('the header’s Contact link on the court directory', async ({ consentedPage: page }) => {
    await page.goto('/court-locations');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expectArrivedAtForm(page);
  });

  test('opening /#contact directly (a bookmark, a shared link, a reload)', async ({ consentedPage: page }) => {
    await page.goto('/#contact');
    await expectArrivedAtForm(page);
  });

  test('a visitor who has already moved on keeps their focus', async ({ consentedPage: page }) => {
    await page.clock.install();
    await page.goto('/blog/understanding-cpr-part-27-small-claims-track-guide');
    await pauseClock(page);
    await page.getByRole('link', { name: 'Request a Free Consultation' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bring or defend a small claim with confidence');
    await waitForHydration(page);
    // Before the queued scroll (300 ms) falls due, the visitor tabs into the page.
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80));
    await page.clock.runFor(1500);
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 80))).toBe(focused);
    await expect(formHeading(page)).not.toBeFocused();
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });

  test('the form is in place at once, with focus on its heading', async ({ consentedPage: page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(formHeading(page)).toBeFocused();
    // No animation: the section is already where it stops, below the sticky header.
    const top = await page.locator('#contact').evaluate((el) => el.getBoundingClientRect().top);
    expect(Math.abs(top - 80)).toBeLessThan(4);
  });
});
