import { expect, test } from './fixtures';
import { measure } from './layout';

/**
 * Issue 26, WCAG 2.2 1.4.10 (Reflow): every route is measured at every width by the route sweep (routes.spec.ts);
 * these are the parts only an action shows (the cookie banner on a short window, the menus, tables on a phone).
 */

test('at 200% zoom on a short window (640x400) the cookie banner takes at most 40% of the height, its choices in view', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  for (const path of ['/', '/blog/understanding-cpr-part-27-small-claims-track-guide']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    const banner = page.getByRole('region', { name: /Cookies on/ });
    const accept = banner.getByRole('button', { name: 'Accept all cookies' });
    await expect(accept).toBeVisible();
    const box = (await banner.boundingBox())!;
    expect(box.height, `the banner's height on ${path}`).toBeLessThanOrEqual(400 * 0.4);
    for (const name of ['Accept all cookies', 'Reject analytics cookies', 'Choose cookies']) {
      await expect(banner.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    // The policy link and the rest of the text stay reachable inside the banner.
    const policy = banner.getByRole('link', { name: 'cookie policy' });
    await policy.focus();
    await expect(policy).toBeInViewport();
    await banner.getByRole('button', { name: 'Choose cookies' }).click();
    const save = banner.getByRole('button', { name: 'Save cookie choices' });
    await save.focus();
    await expect(save).toBeInViewport();
  }
});

test('the menus open and fit at 320 CSS px', async ({ consentedPage: page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  // Measured where the sheet comes to rest, not part-way through its slide in.
  await sheet.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  const layout = await measure(page);
  expect(layout.clipped).toEqual([]);
  expect(layout.spilling).toEqual([]);
  const box = (await sheet.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await sheet.getByRole('button', { name: 'Close menu' }).click();
  await expect(sheet).toBeHidden();
});

test('on a phone, wide tables become one card per row instead of scrolling sideways', async ({ consentedPage: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, caption] of [
    ['/cookie-policy', 'Cookies used on this website'],
    ['/blog/understanding-small-claims-court-fees-and-costs', 'Additional costs you may face'],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole('table', { name: caption });
    await expect(table.getByRole('rowheader').first()).toBeVisible();
    const region = page.getByRole('region', { name: caption });
    const [scrollWidth, clientWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});
