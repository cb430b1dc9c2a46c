import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const c2 = await b.newContext({ viewport: { width: 320, height: 640 } });
await c2.addCookies([{ name: 'cookie_consent', value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false })), url: 'http://127.0.0.1:3400' }]);
const q = await c2.newPage();
for (const r of ['/', '/blog', '/faq-support', '/step-by-step-guide', '/cookie-policy', '/privacy-policy', '/terms-of-service', '/nope', ...['understanding-cpr-part-27-small-claims-track-guide','complete-guide-uk-small-claims-court-process-2024','top-10-mistakes-that-lose-small-claims-cases','how-to-collect-evidence-for-your-small-claims-case','settlement-vs-court-when-to-negotiate-and-when-to-fight','understanding-small-claims-court-fees-and-costs','what-to-expect-on-your-court-hearing-day'].map(s=>'/blog/'+s)]) {
  await q.goto('http://127.0.0.1:3400' + r);
  const res = await q.evaluate(() => ({ sw: document.documentElement.scrollWidth, clipped: [...document.querySelectorAll('a, button, [role=region]')].filter((e) => e.getBoundingClientRect().width > 0 && e.scrollWidth > e.clientWidth + 1 && !e.matches('.sr-only')).map((e) => e.textContent.trim().slice(0, 40)) }));
  console.log('320', r, res.sw, res.clipped.join(' | '));
}
await q.goto('http://127.0.0.1:3400/faq-support');
await q.getByRole('link', { name: 'Get Professional Assessment' }).scrollIntoViewIfNeeded();
await q.screenshot({ path: '/tmp/faq-320.png' });
await b.close();
