import type { Page } from '@playwright/test';
import { finderMessages } from '@/content/courts/finder-messages';
import { bundleToolWords as bundleWords, hearingBundlePage } from '@/content/tools/hearing-bundle';
import { courtPagePath } from '@/lib/courts/links';
import { ISLAND_ATTR } from '@/islands/manifest';
import { dateGroup, expect, fillDate, test } from './fixtures';
import { holdIslandScripts, islandOf } from './slow-line';

/**
 * Issue 52: when even the page's own script is late. Every script is held (the shell's too) and the visitor acts as
 * soon as a control shows, before the page's shell has started. A form is then sent by the browser itself, as plain
 * HTML: a GET to its page whose field names are the page's link parameters. Once the scripts arrive on that page, the
 * island reads the answers back in full and ends where the visitor meant, as a shared link would. A press on a script-only
 * button (a court page's favourite) is kept by the head's inline script and done once the shell starts.
 */
const arrive = (page: Page, path: string) => page.goto(path, { waitUntil: 'commit' });

test.describe('every script held, the visitor acting before the page has started', () => {
  test('the claim calculator sent early works out what was sent, and never says it came from a link', async ({ consentedPage: page }) => {
    await page.clock.setFixedTime(new Date('2026-11-02T10:00:00'));
    const { release } = await holdIslandScripts(page, { shell: true });
    await arrive(page, '/tools/claim-calculator');
    const form = page.getByRole('form', { name: 'Your claim' });
    await form.getByLabel('Amount owed, before interest (£)').fill('1250');
    await fillDate(form.getByRole('group', { name: 'Date the payment was due' }), '2026-03-03');
    await form.getByRole('group', { name: /both acting in the course of a business/ }).getByLabel(/^No/).check();
    await form.getByRole('group', { name: /going to a hearing/ }).getByLabel('Yes', { exact: true }).check();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/dueDate-day=3&dueDate-month=3&dueDate-year=2026/);
    release();
    const result = page.getByRole('region', { name: 'What your claim would cost' });
    await expect(result).toContainText('£1,250.00 × 8% × 244 ÷ 365');
    await expect(form.getByRole('group', { name: 'Date the payment was due' }).getByLabel('Year')).toHaveValue('2026');
    await expect(page.getByText('from the link you followed')).toHaveCount(0);
  });

  test('the deadline calculator sent early works out the deadline', async ({ consentedPage: page }) => {
    await page.clock.setFixedTime(new Date('2026-11-24T10:00:00'));
    const { release } = await holdIslandScripts(page, { shell: true });
    await arrive(page, '/tools/deadline-calculator');
    const form = page.getByRole('form', { name: 'Work out a deadline' });
    await form.getByLabel('What happened?').selectOption('claim-form-posted');
    await fillDate(dateGroup(form, 'date'), '2026-12-24');
    await page.getByRole('button', { name: 'Work out the deadline' }).click();
    await expect(page).toHaveURL(/event=claim-form-posted/);
    release();
    await expect(page.getByRole('article', { name: 'Claim form treated as served' })).toContainText('30 December 2026');
  });

  test('Plan my claim sent early goes on to the next question with the answer kept', async ({ consentedPage: page }) => {
    await page.clock.setFixedTime(new Date('2026-11-02T10:00:00'));
    const { release } = await holdIslandScripts(page, { shell: true });
    await arrive(page, '/tools/claim-plan');
    const tool = page.locator('#claim-plan-tool');
    await tool.getByRole('group', { name: 'What do you need a plan for?' }).getByLabel(/Someone owes me money/).check();
    await tool.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/path=claim/);
    release();
    await expect(page.locator('#claim-plan-heading')).toHaveText('Who is owed the money?');
    await tool.getByRole('button', { name: 'Back' }).click();
    await expect(tool.getByLabel(/Someone owes me money/)).toBeChecked();
  });

  test('the Help with Fees check sent early goes on to the next question with the answer kept', async ({ consentedPage: page }) => {
    const { release } = await holdIslandScripts(page, { shell: true });
    await arrive(page, '/tools/help-with-fees');
    const tool = page.locator('#help-with-fees-check');
    await tool.getByRole('group', { name: 'Who would pay the fee?' }).getByLabel('Me, as a sole trader').check();
    await tool.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/applicant=/);
    release();
    await expect(page.locator('#help-with-fees-heading')).toHaveText('Are you single, or part of a couple?');
    await tool.getByRole('button', { name: 'Back' }).click();
    await expect(tool.getByLabel('Me, as a sole trader')).toBeChecked();
  });

  test('the court finder and the directory sent early answer what was sent', async ({ consentedPage: page }) => {
    const { release } = await holdIslandScripts(page, { shell: true });
    await arrive(page, '/court-locations');
    const finder = page.locator('#court-finder');
    await finder.getByLabel(finderMessages.postcodeLabel, { exact: true }).fill('LS1 4DY');
    await finder.getByRole('radio', { name: 'Bankruptcy' }).check();
    await finder.getByRole('button', { name: finderMessages.submit }).click();
    await expect(page).toHaveURL(/finder-postcode=LS1\+4DY&finder-case=bankruptcy/);
    release();
    await expect(finder.getByRole('heading', { name: finderMessages.answerHeading('LS1 4DY') })).toBeVisible();
    await expect(finder.getByRole('radio', { name: 'Bankruptcy' })).toBeChecked();
  });

  test('the directory’s region and name go with its postcode, sent early', async ({ consentedPage: page }) => {
    const { release } = await holdIslandScripts(page, { shell: true });
    await arrive(page, '/court-locations');
    await page.getByLabel('Region').selectOption('Yorkshire');
    await page.getByLabel('Your postcode').fill('LS1 4DY');
    await page.getByRole('button', { name: 'Sort by distance' }).click();
    await expect(page).toHaveURL(/region=Yorkshire/);
    release();
    await expect(page.getByLabel('Region')).toHaveValue('Yorkshire');
    await expect(page.getByRole('status').filter({ hasText: /Showing 1 of 6 courts, nearest first from LS1/ })).toBeVisible();
  });

  test('a court page’s favourite pressed before the shell started is saved once it has', async ({ consentedPage: page }) => {
    const { release } = await holdIslandScripts(page, { shell: true });
    await arrive(page, courtPagePath('leeds-combined-court-centre'));
    const toggle = page.getByRole('button', { name: /^Favourite: / });
    await toggle.click();
    release();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('court-favourites'))).toBe(JSON.stringify(['leeds-combined-court-centre']));
  });

  test('the hearing bundle’s “Make the bundle”, pressed before the shell started, is done once it has (its PDF only the page can make)', async ({ consentedPage: page }) => {
    await page.clock.setFixedTime(new Date('2026-11-24T10:00:00'));
    const { release } = await holdIslandScripts(page, { shell: true });
    await arrive(page, hearingBundlePage.path);
    const form = page.getByRole('form', { name: bundleWords.documentsTitle });
    await form.getByRole('button', { name: bundleWords.buildButton }).click();
    // Not sent as a plain form: the page stays as it is, with nothing in its address.
    await expect(page).toHaveURL(new RegExp(`${hearingBundlePage.path}$`));
    release();
    const summary = page.locator('[data-slot="error-summary"]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Add at least one document' })).toBeVisible();
  });
});

