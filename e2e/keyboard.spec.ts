import { navMenuId } from '@/components/layout/nav-ids';
import type { Locator, Page } from '@playwright/test';
import { headerMenus } from '@/lib/navigation';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Issue 16 point 15: the cookie banner is the first stop of the tab order, and every focusable element shows a
 * focus indicator that meets WCAG 2.2 (2.4.7, 2.4.11, 2.4.13): a solid outline at least 3px wide whose colour
 * contrasts at least 3:1 with the background beside it and with the band between it and the element.
 */

const banner = (page: Page) => page.getByRole('region', { name: /Cookies on/ });

type Indicator = {
  style: string;
  width: number;
  /** Contrast of the outline with the background the element sits on. */
  againstBackground: number;
  /** Contrast of the outline with the band inside it (a box-shadow), or null without one. */
  againstBand: number | null;
  description: string;
};

/**
 * The focused element's indicator as the browser draws it (getComputedStyle). The background is the first
 * opaque background of its ancestors, with translucent ones laid over it (the header is 95 % white); colours of
 * any CSS syntax are read back through a canvas as sRGB.
 */
async function focusIndicator(page: Page): Promise<Indicator> {
  // A control's colour transition (Tailwind's transition-colors includes outline-color) fades the outline in over
  // 150 ms: read it once every running transition on the element has finished, not part-way through.
  await page.evaluate(() =>
    Promise.all((document.activeElement?.getAnimations() ?? []).map((animation) => animation.finished)),
  );
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const rgba = (color: string): [number, number, number, number] => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
    };
    const contrast = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };

    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    // Translucent backgrounds from the element's parent up, laid over the first opaque one (or the white canvas).
    const layers: [number, number, number, number][] = [];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer[3] === 0) continue;
      layers.push(layer);
      if (layer[3] === 1) break;
    }
    let background = [255, 255, 255];
    for (const [r, g, b, a] of layers.reverse()) {
      background = [r, g, b].map((v, i) => v * a + background[i]! * (1 - a));
    }
    const outline = rgba(style.outlineColor);
    // The band: an opaque shadow with no offset or blur that spreads around the element (its own drop shadow,
    // translucent and offset, is not part of the indicator).
    const band = [...style.boxShadow.matchAll(/(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px/g)]
      .filter(([, , spread]) => parseFloat(spread!) > 0)
      .map(([, color]) => rgba(color!))
      .find((color) => color[3] === 1);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      againstBackground: contrast(outline, background),
      againstBand: band ? contrast(outline, band) : null,
      description: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" outline ${style.outlineColor} on rgb(${background.map(Math.round).join(', ')})`,
    };
  });
}

async function expectVisibleFocus(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  const indicator = await focusIndicator(page);
  expect(indicator.style, indicator.description).toBe('solid');
  expect(indicator.width, indicator.description).toBeGreaterThanOrEqual(3);
  expect(indicator.againstBackground, indicator.description).toBeGreaterThanOrEqual(3);
  // The band between the outline and the element sets the outline off from the element itself.
  expect(indicator.againstBand, `${indicator.description}: no band inside the outline`).not.toBeNull();
  expect(indicator.againstBand!, indicator.description).toBeGreaterThanOrEqual(3);
}

test.describe('the cookie banner in the tab order', () => {
  test('on a fresh page the first Tab lands in the banner, which comes before the skip link and stays at the bottom', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const region = banner(page);
    await expect(region).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(region.getByRole('link', { name: 'cookie policy' })).toBeFocused();
    for (const name of ['Accept all cookies', 'Reject analytics cookies', 'Choose cookies']) {
      await page.keyboard.press('Tab');
      await expect(region.getByRole('button', { name })).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    // First in the document, it is still drawn where it was: across the bottom of the window.
    const box = (await region.boundingBox())!;
    expect(box.y + box.height).toBeCloseTo(page.viewportSize()!.height, 0);
  });

  test('once a choice is made, the first Tab goes to the skip link', async ({ page }) => {
    await page.goto('/faq-support');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Reject analytics cookies' }).click();
    await page.reload();
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  test('the banner’s own controls show the focus indicator', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, banner(page).getByRole('link', { name: 'cookie policy' }));
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, banner(page).getByRole('button', { name: 'Accept all cookies' }));
  });
});

test.describe('focus indicator (1280 px: the desktop header)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('every control of the header bar, tabbed to in turn', async ({ consentedPage: page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, page.getByRole('link', { name: 'Skip to main content' }));
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page, header.getByRole('link').first());
    for (const menu of headerMenus) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page, nav.getByRole('button', { name: menu.label }));
    }
    for (const name of ['Insights', 'Contact', 'Free Consultation']) {
      await page.keyboard.press('Tab');
      await expectVisibleFocus(page, nav.getByRole('link', { name, exact: true }));
    }
  });

  for (const menu of headerMenus) {
    test(`each item of the ${menu.label} menu, moved to by keyboard`, async ({ consentedPage: page }) => {
      await page.goto('/');
      await page.keyboard.press('Tab');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: menu.label }).focus();
      await page.keyboard.press('Enter');
      const items = page.locator(`#${navMenuId(menu.label)}`).getByRole('link');
      await expect(items).toHaveCount(menu.links.length);
      // Issue 40: a disclosure, so Tab walks its links in order.
      for (const [i] of menu.links.entries()) {
        await page.keyboard.press('Tab');
        await expectVisibleFocus(page, items.nth(i));
      }
    });
  }

  test('links of the dark footer and the dark call-to-action panel, and a link in the page text', async ({ consentedPage: page }) => {
    await page.goto('/services/case-assessment-strategy');
    await page.keyboard.press('Tab');
    const footer = page.getByRole('contentinfo');
    for (const link of [
      footer.getByRole('link', { name: 'Privacy Policy', exact: true }),
      footer.getByRole('navigation', { name: 'Resources' }).getByRole('link').first(),
      footer.getByRole('button', { name: 'Cookie settings' }),
    ]) {
      await link.focus();
      await expectVisibleFocus(page, link);
    }
    const cta = page.getByRole('complementary').filter({ has: page.locator('#cta-title') });
    for (const link of await cta.getByRole('link').all()) {
      await link.focus();
      await expectVisibleFocus(page, link);
    }
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' });
    await breadcrumb.focus();
    await expectVisibleFocus(page, breadcrumb);
  });

  test('form fields and the consultation form’s controls', async ({ consentedPage: page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const form = page.locator('#contact');
    for (const field of [
      form.getByLabel('Full Name'),
      form.getByLabel('Case Type'),
      form.getByRole('button', { name: 'Request Free Consultation' }),
    ]) {
      await field.focus();
      await expectVisibleFocus(page, field);
    }
  });
});
