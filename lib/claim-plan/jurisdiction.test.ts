import { combinedJurisdiction } from './can-you-claim';
import { jurisdictionOf } from './jurisdiction';

describe('postcode scope', () => {
  it.each([
    ['SW1A 1AA', 'england-and-wales'],
    ['cf10 1ep', 'england-and-wales'],
    ['LL55 4UR', 'england-and-wales'],
    ['M1 1AE', 'england-and-wales'],
    ['NE1 8QF', 'england-and-wales'],
    ['CA1 1AA', 'england-and-wales'],
    ['EH1 1YZ', 'scotland'],
    ['G2 1DY', 'scotland'],
    ['DG16 5AA', 'scotland'],
    ['TD1 1AA', 'scotland'],
    ['ZE1 0AA', 'scotland'],
    ['BT1 5GS', 'northern-ireland'],
    ['JE2 3AB', 'outside-uk-mainland'],
    ['GY1 1AA', 'outside-uk-mainland'],
    ['IM1 1AA', 'outside-uk-mainland'],
    ['TD15 1AA', 'check'],
    ['TD12 4AA', 'check'],
    ['TD', 'check'],
    ['EH', 'scotland'],
    ['LS', 'england-and-wales'],
    ['TD15', 'check'],
    ['TD9', 'scotland'],
  ])('%s is %s', (postcode, where) => {
    expect(jurisdictionOf(postcode)).toBe(where);
  });

  it.each(['', 'XX1 1AA', 'QQ', '12345', 'SW1A 1A', '1AA SW'])('refuses %j', (postcode) => {
    expect(() => jurisdictionOf(postcode)).toThrow(RangeError);
  });

  it('refuses what is not a string', () => {
    expect(() => jurisdictionOf(undefined as unknown as string)).toThrow(RangeError);
  });

  it('combines two postcodes: anything outside England and Wales wins, then a check', () => {
    expect(combinedJurisdiction([undefined, undefined])).toBeNull();
    expect(combinedJurisdiction(['LS1 3BG', undefined])).toBe('england-and-wales');
    expect(combinedJurisdiction(['LS1 3BG', 'TD15 1AA'])).toBe('check');
    expect(combinedJurisdiction(['TD15 1AA', 'BT1 5GS'])).toBe('northern-ireland');
    expect(combinedJurisdiction(['EH1 1YZ', 'LS1 3BG'])).toBe('scotland');
  });
});
