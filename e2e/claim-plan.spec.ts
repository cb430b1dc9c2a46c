import { readFile, writeFile } from 'node:fs/promises';
import { CONSULTATION_DRAFT_KEY } from '@/content/storage-keys';
import type { Locator, Page } from '@playwright/test';
import { ANSWERS_FILE_NAME, answersFileMessages } from '@/content/claim-plan/messages';
import { claimPlanPage } from '@/content/claim-plan/page';
import { claimQuestions, planViewText } from '@/content/claim-plan/questions';
import { expect, expectDate, fillDate, seriousViolations, test, waitForHydration } from './fixtures';
import { ConsultationFormPage } from './consultation-form';
import { fillTemplate, generate, signUp, submitSignUp } from './template-flow';
import { letter as letterAnswers } from './template-values';

/**
 * Issue 28: "Plan my claim" end to end in Chromium, on a fixed clock: the guided questions (one a step, back link,
 * errors, check your answers), the dated plan with its hearing centre, the calendar file, the answers file out and
 * back in (and a tampered or oversized one refused), the letter and the consultation form filled in from the plan,
 * and the defendant's path.
 */
const PATH = claimPlanPage.path;

async function open(page: Page, today = '2026-11-02T10:00:00') {
  await page.clock.setFixedTime(new Date(today));
  // The visitor acts at once: the plan adopts what was answered before it started (issue 52), and holds a press.
  await page.goto(PATH);
}

const tool = (page: Page) => page.locator('#claim-plan-tool');
const heading = (page: Page) => page.locator('#claim-plan-heading');

async function answer(page: Page, question: string | RegExp, choice: string | RegExp) {
  await expect(heading(page)).toHaveText(question);
  await tool(page).getByRole('group', { name: question }).getByLabel(choice).check();
}
const next = (page: Page) => tool(page).getByRole('button', { name: 'Continue' }).click();

type ClaimCase = {
  claimant: string | RegExp;
  debtor: string | RegExp;
  amount: string;
  what?: string;
  due: string;
  /** Asked only once six years from the due date have passed: the latest part payment or acknowledgment, or none. */
  acknowledged?: string | 'no';
  /** Asked only when both are in business. */
  interest?: RegExp;
  letter?: { date: string; payBy?: string; reply: string | RegExp; replyDate?: string };
  disputed?: boolean;
  means: RegExp[];
  debtorPostcode?: string;
  claimantPostcode?: string;
  names?: { claimant: string; debtor: string };
};

/** The first case: a business claiming £2,400 from a sole trader, due 1 March 2021, no letter yet. */
const SOLE_TRADER: ClaimCase = {
  claimant: /A business or sole trader/,
  debtor: /^A sole trader/,
  amount: '2400',
  what: 'Invoice INV-0042 for <b>decorating</b> & repairs',
  due: '2021-03-01',
  interest: /Interest under section 69/,
  disputed: false,
  means: [/They are employed/, /They own their home/],
  debtorPostcode: 'ls1 4dy',
  claimantPostcode: 'M1 1AA',
  names: { claimant: 'Smith Decorating', debtor: 'John Brown' },
};

/** The defending path for a fixed sum, part of it disputed: how and when the claim was served, and any counterclaim. */
async function answerDefence(page: Page, d: { served: RegExp; date: string; counterclaim: 'Yes' | 'No' }) {
  await answer(page, 'What do you need a plan for?', /I have received a court claim/);
  await next(page);
  await answer(page, 'When was the claim served on you?', d.served);
  await fillDate(tool(page).getByRole('group', { name: 'The date' }), d.date);
  await next(page);
  await answer(page, 'Is the claim for a fixed amount of money?', /Yes, a fixed amount/);
  await next(page);
  await answer(page, 'Do you owe what they claim?', /Some of it/);
  await next(page);
  await answer(page, 'Does the claimant owe you money in the same matter?', d.counterclaim);
  await next(page);
}

/** A claimant's answers up to the letter before action, whose question is then showing. */
async function answerUpToLetter(page: Page, c: ClaimCase) {
  await answer(page, 'What do you need a plan for?', /Someone owes me money/);
  await next(page);
  await answer(page, 'Who is owed the money?', c.claimant);
  await next(page);
  await answer(page, 'Who owes the money?', c.debtor);
  await next(page);
  await expect(heading(page)).toHaveText('How much is owed, and what for?');
  await tool(page).getByLabel('Amount owed, before interest (£)').fill(c.amount);
  if (c.what) await tool(page).getByLabel(/What it is for/).fill(c.what);
  await next(page);
  await expect(heading(page)).toHaveText('When was the payment due?');
  await fillDate(tool(page).getByRole('group', { name: 'Payment was due' }), c.due);
  await next(page);
  if (c.acknowledged) {
    await answer(page, /has the debtor paid part of it, or signed something in writing/, c.acknowledged === 'no' ? /^No/ : 'Yes');
    if (c.acknowledged !== 'no') await fillDate(tool(page).getByRole('group', { name: 'Date of the latest part payment or signed acknowledgment' }), c.acknowledged);
    await next(page);
  }
  if (c.interest) {
    await answer(page, 'Which interest will you claim?', c.interest);
    await next(page);
  }
  await expect(heading(page)).toHaveText('Have you sent a letter before action?');
}

