import type { Locator, Page } from '@playwright/test';
import { ISLAND_ATTR } from '@/islands/manifest';
import { islandRoutes } from '@/lib/routes';
import { expect, test } from './fixtures';
import { holdIslandScripts } from './slow-line';

/**
 * Issue 52: every form island adopts what its page shows, by construction. On each island page (the site copy built
 * with the islands' guard, `NEXT_PUBLIC_ISLAND_GUARD=1`: `npm run build:analytics`) the islands' scripts are held back,
 * every named control a visitor can change is changed as a visitor would, then the scripts run. The guard in the one
 * form state (hooks/use-form-state.ts) and in the hydration says, on the console, when an island's state disagrees with
 * what its controls show, or when a control is held by no form state: nothing is written here per island, so an island
 * added tomorrow that forgets adoption fails this test without anyone writing a case for it.
 */

const GUARD_MESSAGES = /Island state disagrees with the page|Island controls held by no form state/;

/** Changes every named control in `island` that a visitor can change, once each, as a visitor would. */
async function changeEveryControl(page: Page, island: Locator): Promise<string[]> {
  // Each control by its name, or by its id when it has none (as an island looks it up).
  const names = await island.locator('input, textarea, select').evaluateAll((fields) =>
    [...new Set(fields.filter((f) => !(f as HTMLInputElement).disabled && !['hidden', 'submit', 'button'].includes((f as HTMLInputElement).type)).map((f) => (f as HTMLInputElement).name || `#${f.id}`))].filter((key) => key !== '#'),
  );
  const changed: string[] = [];
  for (const name of names) {
    const controls = island.locator(name.startsWith('#') ? `[id="${name.slice(1)}"]` : `[name="${name}"]`);
    const first = controls.first();
    if (!(await first.isVisible())) continue;
    const kind = await first.evaluate((f) => (f instanceof HTMLSelectElement ? 'select' : f instanceof HTMLTextAreaElement ? 'text' : (f as HTMLInputElement).type));
    if (kind === 'select') {
      const last = await first.evaluate((s: HTMLSelectElement) => s.options[s.options.length - 1]!.value);
      await first.selectOption(last);
    } else if (kind === 'radio') await controls.last().check();
    else if (kind === 'checkbox') await controls.last().check();
    else if (kind === 'file') await first.setInputFiles({ name: 'early.txt', mimeType: 'text/plain', buffer: Buffer.from('early') });
    else if (/-(day|month|year)$/.test(name)) await first.fill(name.endsWith('-year') ? '2025' : '3');
    else await first.fill(kind === 'email' ? 'early@example.com' : kind === 'number' ? '12' : 'Early 12');
    changed.push(name);
  }
  return changed;
}

for (const [path, island] of islandRoutes()) {
  test(`${path}: the ${island} adopts every control changed before its script ran`, async ({ consentedPage: page, consoleErrors }) => {
    const { release } = await holdIslandScripts(page);
    await page.goto(path);
    const islands = page.locator(`[${ISLAND_ATTR.name}]`);
    const changed: string[] = [];
    for (const container of await islands.all()) changed.push(...(await changeEveryControl(page, container)));
    release();
    // An island that waits to be reached (one with nothing to change, or not changed) is reached, as a pointer would.
    for (const container of await islands.all()) {
      await container.evaluate((el) => el.firstElementChild?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })));
      await expect(container).toHaveAttribute(ISLAND_ATTR.state, 'hydrated');
    }
    expect(consoleErrors.filter((message) => GUARD_MESSAGES.test(message)), `after changing ${changed.join(', ') || 'nothing'}`).toEqual([]);
    // The test's own check: the scripts that ran carry the guard (this copy of the site is built with it).
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.includes('/_shell/')));
    const bodies = await Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.some((body) => body.includes('Island controls held by no form state'))).toBe(true);
  });
}
