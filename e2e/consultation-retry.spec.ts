import type { Page, Request, Route } from '@playwright/test';
import { BUSY_RETRY_POLICY, retryMessages } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import { retryDelayMs, shortReference } from '@/lib/consultation-delivery';
import { expect, pauseClock, seriousViolations, test } from './fixtures';
import {
  CONSULTATION_SUBMIT_EVENT,
  ConsultationFormPage,
  expectEverythingKept,
  fillWithFiles,
  formSubmitEvents,
  recordAnalytics,
  upload,
  validEntry,
} from './consultation-form';

/**
 * Issue 25: a request the server refuses for being busy (503) or cannot reach is never lost: the form keeps
 * everything, says so, and tries again by itself after `Retry-After` with backoff, under the same request id.
 * Runs in the `delivery` project: every answer comes from page.route, and page.clock passes the waits.
 */
const ENDPOINT = '**/api/consultation';
const SUBMITTED = 'Consultation Request Submitted';
const CONFIRMED = 'We have received your request';
const NOT_SENT = 'Your request has not been sent';
const RETRY_AFTER_SECONDS = 5;

const files = [upload('invoice.pdf', 3000, 'application/pdf'), upload('photo.png', 500, 'image/png')];

/** The request id a request carries (its `requestId` part). */
function requestIdOf(request: Request): string {
  return /name="requestId"\r\n\r\n([^\r\n]*)\r\n/.exec(request.postDataBuffer()?.toString('latin1') ?? '')?.[1] ?? '';
}

const busy = () => ({
  status: 503,
  headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  contentType: 'application/json',
  body: JSON.stringify({ error: 'The inbox is busy. Please try again in a few seconds.' }),
});
const stored = (id: string) => ({ status: 201, contentType: 'application/json', body: JSON.stringify({ id }) });

/**
 * The wait before automatic retry `n`, by the rule the form follows, with the page's random source fixed at 0
 * (no jitter: see beforeEach), and what the countdown says at its start.
 */
function waitBefore(n: number, retryAfterMs?: number) {
  const ms = retryDelayMs(n, retryAfterMs, () => 0);
  return { ms, countdown: retryMessages.willRetry(Math.ceil(ms / 1000)) };
}

/** The notice of a request waiting to be sent again, named by what happened. */
const waitingNotice = (form: ConsultationFormPage, title: string = retryMessages.busy) => form.form.getByRole('group', { name: title });
/** The form's polite live region (issue 25: the wait is announced once, not every second). */
const liveRegion = (form: ConsultationFormPage) => form.form.locator('[data-slot="delivery-status"]');