async function answerClaim(page: Page, c: ClaimCase) {
  await answerUpToLetter(page, c);
  await answer(page, 'Have you sent a letter before action?', c.letter ? 'Yes' : 'No, not yet');
  if (c.letter) {
    await fillDate(tool(page).getByRole('group', { name: 'Date of the letter' }), c.letter.date);
    if (c.letter.payBy) await fillDate(tool(page).getByRole('group', { name: /Date the letter gave to pay or reply/ }), c.letter.payBy);
    await next(page);
    await answer(page, 'Did they reply to your letter?', c.letter.reply);
    if (c.letter.replyDate) await fillDate(tool(page).getByRole('group', { name: 'Date the reply arrived' }), c.letter.replyDate);
  }
  await next(page);
  if (c.disputed !== undefined) {
    await answer(page, /Does the debtor say they do not owe/, c.disputed ? 'Yes, they dispute it' : 'No, or not that I know of');
    await next(page);
  }
  await expect(heading(page)).toHaveText(/What do you know about the debtor/);
  for (const means of c.means) await tool(page).getByLabel(means).check();
  await next(page);
  await expect(heading(page)).toHaveText('Where are you and the debtor?');
  // GOV.UK: the group's hint is its description, read with the question.
  await expect(tool(page).getByRole('group', { name: claimQuestions.where.legend })).toHaveAccessibleDescription(claimQuestions.where.hint);
  if (c.debtorPostcode) await tool(page).getByLabel('The debtor’s postcode').fill(c.debtorPostcode);
  if (c.claimantPostcode) await tool(page).getByLabel('Your postcode').fill(c.claimantPostcode);
  if (c.names) {
    await tool(page).getByLabel('Your name (or business name)').fill(c.names.claimant);
    await tool(page).getByLabel('The debtor’s name (or business name)').fill(c.names.debtor);
  }
  await next(page);
  await expect(heading(page)).toHaveText('Check your answers');
}

async function seePlan(page: Page) {
  await tool(page).getByRole('button', { name: 'See my plan' }).click();
  await expect(heading(page)).toHaveText('Your plan');
  await expect(heading(page)).toBeFocused();
}

const planItem = (page: Page, key: string): Locator => page.locator(`[data-plan-item="${key}"]`);
/** The plan's text once the hearing centre has been found (it is looked up after the plan shows). */
async function planText(page: Page) {
  const plan = page.locator('[data-claim-plan]');
  await expect(plan.getByText(planViewText.hearingLoading)).toHaveCount(0);
  return plan.innerText();
}

test.describe('in a US-English browser (issue 40)', () => {
  test.use({ locale: 'en-US' });
  test('1 March 2025 typed as day, month and year is 1 March 2025 in the answers', async ({ page }) => {
    await open(page);
    await answerClaim(page, { ...SOLE_TRADER, due: '2025-03-01' });
    await expect(tool(page).locator('dl > div').filter({ hasText: 'Payment was due' })).toContainText('1 March 2025');
  });
});

