/** @jest-environment node */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ArticleJsonLd,
  BreadcrumbJsonLd,
  FAQJsonLd,
  HowToJsonLd,
  JsonLdScript,
  LocalBusinessJsonLd,
  OrganizationJsonLd,
} from 'next-seo';
import { articles } from '@/content/blog';
import { ccjGuide } from '@/content/guides';
import { courts } from '@/content/courts/courts';
import { faqGroups } from '@/content/faq';
import { guideIntro, guideSteps } from '@/content/guide';
import { servicePagePath, servicePages } from '@/content/services';
import { siteConfig } from '@/content/site';
import {
  articleProps,
  blogPostingProps,
  breadcrumbProps,
  checkedJsonLd,
  courthouseJsonLd,
  faqProps,
  howToProps,
  legalServiceProps,
  organizationProps,
  serviceJsonLd,
  websiteJsonLd,
} from './json-ld';
import { allRoutes, breadcrumbTrail } from './routes';

const base = siteConfig.url;
const business = { '@type': 'Organization', name: siteConfig.name, url: `${base}/` };

type Node = Record<string, unknown>;

/** Renders structured-data components as a server would and parses every JSON-LD block they emit. */
function emitted(...elements: ReactElement[]): Node[] {
  const markup = renderToStaticMarkup(createElement('div', null, ...elements));
  const scripts = [...markup.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  // Each block closes exactly once: no text ended a script early or opened another.
  expect(markup.match(/<\/script/gi)).toHaveLength(scripts.length);
  expect(markup.match(/<script/gi)).toHaveLength(scripts.length);
  return scripts.flatMap(([, json]) => [JSON.parse(json!) as Node | Node[]].flat());
}

function one(element: ReactElement): Node {
  const nodes = emitted(element);
  expect(nodes).toHaveLength(1);
  return nodes[0]!;
}

describe('site url used for absolute links', () => {
  it('is an https origin with no trailing slash', () => {
    expect(base).toMatch(/^https:\/\/[^/]+$/);
  });
});

describe('OrganizationJsonLd with organizationProps', () => {
  const org = one(createElement(OrganizationJsonLd, organizationProps()));

  it('is a schema.org Organization with the business details from the site config', () => {
    expect(org).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: siteConfig.name,
      legalName: siteConfig.legalName,
      url: `${base}/`,
      logo: `${base}/icon.svg`,
      email: siteConfig.email,
      telephone: siteConfig.phone.e164,
      sameAs: [siteConfig.social.url],
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

describe('JsonLdScript with websiteJsonLd', () => {
  it('is a WebSite in en-GB published by the business', () => {
    expect(one(createElement(JsonLdScript, { data: websiteJsonLd(), scriptKey: 'website' }))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: siteConfig.name,
      url: `${base}/`,
      inLanguage: 'en-GB',
      publisher: business,
    });
  });
});

describe('LocalBusinessJsonLd with legalServiceProps', () => {
  const ls = one(createElement(LocalBusinessJsonLd, legalServiceProps()));

  it('is a LegalService', () => {
    expect(ls['@context']).toBe('https://schema.org');
    expect(ls['@type']).toBe('LegalService');
  });

  it('carries the spec 9 structured-data constants, except the rating', () => {
    expect(ls.openingHoursSpecification).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:00',
      closes: '17:00',
    });
    // A self-serving rating of the business by itself (FACTS.md 9 and 11): never in structured data.
    expect(ls).not.toHaveProperty('aggregateRating');
    expect(ls.paymentAccepted).toBe('Cash, Credit Card, Bank Transfer');
    expect(ls.currenciesAccepted).toBe('GBP');
  });

  it('has the address in Shropshire, GB and serves England and Wales', () => {
    expect(ls.address).toMatchObject({ '@type': 'PostalAddress', addressRegion: 'Shropshire', addressCountry: 'GB' });
    expect(ls.areaServed).toEqual(['England and Wales']);
  });

  it('uses absolute URLs for the site and the 1200x630 social image', () => {
    expect(ls).toMatchObject({
      url: `${base}/`,
      image: `${base}/og-image.png`,
      telephone: siteConfig.phone.e164,
      email: siteConfig.email,
      description: siteConfig.description,
    });
  });
});

describe('BreadcrumbJsonLd with breadcrumbProps', () => {
  const list = (crumbs: Parameters<typeof breadcrumbProps>[0]) => one(createElement(BreadcrumbJsonLd, breadcrumbProps(crumbs)));

  it('numbers the items 1..n in order with absolute item URLs', () => {
    const ld = list([
      { name: 'Home', url: '/' },
      { name: 'Blog', url: '/blog' },
      { name: 'An article', url: '/blog/an-article' },
    ]);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${base}/blog` },
      { '@type': 'ListItem', position: 3, name: 'An article', item: `${base}/blog/an-article` },
    ]);
  });

  it('keeps section anchors such as /#services absolute', () => {
    expect(list([{ name: 'Home', url: '/' }, { name: 'Services', url: '/#services' }]).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${base}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${base}/#services` },
    ]);
  });

  it('works with a real trail from the route list', () => {
    const items = list(breadcrumbTrail('/blog/understanding-small-claims-court-fees-and-costs')).itemListElement as Node[];
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items.map((i) => i.name)).toEqual(['Home', 'Blog', 'Understanding Small Claims Court Fees and Costs']);
    for (const i of items) expect(String(i.item).startsWith(`${base}/`)).toBe(true);
  });

  it('refuses an empty trail', () => {
    expect(() => breadcrumbProps([])).toThrow(/at least one/);
  });
});

