import { articles } from '@/content/blog';
import { FEED_PATH } from '@/content/feed';
import { expect, test } from './fixtures';

/** Issue 19: the Atom feed of guidance updates: served as Atom, parses as Atom, linked from the blog and every head. */
test.describe('guidance updates feed', () => {
  test('is an Atom document with an entry per article and reviewed guide', async ({ readOnlyPage: { page }, request }) => {
    const response = await request.get(FEED_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();

    await page.goto('/blog');
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const atom = 'http://www.w3.org/2005/Atom';
      const child = (el: Element, name: string) => el.getElementsByTagNameNS(atom, name)[0];
      const root = doc.documentElement;
      return {
        errors: doc.getElementsByTagName('parsererror').length,
        root: `${root.namespaceURI} ${root.localName}`,
        feedParts: ['id', 'title', 'updated'].map((n) => Boolean(child(root, n)?.textContent)),
        self: root.querySelector(':scope > link[rel="self"]')?.getAttribute('href') ?? '',
        entries: [...root.getElementsByTagNameNS(atom, 'entry')].map((entry) => ({
          id: child(entry, 'id')?.textContent ?? '',
          title: child(entry, 'title')?.textContent ?? '',
          updated: child(entry, 'updated')?.textContent ?? '',
          link: child(entry, 'link')?.getAttribute('href') ?? '',
        })),
      };
    }, xml);

    expect(feed.errors).toBe(0);
    expect(feed.root).toBe('http://www.w3.org/2005/Atom feed');
    expect(feed.feedParts).toEqual([true, true, true]);
    expect(feed.self).toMatch(/\/feed\.xml$/);
    for (const entry of feed.entries) {
      expect(entry.id).toMatch(/^https?:\/\//);
      expect(entry.title).not.toBe('');
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      expect(entry.link).toBe(entry.id);
    }
    for (const article of articles) expect(feed.entries.some((e) => e.link.endsWith(`/blog/${article.slug}`))).toBe(true);
    expect(feed.entries.some((e) => e.link.endsWith('/step-by-step-guide'))).toBe(true);
    // Issue 26: guidance only, never a page that sells a service.
    expect(feed.entries.filter((e) => /\/(services|representation)\//.test(e.link))).toEqual([]);
  });

  test('reads in a browser: the feed links a plain page that lists the same entries and says how to follow it', async ({ readOnlyPage: { page }, request }) => {
    const xml = await (await request.get(FEED_PATH)).text();
    const about = /<link rel="alternate" type="text\/html" href="([^"]+)"\/>/.exec(xml)?.[1];
    expect(about).toMatch(/\/guidance-updates$/);
    const titles = [...xml.matchAll(/<entry>[\s\S]*?<title>([^<]*)<\/title>/g)].map((m) => m[1]!.replaceAll('&amp;', '&').replaceAll('&apos;', "'"));
    expect(titles.length).toBeGreaterThan(5);

    await page.goto(new URL(about!).pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Guidance Updates Feed' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open the feed file (Atom)' })).toHaveAttribute('href', FEED_PATH);
    await expect(page.getByText(/\/feed\.xml$/)).toBeVisible();
    const listed = page.getByRole('region', { name: /What the feed lists/ }).getByRole('heading', { level: 3 });
    await expect(listed).toHaveText(titles);
    await listed.first().getByRole('link', { name: titles[0]! }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).not.toMatch(/guidance-updates/);

    await page.goto('/blog');
    await page.getByRole('link', { name: 'what the feed lists and how to follow it' }).click();
    await expect(page).toHaveURL(/\/guidance-updates$/);
  });

  test('is linked from the blog and named in every page head', async ({ readOnlyPage: { page } }) => {
    await page.goto('/blog');
    await expect(page.getByRole('link', { name: 'guidance updates (Atom feed)' })).toHaveAttribute('href', FEED_PATH);
    for (const path of ['/blog', '/', '/step-by-step-guide']) {
      await page.goto(path);
      await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', /\/feed\.xml$/);
    }
  });
});
