import { courts } from '@/content/courts/courts';
import { outcodeCentroids } from '@/content/courts/outcode-centroids';
import { ALL, courtFilterParams, emptyCourtFilter, filterCourts, matchesQuery, parseCourtFilter } from './filter';
import { byDistance, distanceFrom, formatMiles, inDistrict, locatePostcode, milesBetween, normalisePostcode } from './distance';

const names = (list: readonly { name: string }[]) => list.map((c) => c.name);
const cityOf = (list: readonly { city: string }[]) => list.map((c) => c.city);

describe('filterCourts (spec 5)', () => {
  const all = { query: '', region: ALL, type: ALL } as const;

  it('with nothing chosen, lists every court in order', () => {
    expect(filterCourts(courts, all)).toEqual(courts);
  });

  it.each([
    ['by name', 'civil justice', ['Manchester']],
    ['by city', 'leeds', ['Leeds']],
    ['in any case', 'BRISTOL', ['Bristol']],
    ['by postcode with its space', 'B4 6DS', ['Birmingham']],
    ['by postcode without its space', 'b46ds', ['Birmingham']],
    ['by postcode with extra spaces', ' WC2A   2LL ', ['London']],
    ['by part of a postcode', 'NE1', ['Newcastle upon Tyne']],
  ])('matches %s', (_how, query, cities) => {
    expect(cityOf(filterCourts(courts, { ...all, query }))).toEqual(cities);
  });

  it('filters by region and by type, each with an "all" option', () => {
    expect(cityOf(filterCourts(courts, { ...all, region: 'North West' }))).toEqual(['Manchester']);
    expect(cityOf(filterCourts(courts, { ...all, type: 'Combined Court' }))).toEqual(['Leeds']);
    expect(filterCourts(courts, { ...all, type: 'County Court' })).toHaveLength(5);
  });

  it('combines the search with both filters', () => {
    expect(cityOf(filterCourts(courts, { query: 'court', region: 'Yorkshire', type: 'Combined Court' }))).toEqual(['Leeds']);
    expect(filterCourts(courts, { query: 'leeds', region: 'London', type: ALL })).toEqual([]);
  });

  it('finds nothing for a search that matches no court', () => {
    expect(filterCourts(courts, { ...all, query: 'Aberdeen' })).toEqual([]);
  });

  it('treats a search of spaces as no search, and markup as plain text', () => {
    expect(filterCourts(courts, { ...all, query: '   ' })).toHaveLength(6);
    expect(matchesQuery(courts[0]!, '<script>')).toBe(false);
  });
});

describe('the filter in the query string', () => {
  it('round-trips', () => {
    const filter = { query: 'leeds', region: 'Yorkshire', type: 'Combined Court', postcode: 'LS1 4AP' } as const;
    const params = new URLSearchParams(courtFilterParams(filter));
    expect(parseCourtFilter(params)).toEqual(filter);
  });

  it('leaves out "all" and empty values', () => {
    expect(Object.entries(courtFilterParams(emptyCourtFilter)).filter(([, v]) => v)).toEqual([]);
  });

  it('reads unknown or hostile values as "all"', () => {
    expect(parseCourtFilter(new URLSearchParams('region=Mars&type=<b>&q=x'))).toEqual({ query: 'x', region: ALL, type: ALL, postcode: '' });
    expect(parseCourtFilter(new URLSearchParams(`q=${'a'.repeat(500)}`)).query).toHaveLength(100);
  });
});

