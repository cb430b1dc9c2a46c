import { answersFileMessages } from '@/content/claim-plan/messages';
import { ANSWERS_FILE_KIND, ANSWERS_VERSION, answersFileText, claimAnswersSchema, MAX_ANSWERS_FILE_BYTES, parseAnswersFile } from './answers';
import { businessFromSoleTrader, disputedDebt, servedBeforeChristmas } from './test-answers';

const file = (body: Record<string, unknown>) => JSON.stringify({ kind: ANSWERS_FILE_KIND, version: ANSWERS_VERSION, ...body });

describe('answers file', () => {
  it('round-trips: what is downloaded opens as the same answers', () => {
    const text = answersFileText({ claim: disputedDebt, defend: servedBeforeChristmas });
    expect(parseAnswersFile(text)).toEqual({ ok: true, answers: { kind: ANSWERS_FILE_KIND, version: ANSWERS_VERSION, claim: disputedDebt, defend: servedBeforeChristmas } });
    expect(JSON.parse(text).version).toBe(1);
  });

  it('accepts a byte order mark and trims text answers', () => {
    const result = parseAnswersFile(`\uFEFF${file({ claim: { ...businessFromSoleTrader, debtorName: '  Brown Builders  ' } })}`);
    expect(result.ok && result.answers.claim?.debtorName).toBe('Brown Builders');
  });

  it.each([
    ['', 'empty'],
    ['   \n', 'empty'],
    ['{not json', 'notJson'],
    ['[]', 'notAnswers'],
    ['null', 'notAnswers'],
    ['"text"', 'notAnswers'],
    [JSON.stringify({ version: 1, claim: businessFromSoleTrader }), 'notAnswers'],
    [JSON.stringify({ kind: 'something-else', version: 1 }), 'notAnswers'],
    [file({ version: 2, claim: businessFromSoleTrader }), 'newerVersion'],
    [file({ version: 0, claim: businessFromSoleTrader }), 'unknownVersion'],
    [file({ version: '1', claim: businessFromSoleTrader }), 'unknownVersion'],
    [file({ version: 1.5, claim: businessFromSoleTrader }), 'unknownVersion'],
    [file({}), 'invalid'],
  ])('refuses %j with the %s message', (text, problem) => {
    expect(parseAnswersFile(text)).toEqual({ ok: false, problem, message: answersFileMessages[problem as keyof typeof answersFileMessages] });
  });

  it('refuses a file over the size limit before parsing it, counting bytes not characters', () => {
    const padding = 'x'.repeat(MAX_ANSWERS_FILE_BYTES);
    expect(parseAnswersFile(file({ claim: businessFromSoleTrader, pad: padding }))).toMatchObject({ ok: false, problem: 'tooLarge' });
    // 6,000 three-byte characters: 6,000 characters, 18,000 bytes.
    const wide = file({ claim: { ...businessFromSoleTrader, description: '€'.repeat(6000) } });
    expect(wide.length).toBeLessThan(MAX_ANSWERS_FILE_BYTES);
    expect(parseAnswersFile(wide)).toMatchObject({ ok: false, problem: 'tooLarge' });
  });

  it.each([
    ['an unknown field', { ...businessFromSoleTrader, admin: true }],
    ['a negative amount', { ...businessFromSoleTrader, amountPence: -1 }],
    ['pence that are not whole', { ...businessFromSoleTrader, amountPence: 10.5 }],
    ['an amount over £10 million', { ...businessFromSoleTrader, amountPence: 1_000_000_001 }],
    ['a date that does not exist', { ...businessFromSoleTrader, dueDate: '2026-02-30' }],
    ['a date in another format', { ...businessFromSoleTrader, dueDate: '01/03/2021' }],
    ['an unknown kind of debtor', { ...businessFromSoleTrader, debtor: 'robot' }],
    ['nothing known with something known', { ...businessFromSoleTrader, means: ['nothing-known', 'employed'] }],
    ['the same means twice', { ...businessFromSoleTrader, means: ['employed', 'employed'] }],
    ['a reply without its date', { ...businessFromSoleTrader, letter: { sent: true, date: '2026-09-01', reply: 'replied' } }],
    ['a reply before the letter', { ...businessFromSoleTrader, letter: { sent: true, date: '2026-09-01', reply: 'replied', replyDate: '2026-08-01' } }],
    ['documents sent when none were asked for', { ...businessFromSoleTrader, letter: { sent: true, date: '2026-09-01', reply: 'replied', replyDate: '2026-09-05', documentsSentDate: '2026-09-06' } }],
    ['a letter not sent with a date', { ...businessFromSoleTrader, letter: { sent: false, date: '2026-09-01' } }],
    ['Late Payment interest claimed by an individual', { ...businessFromSoleTrader, claimant: 'individual', interest: 'late-payment' }],
    ['Late Payment interest from an individual', { ...businessFromSoleTrader, debtor: 'individual', interest: 'late-payment' }],
    ['a postcode that is not one', { ...businessFromSoleTrader, debtorPostcode: 'not a postcode' }],
    ['a name of spaces', { ...businessFromSoleTrader, claimantName: '   ' }],
    ['a name too long', { ...businessFromSoleTrader, claimantName: 'x'.repeat(201) }],
  ])('refuses a claim with %s, and uses none of it', (_, claim) => {
    expect(parseAnswersFile(file({ claim }))).toMatchObject({ ok: false, problem: 'invalid' });
  });

  it('refuses bad defending answers', () => {
    expect(parseAnswersFile(file({ defend: { ...servedBeforeChristmas, served: { how: 'by-pigeon', date: '2026-12-18' } } }))).toMatchObject({ ok: false, problem: 'invalid' });
    expect(parseAnswersFile(file({ defend: { ...servedBeforeChristmas, counterclaim: 'yes' } }))).toMatchObject({ ok: false, problem: 'invalid' });
  });

  it('never repeats what the file holds in its message', () => {
    const result = parseAnswersFile(file({ claim: { ...businessFromSoleTrader, claimantName: '<img src=x onerror=alert(1)>', amountPence: 'lots' } }));
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).not.toContain('onerror');
  });

  it('takes Late Payment interest between businesses, a sole trader included', () => {
    expect(claimAnswersSchema.safeParse({ ...businessFromSoleTrader, interest: 'late-payment' }).success).toBe(true);
    expect(claimAnswersSchema.safeParse({ ...businessFromSoleTrader, debtorPostcode: 'sw1a 1aa', claimantPostcode: 'M11AA' }).success).toBe(true);
  });

  it('will not write a file from invalid answers', () => {
    expect(() => answersFileText({ claim: { ...businessFromSoleTrader, amountPence: 0 } })).toThrow(RangeError);
    expect(() => answersFileText({})).toThrow(RangeError);
  });
});
