import { navMenuId } from '@/components/layout/nav-ids';
import { exportedHtmlFiles, pagePath } from '@/build/host-config/exported-pages';
import { PAGE_POLICY_EXTRAS } from '@/build/host-config/policy';
import { routeExists } from '@/lib/routes';
import { expect, test } from './fixtures';

const directive = (policy: string, name: string) => policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';

test.describe('strict Content-Security-Policy', () => {
  /**
   * Issue 38: the policy each page's meta tag holds is checked against the page's own scripts without a browser
   * (build/audit/page-checks.ts, cspProblems); here every exported page is requested from the server, which must send
   * that same policy in its headers, with frame-ancestors (which a meta tag cannot carry).
   */
  test('every page is served with its own policy, in the headers and in a meta tag', async ({ request }) => {
    const files = exportedHtmlFiles('out');
    expect(files.length).toBeGreaterThan(180);
    for (const file of files) {
      const path = pagePath(file);
      const response = await request.get(path, { maxRedirects: 0 });
      // A route is found; the not-found pages and the redirect stub answer as the host decides (redirect.spec.ts).
      if (routeExists(path)) expect(response.status(), path).toBe(200);
      else if (response.status() >= 300 && response.status() < 400) continue;
      const header = response.headers()['content-security-policy'] ?? '';
      const scripts = directive(header, 'script-src');
      // Scripts from the site and by hash only; the search page alone adds what Pagefind needs (issue 19).
      const extras = (PAGE_POLICY_EXTRAS[path]?.scriptSrc ?? []).map((source) => ` ${source}`).join('');
      expect(scripts.startsWith(`script-src 'self'${extras} 'sha256-`), path).toBe(true);
      expect(scripts.slice(`script-src 'self'${extras}`.length), path).toMatch(/^( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(header, path).toContain("frame-ancestors 'none'");
      expect(response.headers()['strict-transport-security'], path).not.toContain('preload');
      const html = await response.text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1]?.replaceAll('&#x27;', "'") ?? '';
      expect(meta, path).toBe(header.replace("; frame-ancestors 'none'", ''));
    }
  });

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
    await page.locator(`#${navMenuId('Resources')}`).getByRole('link', { name: 'Legal Templates' }).click();
    await expect(page).toHaveURL(/\/legal-templates$/);
    await page.getByRole('button', { name: /Letter Before Action$/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