for (const width of [390, 1280]) {
  test(`a business's plan against a sole trader, from start to finish at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await open(page);
    await answerClaim(page, SOLE_TRADER);

    // Check your answers: each answer as chosen, the visitor's text as text.
    const rows = tool(page).locator('dl > div');
    await expect(rows.filter({ hasText: 'Who owes' })).toContainText('A sole trader');
    await expect(rows.filter({ hasText: 'Amount owed' })).toContainText('£2,400.00');
    await expect(rows.filter({ hasText: 'What it is for' })).toContainText('Invoice INV-0042 for <b>decorating</b> & repairs');
    await expect(rows.filter({ hasText: 'Payment was due' })).toContainText('1 March 2021');
    await expect(rows.filter({ hasText: 'Postcodes' })).toContainText('Theirs: LS1 4DY; yours: M1 1AA');
    await expect(page.locator('#claim-plan-tool b')).toHaveCount(0);

    await seePlan(page);
    // Can you still claim: six years from the due date, close enough to warn.
    await expect(planItem(page, 'limitation-soon')).toContainText('1 March 2027');
    await expect(planItem(page, 'limitation-soon')).toContainText('Six years from the date the money was due, or from a part payment or signed acknowledgment that restarted them.');
    await expect(planItem(page, 'small-claim')).toBeVisible();
    // Before you claim: the Debt Protocol's Letter of Claim, its 30 days, and the letter to write.
    await expect(planItem(page, 'debt-protocol-letter')).toContainText('Pre-Action Protocol for Debt Claims');
    await expect(planItem(page, 'debt-protocol-reply-by')).toContainText('2 December 2026');
    await expect(planItem(page, 'debt-protocol-letter').getByRole('link', { name: 'Write this letter' })).toBeVisible();
    // Claiming: the earliest day, the fee and the interest to it, with the working a click away.
    await expect(planItem(page, 'earliest-issue')).toContainText('3 December 2026');
    await expect(planItem(page, 'issue-fee')).toContainText('£205.00');
    await expect(planItem(page, 'interest-section-69')).toContainText('£1,106.24');
    await expect(planItem(page, 'issue-fee').getByRole('link', { name: 'See the working in the claim calculator' })).toBeVisible();
    await expect(planItem(page, 'how-online')).toContainText('N1 Claim form');
    // Issue 41: Help with Fees for a business too (a sole trader can get it), opened with the claim's value.
    await expect(planItem(page, 'help-with-fees').getByRole('link', { name: 'Check if you are likely to get Help with Fees' })).toHaveAttribute('href', '/tools/help-with-fees?claim=3506.24&debt=2400.00');
    // After you claim: service and the defendant's 14 days, counted in working days or moved off closed days, and said so.
    await expect(planItem(page, 'claim-served')).toContainText(/December 2026/);
    // Online Civil Money Claims gives its own dates: the paper rule's are marked as a paper claim's (issue 37).
    for (const key of ['claim-served', 'reply-due', 'default-judgment']) await expect(planItem(page, key)).toContainText('Paper claim only');
    await expect(planItem(page, 'reply-due')).toContainText(/Counted in calendar days/);
    // The hearing centre: the court finder's answer for the debtor's postcode, linking its page.
    const centre = planItem(page, 'hearing-centre');
    await expect(centre).toContainText('For the debtor’s postcode, LS1 4DY: Leeds Combined Court Centre');
    await expect(centre.getByRole('link', { name: 'See this hearing centre' })).toHaveAttribute('href', '/court-locations/leeds-combined-court-centre');
    // Issue 56: after the questionnaire, mediation and the hearing fee, the documents for the hearing and the bundle tool.
    await expect(planItem(page, 'hearing-documents').getByRole('link', { name: 'Date it and make your bundle' })).toHaveAttribute('href', '/tools/hearing-bundle');
    // Getting paid: what fits an employed home owner, with forms.
    await expect(planItem(page, 'attachment-of-earnings')).toContainText('N337');
    await expect(planItem(page, 'charging-order')).toContainText('N379');
    await expect(planItem(page, 'nothing-known-warning')).toHaveCount(0);
    // Each rule is a click away.
    await planItem(page, 'issue-fee').getByText('The rule: Civil Proceedings Fees Order 2008').click();
    await expect(planItem(page, 'issue-fee').locator('details')).toHaveAttribute('open', '');

    expect(await seriousViolations(page)).toEqual([]);
    // Printed, the visitor's plan stands alone, under the names they gave; the general plan below it is left out (issue 37).
    await expect(page.locator('[data-claim-plan]')).toContainText('Smith Decorating’s claim against John Brown');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-general-plan]')).toBeHidden();
    await expect(planItem(page, 'issue-fee')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('[data-general-plan]')).toBeVisible();
    // Nothing overflows the width on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('an individual claiming £600 from a company: the general letter, Help with Fees, and the hearing centre for their own postcode (at 320 px)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await open(page);
  await answerClaim(page, {
    claimant: /Me, as an individual/,
    debtor: /A company or other organisation/,
    amount: '600',
    due: '2026-09-15',
    letter: { date: '2026-10-20', reply: 'No reply yet' },
    disputed: false,
    means: [/I know nothing about their money/],
    claimantPostcode: 'CF10 1ET',
  });
  await seePlan(page);
  await expect(planItem(page, 'pre-action-letter-sent')).toContainText('20 October 2026');
  await expect(planItem(page, 'help-with-fees').getByRole('link', { name: 'Check if you are likely to get Help with Fees' })).toHaveAttribute('href', /^\/tools\/help-with-fees\?claim=6\d\d\.\d\d&debt=600\.00$/);
  await expect(planItem(page, 'hearing-centre')).toContainText('For your postcode, CF10 1ET: Cardiff Civil and Family Justice Centre');
  await expect(planItem(page, 'nothing-known-warning')).toContainText('A judgment you cannot enforce costs fees and brings nothing.');
  // At 320 px (a 1280 px window at 400% zoom) nothing needs scrolling sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // Printed: the plan and its dates, without the tools, the links to act on or the way back.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('[data-claim-plan]')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keep and share your plan' })).toBeHidden();
  await expect(tool(page).getByRole('button', { name: 'Change my answers' }).first()).toBeHidden();
  await expect(planItem(page, 'pre-action-letter-sent')).toContainText('20 October 2026');
});

test('a £12,000 debt is not a small claim; a disputed debt is no case for a statutory demand; a Scottish debtor is out of scope', async ({ page }) => {
  await open(page);
  await answerClaim(page, {
    claimant: /A business/,
    debtor: /A company/,
    amount: '12000',
    due: '2026-06-01',
    interest: /Late Payment interest/,
    letter: { date: '2026-09-01', reply: 'Yes, they dispute the debt', replyDate: '2026-09-20' },
    means: [/They run a trading business/],
    debtorPostcode: 'EH1 1YZ',
  });
  await seePlan(page);
  await expect(planItem(page, 'over-small-claims-limit')).toContainText('fast track');
  await expect(planItem(page, 'statutory-demand-disputed')).toContainText('Not a statutory demand');
  await expect(planItem(page, 'outside-england-wales')).toContainText('Scotland or Northern Ireland');
  await expect(planItem(page, 'hearing-fee-fast-track')).toBeVisible();
});

test('errors: a summary linked to the field, inline errors, focus; Back keeps every answer', async ({ page }) => {
  await open(page);
  await next(page);
  const summary = page.locator('[data-slot="error-summary"]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Select what you need a plan for']);
  // GOV.UK's error pattern: the title says so while the step shows errors.
  await expect(page).toHaveTitle(/^Error: Plan My Claim/);
  expect(await seriousViolations(page)).toEqual([]);
  await summary.getByRole('link').click();
  await expect(tool(page).getByLabel(/Someone owes me money/)).toBeFocused();

  await answer(page, 'What do you need a plan for?', /Someone owes me money/);
  await next(page);
  await expect(heading(page)).toBeFocused();
  await answer(page, 'Who is owed the money?', /Me, as an individual/);
  await next(page);
  await answer(page, 'Who owes the money?', /An individual/);
  await next(page);
  const amount = tool(page).getByLabel('Amount owed, before interest (£)');
  await amount.fill('two hundred');
  await next(page);
  await expect(summary.getByRole('link')).toHaveText(['Enter the amount owed as a number of pounds, like 2400 or 2400.50']);
  await expect(amount).toHaveAccessibleDescription(/Error: Enter the amount owed as a number of pounds/);
  await expect(amount).toHaveValue('two hundred');
  await amount.fill('200');
  await next(page);
  await fillDate(tool(page).getByRole('group', { name: 'Payment was due' }), '2026-12-01');
  await next(page);
  await expect(summary.getByRole('link')).toHaveText([/must be today or in the past/]);

  // Back, and back again: the answers are still there.
  await tool(page).getByRole('button', { name: 'Back' }).click();
  await expect(heading(page)).toHaveText('How much is owed, and what for?');
  await expect(amount).toHaveValue('200');
  await tool(page).getByRole('button', { name: 'Back' }).click();
  await expect(tool(page).getByRole('group', { name: 'Who owes the money?' }).getByLabel(/An individual/)).toBeChecked();
});

test('a follow-up question opens straight under the answer it belongs to, named by its aria-controls (GOV.UK conditional reveal)', async ({ page }) => {
  // As a visitor acts: at once, not waiting for the plan to start.
  await page.goto(PATH);
  await answerUpToLetter(page, SOLE_TRADER);

  const group = tool(page).getByRole('group', { name: 'Have you sent a letter before action?' });
  const yes = group.getByRole('radio', { name: 'Yes', exact: true });
  const no = group.getByRole('radio', { name: 'No, not yet' });
  await expect(group.getByRole('group', { name: 'Date of the letter' })).toHaveCount(0);
  await yes.check();
  const revealed = page.locator(`#${await yes.getAttribute('aria-controls')}`);
  await expect(revealed.getByRole('group', { name: 'Date of the letter' })).toBeVisible();
  await expect(revealed.getByRole('group', { name: /Date the letter gave to pay or reply/ })).toBeVisible();
  // Under "Yes", above "No, not yet".
  const [yesBox, revealedBox, noBox] = [(await yes.boundingBox())!, (await revealed.boundingBox())!, (await no.boundingBox())!];
  expect(revealedBox.y).toBeGreaterThan(yesBox.y + yesBox.height);
  expect(revealedBox.y + revealedBox.height).toBeLessThan(noBox.y);

  await no.check();
  await expect(revealed).toHaveCount(0);
  await expect(yes).not.toHaveAttribute('aria-controls');
});

