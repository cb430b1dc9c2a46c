import type { Page } from '@playwright/test';

/**
 * Issue 26, WCAG 2.2 1.4.10 (Reflow): what a page's layout is measured for, at one width. Used by the route sweep
 * (routes.spec.ts: every route at every width, in one navigation) and the reflow tests of particular parts.
 */

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

export type Layout = {
  scrollWidth: number;
  innerWidth: number;
  /** Controls cut off by the window or by an ancestor that clips or scrolls its overflow. */
  clipped: string[];
  /** Controls whose own label spills out of them, or a select too narrow for its chosen option ("All court ty"). */
  spilling: string[];
  /** Buttons whose label wraps to three lines or more. */
  wrapped: string[];
  /** Links and buttons in the header, main content and footer whose text is cut off. */
  cutText: string[];
};

export async function measure(page: Page): Promise<Layout> {
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
    const cutText: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main a, main button, header a, header button, footer a, footer button')) {
      if (el.getBoundingClientRect().width > 0 && el.scrollWidth > el.clientWidth + 1) cutText.push(`${describe(el)} is cut off`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, clipped, spilling, wrapped, cutText };
  }, CONTROLS);
}