describe('FAQJsonLd with faqProps', () => {
  it('maps each item to a Question with an accepted Answer', () => {
    const ld = one(
      createElement(
        FAQJsonLd,
        faqProps([
          { question: 'One?', answer: 'First answer.' },
          { question: 'Two?', answer: 'Second answer.' },
        ]),
      ),
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
    const ld = one(
      createElement(
        FAQJsonLd,
        faqProps([
          {
            question: 'Is **£10,000** the limit?',
            answer: 'Usually **£10,000 or less**. See our [step-by-step guide](/step-by-step-guide) and [GOV.UK](https://www.gov.uk).',
          },
        ]),
      ),
    );
    expect(ld.mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'Is £10,000 the limit?',
        acceptedAnswer: { '@type': 'Answer', text: 'Usually £10,000 or less. See our step-by-step guide and GOV.UK.' },
      },
    ]);
  });

  it('has one Question per item of the real FAQ page', () => {
    const items = faqGroups.flatMap((g) => g.faqs);
    expect(one(createElement(FAQJsonLd, faqProps(items))).mainEntity).toHaveLength(items.length);
  });

  it('refuses an empty list', () => {
    expect(() => faqProps([])).toThrow(/at least one/);
  });
});

describe('ArticleJsonLd with blogPostingProps', () => {
  it('describes the article as a BlogPosting by the business, with absolute URLs, its 1200x630 image and its last review as dateModified', () => {
    const ld = one(
      createElement(
        ArticleJsonLd,
        blogPostingProps({
          slug: 'my-post',
          title: 'My Post',
          description: 'A description of my post.',
          date: '2024-12-16',
          reviewed: '2026-11-23',
        }),
      ),
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'My Post',
      description: 'A description of my post.',
      url: `${base}/blog/my-post`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${base}/blog/my-post` },
      datePublished: '2024-12-16',
      dateModified: '2026-11-23',
      image: { '@type': 'ImageObject', url: `${base}/og/blog--my-post.png`, width: 1200, height: 630 },
      author: business,
      publisher: { ...business, logo: `${base}/icon.svg` },
    });
  });

  it('describes a guide on its own route as an Article at that route, with its own image (issue 26)', () => {
    const ld = one(createElement(ArticleJsonLd, articleProps({ ...ccjGuide, path: '/county-court-judgments' }, 'Article')));
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: ccjGuide.title,
      url: `${base}/county-court-judgments`,
      mainEntityOfPage: { '@type': 'WebPage', '@id': `${base}/county-court-judgments` },
      datePublished: ccjGuide.date,
      dateModified: ccjGuide.reviewed,
      image: { '@type': 'ImageObject', url: `${base}/og/county-court-judgments.png`, width: 1200, height: 630 },
    });
  });

  it.each(articles.map((a) => [a.slug, a] as const))('%s: published on its date, modified on its last review', (_slug, article) => {
    const ld = one(createElement(ArticleJsonLd, blogPostingProps(article)));
    expect(ld).toMatchObject({ datePublished: article.date, dateModified: article.reviewed });
  });
});

describe('HowToJsonLd with howToProps', () => {
  it('gives each step a HowToStep with its position, name, text and details as directions', () => {
    const ld = one(
      createElement(
        HowToJsonLd,
        howToProps({
          path: '/a-guide',
          name: 'A guide',
          description: 'Two **steps**.',
          steps: [
            { step: 1, title: 'First', description: 'Do this.', details: ['One detail', 'See the [list](https://www.gov.uk).'] },
            { step: 2, title: 'Second', description: 'Then that.', details: ['Another detail'] },
          ],
        }),
      ),
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: 'A guide',
      description: 'Two steps.',
      image: `${base}/og/a-guide.png`,
      step: [
        {
          '@type': 'HowToStep',
          position: 1,
          name: 'First',
          text: 'Do this.',
          itemListElement: [
            { '@type': 'HowToDirection', text: 'One detail' },
            { '@type': 'HowToDirection', text: 'See the list.' },
          ],
        },
        {
          '@type': 'HowToStep',
          position: 2,
          name: 'Second',
          text: 'Then that.',
          itemListElement: [{ '@type': 'HowToDirection', text: 'Another detail' }],
        },
      ],
    });
  });

  it('has the eight steps of the real guide, each with all its details', () => {
    const ld = one(
      createElement(HowToJsonLd, howToProps({ path: '/step-by-step-guide', name: 'Guide', description: guideIntro, steps: guideSteps })),
    );
    const steps = ld.step as Node[];
    expect(steps).toHaveLength(8);
    expect(steps.map((s) => s['@type'])).toEqual(Array(8).fill('HowToStep'));
    expect(steps.map((s) => s.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(steps.map((s) => (s.itemListElement as Node[]).length)).toEqual(guideSteps.map((s) => s.details.length));
    expect(JSON.stringify(ld)).not.toContain('](');
  });

  it('refuses a guide without steps', () => {
    expect(() => howToProps({ path: '/x', name: 'X', description: 'Y', steps: [] })).toThrow(/at least one/);
  });
});

describe('JsonLdScript with serviceJsonLd', () => {
  it('is a Service provided by the business as a LegalService', () => {
    const ld = one(
      createElement(JsonLdScript, {
        data: serviceJsonLd({ path: '/services/x', name: 'X', description: 'About X.', category: 'Guidance' }),
        scriptKey: 'service',
      }),
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'X',
      description: 'About X.',
      serviceType: 'Guidance',
      url: `${base}/services/x`,
      image: `${base}/og/services--x.png`,
      areaServed: { '@type': 'AdministrativeArea', name: 'England and Wales' },
      provider: { '@type': 'LegalService', name: siteConfig.name, url: `${base}/` },
      audience: { '@type': 'Audience', audienceType: 'People bringing or defending a small claim without a lawyer' },
    });
  });
});

describe('JsonLdScript with courthouseJsonLd', () => {
  it('is one Courthouse per court with its address, position, hours and telephone', () => {
    const nodes = emitted(createElement(JsonLdScript, { data: courts.map(courthouseJsonLd), scriptKey: 'courts' }));
    expect(nodes).toHaveLength(courts.length);
    const [first] = courts;
    expect(nodes[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Courthouse',
      name: first!.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: first!.address,
        addressLocality: first!.city,
        postalCode: first!.postcode,
        addressCountry: 'GB',
      },
      geo: { '@type': 'GeoCoordinates', latitude: first!.coordinates.lat, longitude: first!.coordinates.lng },
      telephone: first!.phone,
      openingHours: [...first!.openingHoursSchema],
      url: first!.findACourtUrl,
    });
  });
});

describe('text in structured data', () => {
  it('cannot end its script element: next-seo escapes </script>, <!-- and -->, and the text parses back unchanged', () => {
    const question = 'Evil </script><script>alert(1)</script>?';
    const answer = 'A comment <!-- x --> and a tag <b>bold</b>.';
    const markup = renderToStaticMarkup(createElement(FAQJsonLd, faqProps([{ question, answer }])));
    expect(markup.match(/<\/script/gi)).toHaveLength(1);
    expect(markup).not.toContain('<!--');
    const [, json] = /<script[^>]*>([\s\S]*)<\/script>$/.exec(markup)!;
    expect(JSON.parse(json!).mainEntity).toEqual([
      { '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } },
    ]);
  });

  it('escapes </SCRIPT> in any case too (next-seo writes it back in lower case)', () => {
    const markup = renderToStaticMarkup(createElement(JsonLdScript, { data: { name: 'a </SCRIPT> b' }, scriptKey: 'k' }));
    expect(markup.match(/<\/script/gi)).toHaveLength(1);
  });

  // The reason for checkedJsonLd: if next-seo starts escaping this, the check can go.
  it('next-seo leaves </script followed by a space or slash unescaped', () => {
    const markup = renderToStaticMarkup(createElement(JsonLdScript, { data: { name: 'a </script x' }, scriptKey: 'k' }));
    expect(markup.match(/<\/script/gi)).toHaveLength(2);
  });

  it('refuses text that next-seo would not escape, and empty text', () => {
    for (const bad of ['a </script >', 'a </script/>', 'a </Script\n>']) {
      expect(() => faqProps([{ question: 'Q?', answer: bad }])).toThrow(/would end its <script> element/);
    }
    expect(() => checkedJsonLd({ a: [{ b: ' ' }] })).toThrow(/empty text at \$\.a\[0\]\.b/);
    expect(() => faqProps([{ question: 'Q?', answer: '</script> is fine: next-seo escapes it' }])).not.toThrow();
  });
});

describe('every JSON-LD block the site emits', () => {
  const faqsOf = (article: (typeof articles)[number]) =>
    article.sections.flatMap((s) => s.blocks).flatMap((b) => (b.type === 'faq' ? b.items : []));
  const elements: ReactElement[] = [
    createElement(OrganizationJsonLd, organizationProps()),
    createElement(JsonLdScript, { data: websiteJsonLd(), scriptKey: 'website' }),
    createElement(LocalBusinessJsonLd, legalServiceProps()),
    createElement(FAQJsonLd, faqProps(faqGroups.flatMap((g) => g.faqs))),
    createElement(HowToJsonLd, howToProps({ path: '/step-by-step-guide', name: 'Guide', description: guideIntro, steps: guideSteps })),
    createElement(JsonLdScript, { data: courts.map(courthouseJsonLd), scriptKey: 'courts' }),
    ...allRoutes().map((r) => createElement(BreadcrumbJsonLd, breadcrumbProps(breadcrumbTrail(r.path)))),
    ...articles.map((a) => createElement(ArticleJsonLd, blogPostingProps(a))),
    ...articles.filter((a) => faqsOf(a).length > 0).map((a) => createElement(FAQJsonLd, faqProps(faqsOf(a)))),
    ...servicePages.map((p) =>
      createElement(JsonLdScript, {
        data: serviceJsonLd({ path: servicePagePath(p), name: p.name, description: p.description, category: 'Guidance' }),
        scriptKey: 'service',
      }),
    ),
    ...servicePages.filter((p) => p.faqs?.length).map((p) => createElement(FAQJsonLd, faqProps(p.faqs!))),
  ];
  const nodes = emitted(...elements);

  it('parses, with the schema.org context and a type', () => {
    expect(nodes.length).toBeGreaterThanOrEqual(elements.length);
    for (const node of nodes) {
      expect(node['@context']).toBe('https://schema.org');
      expect(typeof node['@type']).toBe('string');
    }
  });

  it('has no empty, null or markup-laden values', () => {
    const problems: string[] = [];
    const visit = (v: unknown, at: string): void => {
      if (v === null || v === '' || (Array.isArray(v) && v.length === 0)) problems.push(at);
      else if (typeof v === 'string' && (v.includes('**') || v.includes(']('))) problems.push(`${at}: ${v}`);
      else if (Array.isArray(v)) v.forEach((item, i) => visit(item, `${at}[${i}]`));
      else if (typeof v === 'object') {
        if (Object.keys(v as object).length === 0) problems.push(at);
        for (const [key, item] of Object.entries(v as object)) visit(item, `${at}.${key}`);
      }
    };
    nodes.forEach((node, i) => visit(node, `${String(node['@type'])}#${i}`));
    expect(problems).toEqual([]);
  });

  it('has no aggregateRating or review anywhere: the business does not rate itself in structured data', () => {
    const found: string[] = [];
    const visit = (v: unknown, at: string): void => {
      if (Array.isArray(v)) v.forEach((item, i) => visit(item, `${at}[${i}]`));
      else if (v !== null && typeof v === 'object') {
        for (const [key, item] of Object.entries(v as object)) {
          if (key === 'aggregateRating' || key === 'review' || item === 'AggregateRating') found.push(`${at}.${key}`);
          visit(item, `${at}.${key}`);
        }
      }
    };
    nodes.forEach((node, i) => visit(node, `${String(node['@type'])}#${i}`));
    expect(found).toEqual([]);
    expect(JSON.stringify(nodes)).not.toMatch(/aggregateRating/i);
  });
});