test('a reload loses nothing: the answers and the step come back', async ({ page }) => {
  await open(page);
  await answer(page, 'What do you need a plan for?', /Someone owes me money/);
  await next(page);
  await answer(page, 'Who is owed the money?', /Me, as an individual/);
  await next(page);
  await answer(page, 'Who owes the money?', /A sole trader/);
  await next(page);
  await tool(page).getByLabel('Amount owed, before interest (£)').fill('750.50');
  await page.reload();
  await waitForHydration(page);
  await expect(heading(page)).toHaveText('How much is owed, and what for?');
  await expect(tool(page).getByLabel('Amount owed, before interest (£)')).toHaveValue('750.50');
});

test('the calendar file holds every dated step still to come', async ({ page }) => {
  await open(page);
  await answerClaim(page, SOLE_TRADER);
  await seePlan(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add the dates to my calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('claim-plan.ics');
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  const unfolded = text.replace(/\r\n /g, '');
  const events = unfolded.split('BEGIN:VEVENT').slice(1);
  expect(events.length).toBeGreaterThanOrEqual(6);
  expect(unfolded).toContain('DTSTART;VALUE=DATE:20270301');
  expect(unfolded).toContain('SUMMARY:Important: Last day to issue your claim: it is close');
  expect(unfolded).toContain('DTSTART;VALUE=DATE:20261202');
  // Dates already past (the due date, today's letter) are left out.
  expect(unfolded).not.toContain('DTSTART;VALUE=DATE:20210301');
});

test('the calendar file of a claim near its time limit: no day to issue after the last day, and the stop in it; past the limit, one warning (FACTS.md §14)', async ({ page }) => {
  await open(page);
  // Due 20 November 2020, planned 2 November 2026: the Protocol's waits end after the last day, 20 November 2026.
  await answerClaim(page, { ...SOLE_TRADER, due: '2020-11-20' });
  await seePlan(page);
  const calendar = async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Add the dates to my calendar (.ics)' }).click();
    return (await readFile((await (await download).path())!, 'utf8')).replace(/\r\n /g, '');
  };
  const near = await calendar();
  expect(near).toContain('SUMMARY:Stop and check: Issue before the time limit');
  expect(near).not.toMatch(/SUMMARY:[^\r\n]*earliest day to issue/i);
  const claimingDays = [...near.matchAll(/UID:(\d{4}-\d{2}-\d{2})-claiming-/g)].map((m) => m[1]!);
  expect(claimingDays.length).toBeGreaterThan(0);
  for (const day of claimingDays) expect(day <= '2026-11-20').toBe(true);

  // Due 1 June 2020: the six years have run out. One warning event, no set of claim dates.
  await tool(page).getByRole('button', { name: 'Change my answers' }).first().click();
  await tool(page).getByRole('button', { name: 'Change payment was due' }).click();
  await fillDate(tool(page).getByRole('group', { name: 'Payment was due' }), '2020-06-01');
  await next(page);
  // Six years have passed: the plan asks about part payments and acknowledgments before it says so (FACTS.md §14).
  await answer(page, /has the debtor paid part of it, or signed something in writing/, /^No/);
  await next(page);
  while ((await heading(page).textContent()) !== 'Check your answers') await next(page);
  await seePlan(page);
  const passed = await calendar();
  expect(passed.split('BEGIN:VEVENT')).toHaveLength(2);
  expect(passed).toContain('SUMMARY:Stop and check: The time limit may have passed');
  expect(passed).toContain('DTSTART;VALUE=DATE:20261102');
});