async function expectWaiting(form: ConsultationFormPage, title: string, countdown: string) {
  const notice = waitingNotice(form, title);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(countdown);
  await expect(notice).toContainText(retryMessages.kept);
  await expect(notice.getByRole('button', { name: retryMessages.retryNow })).toBeVisible();
  await expect(notice.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
  await expect(liveRegion(form)).toHaveAttribute('aria-live', 'polite');
  await expect(liveRegion(form)).toContainText(title);
  await expect(liveRegion(form)).toContainText(countdown);
  // Not a failure yet: no alert, no "not sent" toast, no confirmation.
  await expect(form.form.getByRole('alert').filter({ hasText: NOT_SENT })).toHaveCount(0);
  await expect(form.toast(NOT_SENT)).toHaveCount(0);
  await expect(form.toast(SUBMITTED)).toHaveCount(0);
  return notice;
}

/**
 * sonner puts a raised toast on screen from a zero-delay timer (outside React's batching), which the paused clock
 * holds: once the page shows the answer was handled (the toast is raised in the same step), time is moved on a
 * little, as the template sign-up does (e2e/template-flow.ts). Well short of the toast's 4 s on screen.
 */
async function letToastsShow(page: Page) {
  await page.clock.runFor(200);
}

async function startWithClock(page: Page) {
  await page.clock.install();
  const form = new ConsultationFormPage(page);
  await fillWithFiles(form, files);
  await pauseClock(page);
  return form;
}

test.beforeEach(async ({ page }) => {
  await recordAnalytics(page);
  // The form's jitter comes from Math.random: fixed at 0 here, so each wait is exactly the rule's and a wait
  // ends as the last step of a runFor (an answer can then never arrive part-way through one).
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
});

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('503 with Retry-After twice, then 201: the visitor sees the wait, nothing is lost, one request id, one lead confirmed', async ({ consentedPage: page }) => {
  const ids: string[] = [];
  const answers = [busy(), busy()];
  await page.route(ENDPOINT, (route) => {
    ids.push(requestIdOf(route.request()));
    return route.fulfill(answers.shift() ?? stored(ids[0]!));
  });
  const form = await startWithClock(page);
  await form.submit.click();

  // First refusal: the server asked for 5 s.
  const first = waitBefore(1, RETRY_AFTER_SECONDS * 1000);
  expect(first.countdown).toBe('We will try again in 5 seconds…');
  const notice = await expectWaiting(form, retryMessages.busy, first.countdown);
  await expectEverythingKept(form, files);
  expect(ids).toHaveLength(1);
  // The countdown follows the clock; the live region keeps what it said.
  await page.clock.runFor(1_000);
  await expect(notice).toContainText('We will try again in 4 seconds…');
  await expect(liveRegion(form)).toContainText(first.countdown);

  // The visitor is typing in a field when the retry goes: it comes back there.
  await form.description.focus();
  await page.clock.runFor(first.ms - 1_000 - 1);
  await expect(notice).toContainText('We will try again in 1 second…');
  expect(ids).toHaveLength(1);
  await page.clock.runFor(1);
  await expect.poll(() => ids.length).toBe(2);

  // Second refusal: the backoff (10 s) is now longer than the server's 5 s.
  const second = waitBefore(2, RETRY_AFTER_SECONDS * 1000);
  expect(second.countdown).toBe('We will try again in 10 seconds…');
  await expectWaiting(form, retryMessages.busy, second.countdown);
  await expect(form.description).toBeFocused();
  await expectEverythingKept(form, files);
  await page.clock.runFor(second.ms - 1);
  expect(ids).toHaveLength(2);
  await page.clock.runFor(1);

  // Stored: confirmed once, under the id sent every time.
  const panel = form.section.getByRole('region', { name: CONFIRMED });
  await expect(panel).toBeFocused();
  expect(ids).toHaveLength(3);
  expect(ids[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(ids)).toEqual(new Set([ids[0]]));
  await expect(panel).toContainText(`Your reference is ${shortReference(ids[0]!)}.`);
  await expect(panel).toContainText("We've received 2 documents for review");
  await letToastsShow(page);
  await expect(form.toast(SUBMITTED)).toHaveCount(1);
  await expect(waitingNotice(form)).toHaveCount(0);
  await form.expectAllEmpty();
  expect(await form.draft()).toBeNull();
  expect(await formSubmitEvents(page)).toEqual([CONSULTATION_SUBMIT_EVENT]);
  await page.clock.runFor(BUSY_RETRY_POLICY.maxWaitMs * 2);
  expect(ids).toHaveLength(3);
});

test('a network failure keeps every field and file, says so, and retries by itself with the same request id', async ({ consentedPage: page }) => {
  const ids: string[] = [];
  await page.route(ENDPOINT, (route) => {
    ids.push(requestIdOf(route.request()));
    return ids.length === 1 ? route.abort('failed') : route.fulfill(stored(ids[0]!));
  });
  const form = await startWithClock(page);
  await form.submit.click();

  // No Retry-After to read: the form's own first wait.
  const first = waitBefore(1);
  await expectWaiting(form, retryMessages.unreachable, first.countdown);
  await expectEverythingKept(form, files);
  expect(await formSubmitEvents(page)).toEqual([]);
  await page.clock.runFor(first.ms - 1);
  expect(ids).toHaveLength(1);
  await page.clock.runFor(1);

  await expect(form.section.getByRole('region', { name: CONFIRMED })).toBeFocused();
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
  expect(await formSubmitEvents(page)).toEqual([CONSULTATION_SUBMIT_EVENT]);
});

test('"Try again now" sends at once with the same id, and nothing more goes while it is on its way', async ({ consentedPage: page }) => {
  const ids: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENDPOINT, async (route: Route) => {
    ids.push(requestIdOf(route.request()));
    if (ids.length === 2) await held;
    return route.fulfill(ids.length <= 2 ? busy() : stored(ids[0]!));
  });
  const form = await startWithClock(page);
  await form.submit.click();
  const first = waitBefore(1, RETRY_AFTER_SECONDS * 1000);
  const notice = await expectWaiting(form, retryMessages.busy, first.countdown);

  await notice.getByRole('button', { name: retryMessages.retryNow }).click();
  await expect.poll(() => ids.length).toBe(2);
  await expect(form.form.getByRole('button', { name: 'Sending your request…' })).toHaveAttribute('aria-disabled', 'true');
  await expect(liveRegion(form)).toHaveText('Sending your request…');
  // The first wait's deadline passes while the second attempt is on its way: nothing else is sent.
  await page.clock.runFor(first.ms * 2);
  expect(ids).toHaveLength(2);

  release();
  const second = waitBefore(2, RETRY_AFTER_SECONDS * 1000);
  const again = await expectWaiting(form, retryMessages.busy, second.countdown);
  // Focus was on the button the attempt replaced: it is on the new notice's button.
  await expect(again.getByRole('button', { name: retryMessages.retryNow })).toBeFocused();
  await expectEverythingKept(form, files);

  await page.keyboard.press('Enter');
  await expect(form.section.getByRole('region', { name: CONFIRMED })).toBeFocused();
  expect(ids).toHaveLength(3);
  expect(new Set(ids)).toEqual(new Set([ids[0]]));
});

test('after five automatic retries the form stops, keeps everything and asks the visitor to try again or call', async ({ consentedPage: page }) => {
  const ids: string[] = [];
  await page.route(ENDPOINT, (route) => {
    ids.push(requestIdOf(route.request()));
    return route.fulfill(busy());
  });
  const form = await startWithClock(page);
  await form.submit.click();

  for (let n = 1; n <= BUSY_RETRY_POLICY.maxRetries; n++) {
    const wait = waitBefore(n, RETRY_AFTER_SECONDS * 1000);
    await expectWaiting(form, retryMessages.busy, wait.countdown);
    await page.clock.runFor(wait.ms);
    await expect.poll(() => ids.length).toBe(n + 1);
  }

  const attempts = BUSY_RETRY_POLICY.maxRetries + 1;
  const alert = form.form.getByRole('alert').filter({ hasText: NOT_SENT });
  await expect(alert).toContainText(retryMessages.stillBusy(attempts));
  await expect(alert.getByRole('button', { name: 'try again' })).toBeVisible();
  await expect(alert.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
  await letToastsShow(page);
  await expect(form.toast(NOT_SENT)).toBeVisible();
  await expect(waitingNotice(form)).toHaveCount(0);
  await expectEverythingKept(form, files);
  await page.clock.runFor(10 * 60_000);
  expect(ids).toHaveLength(attempts);
  expect(new Set(ids).size).toBe(1);
  expect(await formSubmitEvents(page)).toEqual([]);
});

// No fake clock here: axe waits on the page's timers, and nothing below depends on when the retries go.
test('the waiting notice passes axe, and a reload while it waits keeps everything typed', async ({ consentedPage: page }) => {
  await page.route(ENDPOINT, (route) => route.fulfill(busy()));
  const form = new ConsultationFormPage(page);
  await fillWithFiles(form, files);
  await form.submit.click();
  await expect(waitingNotice(form)).toBeVisible();
  expect(await seriousViolations(page, '#contact')).toEqual([]);

  await page.reload();
  await form.waitForHydration();
  await expect(form.name).toHaveValue(validEntry.name);
  await expect(form.email).toHaveValue(validEntry.email);
  await expect(form.phone).toHaveValue(validEntry.phone);
  await expect(form.caseType).toHaveValue(validEntry.caseType);
  await expect(form.claimValue).toHaveValue(validEntry.claimValue);
  await expect(form.description).toHaveValue(validEntry.description);
});
