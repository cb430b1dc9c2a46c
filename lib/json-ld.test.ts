import { siteConfig } from '@/content/site';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  faqPageJsonLd,
  legalServiceJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  websiteJsonLd,
} from './json-ld';
import { breadcrumbTrail } from './routes';

const base = siteConfig.url;
const ORG_ID = `${base}/#organization`;

/** schema-dts types are deep unions; compare plain JSON instead. */
function plain(value: unknown): Record<string, unknown> {
  return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
}

describe('site url used for absolute links', () => {
  it('is an https origin with no trailing slash', () => {
    expect(base).toMatch(/^https:\/\/[^/]+$/);
  });
});

describe('organizationJsonLd', () => {
  const org = plain(organizationJsonLd());

  it('is a schema.org Organization with a stable @id', () => {
    expect(org['@context']).toBe('https://schema.org');
    expect(org['@type']).toBe('Organization');
    expect(org['@id']).toBe(ORG_ID);
  });

  it('carries the business details from the site config', () => {
    expect(org).toMatchObject({
      name: siteConfig.name,
      legalName: siteConfig.legalName,
      url: `${base}/`,
      logo: `${base}/icon.svg`,
      email: siteConfig.email,
      telephone: siteConfig.phone.e164,
      sameAs: [siteConfig.social.url],
      identifier: { '@type': 'PropertyValue', value: siteConfig.companyNumber },
    });
  });

  it('has the registered postal address in Shropshire', () => {
    expect(org.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: siteConfig.address.streetAddress,
      addressLocality: siteConfig.address.addressLocality,
      addressRegion: 'Shropshire',
      postalCode: siteConfig.address.postalCode,
      addressCountry: 'GB',
    });
  });
});

describe('websiteJsonLd', () => {
  it('is a WebSite published by the organisation, in en-GB', () => {
    expect(plain(websiteJsonLd())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${base}/#website`,
      name: siteConfig.name,
      url: `${base}/`,
      inLanguage: 'en-GB',
      publisher: { '@id': ORG_ID },
    });
  });
});

describe('legalServiceJsonLd', () => {
  const ls = plain(legalServiceJsonLd());

  it('is a LegalService linked to the organisation', () => {
    expect(ls['@context']).toBe('https://schema.org');
    expect(ls['@type']).toBe('LegalService');
    expect(ls['@id']).toBe(`${base}/#legal-service`);
    expect(ls.parentOrganization).toEqual({ '@id': ORG_ID });
  });

  it('carries the spec 9 structured-data constants', () => {
    expect(ls.openingHours).toBe('Mo-Fr 09:00-17:00');
    expect(ls.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.8,
      reviewCount: 127,
      bestRating: 5,
    });
    expect(ls.paymentAccepted).toBe('Cash, Credit Card, Bank Transfer');
    expect(ls.currenciesAccepted).toBe('GBP');
  });

  it('has the address in Shropshire, GB and serves England and Wales', () => {
    expect(ls.address).toMatchObject({ '@type': 'PostalAddress', addressRegion: 'Shropshire', addressCountry: 'GB' });
    expect(ls.areaServed).toBe('England and Wales');
  });

  it('uses absolute URLs for the site and the 1200x630 social image', () => {
    expect(ls.url).toBe(`${base}/`);
    expect(ls.image).toBe(`${base}/og-image.png`);
    expect(ls.telephone).toBe(siteConfig.phone.e164);
    expect(ls.email).toBe(siteConfig.email);
    expect(typeof ls.description).toBe('string');
    expect((ls.description as string).length).toBeGreaterThan(0);
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items 1..n in order with absolute item URLs', () => {
    const ld = plain(
      breadcrumbJsonLd([
        { name: 'Home', url: '/' },
        { name: 'Blog', url: '/blog' },
        { name: 'An article', url: '/blog/an-article' },
      ]),
    );
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${base}/blog` },
      { '@type': 'ListItem', position: 3, name: 'An article', item: `${base}/blog/an-article` },
    ]);
  });

  it('keeps section anchors such as /#services absolute', () => {
    const ld = plain(breadcrumbJsonLd([{ name: 'Home', url: '/' }, { name: 'Services', url: '/#services' }]));
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${base}/#services` },
    ]);
  });

  it('works with a real trail from the route list', () => {
    const trail = breadcrumbTrail('/blog/understanding-small-claims-court-fees-and-costs');
    const items = plain(breadcrumbJsonLd(trail)).itemListElement as { position: number; item: string; name: string }[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items.map((i) => i.name)).toEqual(['Home', 'Blog', 'Understanding Small Claims Court Fees and Costs']);
    for (const i of items) expect(i.item.startsWith(`${base}/`)).toBe(true);
  });

  it('gives an empty list for no crumbs', () => {
    expect(plain(breadcrumbJsonLd([])).itemListElement).toEqual([]);
  });
});

