import { CALL_CHARGES_NOTE, FREE_TO_CALL_NOTE, isFreephone, phoneWording } from './freephone';

describe('isFreephone', () => {
  it.each([
    '0808 157 0123',
    '08081570123',
    '0800 123 4567',
    '0800 123456', // an old 10-digit 0800 number
    '+44 808 157 0123',
    '+448081570123',
    '+44 (0)808 157 0123',
    '0044 800 123 4567',
    '0808-157-0123',
    '(0808) 157 0123',
    ' 0800.123.4567 ',
  ])('is true for the 0800/0808 number %s', (number) => {
    expect(isFreephone(number)).toBe(true);
  });

  it.each([
    ['a geographic number', '0121 496 0000'],
    ['a mobile', '07700 900123'],
    ['an 03 number (charged like a geographic call)', '0300 123 5577'],
    ['an 0845 number', '0845 600 0000'],
    ['an 0870 number', '0870 000 0000'],
    ['an 0843 number', '0843 000 0000'],
    ['a premium-rate 09 number', '0909 879 0000'],
    ['another 08 range that looks close', '0801 123 4567'],
    ['0808 with a digit missing', '0808 157 012'],
    ['0808 with a digit too many', '0808 157 01234'],
    ['0800 too short', '0800 12345'],
    ['a US toll-free number', '+1 800 555 0100'],
    ['a US toll-free number written with 001', '001 800 555 0100'],
    ['+44 with a non-freephone number', '+44 121 496 0000'],
    ['no leading 0 or country code', '808 157 0123'],
    ['letters', '0808 FREE 123'],
    ['a plus sign in the middle', '0808+1570123'],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['words', 'Free to call'],
  ])('is false for %s (%s)', (_what, number) => {
    expect(isFreephone(number)).toBe(false);
  });

  it('is false, not an error, for a value that is not a string', () => {
    for (const bad of [undefined, null, 8081570123, {}, []]) expect(isFreephone(bad as unknown as string)).toBe(false);
  });
});

describe('phoneWording', () => {
  it('claims free calls for a freephone number, in every phrase', () => {
    expect(phoneWording('0808 157 0123', '+448081570123')).toEqual({
      free: true,
      note: FREE_TO_CALL_NOTE,
      callUs: 'call us free',
      callUsTitle: 'Call us free',
      promise: { title: 'Free to call', text: 'Our support line is free to call from UK landlines and mobiles.' },
    });
  });

  it('says nothing about free calls for any other number: a neutral note and no promise', () => {
    for (const number of ['0121 496 0000', '0300 123 5577', '0845 600 0000', '07700 900123']) {
      const wording = phoneWording(number);
      expect(wording).toEqual({ free: false, note: CALL_CHARGES_NOTE, callUs: 'call us', callUsTitle: 'Call us', promise: null });
      for (const text of [wording.note, wording.callUs, wording.callUsTitle]) expect(text).not.toMatch(/free/i);
    }
  });

  it('is not free when the shown and dialled forms disagree, or when no number is given', () => {
    expect(phoneWording('0808 157 0123', '+441214960000').free).toBe(false);
    expect(phoneWording('0121 496 0000', '+448081570123').free).toBe(false);
    expect(phoneWording().free).toBe(false);
  });
});
