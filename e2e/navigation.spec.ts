import { navMenuId } from '@/components/layout/nav-ids';
import { headerMenus, resourcesMenu } from '@/lib/navigation';
import type { Page } from '@playwright/test';
import { expect, pauseClock, SHELL_PAGES, test } from './fixtures';

for (const start of SHELL_PAGES) {
  test.describe(`desktop header on ${start}`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    const menuList = (page: Page, label: string) => page.locator(`#${navMenuId(label)}`);

    test("each menu holds exactly the spec's entries, and Escape closes it", async ({ consentedPage: page }) => {
      await page.goto(start);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const menu of headerMenus) {
        await nav.getByRole('button', { name: menu.label }).click();
        const items = menuList(page, menu.label).getByRole('link');
        await expect(items).toHaveText(menu.links.map((l) => l.label));
        for (const [i, link] of menu.links.entries()) await expect(items.nth(i)).toHaveAttribute('href', link.href);
        await page.keyboard.press('Escape');
        await expect(menuList(page, menu.label)).toBeHidden();
      }
    });

    test('menus are disclosures: Enter shows the links and leaves focus on the button, Tab walks them, and a link navigates (issue 40)', async ({ consentedPage: page }) => {
      await page.goto(start);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const trigger = nav.getByRole('button', { name: 'Resources' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(nav.getByRole('button', { name: 'Resources', expanded: true })).toBeVisible();
      await expect(trigger).toBeFocused();
      await expect(page.getByRole('menu')).toHaveCount(0);
      const links = menuList(page, 'Resources').getByRole('link');
      for (const [i] of resourcesMenu.links.entries()) {
        await page.keyboard.press('Tab');
        await expect(links.nth(i)).toBeFocused();
      }
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${resourcesMenu.links.at(-2)!.href}$`));
    });

    test('Escape closes a menu from one of its links and returns focus to its button', async ({ consentedPage: page }) => {
      await page.goto(start);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const trigger = nav.getByRole('button', { name: 'Resources' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await expect(menuList(page, 'Resources').getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menuList(page, 'Resources')).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(nav.getByRole('button', { name: 'Resources', expanded: false })).toBeVisible();
    });

    test('Tab past the last link closes the menu and moves on; a click elsewhere closes it; it opens under its button', async ({ consentedPage: page }) => {
      await page.goto(start);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const trigger = nav.getByRole('button', { name: 'Our Services' });
      await trigger.click();
      const menu = menuList(page, 'Our Services');
      await expect(menu).toBeVisible();
      const [button, list] = [await trigger.boundingBox(), await menu.boundingBox()];
      expect(Math.abs(list!.x - button!.x)).toBeLessThan(2);
      expect(list!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
      expect(list!.y).toBeLessThan(button!.y + button!.height + 12);
      await page.mouse.click(5, 600);
      await expect(menu).toBeHidden();
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      for (const _ of headerMenus[0]!.links) await page.keyboard.press('Tab');
      await expect(menu.getByRole('link').last()).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menu).toBeHidden();
      await expect(nav.getByRole('button', { name: 'Representation' })).toBeFocused();
    });

    test('a menu closes once its link has navigated', async ({ consentedPage: page }) => {
      await page.goto(start);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
      await menuList(page, 'Resources').getByRole('link', { name: 'Step-by-Step Guide' }).click();
      await expect(page).toHaveURL(/\/step-by-step-guide$/);
      await expect(page.locator('[data-nav-menu]:popover-open')).toHaveCount(0);
    });

    test('by Tab alone from the top of the page to "Plan my claim" in the header (issue 40)', async ({ consentedPage: page }) => {
      await page.goto(start);
      const nav = page.getByRole('navigation', { name: 'Main' });
      let presses = 0;
      while (!(await nav.getByRole('button', { name: 'Resources' }).evaluate((el) => el === document.activeElement)) && presses < 20) {
        await page.keyboard.press('Tab');
        presses += 1;
      }
      await page.keyboard.press('Enter');
      const target = menuList(page, 'Resources').getByRole('link', { name: 'Plan my claim', exact: true });
      const index = resourcesMenu.links.findIndex((l) => l.label === 'Plan my claim');
      for (let i = 0; i <= index; i += 1) await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/tools\/claim-plan$/);
    });

    test('the bar changes look once scrolled past 50 px', async ({ consentedPage: page }) => {
      await page.goto(start);
      const header = page.locator('header').first();
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await page.evaluate(() => window.scrollTo(0, 50));
      // Two frames: any scroll handler has run by then.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      await page.evaluate(() => window.scrollTo(0, 51));
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      const box = await header.boundingBox();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute('data-scrolled', 'false');
      expect((await header.boundingBox())?.height).toBe(box?.height);
    });

    test('a page reloaded where it was scrolled to shows the scrolled bar without another scroll', async ({ consentedPage: page }) => {
      await page.goto(start);
      const header = page.locator('header').first();
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(header).toHaveAttribute('data-scrolled', 'true');
      await page.reload();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
      await expect(header).toHaveAttribute('data-scrolled', 'true');
    });
  });
}

test.describe('desktop header: section links', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('logo goes home; Insights, Contact and Free Consultation reach their sections', async ({ consentedPage: page }) => {
    await page.clock.install();
    await page.goto('/faq-support');
    await pauseClock(page);
    await page.getByRole('banner').getByRole('link', { name: /^Small Claims Compass/ }).click();
    await expect(page).toHaveURL(/\/$/);
    // Let the page-change scroll to the top (100 ms) happen before scrolling to a section.
    await page.clock.runFor(150);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Insights' }).click();
    await expect(page.locator('#blog')).toBeInViewport();
    await nav.getByRole('link', { name: 'Free Consultation' }).click();
    await expect(page.locator('#contact h2')).toBeInViewport();
  });
});

for (const start of SHELL_PAGES) {
  test.describe(`mobile menu (390x844) on ${start}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('the side sheet holds the same entries', async ({ consentedPage: page }) => {
      await page.goto(start);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet).toBeVisible();
      for (const menu of headerMenus) {
        const group = sheet.getByRole('group', { name: menu.label });
        await expect(group.getByRole('link')).toHaveText(menu.links.map((l) => l.label));
      }
      await expect(sheet.getByRole('link', { name: 'Insights' })).toHaveAttribute('href', '/#blog');
      await expect(sheet.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
      await expect(sheet.getByRole('link', { name: 'Free Consultation' })).toHaveAttribute('href', '/#contact');
      // A modal sheet: the page behind is inert and does not scroll.
      await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    });

    test('the sheet keeps keyboard focus inside and closes from its close button', async ({ consentedPage: page }) => {
      await page.goto(start);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet).toBeVisible();
      for (let i = 0; i < 40; i++) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')) || document.activeElement === document.body);
        expect(inside).toBe(true);
      }
      await sheet.getByRole('button', { name: 'Close menu' }).click();
      await expect(sheet).toBeHidden();
    });

    test('it closes before navigating to a page (200 ms)', async ({ consentedPage: page }) => {
      await page.clock.install();
      await page.goto(start);
      await pauseClock(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await sheet.getByRole('link', { name: 'Step-by-Step Guide' }).click();
      await expect(sheet).toBeHidden();
      await page.clock.runFor(150);
      expect(new URL(page.url()).pathname).toBe(start);
      await page.clock.runFor(100);
      await expect(page).toHaveURL(/\/step-by-step-guide$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step-by-Step Guide to a Small Claim');
    });
  });
}

test.describe('mobile menu (390x844): section links', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a section link closes the sheet, then goes home and scrolls to the section', async ({ consentedPage: page }) => {
    await page.goto('/faq-support');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByRole('link', { name: 'Contact' }).click();
    await expect(sheet).toBeHidden();
    // The section joins the address as it is scrolled to (issue 26).
    await expect(page).toHaveURL(/\/(#contact)?$/);
    await expect(page.locator('#contact h2')).toBeInViewport();
  });

  test('section links wait 600 ms for the sheet, then scroll 300 ms after reaching home', async ({ consentedPage: page }) => {
    await page.clock.install();
    await page.goto('/faq-support');
    await pauseClock(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Contact' }).click();
    await page.clock.runFor(550);
    expect(new URL(page.url()).pathname).toBe('/faq-support');
    await page.clock.runFor(100);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bring or defend a small claim with confidence');
    await page.clock.runFor(200);
    await expect(page.locator('#contact h2')).not.toBeInViewport();
    await page.clock.runFor(150);
    await expect(page.locator('#contact h2')).toBeInViewport();
  });
});