test.describe('while an island is loading', () => {
  test('a press shows at once that it was taken, then is done', async ({ consentedPage: page }) => {
    const { release } = await holdIslandScripts(page);
    await arrive(page, '/tools/deadline-calculator');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-shell'));
    const form = page.getByRole('form', { name: 'Work out a deadline' });
    await form.getByLabel('What happened?').selectOption('limitation');
    await fillDate(dateGroup(form, 'date'), '2021-03-03');
    const button = page.getByRole('button', { name: 'Work out the deadline' });
    await button.click();
    await expect(button).toHaveAttribute('data-held', 'Working it out…');
    await expect(button).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(page.getByRole('article', { name: 'Last day to issue the claim (6 years)' })).toBeVisible();
    await expect(button).not.toHaveAttribute('data-held');
  });

  test('a missing island script is asked for again no sooner than the back-off allows', async ({ consentedPage: page }) => {
    let asked = 0;
    await page.route(
      (url) => url.pathname.startsWith('/_shell/island-'),
      async (route) => {
        asked += 1;
        await route.fulfill({ status: 404, body: '' });
      },
    );
    await page.clock.install();
    await page.goto('/tools/deadline-calculator');
    const form = page.getByRole('form', { name: 'Work out a deadline' });
    // The visitor keeps reaching into the form: a reach a moment after a failure does not ask again.
    const select = form.getByLabel('What happened?');
    await select.dispatchEvent('pointerdown');
    await expect.poll(() => asked).toBe(1);
    for (let i = 0; i < 8; i += 1) await select.dispatchEvent('pointerdown');
    await page.clock.fastForward(500);
    await select.dispatchEvent('pointerdown');
    expect(asked).toBe(1);
    // A second later, the next reach asks again.
    await page.clock.fastForward(600);
    await select.dispatchEvent('pointerdown');
    await expect.poll(() => asked).toBe(2);
    expect(await islandOf(page, 'deadline-calculator').getAttribute(ISLAND_ATTR.state)).toBeNull();
  });
});
