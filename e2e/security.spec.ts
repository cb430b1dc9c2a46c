import { PAGE_POLICY_EXTRAS } from '@/lib/host-config/policy';
import { allRoutes } from '@/lib/routes';
import { expect, test } from './fixtures';

const directive = (policy: string, name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';

test.describe('strict Content-Security-Policy', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const { path } of allRoutes()) {
    test(`${path} is served with its own policy, in the headers and in a meta tag`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const header = response.headers()['content-security-policy'] ?? '';
      const scripts = directive(header, 'script-src');
      // Scripts from the site and by hash only; the search page alone adds what Pagefind needs (issue 19).
      const extras = (PAGE_POLICY_EXTRAS[path]?.scriptSrc ?? []).map((source) => ` ${source}`).join('');
      expect(scripts.startsWith(`script-src 'self'${extras} 'sha256-`)).toBe(true);
      expect(scripts.slice(`script-src 'self'${extras}`.length)).toMatch(/^( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(directive(header, 'worker-src')).toBe(PAGE_POLICY_EXTRAS[path]?.workerSrc ? `worker-src ${PAGE_POLICY_EXTRAS[path]!.workerSrc!.join(' ')}` : '');
      for (const fixed of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'", "connect-src 'self'"]) {
        expect(header).toContain(fixed);
      }
      expect(response.headers()['strict-transport-security']).not.toContain('preload');
      const html = await response.text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#x27;', "'") ?? '';
      expect(meta).toBe(header.replace("; frame-ancestors 'none'", ''));
      // The meta tag comes before any script, so it governs them all.
      expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    });
  }

  test('an injected inline script is refused, and the refusal is reported', async ({ consentedPage: page, cspViolations }) => {
    await page.goto('/blog');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedScriptRan = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.join('\n')).toMatch(/script-src/);
    // The refusal was the point of this test; any other violation would still fail it.
    cspViolations.splice(0);
  });

  test('a navigation from the menu and the lazily loaded chunks run under the policy', async ({ consentedPage: page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Resources' }).click();
    await page.getByRole('menuitem', { name: 'Legal Templates' }).click();
    await expect(page).toHaveURL(/\/legal-templates$/);
    await page.getByRole('button', { name: /Letter Before Action$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