describe('faqPageJsonLd', () => {
  it('maps each item to a Question with an accepted Answer', () => {
    const ld = plain(
      faqPageJsonLd([
        { question: 'One?', answer: 'First answer.' },
        { question: 'Two?', answer: 'Second answer.' },
      ]),
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'One?', acceptedAnswer: { '@type': 'Answer', text: 'First answer.' } },
        { '@type': 'Question', name: 'Two?', acceptedAnswer: { '@type': 'Answer', text: 'Second answer.' } },
      ],
    });
  });

  it('strips bold and link markup to plain text in questions and answers', () => {
    const ld = plain(
      faqPageJsonLd([
        {
          question: 'Is **£10,000** the limit?',
          answer: 'Usually **£10,000 or less**. See our [step-by-step guide](/step-by-step-guide) and [GOV.UK](https://www.gov.uk).',
        },
      ]),
    );
    expect(ld.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Is £10,000 the limit?',
        acceptedAnswer: { '@type': 'Answer', text: 'Usually £10,000 or less. See our step-by-step guide and GOV.UK.' },
      },
    ]);
    const text = JSON.stringify(ld);
    expect(text).not.toContain('**');
    expect(text).not.toContain('](');
  });

  it('throws for an empty list', () => {
    expect(() => faqPageJsonLd([])).toThrow(/at least one/);
  });
});

describe('blogPostingJsonLd', () => {
  const post = {
    slug: 'my-post',
    title: 'My Post',
    description: 'A description of my post.',
    date: '2024-12-16',
    category: 'Legal Guide',
    wordCount: 1234,
  };
  const ld = plain(blogPostingJsonLd(post));

  it('describes the article with absolute URLs', () => {
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'My Post',
      description: 'A description of my post.',
      datePublished: '2024-12-16',
      dateModified: '2024-12-16',
      articleSection: 'Legal Guide',
      wordCount: 1234,
      inLanguage: 'en-GB',
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${base}/blog/my-post` },
      url: `${base}/blog/my-post`,
      image: `${base}/og/blog--my-post.png`,
      author: { '@id': ORG_ID },
      publisher: { '@id': ORG_ID },
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes < so </script> in text cannot close the script tag', () => {
    const data = { name: 'Evil </script><script>alert(1)</script> & <!-- x -->' };
    const out = serializeJsonLd(data);
    expect(out).not.toContain('<');
    expect(out.toLowerCase()).not.toContain('</script');
    expect(out).toContain('\\u003c/script>');
  });

  it('parses back to the same object', () => {
    const data = { a: '</script>', b: [1, 2, { c: '<b>x</b>' }], d: null, e: true, f: 'plain' };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });

  it('round-trips the real structured data unchanged', () => {
    for (const ld of [organizationJsonLd(), websiteJsonLd(), legalServiceJsonLd()]) {
      expect(JSON.parse(serializeJsonLd(ld))).toEqual(plain(ld));
    }
  });

  it('leaves text without < identical to JSON.stringify', () => {
    const data = { a: 'x > y & z', n: 1 };
    expect(serializeJsonLd(data)).toBe(JSON.stringify(data));
  });
});
