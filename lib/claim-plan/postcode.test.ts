import { FULL_POSTCODE, normalisePostcode } from './postcode';

describe('normalisePostcode', () => {
  it.each([
    ['LS1 4DY', 'LS1 4DY'],
    ['ls14dy', 'LS1 4DY'],
    ['  ls1   4dy  ', 'LS1 4DY'],
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    ['M1 1AE', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['W1A 0AX', 'W1A 0AX'],
    ['EH1 1YZ', 'EH1 1YZ'],
    ['BT1 5GS', 'BT1 5GS'],
    ['cf10\t1ep', 'CF10 1EP'],
  ])('reads %p as %p', (typed, expected) => {
    expect(normalisePostcode(typed)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'only spaces'],
    ['LS1', 'an outward code alone'],
    ['LS', 'an area alone'],
    ['4DY', 'an inward code alone'],
    ['LS1 4D', 'an inward code cut short'],
    ['LS1 4DYX', 'a letter too many'],
    ['LSA1 4DY', 'three area letters'],
    ['1S1 4DY', 'a digit for the area'],
    ['LS1 DDY', 'a letter for the inward digit'],
    ['LS1-4DY', 'a hyphen'],
    ['LS1 4DY;', 'punctuation after it'],
    ['<b>LS1 4DY</b>', 'markup around it'],
    ['LS1\n4DY\nX', 'more lines'],
    ['ＬＳ１ ４ＤＹ', 'full-width characters'],
    ['LS１ 4DY', 'a full-width digit'],
    ['hacker', 'a word'],
  ])('refuses %p (%s)', (typed) => {
    expect(normalisePostcode(typed)).toBeNull();
  });

  it('gives back a postcode the answers file’s pattern accepts, and the same one when read again', () => {
    for (const typed of ['ls14dy', 'sw1a 1aa', ' M1  1AE ']) {
      const once = normalisePostcode(typed)!;
      expect(once).toMatch(FULL_POSTCODE);
      expect(once).toMatch(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/);
      expect(normalisePostcode(once)).toBe(once);
    }
  });
});
