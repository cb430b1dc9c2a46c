import { expiresSoon, formatCountdown, parseTrialDeadline, secondsLeft, trialDeadline } from './trial';

const NOW = 1_800_000_000_000;

describe('trial countdown', () => {
  it('lasts 300 seconds from the moment it starts', () => {
    expect(secondsLeft(trialDeadline(NOW), NOW)).toBe(300);
    expect(secondsLeft(trialDeadline(NOW), NOW + 299_001)).toBe(1);
    expect(secondsLeft(trialDeadline(NOW), NOW + 300_000)).toBe(0);
    expect(secondsLeft(trialDeadline(NOW), NOW + 999_999)).toBe(0);
  });

  it.each([
    [300, '5:00'],
    [299, '4:59'],
    [60, '1:00'],
    [59, '0:59'],
    [7, '0:07'],
    [0, '0:00'],
  ])('shows %p seconds as %p', (seconds, text) => expect(formatCountdown(seconds)).toBe(text));

  it('says "Expires Soon" only under a minute, and not once it is over', () => {
    expect([60, 59, 1, 0].map(expiresSoon)).toEqual([false, true, true, false]);
  });

  it('reads back a stored deadline, and nothing tampered with', () => {
    expect(parseTrialDeadline(String(NOW + 100_000), NOW)).toBe(NOW + 100_000);
    expect(parseTrialDeadline(String(NOW - 1), NOW)).toBe(NOW - 1);
    for (const raw of [null, '', 'soon', 'NaN', String(NOW + 10 * 60_000), 'Infinity']) expect(parseTrialDeadline(raw, NOW)).toBeNull();
  });
});