test('six years past the due date: asked about part payments and acknowledgments first; one before the six years ran out restarts them (FACTS.md §14)', async ({ page }) => {
  await open(page);
  await answerClaim(page, { ...SOLE_TRADER, due: '2020-06-01', acknowledged: '2024-03-01' });
  await expect(tool(page).locator('dl > div').filter({ hasText: 'Part payment or signed acknowledgment' })).toContainText('Yes, the latest on 1 March 2024');
  await seePlan(page);
  await expect(planItem(page, 'limitation-in-time')).toContainText('1 March 2030');
  await expect(planItem(page, 'limitation-restarted')).toContainText('1 March 2024');
  await expect(planItem(page, 'limitation-passed')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('download my answers, start afresh, open them: the same plan; a tampered, oversized or newer file is refused', async ({ page }, testInfo) => {
  await open(page);
  await answerClaim(page, SOLE_TRADER);
  await seePlan(page);
  const before = await planText(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my answers' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(ANSWERS_FILE_NAME);
  const saved = await readFile((await file.path())!, 'utf8');
  const json = JSON.parse(saved) as { kind: string; version: number; claim: { amountPence: number; description: string } };
  expect(json).toMatchObject({ kind: 'small-claims-compass/claim-plan-answers', version: 1, claim: { amountPence: 240000 } });

  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(heading(page)).toHaveText('What do you need a plan for?');
  const chooser = tool(page).getByLabel(/Open saved answers/);

  const write = async (name: string, text: string) => {
    const path = testInfo.outputPath(name);
    await writeFile(path, text);
    return path;
  };
  // Tampered (an amount no form could give), oversized, newer: each refused with its message, nothing used.
  const title = await page.title();
  await chooser.setInputFiles(await write('tampered.json', saved.replace('240000', '-5')));
  await expect(tool(page).getByRole('alert')).toContainText(answersFileMessages.invalid);
  await expect(chooser).toHaveAccessibleDescription(new RegExp(`Error: ${answersFileMessages.invalid.slice(0, 40)}`));
  // GOV.UK's pattern: the error summary takes focus and links to the control; the title starts "Error: ".
  const summary = tool(page).locator('[data-slot="error-summary"]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: answersFileMessages.invalid })).toHaveAttribute('href', '#claim-plan-open');
  await expect(page).toHaveTitle(`Error: ${title}`);
  await chooser.setInputFiles(await write('big.json', `${saved.slice(0, -2)}, "pad": "${'x'.repeat(20_000)}"}`));
  await expect(tool(page).getByRole('alert')).toContainText(answersFileMessages.tooLarge);
  await chooser.setInputFiles(await write('newer.json', saved.replace('"version": 1', '"version": 2')));
  await expect(tool(page).getByRole('alert')).toContainText(answersFileMessages.newerVersion);
  await expect(heading(page)).toHaveText('What do you need a plan for?');

  // The real file: the check page, then the same plan; the refusal, its summary and the title's Error are gone.
  await chooser.setInputFiles(await write(ANSWERS_FILE_NAME, saved));
  await expect(heading(page)).toHaveText('Check your answers');
  await expect(summary).toHaveCount(0);
  await expect(page).toHaveTitle(title);
  await expect(tool(page).locator('dl > div').filter({ hasText: 'What it is for' })).toContainText('Invoice INV-0042 for <b>decorating</b> & repairs');
  await seePlan(page);
  expect(await planText(page)).toBe(before);
});

test('Write this letter opens the letter before action with the plan’s answers filled in', async ({ page }) => {
  await open(page);
  await answerClaim(page, SOLE_TRADER);
  await seePlan(page);
  await planItem(page, 'debt-protocol-letter').getByRole('link', { name: 'Write this letter' }).click();
  await expect(page).toHaveURL(/\/legal-templates$/);
  const dialog = page.getByRole('dialog');
  await submitSignUp(page, dialog);
  await expect(dialog.getByLabel('Amount owed, before interest (£)')).toHaveValue('2400.00');
  await expectDate(dialog.getByRole('group', { name: /Date the payment was due/ }), '2021-03-01');
  await expect(dialog.locator('input[name="sender_kind"][value="business-to-sole-trader"]')).toBeChecked();
});

test('Ask us fills in the consultation form with the plan, and sends nothing until the visitor submits', async ({ page }) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await open(page);
  await answerClaim(page, SOLE_TRADER);
  await seePlan(page);
  await page.getByRole('link', { name: 'Ask us to look at this plan' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  const form = new ConsultationFormPage(page);
  await expect(form.description).toHaveValue(/^My plan from “Plan my claim”, worked out on 2 November 2026\./);
  await expect(form.description).toHaveValue(/Last day to issue your claim: it is close: 1 March 2027/);
  await expect(form.description).toHaveValue(/Invoice INV-0042 for <b>decorating<\/b> & repairs/);
  await expect(form.form.getByLabel(/Case Type/)).toHaveValue('unpaid-invoice');
  await expect(form.form.getByLabel(/Claim Value/)).toHaveValue('1000-5000');
  // The visitor can change it; nothing has gone anywhere.
  await form.description.fill('Please check my dates.');
  await expect(form.description).toHaveValue('Please check my dates.');
  expect(posts.filter((url) => !url.includes('/analytics'))).toEqual([]);
});

test('Ask us adds the plan below what the visitor had already written in the form, and keeps the case type they chose', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-02T10:00:00'));
  await page.goto('/#contact');
  const form = new ConsultationFormPage(page);
  await form.description.fill('My decorator says I owe more than we agreed.');
  await form.caseType.selectOption('faulty-goods');
  // Kept in the tab once the form has taken it in (what the visitor sees when they come back).
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), CONSULTATION_DRAFT_KEY)).toContain('faulty-goods');
  await page.goto(PATH);
  await waitForHydration(page);
  await answerClaim(page, SOLE_TRADER);
  await seePlan(page);
  await page.getByRole('link', { name: 'Ask us to look at this plan' }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(form.description).toHaveValue(/^My decorator says I owe more than we agreed\.\n\nMy plan from “Plan my claim”, worked out on 2 November 2026\./);
  await expect(form.caseType).toHaveValue('faulty-goods');
  // A field the visitor had left empty is filled in from the plan.
  await expect(form.claimValue).toHaveValue('1000-5000');
});

test('a defendant served on Friday 18 December 2026: the acknowledgment, defence and default dates, forms, CCJ and mediation', async ({ page }) => {
  await open(page, '2026-12-21T10:00:00');
  await answerDefence(page, { served: /I know the day it counts as served/, date: '2026-12-18', counterclaim: 'Yes' });
  await expect(heading(page)).toHaveText('Check your answers');
  await seePlan(page);
  await expect(page.locator('[data-claim-plan]').getByRole('heading', { name: 'Replying to a claim against you' })).toBeVisible();
  // 14 days from Friday 18 December ends on Friday 1 January, a bank holiday: moved to Monday 4 January, and said so.
  await expect(planItem(page, 'defend-defence')).toContainText('4 January 2027');
  await expect(planItem(page, 'defend-defence')).toContainText('New Year’s Day');
  await expect(planItem(page, 'defend-defence-after-acknowledgment')).toContainText('15 January 2027');
  await expect(planItem(page, 'defend-acknowledge')).toContainText('N9 Response pack');
  await expect(planItem(page, 'defend-part-admit')).toContainText('N9A');
  await expect(planItem(page, 'defend-counterclaim')).toContainText('N9B');
  await expect(planItem(page, 'defend-ccj').getByRole('link', { name: 'County Court judgments explained' })).toHaveAttribute('href', '/county-court-judgments');
  await expect(planItem(page, 'defend-mediation')).toBeVisible();
  await expect(planItem(page, 'defend-hearing-documents').getByRole('link', { name: 'Date it and make your bundle' })).toHaveAttribute('href', '/tools/hearing-bundle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a Money Claim Online claim issued Wednesday 23 December 2026: served Monday 28 December, reply by Monday 11 January 2027 (issue 37)', async ({ page }) => {
  await open(page, '2027-01-04T10:00:00');
  await answerDefence(page, { served: /It came from Money Claim Online/, date: '2026-12-23', counterclaim: 'No' });
  await seePlan(page);
  await expect(planItem(page, 'defend-served')).toContainText('28 December 2026');
  await expect(planItem(page, 'defend-served')).toContainText('5 days after the issue date');
  await expect(planItem(page, 'defend-defence')).toContainText('11 January 2027');
  await expect(planItem(page, 'defend-acknowledge')).toContainText('11 January 2027');
});

test('a claim form from the County Court Business Centre issued Wednesday 23 December 2026: served Monday 28 December, reply by Monday 11 January 2027, and "posted" gives no later day (FACTS.md §14)', async ({ page }) => {
  await open(page, '2027-01-04T10:00:00');
  await answerDefence(page, { served: /County Court Business Centre \(Northampton\), and I know the issue date/, date: '2026-12-23', counterclaim: 'No' });
  await seePlan(page);
  await expect(planItem(page, 'defend-served')).toContainText('28 December 2026');
  await expect(planItem(page, 'defend-defence')).toContainText('11 January 2027');
  // The defendant who only knows the posting date gets the earlier day too, and why.
  await tool(page).getByRole('button', { name: 'Change my answers' }).first().click();
  await expect(heading(page)).toHaveText('Check your answers');
  await tool(page).getByRole('button', { name: 'Change served' }).click();
  await answer(page, 'When was the claim served on you?', /I know the day the court posted a paper claim form/);
  await fillDate(tool(page).getByRole('group', { name: 'The date' }), '2026-12-23');
  await next(page);
  while ((await heading(page).textContent()) !== 'Check your answers') await next(page);
  await seePlan(page);
  await expect(planItem(page, 'defend-served')).toContainText('28 December 2026');
  await expect(planItem(page, 'defend-defence')).toContainText('11 January 2027');
  await expect(planItem(page, 'defend-defence')).not.toContainText('12 January 2027');
  await expect(planItem(page, 'defend-served-earlier')).toContainText('We used the earlier of two days, to be safe');
});

test('between businesses: both kinds of interest, the fee band each leads to, and the choice carried into the plan (issue 37)', async ({ page }) => {
  await open(page);
  const company: ClaimCase = {
    claimant: /A business or sole trader/,
    debtor: /A company or other organisation/,
    amount: '2700',
    due: '2026-01-15',
    interest: /Interest under section 69/,
    disputed: false,
    means: [/I know where they bank/],
  };
  await answerClaim(page, company);
  await expect(tool(page).locator('dl > div').filter({ hasText: 'Interest' })).toContainText('Interest under section 69');
  await seePlan(page);
  // Section 69 chosen: £184.64 to 23 November 2026, a claim of £2,884.64, fee £115.
  await expect(planItem(page, 'interest-section-69')).toContainText('£184.64');
  await expect(planItem(page, 'issue-fee')).toContainText('£115.00');
  // Beside it, Late Payment interest and compensation: £341.18, a claim of £3,041.18 in the next band, fee £205.
  const late = planItem(page, 'alternative-late-payment');
  await expect(late).toContainText('Important');
  await expect(late).toContainText('£341.18');
  await expect(late).toContainText('Claim value£3,041.18');
  await expect(late).toContainText('Issue fee£205.00');

  // The visitor chooses Late Payment: the plan's claim, fee and interest follow, and section 69 is the other choice.
  await tool(page).getByRole('button', { name: 'Change my answers' }).first().click();
  await expect(heading(page)).toHaveText('Check your answers');
  await tool(page).getByRole('button', { name: 'Change interest' }).click();
  await answer(page, 'Which interest will you claim?', /Late Payment interest/);
  await next(page);
  while ((await heading(page).textContent()) !== 'Check your answers') await next(page);
  await seePlan(page);
  await expect(planItem(page, 'interest-late-payment')).toContainText('£341.18');
  await expect(planItem(page, 'issue-fee')).toContainText('£205.00');
  await expect(planItem(page, 'alternative-section-69')).toContainText('Issue fee£115.00');

  // The letter before action claims the same: Late Payment interest at 3.75% + 8% and £70 compensation, to the
  // letter's date (2 November 2026, 291 days: £252.93), a claim of £3,022.93 in the generator's £154 band.
  await planItem(page, 'pre-action-letter').getByRole('link', { name: 'Write this letter' }).click();
  const dialog = page.getByRole('dialog');
  await submitSignUp(page, dialog);
  await expect(dialog.locator('input[name="interest_kind"][value="late-payment"]')).toBeChecked();
  await expect(dialog.getByLabel('Bank of England reference rate (%)')).toHaveValue('3.75');
  const { sender_kind: _sender, amount_owed: _amount, invoice_date: _due, ...rest } = letterAnswers;
  await fillTemplate(dialog, rest);
  const document = await generate(dialog);
  await expect(document).toContainText('at 11.75% a year (8% above the Bank of England reference rate of 3.75%) from 15 January 2026 to 2 November 2026: £252.93');
  await expect(document).toContainText('fixed compensation under section 5A of that Act: £70.00');
  await expect(document).toContainText('the court fee for issuing a claim for the debt, interest and compensation: £154.00');
  await expect(document).toContainText('total as at 2 November 2026: £3,176.93');
});

test('a letter already sent from our generator on Thursday 1 October 2026 gave until Wednesday 21 October: no claim before 22 October (issue 37)', async ({ page }) => {
  await open(page, '2026-10-02T10:00:00');
  await answerClaim(page, {
    claimant: /Me, as an individual/,
    debtor: /A company or other organisation/,
    amount: '600',
    due: '2026-06-15',
    letter: { date: '2026-10-01', payBy: '2026-10-21', reply: 'No reply yet' },
    disputed: false,
    means: [/I know where they bank/],
  });
  await expect(tool(page).locator('dl > div').filter({ hasText: 'Letter before action' })).toContainText('Sent on 1 October 2026, giving until 21 October 2026 to pay or reply');
  await seePlan(page);
  await expect(planItem(page, 'pre-action-reply-by')).toContainText('21 October 2026');
  await expect(planItem(page, 'earliest-issue')).toContainText('22 October 2026');
});

test('PO19 1AA: the plan names Chelmsford, as HMCTS’s list does, and shows Portsmouth, the nearest, beside it (issue 37)', async ({ page }) => {
  await open(page);
  await answerClaim(page, {
    claimant: /Me, as an individual/,
    debtor: /An individual/,
    amount: '900',
    due: '2026-06-15',
    disputed: false,
    means: [/I know where they bank/],
    debtorPostcode: 'PO19 1AA',
  });
  await seePlan(page);
  const centre = planItem(page, 'hearing-centre');
  await expect(centre).toContainText('Chelmsford');
  await expect(centre).toContainText(/HMCTS’s list names Chelmsford[^,]*, 82 miles away, but Portsmouth[^.]* is 14 miles away\. The list is from March 2021 and may be out of date/);
  await expect(centre.getByRole('link', { name: /check the court on Find a Court or Tribunal’s live search/ })).toBeVisible();
});

test('the question count never says "1 of 1", stays still while a question is answered, and says why it falls (issues 40, 54)', async ({ page }) => {
  await open(page);
  const progress = page.locator('#claim-plan-progress');
  await expect(progress).toHaveText('Question 1');
  await answer(page, 'What do you need a plan for?', /Someone owes me money/);
  await expect(progress).toHaveText('Question 1');
  await next(page);
  // The question about part payments is counted until the due date shows it is not needed (FACTS.md §14).
  await expect(progress).toHaveText('Question 2 of 12');
  // Choosing an answer does not change the count under the visitor.
  await answer(page, 'Who is owed the money?', /Me, as an individual/);
  await expect(progress).toHaveText('Question 2 of 12');
  await next(page);
  await expect(progress).toHaveText('Question 3 of 11 (your answer to the question before means one question fewer)');
  await answer(page, 'Who owes the money?', /An individual/);
  await next(page);
  await expect(progress).toHaveText('Question 4 of 11');
});

test('the plan’s buttons never overlap, at 320, 390, 640, 1024 and 1280 px (issue 40)', async ({ page }) => {
  await open(page);
  await answerClaim(page, SOLE_TRADER);
  await seePlan(page);
  for (const width of [320, 390, 640, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overlaps = await page.locator('[data-claim-plan]').evaluate((plan) => {
      const controls = [...plan.querySelectorAll('button, a[data-slot="button"], a[class*="justify-center"]')].filter((el) => el.getClientRects().length > 0);
      const found: string[] = [];
      controls.forEach((a, i) =>
        controls.slice(i + 1).forEach((b) => {
          const r = a.getBoundingClientRect();
          const q = b.getBoundingClientRect();
          if (r.left < q.right - 0.5 && q.left < r.right - 0.5 && r.top < q.bottom - 0.5 && q.top < r.bottom - 0.5) found.push(`${a.textContent} × ${b.textContent}`);
        }),
      );
      return found;
    });
    expect(overlaps, `at ${width} px`).toEqual([]);
  }
});

test('a reload on the plan shows the plan again', async ({ page }) => {
  await open(page);
  await answerClaim(page, SOLE_TRADER);
  await seePlan(page);
  const before = await planText(page);
  await page.reload();
  await waitForHydration(page);
  await expect(heading(page)).toHaveText('Your plan');
  await expect(planItem(page, 'hearing-centre')).toContainText('Leeds Combined Court Centre');
  expect(await planText(page)).toBe(before);
});

test('the claim calculator’s answers arrive pre-filled, shown and changeable; the plan opens the calculator with its own', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-02T10:00:00'));
  await page.goto(`${PATH}?amount=1250.00&due=2026-03-03&claimant=business&debtor=organisation`);
  await waitForHydration(page);
  await expect(tool(page).getByRole('status')).toHaveText(/filled in from the page you came from/);
  await expect(tool(page).getByLabel(/Someone owes me money/)).toBeChecked();
  await next(page);
  await expect(tool(page).getByLabel(/A business or sole trader/)).toBeChecked();
  await next(page);
  await expect(tool(page).getByLabel(/A company or other organisation/)).toBeChecked();
  await next(page);
  await expect(tool(page).getByLabel('Amount owed, before interest (£)')).toHaveValue('1250.00');
  await tool(page).getByLabel('Amount owed, before interest (£)').fill('1300');
  await next(page);
  await expectDate(tool(page).getByRole('group', { name: 'Payment was due' }), '2026-03-03');
  await next(page);
  await answer(page, 'Which interest will you claim?', /Interest under section 69/);
  await next(page);
  await answer(page, 'Have you sent a letter before action?', 'No, not yet');
  await next(page);
  await answer(page, /Does the debtor say/, 'No, or not that I know of');
  await next(page);
  await tool(page).getByLabel(/They run a trading business/).check();
  await next(page);
  await next(page);
  await seePlan(page);
  await planItem(page, 'issue-fee').getByRole('link', { name: 'See the working in the claim calculator' }).click();
  await expect(page).toHaveURL(/\/tools\/claim-calculator\?/);
  await waitForHydration(page);
  await expect(page.getByLabel('Amount owed, before interest (£)')).toHaveValue('1300.00');
  await expectDate(page.getByRole('group', { name: 'Date the payment was due' }), '2026-03-03');
});

test('Save on this device: off by default; on, the plan comes back on a later visit; one button clears it', async ({ page }) => {
  await open(page);
  await answerClaim(page, SOLE_TRADER);
  await seePlan(page);
  const box = page.getByRole('checkbox', { name: 'Save my answers on this device' });
  await expect(box).not.toBeChecked();
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('claim-plan-answers');
  await box.check();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('claim-plan-answers'))).toContain('"amountPence": 240000');

  // A change made afterwards, in the same tab, survives a reload: the older copy on the device does not replace it.
  await tool(page).getByRole('button', { name: 'Change my answers' }).first().click();
  await tool(page).getByRole('button', { name: /^Change amount/i }).click();
  await tool(page).getByLabel('Amount owed, before interest (£)').fill('2500');
  await next(page);
  await expect(heading(page)).toHaveText('Check your answers');
  await page.reload();
  await waitForHydration(page);
  await page.waitForLoadState('networkidle'); // until the device's answers would have been read, had they been
  await expect(heading(page)).toHaveText('Check your answers');
  await expect(tool(page)).toContainText('£2,500');
  await expect(tool(page)).not.toContainText(/saved on this device/);
  await seePlan(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('claim-plan-answers'))).toContain('"amountPence": 250000');
  await tool(page).getByRole('button', { name: 'Change my answers' }).first().click();
  await tool(page).getByRole('button', { name: /^Change amount/i }).click();
  await tool(page).getByLabel('Amount owed, before interest (£)').fill('2400');
  await next(page);
  await seePlan(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('claim-plan-answers'))).toContain('"amountPence": 240000');

  // A later visit: the tab's draft gone, the device's answers give the same plan.
  const before = await planText(page);
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await waitForHydration(page);
  await expect(heading(page)).toHaveText('Your plan');
  await expect(tool(page).getByRole('status').first()).toHaveText(/saved on this device/);
  expect(await planText(page)).toBe(before);

  await page.getByRole('button', { name: 'Clear saved answers' }).click();
  await expect(page.getByRole('checkbox', { name: 'Save my answers on this device' })).not.toBeChecked();
  expect(await page.evaluate(() => [localStorage.getItem('claim-plan-answers'), localStorage.getItem('save-on-device')])).toEqual([null, null]);
});

test('opening saved answers fills the letter before action in the generator too', async ({ page }, testInfo) => {
  await open(page);
  await answerClaim(page, SOLE_TRADER);
  await seePlan(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my answers' }).click();
  const saved = await readFile((await (await download).path())!, 'utf8');
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await waitForHydration(page);
  const path = testInfo.outputPath(ANSWERS_FILE_NAME);
  await writeFile(path, saved);
  await tool(page).getByLabel(/Open saved answers/).setInputFiles(path);
  await expect(heading(page)).toHaveText('Check your answers');

  await page.goto('/legal-templates');
  await waitForHydration(page);
  const { dialog } = await signUp(page);
  await expect(dialog.getByLabel('Your full name (or business name)')).toHaveValue('Smith Decorating');
  await expect(dialog.getByLabel('Name of the person or business who owes you money')).toHaveValue('John Brown');
  await expect(dialog.getByLabel('Amount owed, before interest (£)')).toHaveValue('2400.00');
});
