import type { Page } from '@playwright/test';
import { ISLAND_ATTR } from '@/islands/manifest';

/**
 * Issue 36: a visitor on a slow line. Every script the page loads after its own script tags (the islands' entries,
 * their chunks, and whatever they import on demand) is held back until `release()`, so the test acts on the server's
 * HTML as a visitor does before the page has started; the shell (the page's own script tag, and the consent banner's
 * code it fetches) loads as usual. Held
 * scripts go on once released, in the order asked for. With `shell`, the page's own script is held too: the visitor
 * acts before anything but the head's inline script has run.
 */
export async function holdIslandScripts(page: Page, { shell = false } = {}): Promise<{ release: () => void; held: () => number }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(
    (url) => url.pathname.startsWith('/_shell/') && (shell || !url.pathname.startsWith('/_shell/shell-')),
    async (route) => {
      count += 1;
      await gate;
      await route.continue().catch(() => {}); // The page may have gone meanwhile.
    },
  );
  return { release, held: () => count };
}

/** The CPU slowed `rate` times (Chrome DevTools' throttling), for the rest of the page's life. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  if (rate <= 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** Sets a field's value as a browser's autofill does: no focus, no keys, an `input` and a `change` event. */
export async function autofill(page: Page, selector: string, value: string): Promise<void> {
  await page.locator(selector).evaluate((field: HTMLInputElement | HTMLTextAreaElement, text) => {
    field.value = text;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

/** Pastes `text` into the focused field, as a paste does (one input event for all of it). */
export async function paste(page: Page, text: string): Promise<void> {
  await page.keyboard.insertText(text);
}

/** The island's container, by name. */
export const islandOf = (page: Page, name: string) => page.locator(`[${ISLAND_ATTR.name}="${name}"]`);

/** Typing speed of the visitor: 60 ms a key. */
export const KEY_DELAY = 60;

/**
 * Drops files from disk onto the element as the visitor's own drag from the file manager does (Chrome DevTools'
 * drag events, not a synthetic `drop` event): before any script has started, the browser itself puts the files into
 * a file input dropped on.
 */
export async function dropFiles(page: Page, selector: string, paths: readonly string[]): Promise<void> {
  const target = page.locator(selector);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`Nothing to drop on: ${selector} is not shown`);
  const cdp = await page.context().newCDPSession(page);
  const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const data = { items: [], files: [...paths], dragOperationsMask: 1 /* copy */ };
  for (const type of ['dragEnter', 'dragOver', 'drop'] as const) await cdp.send('Input.dispatchDragEvent', { type, ...at, data });
  await cdp.detach();
}
