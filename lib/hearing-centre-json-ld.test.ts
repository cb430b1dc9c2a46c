/** @jest-environment node */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLdScript } from 'next-seo';
import { hearingCentres, type HearingCentre } from '@/content/courts/hearing-centres';
import { siteConfig } from '@/content/site';
import { courtPagePath, factCourtUrl } from './courts/links';
import { hearingCentreJsonLd } from './json-ld';

/** Renders the builder's output through next-seo, as the court page does, and parses the block back. */
function emitted(centre: HearingCentre, telephone?: string): Record<string, unknown> {
  const data = hearingCentreJsonLd(centre, { path: courtPagePath(centre.slug), factUrl: factCourtUrl(centre.slug), telephone });
  const markup = renderToStaticMarkup(createElement(JsonLdScript, { data, scriptKey: 'court' }));
  const blocks = [...markup.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!) as Record<string, unknown>;
}

const bySlug = (slug: string) => hearingCentres.find((c) => c.slug === slug)!;

describe('hearingCentreJsonLd through JsonLdScript', () => {
  it('describes a hearing centre as a Courthouse: its page here, its live FaCT page, address and position', () => {
    const cardiff = bySlug('cardiff-civil-and-family-justice-centre');
    expect(emitted(cardiff)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Courthouse',
      name: 'Cardiff Civil and Family Justice Centre',
      alternateName: 'Caerdydd - Canolfan Cyfiawnder Teulu',
      url: `${siteConfig.url}/court-locations/cardiff-civil-and-family-justice-centre`,
      sameAs: 'https://www.find-court-tribunal.service.gov.uk/courts/cardiff-civil-and-family-justice-centre',
      address: {
        '@type': 'PostalAddress',
        streetAddress: cardiff.address.lines.join(', '),
        addressLocality: cardiff.address.town,
        postalCode: cardiff.address.postcode,
        addressCountry: 'GB',
      },
      geo: { '@type': 'GeoCoordinates', latitude: cardiff.coordinates.lat, longitude: cardiff.coordinates.lng },
    });
  });

  it('gives a telephone only when one is passed (the six checked courts)', () => {
    const leeds = bySlug('leeds-combined-court-centre');
    expect(emitted(leeds)).not.toHaveProperty('telephone');
    expect(emitted(leeds, '0113 306 2800')).toMatchObject({ telephone: '0113 306 2800' });
  });

  it('describes the Civil National Business Centre as a government office, with no position FaCT did not hold', () => {
    const cnbc = hearingCentres.find((c) => c.kind === 'national-issuing-centre')!;
    expect(cnbc.coordinates.source).toBe('postcode-district');
    const node = emitted(cnbc);
    expect(node['@type']).toBe('GovernmentOffice');
    expect(node).not.toHaveProperty('geo');
    expect(node).toMatchObject({ name: 'Civil National Business Centre', address: { postalCode: 'NN1 2LH', addressLocality: 'Northampton' } });
  });

  it('leaves out a Welsh name or town the record does not hold', () => {
    const centre: HearingCentre = { ...bySlug('leeds-combined-court-centre'), nameCy: undefined, address: { type: 'visiting', lines: ['1 Oxford Row'], postcode: 'LS1 3BG' } };
    const node = emitted(centre);
    expect(node).not.toHaveProperty('alternateName');
    expect(node['address']).not.toHaveProperty('addressLocality');
  });

  it('builds valid structured data for every court in the data', () => {
    for (const centre of hearingCentres) {
      const node = emitted(centre);
      expect(node).toMatchObject({ name: centre.name, url: `${siteConfig.url}${courtPagePath(centre.slug)}`, sameAs: factCourtUrl(centre.slug) });
    }
  });

  it('refuses text that would end its script element', () => {
    const centre: HearingCentre = { ...bySlug('leeds-combined-court-centre'), name: 'Leeds </script x>' };
    expect(() => hearingCentreJsonLd(centre, { path: '/court-locations/x', factUrl: factCourtUrl('x') })).toThrow(/would end its <script> element/);
  });
});
