import { displayCourtName, displayWelshCourtName, hearingCentresByRegion, regionAnchorId } from './hearing-centre-list';

type Court = { slug: string; name: string; nameCy?: string; kind: 'hearing-centre' | 'national-issuing-centre'; region: string };
const court = (slug: string, name: string, region: string, kind: Court['kind'] = 'hearing-centre'): Court => ({ slug, name, kind, region });

describe('displayCourtName', () => {
  it('collapses FaCT’s double spaces and trims', () => {
    expect(displayCourtName('Blackpool  Family Court')).toBe('Blackpool Family Court');
    expect(displayCourtName(' Caernarfon  Justice Centre ')).toBe('Caernarfon Justice Centre');
    expect(displayCourtName('Leeds Combined Court Centre')).toBe('Leeds Combined Court Centre');
  });
});

describe('displayWelshCourtName', () => {
  it('keeps a Welsh name, with one space and a dash between its parts', () => {
    expect(displayWelshCourtName('Hwlffordd  -  Llys Sirol a Teulu')).toBe('Hwlffordd – Llys Sirol a Teulu');
    expect(displayWelshCourtName('Canolfan Cyfiawnder Port Talbot')).toBe('Canolfan Cyfiawnder Port Talbot');
  });

  it('leaves out a name that stops at the separator, an empty one, or none', () => {
    expect(displayWelshCourtName('Llanelli -')).toBeUndefined();
    expect(displayWelshCourtName('Llanelli - ')).toBeUndefined();
    expect(displayWelshCourtName('   ')).toBeUndefined();
    expect(displayWelshCourtName(undefined)).toBeUndefined();
  });
});

describe('hearingCentresByRegion', () => {
  const regions = ['North', 'Middle', 'South'] as const;
  const regionOf = (c: Court) => c.region as (typeof regions)[number];

  it('groups by region in the given order, each by name, and leaves out empty regions', () => {
    const result = hearingCentresByRegion(
      [court('york', 'York', 'North'), court('bath', 'Bath', 'South'), court('leeds', 'Leeds', 'North'), court('bristol', 'Bristol', 'South')],
      regionOf,
      regions,
    );
    expect(result.regions.map((g) => [g.region, g.courts.map((c) => c.slug)])).toEqual([
      ['North', ['leeds', 'york']],
      ['South', ['bath', 'bristol']],
    ]);
    expect(result.national).toEqual([]);
  });

  it('sorts by the displayed name, not FaCT’s spacing or case', () => {
    const result = hearingCentresByRegion([court('b', 'blackpool  Family Court', 'North'), court('a', 'Blackburn Court', 'North')], regionOf, regions);
    expect(result.regions[0]?.courts.map((c) => c.slug)).toEqual(['a', 'b']);
  });

  it('keeps the national issuing centre apart, whatever its region', () => {
    const result = hearingCentresByRegion([court('cnbc', 'Civil National Business Centre', 'Middle', 'national-issuing-centre'), court('york', 'York', 'North')], regionOf, regions);
    expect(result.national.map((c) => c.slug)).toEqual(['cnbc']);
    expect(result.regions.map((g) => g.region)).toEqual(['North']);
  });

  it('throws rather than drop a court whose region is not listed', () => {
    expect(() => hearingCentresByRegion([court('x', 'X', 'Atlantis')], regionOf, regions)).toThrow(/x is in Atlantis/);
  });

  it('gives an empty list for no courts', () => {
    expect(hearingCentresByRegion([], regionOf, regions)).toEqual({ regions: [], national: [] });
  });
});

describe('regionAnchorId', () => {
  it('makes an id from the region’s name', () => {
    expect(regionAnchorId('North East')).toBe('courts-in-north-east');
    expect(regionAnchorId('Yorkshire and the Humber')).toBe('courts-in-yorkshire-and-the-humber');
    expect(regionAnchorId('East of England')).toBe('courts-in-east-of-england');
    expect(regionAnchorId('Wales')).toBe('courts-in-wales');
  });
});
