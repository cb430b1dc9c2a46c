import type { Page } from '@playwright/test';
import { routesForBrowserSweeps } from '@/lib/routes';
import { expect, test } from './fixtures';

/**
 * Issue 26, WCAG 2.2 1.4.10 (Reflow): every page reads at 320 CSS px (400% zoom), 640 (200% zoom on a 1280 px
 * laptop) and 1024 without scrolling sideways, and no control is cut off by its container or the window.
 */
const WIDTHS = [320, 640, 1024] as const;
const HEIGHT = 800;

/** Buttons, links styled as buttons (the Button primitive or its classes), and form controls. */
const CONTROLS = [
  'button',
  '[data-slot="button"]',
  '[role="button"]',
  'a[class*="justify-center"][class*="rounded-md"]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
].join(', ');

type Layout = {
  scrollWidth: number;
  innerWidth: number;
  /** Controls cut off by the window or by an ancestor that clips or scrolls its overflow. */
  clipped: string[];
  /** Controls whose own label spills out of them, or a select too narrow for its chosen option ("All court ty"). */
  spilling: string[];
  /** Buttons whose label wraps to three lines or more. */
  wrapped: string[];
};

async function measure(page: Page): Promise<Layout> {
  return page.evaluate((selector) => {
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? (el instanceof HTMLSelectElement ? '' : el.textContent) ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text}"`;
    };
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Visually hidden (sr-only), closed and bots-only (aria-hidden honeypot) things are nobody's to reach.
      return !el.closest('[aria-hidden="true"]') && rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && el.checkVisibility();
    };
    const clipped: string[] = [];
    const spilling: string[] = [];
    const wrapped: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d')!;
    const px = (value: string) => Number.parseFloat(value) || 0;
    const innerWidth = window.innerWidth;
    for (const el of document.querySelectorAll(selector)) {
      if (!shown(el)) continue;
      const rect = el.getBoundingClientRect();
      let cut = rect.left < -0.5 || rect.right > innerWidth + 0.5;
      for (let parent = el.parentElement; parent && !cut; parent = parent.parentElement) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'visible') continue;
        const box = parent.getBoundingClientRect();
        const left = box.left + parent.clientLeft;
        const right = left + parent.clientWidth;
        if (rect.left < left - 0.5 || rect.right > right + 0.5) cut = true;
      }
      if (cut) clipped.push(`${describe(el)} at ${Math.round(rect.left)}–${Math.round(rect.right)}`);
      const style = getComputedStyle(el);
      if (el instanceof HTMLSelectElement) {
        canvas.font = style.font;
        const text = el.selectedOptions[0]?.text ?? '';
        // A native select draws its arrow inside the box, beside the padding; one with `appearance: none` has its own.
        const room = el.clientWidth - px(style.paddingLeft) - px(style.paddingRight) - (style.appearance === 'none' ? 0 : 20);
        const needs = Math.ceil(canvas.measureText(text).width);
        if (needs > room) spilling.push(`${describe(el)} shows "${text}" (${needs} px) in ${room} px`);
      } else if (!['INPUT', 'TEXTAREA'].includes(el.tagName)) {
        if (el.scrollWidth > el.clientWidth + 1) spilling.push(`${describe(el)} needs ${el.scrollWidth} px in ${el.clientWidth}`);
        const lines = (el.clientHeight - px(style.paddingTop) - px(style.paddingBottom)) / px(style.lineHeight);
        if (lines > 2.5) wrapped.push(`${describe(el)} on ${Math.round(lines)} lines, ${Math.round(rect.width)} px wide`);
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, clipped, spilling, wrapped };
  }, CONTROLS);
}

for (const route of routesForBrowserSweeps()) {
  test(`${route.path} reflows at ${WIDTHS.join(', ')} CSS px`, async ({ consentedPage: page }) => {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(route.path);
    // Measured in the site's own fonts, not a fallback's wider or narrower metrics.
    await page.evaluate(() => document.fonts.ready);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await expect(page.locator('h1')).toBeVisible();
      const layout = await measure(page);
      const sideways = layout.scrollWidth - layout.innerWidth;
      if (sideways > 0) test.info().annotations.push({ type: 'scrolls sideways', description: `${width} px: ${sideways} px` });
      expect.soft(sideways, `${route.path} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      expect.soft(layout.clipped, `${route.path} at ${width} px: controls cut off`).toEqual([]);
      expect.soft(layout.spilling, `${route.path} at ${width} px: controls whose label spills out`).toEqual([]);
      // A phone's narrow column may take a long label onto a second line; from 640 px up, three lines is a squeeze.
      if (width >= 640) expect.soft(layout.wrapped, `${route.path} at ${width} px: buttons squeezed onto three lines`).toEqual([]);
    }
  });
}

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
