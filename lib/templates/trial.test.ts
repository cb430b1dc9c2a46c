import { MAX_TRIAL_EXTENSIONS } from '@/content/templates/constants';
import { canExtend, expiresSoon, extendTrial, extensionsLeft, formatCountdown, parseTrialRecord, secondsLeft, startTrial, trialDeadline } from './trial';

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
});

describe('more time (WCAG 2.2.1)', () => {
  const trial = startTrial(NOW, 'sent');
  const soon = NOW + 241_000; // 59 seconds left

  it('is offered only with the Expires Soon warning', () => {
    expect(canExtend(trial, NOW)).toBe(false);
    expect(canExtend(trial, NOW + 240_000)).toBe(false); // exactly a minute left
    expect(canExtend(trial, soon)).toBe(true);
    expect(canExtend(trial, NOW + 300_000)).toBe(false); // over
    expect(extendTrial(trial, NOW)).toBe(trial);
  });

  it('adds five minutes to what is left, in one action', () => {
    const extended = extendTrial(trial, soon);
    expect(secondsLeft(extended.deadline, soon)).toBe(59 + 300);
    expect(extended.extensions).toBe(1);
    expect(extended.signup).toBe('sent');
  });

  it(`can be taken ${MAX_TRIAL_EXTENSIONS} times, no more`, () => {
    let record = trial;
    let now = soon;
    for (let i = 0; i < MAX_TRIAL_EXTENSIONS; i++) {
      expect(canExtend(record, now)).toBe(true);
      record = extendTrial(record, now);
      now = record.deadline - 30_000;
    }
    expect(MAX_TRIAL_EXTENSIONS).toBeGreaterThanOrEqual(10);
    expect(extensionsLeft(record)).toBe(0);
    expect(canExtend(record, now)).toBe(false);
    expect(extendTrial(record, now)).toBe(record);
  });
});

describe('the stored trial', () => {
  const store = (value: unknown) => JSON.stringify(value);

  it('reads back a genuine record, including one just extended, and one that has run out', () => {
    expect(parseTrialRecord(store(startTrial(NOW, 'not-sent')), NOW)).toEqual({ deadline: NOW + 300_000, extensions: 0, signup: 'not-sent' });
    const extended = extendTrial(startTrial(NOW - 241_000, 'sent'), NOW);
    expect(parseTrialRecord(store(extended), NOW)).toEqual(extended);
    expect(parseTrialRecord(store({ deadline: NOW - 1, extensions: 3, signup: 'sent' }), NOW)?.deadline).toBe(NOW - 1);
  });

  it.each([
    null,
    '',
    'soon',
    String(NOW + 100_000),
    store(null),
    store([]),
    store({ deadline: NOW + 10 * 60_000, extensions: 0, signup: 'sent' }),
    store({ deadline: 'NaN', extensions: 0, signup: 'sent' }),
    store({ deadline: NOW, extensions: -1, signup: 'sent' }),
    store({ deadline: NOW, extensions: 1.5, signup: 'sent' }),
    store({ deadline: NOW, extensions: MAX_TRIAL_EXTENSIONS + 1, signup: 'sent' }),
    store({ deadline: NOW, extensions: 0, signup: 'maybe' }),
  ])('refuses %p', (raw) => expect(parseTrialRecord(raw, NOW)).toBeNull());
});
