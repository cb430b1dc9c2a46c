import { articles } from '@/content/blog';
import { footerResources, moreServices, relatedResources, representationMenu, serviceCards, servicesMenu } from '@/lib/navigation';
import { siteConfig } from '@/content/site';
import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

const hero = (page: Page) => page.getByRole('region', { name: 'Bring or defend a small claim with confidence' });
const callUsText = `${siteConfig.phone.callUsTitle}: ${siteConfig.phone.display}`;

test('hero: the call button shows the number where a mouse is the pointer, dials the support line and reports the phone click, even pressed before the page’s script started', async ({ consentedPage: page }) => {
  // The page's tracker, counted; the shell's own (which would send to analytics) cannot replace it.
  await page.addInitScript(() => {
    const counted = () => {
      (window as unknown as { clicks: number }).clicks += 1;
    };
    (window as unknown as { clicks: number }).clicks = 0;
    Object.defineProperty(window, 'phone_click', { get: () => counted, set() {}, configurable: true });
    // Keep the test on the page: the browser would otherwise hand tel: to the system.
    document.addEventListener('click', (e) => {
      if (e.target instanceof Element && e.target.closest('a[href^="tel:"]')) e.preventDefault();
    });
  });
  // The shell is held until the button has been pressed once.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_shell\/shell-[A-Z0-9]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not waiting for the shell, which is held.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  // Issue 26: a laptop most likely cannot call, so the button says what it does and shows the number.
  const call = hero(page).getByRole('link', { name: callUsText, exact: true });
  await expect(call).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
  await expect(call.getByText(callUsText)).toBeVisible();
  await expect(hero(page).getByText('Get Free Consultation')).toBeHidden();
  // The form stays one click away, beside it.
  await expect(hero(page).getByRole('link', { name: 'request a free consultation online' })).toHaveAttribute('href', '/#contact');
  const clicks = () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);
  await call.click();
  expect(await clicks()).toBe(0);
  release();
  // Reported once the shell has started, once.
  await expect.poll(clicks).toBe(1);
  // And a press now, with the shell running.
  await call.click();
  await expect.poll(clicks).toBe(2);
});

test('hero on a phone: Get Free Consultation says it dials the support line', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], baseURL });
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false })), url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/');
  const call = hero(page).getByRole('link', { name: `Get Free Consultation by phone: ${siteConfig.phone.display}`, exact: true });
  await expect(call).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
  await expect(call).toBeVisible();
  await expect(hero(page).getByText(callUsText)).toBeHidden();
  await expect(hero(page).getByRole('link', { name: 'request a free consultation online' })).toBeVisible();
  await context.close();
});

test('the six service cards show title, description, features and their two actions', async ({ readOnlyPage: { page } }) => {
  await page.goto('/');
  const section = page.locator('#services');
  const cards = section.locator('ul').first().locator(':scope > li');
  await expect(cards).toHaveCount(6);
  for (const [i, service] of serviceCards.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole('heading')).toHaveText(service.title);
    await expect(card).toContainText(service.description);
    for (const feature of service.features) await expect(card).toContainText(feature);
    await expect(card.getByRole('link', { name: `Get Quote for ${service.title}` })).toHaveAttribute('href', '/#contact');
    await expect(card.getByRole('link', { name: `Learn More about ${service.title}` })).toHaveAttribute('href', service.href);
  }
  const resources = page.getByRole('navigation', { name: 'Related resources' }).getByRole('link');
  await expect(resources).toHaveText(relatedResources.map((r) => r.label));
});

test('the blog teaser is fed by the blog content', async ({ readOnlyPage: { page } }) => {
  await page.goto('/');
  const teaser = page.locator('#blog');
  const newest = articles[0]!;
  const card = teaser.getByRole('listitem').filter({ hasText: newest.title });
  await expect(card.getByRole('link', { name: newest.title })).toHaveAttribute('href', `/blog/${newest.slug}`);
  await expect(card).toContainText(newest.excerpt);
  await expect(card).toContainText(newest.category);
  await expect(card).toContainText(`${newest.readTime} min read`);
  await expect(card.locator('time')).toHaveAttribute('datetime', newest.date);
  await expect(card.locator('time')).toHaveText('16 December 2024');
});

test('the contact section shows the contact details', async ({ readOnlyPage: { page } }) => {
  await page.goto('/');
  const contact = page.locator('#contact');
  await expect(contact.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
  await expect(contact.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
  await expect(contact).toContainText(siteConfig.openingHours.display);
});

test('the footer carries links, contact and company details, copyright from 2024 to this year and cookie settings', async ({ readOnlyPage: { page } }) => {
  await page.goto('/blog');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute('href', siteConfig.social.url);
  await expect(footer.getByRole('link', { name: /on LinkedIn/ })).toHaveAttribute('rel', /noopener/);
  // Service and resource links: every service page, resource and representation page that exists.
  for (const [name, links] of [
    ['Our services', servicesMenu.links],
    ['More services', moreServices],
    ['Resources', footerResources],
    ['Representation', representationMenu.links],
  ] as const) {
    const nav = footer.getByRole('navigation', { name, exact: true }).getByRole('link');
    await expect(nav).toHaveText(links.map((l) => l.label));
    for (const [i, link] of links.entries()) await expect(nav.nth(i)).toHaveAttribute('href', link.href);
  }
  expect(servicesMenu.links.length + moreServices.length).toBe(15);
  await expect(footer.getByRole('link', { name: siteConfig.phone.display })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
  await expect(footer.getByRole('link', { name: siteConfig.email })).toHaveAttribute('href', `mailto:${siteConfig.email}`);
  await expect(footer).toContainText(siteConfig.address.postalCode);
  await expect(footer).toContainText('Shropshire');
  await expect(footer).toContainText(`company number ${siteConfig.companyNumber}`);
  // Spec 2's 2024 up to the year the site was built: this year (issue 16 point 17).
  await expect(footer).toContainText(`© 2024–${new Date().getUTCFullYear()} ${siteConfig.legalName}`);
  for (const [name, path] of [
    ['Privacy Policy', '/privacy-policy'],
    ['Terms of Service', '/terms-of-service'],
    ['Cookie Policy', '/cookie-policy'],
  ]) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', path!);
  }
  await footer.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

test('the skip link moves focus to the main content', async ({ readOnlyPage: { page } }) => {
  await page.goto('/faq-support');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