describe('postcodes', () => {
  it.each([
    ['LS1 4AP', 'LS1 4AP', 'LS1'],
    ['ls14ap', 'LS1 4AP', 'LS1'],
    ['  bs8   1th ', 'BS8 1TH', 'BS8'],
    ['SW1A 1AA', 'SW1A 1AA', 'SW1A'],
    ['EC1A 1BB', 'EC1A 1BB', 'EC1A'],
    ['M1 1AE', 'M1 1AE', 'M1'],
    ['CR2 6XH', 'CR2 6XH', 'CR2'],
  ])('%p is the postcode %p in %p', (input, postcode, outcode) => {
    expect(normalisePostcode(input)).toEqual({ postcode, outcode });
  });

  it('accepts an outward code on its own', () => {
    expect(normalisePostcode('ne1')).toEqual({ postcode: null, outcode: 'NE1' });
  });

  it.each(['', '   ', 'LS1 4A', 'ABC 123', '12345', 'LS1 4APX', 'Leeds', '<script>', 'AA 1AA'])('refuses %p', (input) => {
    expect(normalisePostcode(input)).toBeNull();
    expect(locatePostcode(input, outcodeCentroids)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('says so when a valid postcode is outside England and Wales', () => {
    expect(locatePostcode('EH1 1YZ', outcodeCentroids)).toEqual({ ok: false, reason: 'unknown' });
    expect(locatePostcode('BT1 5GS', outcodeCentroids)).toEqual({ ok: false, reason: 'unknown' });
  });
});

describe('distance ordering', () => {
  const nearest = (postcode: string) => {
    const located = locatePostcode(postcode, outcodeCentroids);
    if (!located.ok) throw new Error(`${postcode} not located`);
    return byDistance(courts, located.point);
  };

  it.each([
    ['LS1 4AP', 'Leeds'],
    ['BS8 1TH', 'Bristol'],
    ['NE1 7RU', 'Newcastle upon Tyne'],
    ['M1 1AE', 'Manchester'],
    ['B33 8TH', 'Birmingham'],
    ['SW1A 1AA', 'London'],
    ['CR2 6XH', 'London'],
    ['CF10 1AA', 'Bristol'],
  ])('from %s the nearest court is in %s', (postcode, city) => {
    expect(nearest(postcode)[0]!.court.city).toBe(city);
  });

  it('puts every court in order of distance, with sensible figures', () => {
    const ordered = nearest('LS1 4AP');
    const miles = ordered.map((o) => o.miles);
    expect([...miles].sort((a, b) => a - b)).toEqual(miles);
    expect(miles[0]).toBeLessThan(2);
    // Leeds to Manchester is about 36 miles as the crow flies.
    expect(ordered.find((o) => o.court.city === 'Manchester')!.miles).toBeGreaterThan(30);
    expect(ordered.find((o) => o.court.city === 'Manchester')!.miles).toBeLessThan(42);
    expect(names(ordered.map((o) => o.court)).sort()).toEqual(names(courts).sort());
  });

  it('measures great-circle miles', () => {
    expect(milesBetween({ lat: 51.5074, lng: -0.1278 }, { lat: 51.5074, lng: -0.1278 })).toBe(0);
    // London to Birmingham: about 101 miles.
    expect(milesBetween({ lat: 51.5074, lng: -0.1278 }, { lat: 52.4862, lng: -1.8904 })).toBeCloseTo(101, -1);
  });

  it.each([
    [0.04, '0 miles'],
    [0.44, '0.4 miles'],
    [1, '1 mile'],
    [9.96, '10 miles'],
    [36.4, '36 miles'],
    [1234.5, '1,235 miles'],
  ])('shows %p as %p', (miles, text) => {
    expect(formatMiles(miles)).toBe(text);
  });

  // Issue 54: "0.7 miles from CF10" for a court at CF10 1ET measured from the district's centre, not from the visitor.
  it.each([
    ['CF10 1ET', 'CF10', true],
    ['cf101et', 'CF10', true],
    ['EC1A 1BB', 'EC1', true],
    ['EC1A 1BB', 'EC1A', true],
    ['EC1V 3RE', 'EC1A', false],
    ['CF11 9XR', 'CF10', false],
    ['CF10 1ET', 'CF', false],
    ['not a postcode', 'CF10', false],
  ])('%s is in %s: %p', (postcode, from, inside) => {
    expect(inDistrict(postcode, from)).toBe(inside);
  });

  it('says a court in the same district is in it, and gives the others’ miles from its centre', () => {
    expect(distanceFrom(0.7, 'CF10', 'CF10 1ET')).toBe('in CF10, the same postcode district');
    expect(distanceFrom(2.34, 'CF10', 'CF11 9XR')).toBe('2.3 miles from CF10');
  });
});

describe('the centroid table', () => {
  /** Every postcode area in England and Wales. */
  const areas =
    'AL B BA BB BD BH BL BN BR BS CA CB CF CH CM CO CR CT CV CW DA DE DH DL DN DT DY E EC EN EX FY GL GU HA HD HG HP HR HU HX IG IP KT L LA LD LE LL LN LS LU M ME MK N NE NG NN NP NR NW OL OX PE PL PO PR RG RH RM S SA SE SG SK SL SM SN SO SP SR SS ST SW SY TA TF TN TQ TR TS TW UB W WA WC WD WF WN WR WS WV YO'.split(' ');

  it('covers every postcode area of England and Wales, and nothing in Scotland or Northern Ireland', () => {
    const present = new Set(Object.keys(outcodeCentroids).map((code) => code.match(/^[A-Z]+/)![0]));
    expect(areas.filter((area) => !present.has(area))).toEqual([]);
    for (const area of ['AB', 'EH', 'G', 'KA', 'BT', 'IV']) expect(present.has(area)).toBe(false);
  });

  it('places known districts where they are', () => {
    for (const [code, lat, lng] of [
      ['LS1', 53.8, -1.55],
      ['BS8', 51.46, -2.62],
      ['NE1', 54.97, -1.61],
      ['WC2A', 51.51, -0.11],
    ] as const) {
      const [cLat, cLng] = outcodeCentroids[code]!;
      expect(Math.abs(cLat - lat)).toBeLessThan(0.03);
      expect(Math.abs(cLng - lng)).toBeLessThan(0.04);
    }
  });
});
