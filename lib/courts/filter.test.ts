import { courts } from '@/content/courts/courts';
import { finderIndex } from './finder/committed-index';
import { matchHearingCentres } from './filter';
import { featuredCourtSlug } from './links';

/** Issue 40: the directory's search finds every hearing centre by name or town, not only the six featured. */
describe('matchHearingCentres', () => {
  const centres = finderIndex.core.courts;
  const featured = new Set(courts.map(featuredCourtSlug));
  const names = (query: string) => matchHearingCentres(centres, query, featured).map((c) => c.name);

  it('finds Cardiff, Truro and Caernarfon, which are not among the six featured', () => {
    expect(names('Cardiff')).toEqual([expect.stringMatching(/Cardiff/)]);
    expect(names('truro')).toEqual([expect.stringMatching(/Truro/)]);
    expect(names('  CAERNARFON ')).toEqual([expect.stringMatching(/Caernarfon/)]);
  });

  it('leaves out the featured courts (their cards already show), and says nothing for one or two letters', () => {
    expect(names('Birmingham Civil and Family')).toEqual([]);
    expect(names('Le')).toEqual([]);
    expect(names('')).toEqual([]);
    expect(names('no such town anywhere')).toEqual([]);
  });

  it('matches a postcode in the address with or without its space, and stops at the limit', () => {
    const truro = centres.find((c) => /Truro/.test(c.name))!;
    const postcode = /([A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/.exec(truro.address)![1]!;
    expect(matchHearingCentres(centres, postcode.replace(' ', ''), featured).map((c) => c.slug)).toContain(truro.slug);
    expect(matchHearingCentres(centres, 'court', featured, 5)).toHaveLength(5);
  });
});
