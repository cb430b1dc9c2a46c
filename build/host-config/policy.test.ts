import { REPRESENTATION_TARGET } from '@/lib/redirects';
import { contentSecurityPolicy, endpointOrigin, netlifyFiles, serveConfig } from '@/build/host-config/policy';

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

  it('allows inline scripts only by hash, never unsafe-inline', () => {
    const csp = contentSecurityPolicy({ consultationEndpoint: '/api/consultation', analyticsId: '' }, ["'sha256-abc='"]);
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-abc='");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(contentSecurityPolicy({ consultationEndpoint: '/api/consultation', analyticsId: '' })).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('leaves frame-ancestors out of the meta-tag version, where browsers ignore it', () => {
    const settings = { consultationEndpoint: '/api/consultation', analyticsId: '' };
    expect(contentSecurityPolicy(settings, [], 'meta')).not.toContain('frame-ancestors');
    expect(contentSecurityPolicy(settings, [], 'header')).toContain("frame-ancestors 'none'");
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
    expect(config.headers[0]!.source).toBe('**/*');
    expect(keys).toEqual(expect.arrayContaining(['Content-Security-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy']));
    // No preload until the real domain is confirmed: preload lists are hard to leave.
    expect(config.headers[0]!.headers.find((h) => h.key === 'Strict-Transport-Security')!.value).not.toContain('preload');
  });

  const pages = [
    { file: 'index.html', path: '/', scriptHashes: ["'sha256-home'"] },
    { file: 'blog/a.html', path: '/blog/a', scriptHashes: ["'sha256-one'", "'sha256-two'"] },
  ];

  it('gives each page file its own policy after the default, which serve-handler lets it replace', () => {
    const config = serveConfig(settings, pages);
    const rule = (source: string) => config.headers.find((h) => h.source === source);
    expect(rule('/blog/*.html')!.headers).toEqual([
      { key: 'Content-Security-Policy', value: contentSecurityPolicy(settings, ["'sha256-one'", "'sha256-two'"]) },
    ]);
    expect(config.headers.findIndex((h) => h.source === '**/*')).toBeLessThan(config.headers.findIndex((h) => h.source === '/index.html'));
    expect(directive(rule('**/*')!.headers.find((h) => h.key === 'Content-Security-Policy')!.value, 'script-src')).toBe("script-src 'self'");
  });

  it('gives a folder whose pages share a policy one rule, and each page of a folder with several policies its own (serve takes 50 rules)', () => {
    const many = [
      ...pages,
      ...Array.from({ length: 140 }, (_, i) => ({ file: `court-locations/court-${i}.html`, path: `/court-locations/court-${i}`, scriptHashes: ["'sha256-court'"] })),
      { file: 'services/x.html', path: '/services/x', scriptHashes: ["'sha256-x'"] },
      { file: 'services/y.html', path: '/services/y', scriptHashes: ["'sha256-y'"] },
    ];
    const config = serveConfig(settings, many);
    const sources = config.headers.map((h) => h.source);
    expect(sources).toEqual(expect.arrayContaining(['/index.html', '/blog/*.html', '/court-locations/*.html', '/services/x.html', '/services/y.html']));
    expect(sources.filter((s) => s.startsWith('/court-locations'))).toEqual(['/court-locations/*.html']);
    expect(config.headers.length).toBeLessThanOrEqual(50);
    expect(sources.every((s) => s.length <= 100)).toBe(true);
  });

  it('writes the same headers and redirects for Netlify-style hosts, with no policy in the catch-all rule', () => {
    const files = netlifyFiles(settings, pages);
    expect(files.redirects).toBe(`/representation ${REPRESENTATION_TARGET} 301\n`);
    const [catchAll] = files.headers.split('\n\n');
    expect(catchAll).toContain('X-Frame-Options: DENY');
    expect(catchAll).not.toContain('Content-Security-Policy');
    const policy = `  Content-Security-Policy: ${contentSecurityPolicy(settings, ["'sha256-one'", "'sha256-two'"])}`;
    expect(files.headers).toContain(`/blog/a\n${policy}`);
    expect(files.headers).toContain(`/blog/a.html\n${policy}`);
    expect(files.headers).toContain('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable');
  });
});

describe('the search page policy (issue 19)', () => {
  const settings = { consultationEndpoint: '/api/consultation', analyticsId: '' };
  const hashes = ["'sha256-abc='"];

  it('lets the search page compile Pagefind’s WebAssembly and start a worker from the site', () => {
    const policy = contentSecurityPolicy(settings, hashes, 'meta', '/search');
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('changes no other page', () => {
    for (const path of ['/', '/blog', '/tools/claim-calculator', '/search/x', undefined]) {
      expect(contentSecurityPolicy(settings, hashes, 'header', path)).toBe(contentSecurityPolicy(settings, hashes));
    }
    const pages = [
      { file: 'search.html', path: '/search', scriptHashes: hashes },
      { file: 'index.html', path: '/', scriptHashes: hashes },
    ];
    const rules = serveConfig(settings, pages).headers;
    const csp = (file: string) => rules.find((r) => r.source === `/${file}`)!.headers[0]!.value;
    expect(csp('search.html')).toContain('wasm-unsafe-eval');
    expect(csp('index.html')).toBe(contentSecurityPolicy(settings, hashes));
    expect(netlifyFiles(settings, pages).headers).toMatch(/\/search\n {2}Content-Security-Policy: [^\n]*wasm-unsafe-eval/);
  });
});
