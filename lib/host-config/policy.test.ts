import { REPRESENTATION_TARGET } from '@/lib/redirects';
import { contentSecurityPolicy, endpointOrigin, netlifyFiles, serveConfig } from './policy';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('contentSecurityPolicy', () => {
  it('with the same-origin inbox and no analytics: self only, no analytics hosts', () => {
    const csp = contentSecurityPolicy({ consultationEndpoint: '/api/consultation', analyticsId: '' });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'form-action')).toBe("form-action 'self'");
    expect(csp).not.toContain('google');
    for (const fixed of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "default-src 'self'"]) expect(csp).toContain(fixed);
  });

  it('follows a hosted form service in connect-src and form-action', () => {
    const csp = contentSecurityPolicy({ consultationEndpoint: 'https://formspree.io/f/abc123', analyticsId: '' });
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://formspree.io");
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://formspree.io");
  });

  it('allows the analytics hosts only when a measurement id is set', () => {
    const csp = contentSecurityPolicy({ consultationEndpoint: '/api/consultation', analyticsId: 'G-ABC123' });
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(directive(csp, 'connect-src')).toContain('https://*.google-analytics.com');
  });
});

describe('endpointOrigin', () => {
  it.each([
    ['/api/consultation', null],
    ['https://forms.example.com/f/1?x=y', 'https://forms.example.com'],
  ])('%p → %p', (endpoint, origin) => expect(endpointOrigin(endpoint)).toBe(origin));

  it.each(['http://forms.example.com/f', '//forms.example.com/f', 'not a url'])('refuses %p', (endpoint) => {
    expect(() => endpointOrigin(endpoint)).toThrow(/must use https|Invalid URL/);
  });
});

describe('serveConfig and the Netlify files', () => {
  const settings = { consultationEndpoint: '/api/consultation', analyticsId: '' };

  it('has clean URLs, the /representation 301 and the security headers', () => {
    const config = serveConfig(settings);
    expect(config.cleanUrls).toBe(true);
    expect(config.redirects).toEqual([{ source: '/representation', destination: REPRESENTATION_TARGET, type: 301 }]);
    const keys = config.headers[0]!.headers.map((h) => h.key);
    expect(keys).toEqual(expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy']));
    // No preload until the real domain is confirmed: preload lists are hard to leave.
    expect(config.headers[0]!.headers.find((h) => h.key === 'Strict-Transport-Security')!.value).not.toContain('preload');
  });

  it('writes the same headers and redirects for Netlify-style hosts', () => {
    const files = netlifyFiles(settings);
    expect(files.redirects).toBe(`/representation ${REPRESENTATION_TARGET} 301\n`);
    expect(files.headers).toContain(`  Content-Security-Policy: ${contentSecurityPolicy(settings)}`);
    expect(files.headers).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});
