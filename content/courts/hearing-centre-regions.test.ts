import { courts } from './courts';
import { hearingCentreRegionBySlug, hearingCentreRegions, regionOfHearingCentre, type HearingCentreRegion } from './hearing-centre-regions';
import { hearingCentres } from './hearing-centres';
import { featuredCourtSlug } from '@/lib/courts/links';

const area = (postcode: string) => /^[A-Z]+/.exec(postcode)![0];
const outcode = (postcode: string) => postcode.split(' ')[0] ?? '';
const inRegion = (region: HearingCentreRegion) => hearingCentres.filter((court) => regionOfHearingCentre(court) === region);

/** Postcode areas wholly in Wales; LL, NP, SY, CH, LD and HR cross the border, so those are checked by outcode. */
const WELSH_AREAS = new Set(['CF', 'SA', 'LD']);
/** Welsh outcodes in border areas, as used by the courts: Aberystwyth SY23, Welshpool SY21, Mold CH7, and LL and NP. */
const isWelshPostcode = (postcode: string) =>
  WELSH_AREAS.has(area(postcode)) || ['SY21', 'SY23', 'CH7'].includes(outcode(postcode)) || ['LL', 'NP'].includes(area(postcode));
const WELSH_TOWNS = new Set(['Aberystwyth', 'Blackwood', 'Caernarfon', 'Cardiff', 'Carmarthen', 'Haverfordwest', 'Llanelli', 'Merthyr Tydfil', 'Mold', 'Newport', 'Pontypridd', 'Port Talbot', 'Prestatyn', 'Swansea', 'Welshpool', 'Wrexham']);

/** The postcode areas of Greater London's courts (inner London and the outer boroughs'). */
const LONDON_AREAS = new Set(['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC', 'BR', 'CR', 'EN', 'HA', 'IG', 'KT', 'RM', 'SM', 'TW', 'UB']);

describe('the region of every hearing centre', () => {
  it('places every record in exactly one region, and names no court that is not in the data', () => {
    const slugs = hearingCentres.map((court) => court.slug).sort();
    expect(Object.keys(hearingCentreRegionBySlug).sort()).toEqual(slugs);
    expect(slugs).toHaveLength(140);
    for (const court of hearingCentres) expect(hearingCentreRegions).toContain(regionOfHearingCentre(court));
  });

  it('throws for a court it does not know, rather than guess', () => {
    expect(() => regionOfHearingCentre({ slug: 'atlantis-county-court' })).toThrow(/No region for the court atlantis-county-court/);
    expect(() => regionOfHearingCentre({ slug: 'constructor' })).toThrow(/No region/);
  });

  it('uses every region, and the counts add up to 140', () => {
    const counts = Object.fromEntries(hearingCentreRegions.map((region) => [region, inRegion(region).length]));
    for (const region of hearingCentreRegions) expect(counts[region]).toBeGreaterThan(0);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(140);
  });

  it('puts in Wales exactly the courts with a Welsh postcode, each in a Welsh town', () => {
    for (const court of inRegion('Wales')) {
      expect([court.slug, isWelshPostcode(court.address.postcode)]).toEqual([court.slug, true]);
      expect([court.slug, WELSH_TOWNS.has(court.address.town ?? '')]).toEqual([court.slug, true]);
    }
    const english = hearingCentres.filter((court) => regionOfHearingCentre(court) !== 'Wales');
    for (const court of english) expect([court.slug, isWelshPostcode(court.address.postcode)]).toEqual([court.slug, false]);
    expect(inRegion('Wales')).toHaveLength(17);
  });

  it('every court with a Welsh name is in Wales', () => {
    for (const court of hearingCentres.filter((c) => c.nameCy)) expect([court.slug, regionOfHearingCentre(court)]).toEqual([court.slug, 'Wales']);
  });

  it('places the courts in the border postcode areas on the right side of the border', () => {
    const region = (slug: string) => regionOfHearingCentre({ slug });
    expect(region('chester-civil-and-family-justice-centre')).toBe('North West'); // CH1
    expect(region('birkenhead-county-court')).toBe('North West'); // CH41
    expect(region('mold-justice-centre')).toBe('Wales'); // CH7
    expect(region('aberystwyth-justice-centre')).toBe('Wales'); // SY23
    expect(region('welshpool-magistrates-court')).toBe('Wales'); // SY21
    expect(region('telford-county-court-and-family-court')).toBe('West Midlands'); // TF3
    expect(region('hereford-county-court-and-family-court')).toBe('West Midlands'); // HR1
    expect(region('wrexham-county-and-family-court')).toBe('Wales'); // LL12
    expect(region('newport-south-wales-county-court-and-family-court')).toBe('Wales'); // NP19
    expect(region('chesterfield-county-court')).toBe('East Midlands'); // S41, Derbyshire
    expect(region('redditch-magistrates-court')).toBe('West Midlands'); // B98, Worcestershire
  });

  it('puts in London only courts with a London postcode area, and every inner London postcode there', () => {
    for (const court of inRegion('London')) expect([court.slug, LONDON_AREAS.has(area(court.address.postcode))]).toEqual([court.slug, true]);
    const inner = new Set(['E', 'EC', 'N', 'NW', 'SE', 'SW', 'W', 'WC']);
    for (const court of hearingCentres.filter((c) => inner.has(area(c.address.postcode)))) {
      expect([court.slug, regionOfHearingCentre(court)]).toEqual([court.slug, 'London']);
    }
    // Staines (TW18) is in Surrey, outside Greater London.
    expect(regionOfHearingCentre({ slug: 'staines-county-court-and-family-court' })).toBe('South East');
  });

  it('agrees with the regions of the six featured courts', () => {
    const asFeatured: Record<string, HearingCentreRegion> = { Yorkshire: 'Yorkshire and the Humber' };
    for (const court of courts) {
      expect(regionOfHearingCentre({ slug: featuredCourtSlug(court) })).toBe(asFeatured[court.region] ?? court.region);
    }
  });

  // Not S: Sheffield (S3) is in Yorkshire, Chesterfield (S41) in Derbyshire, East Midlands.
  it('keeps postcode areas that lie in one region together (a sample away from any border)', () => {
    const expected: Record<string, HearingCentreRegion> = {
      NE: 'North East', DH: 'North East', TS: 'North East', L: 'North West', M: 'North West', LS: 'Yorkshire and the Humber', HU: 'Yorkshire and the Humber',
      NG: 'East Midlands', LE: 'East Midlands', B: 'West Midlands', WV: 'West Midlands', NR: 'East of England', IP: 'East of England', CM: 'East of England',
      BN: 'South East', ME: 'South East', SO: 'South East', PL: 'South West', EX: 'South West', TR: 'South West',
    };
    const sampled = hearingCentres.filter((court) => expected[area(court.address.postcode)]);
    expect(sampled.length).toBeGreaterThan(30);
    expect(sampled.map((court) => [court.slug, regionOfHearingCentre(court)])).toEqual(
      sampled.map((court) => [court.slug, expected[area(court.address.postcode)]]),
    );
  });
});
