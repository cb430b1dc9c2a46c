import { navMenuId } from '@/components/layout/nav-ids';
import type { Locator, Page } from '@playwright/test';
import { PLAN_FORMS } from '@/content/claim-plan/forms';
import { GENERAL_PLAN, GENERAL_PLAN_PATHS, generalPlanText } from '@/content/claim-plan/general-plan';
import { claimPlanPage } from '@/content/claim-plan/page';
import { PLAN_ITEMS, PLAN_LINKS, PLAN_RULES, PLAN_STEPS } from '@/content/claim-plan/wording';
import { claimCalculatorPage } from '@/content/tools/claim-calculator';
import { toPlainText } from '@/content/inline-markup';
import { SHELL_READY_ATTR } from '@/lib/page-markers';
import { expect, presetConsent, seriousViolations, test } from './fixtures';

/**
 * Issue 28: the "Plan my claim" page: reached from the Resources menu, the home page and the claim calculator, and
 * under the tool the general plan (every step, its items, rules and forms, without dates).
 */
const PATH = claimPlanPage.path;
const STEP_IDS = [...GENERAL_PLAN_PATHS.claim, ...GENERAL_PLAN_PATHS.defend];

/**
 * Opens the page once the shell script has run. It waits for the shell, not for the island: the general plan is
 * server-rendered and must not depend on the island's script.
 */
async function openPlan(page: Page) {
  await presetConsent(page);
  await page.goto(PATH);
  await page.waitForFunction((attr) => document.documentElement.getAttribute(attr) === 'ready', SHELL_READY_ATTR);
}

/** An element's text as it reads, without the screen-reader note on links that open a new tab. */
const words = async (locator: Locator) => ((await locator.textContent()) ?? '').replaceAll(' (opens in a new tab)', '').replace(/\s+/g, ' ').trim();

const generalPlan = (page: Page) => page.getByRole('region', { name: generalPlanText.heading });

test.describe('Plan my claim: the page and the links to it', () => {
  test('the Resources menu leads to the page', async ({ consentedPage: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
    await page.locator(`#${navMenuId('Resources')}`).getByRole('link', { name: 'Plan my claim', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(claimPlanPage.title);
    await expect(page).toHaveTitle(new RegExp(`^${claimPlanPage.title}`));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Plan my claim');
  });

  test('the home page’s free resources lead to the page', async ({ consentedPage: page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Related resources' }).getByRole('link', { name: 'Plan my claim', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(claimPlanPage.title);
  });

  test('the claim calculator’s page leads to the page', async ({ consentedPage: page }) => {
    await page.goto(claimCalculatorPage.path);
    await page.getByRole('main').getByRole('link', { name: 'Plan my claim', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(claimPlanPage.title);
  });
});

test.describe('Plan my claim: the general plan', () => {
  test('shows every step with its items, rules and forms, and links the calculators and the court finder', async ({ page }) => {
    await openPlan(page);
    const plan = generalPlan(page);
    await expect(plan).toBeVisible();
    await expect(plan.getByRole('heading', { level: 3 })).toHaveText(STEP_IDS.map((id) => PLAN_STEPS[id].title));
    for (const id of STEP_IDS) {
      const step = plan.getByRole('region', { name: PLAN_STEPS[id].title });
      const items = GENERAL_PLAN[id].items;
      await expect(step.getByRole('listitem')).toHaveCount(items.length);
      for (const [i, entry] of items.entries()) {
        const li = step.getByRole('listitem').nth(i);
        await expect(li.getByRole('heading', { level: 4 })).toHaveText(PLAN_ITEMS[entry.item].title);
        expect(await words(li)).toContain(toPlainText(PLAN_ITEMS[entry.item].text));
        await expect(li).toContainText(`${generalPlanText.ruleLabel}: ${PLAN_RULES[entry.rule].cite}`);
        for (const code of entry.forms ?? []) {
          const form = li.getByRole('link', { name: new RegExp(`^${code}, `) });
          await expect(form).toHaveAttribute('href', PLAN_FORMS[code].href);
          await expect(form).toHaveAttribute('target', '_blank');
        }
      }
      // Each rule the step rests on, in full, once.
      const rules = [...new Set(items.map((e) => e.rule))];
      const definitions = step.locator('dt');
      await expect(definitions).toHaveText(rules.map((rule) => PLAN_RULES[rule].cite));
      for (const [i, rule] of rules.entries()) expect(await words(step.locator('dd').nth(i))).toBe(toPlainText(PLAN_RULES[rule].text));
    }
    for (const href of [PLAN_LINKS.claimCalculator, PLAN_LINKS.deadlineCalculator, '/court-locations']) {
      await expect(plan.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await plan.getByRole('link', { name: 'Court finder', exact: true }).click();
    await expect(page).toHaveURL(/\/court-locations$/);
  });

  test('is free of serious accessibility problems at 390 px, and fits the width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPlan(page);
    await expect(generalPlan(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('prints the general plan without the call to action or colour backgrounds', async ({ page }) => {
    await openPlan(page);
    await page.emulateMedia({ media: 'print' });
    await expect(generalPlan(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Want help with your claim?' })).toBeHidden();
    const backgrounds = await generalPlan(page)
      .locator('*')
      .evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).backgroundColor))].filter((c) => c !== 'rgba(0, 0, 0, 0)'));
    expect(backgrounds).toEqual([]);
  });
});
