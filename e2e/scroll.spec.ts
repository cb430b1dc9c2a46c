import { expect, pauseClock, shellStarted, test } from './fixtures';

test.describe('scroll behaviours', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a section link from another page goes home, then scrolls after 500 ms on desktop', async ({ consentedPage: page }) => {
    await page.clock.install();
    await page.goto('/blog');
    await pauseClock(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/(#contact)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bring or defend a small claim with confidence');
    await page.clock.runFor(400);
    await expect(page.locator('#contact h2')).not.toBeInViewport();
    await page.clock.runFor(200);
    await expect(page.locator('#contact h2')).toBeInViewport();
    // Issue 26: the section is in the address, and focus is on the form's heading.
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.getByRole('heading', { name: 'Request your free consultation' })).toBeFocused();
  });

  test('on the home page, Our Services scrolls to the services section', async ({ consentedPage: page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Our Services', exact: true }).click();
    await expect(page.locator('#services h2')).toBeInViewport();
    await expect(page).toHaveURL(/\/#services$/);
  });

  test('every Get Quote button leads to the contact section', async ({ consentedPage: page }) => {
    await page.goto('/');
    const quotes = page.getByRole('link', { name: /^Get Quote for / });
    await expect(quotes).toHaveCount(6);
    await quotes.nth(4).click();
    await expect(page.locator('#contact h2')).toBeInViewport();
  });

  test('a path change scrolls to the top 100 ms later, even where the browser would restore the old position', async ({ consentedPage: page }) => {
    // Going back restores the previous page's scroll position, so only the page-change scroll brings it to
    // the top: without it this test fails. Reduced motion makes the restoring jump instant (a smooth one
    // would be paced by the fake clock).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/blog');
    await pauseClock(page);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await page.clock.runFor(150);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.clock.runFor(50);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.clock.runFor(60);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a missing section is retried once, then a warning is logged', async ({ consentedPage: page }) => {
    const warnings: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text());
    });
    await page.goto('/');
    await page.evaluate(() => document.getElementById('blog')?.removeAttribute('id'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
    await expect.poll(() => warnings.filter((w) => w.includes('#blog')).length, { timeout: 3000 }).toBe(1);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  test('section scrolling jumps instead of animating', async ({ consentedPage: page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Our Services', exact: true }).click();
    // No animation: the section is in place at once.
    const top = await page.locator('#services').evaluate((el) => el.getBoundingClientRect().top);
    // It sits just below the sticky header (scroll-margin-top: 5rem).
    expect(Math.abs(top - 80)).toBeLessThan(4);
  });
});

test.describe('back control', () => {
  test('goes back one step when there is history on this site', async ({ consentedPage: page }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: /Understanding CPR Part 27/ }).first().click();
    await expect(page).toHaveURL(/\/blog\/understanding-cpr-part-27/);
    // Going back one step is the shell's (the link alone goes to the blog section of home, below): it has started on
    // the article, which a click reached (a navigation by goto waits for it).
    await shellStarted(page);
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('falls back to the blog section of home when opened directly', async ({ consentedPage: page }) => {
    await page.goto('/blog/what-to-expect-on-your-court-hearing-day');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/#blog$/);
    await expect(page.locator('#blog h2')).toBeInViewport();
  });

  test('the guide falls back to home', async ({ consentedPage: page }) => {
    await page.goto('/step-by-step-guide');
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
