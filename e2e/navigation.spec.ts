import { headerMenus, resourcesMenu } from '@/lib/navigation';
import { expect, pauseClock, SHELL_PAGES, test } from './fixtures';

for (const start of SHELL_PAGES) {
  test.describe(`desktop header on ${start}`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("each menu holds exactly the spec's entries, and Escape closes it", async ({ consentedPage: page }) => {
      await page.goto(start);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const menu of headerMenus) {
        await nav.getByRole('button', { name: menu.label }).click();
        const items = page.getByRole('menu').getByRole('menuitem');
        await expect(items).toHaveText(menu.links.map((l) => l.label));
        for (const [i, link] of menu.links.entries()) await expect(items.nth(i)).toHaveAttribute('href', link.href);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('menu')).toBeHidden();
      }
    });

    test('menus work by keyboard and navigate', async ({ consentedPage: page }) => {
      await page.goto(start);
      const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: resourcesMenu.links[0]!.label })).toBeFocused();
      await page.getByRole('menuitem', { name: 'FAQ & Support' }).click();
      await expect(page).toHaveURL(/\/faq-support$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('FAQ & Support');
    });

    test('arrow keys, Home and End move through a menu; Escape closes it and returns focus to its button', async ({ consentedPage: page }) => {
      await page.goto(start);
      const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' });
      const labels = resourcesMenu.links.map((l) => l.label);
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources', expanded: true })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: labels[0] })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: labels[1] })).toBeFocused();
      await page.keyboard.press('End');
      await expect(page.getByRole('menuitem', { name: labels.at(-1) })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menuitem', { name: labels[0] })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(page.getByRole('menuitem', { name: labels.at(-1) })).toBeFocused();
      await page.keyboard.press('Home');
      await expect(page.getByRole('menuitem', { name: labels[0] })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(trigger).toBeFocused();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources', expanded: false })).toBeVisible();
    });

    test('Tab leaves a menu closed; a click elsewhere closes it; it opens under its button', async ({ consentedPage: page }) => {
      await page.goto(start);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const trigger = nav.getByRole('button', { name: 'Our Services' });
      await trigger.click();
      const menu = page.getByRole('menu', { name: 'Our Services' });
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
      // The menu takes focus when its toggle event arrives, a task after it opens: Tab from inside the menu closes it.
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(menu).toBeHidden();
      await expect(nav.getByRole('button', { name: 'Representation' })).toBeFocused();
    });

    test('a menu closes once its link has navigated', async ({ consentedPage: page }) => {
      await page.goto(start);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
      await page.getByRole('menuitem', { name: 'Step-by-Step Guide' }).click();
      await expect(page).toHaveURL(/\/step-by-step-guide$/);
      await expect(page.getByRole('menu')).toBeHidden();
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
