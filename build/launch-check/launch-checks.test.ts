import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LAUNCH_CONFIRMED } from '@/content/launch';
import { addressProblem, companyNumberProblem, endpointProblem, feesProblem, OFCOM_DRAMA_RANGES, phoneProblem, referenceRatesProblem, siteUrlProblem } from '@/build/launch-check/launch-check-values';
import { hwfRatesConfirmed, launchChecks, pendingLaunchChecks, type LaunchState } from '@/build/launch-check/launch-checks';

/**
 * Issue 53: `npm run launch-check` passes each item only on a true value (the drama-range phone number passed once its
 * flag was set; an empty or slashed endpoint passed), and covers every item of README's before-launch checklist (it
 * left out the owner's email, the fees, Help with Fees, the mediation pilot and the Late Payment rates). Each item is
 * tested both ways, from a state in which everything is real.
 */
const allConfirmed = Object.fromEntries(Object.keys(LAUNCH_CONFIRMED).map((key) => [key, true])) as LaunchState['confirmed'];

const real: Partial<LaunchState> = {
  now: new Date('2026-12-01T12:00:00Z'),
  confirmed: allConfirmed,
  phone: { e164: '+441743234567', display: '01743 234567' },
  company: { number: '09876543', streetAddress: '1 High Street', postalCode: 'SY1 1LH' },
  referralPayments: 'not-paid',
  siteUrl: 'https://www.smallclaimscompass.co.uk',
  inbox: { env: { SMTP_URL: 'smtps://leads%40smallclaimscompass.co.uk:a-password@smtp.mailbox.org:465', LEADS_NOTIFY_TO: 'owner@smallclaimscompass.co.uk' } },
  fees: { checked: 'November 2026', changesFrom: '13 July 2026' },
  referenceRates: [{ from: '2026-07-01', to: '2026-12-31' }],
  hwfRatesConfirmed: true,
  mediationPassages: ['The pilot continues under Practice Direction 51ZE as amended.'],
  projectedBankHolidayYears: [],
};

const pendingWith = (change: Partial<LaunchState>) => pendingLaunchChecks({ ...real, ...change });
const unconfirmed = (key: keyof typeof LAUNCH_CONFIRMED) => ({ confirmed: { ...allConfirmed, [key]: false } });

describe('the launch check', () => {
  it('passes when every item holds a true value', () => {
    expect(pendingLaunchChecks(real)).toEqual([]);
  });

  it('fails today, on the site as it is, with what is wrong with each value', () => {
    const pending = pendingLaunchChecks({ siteUrl: 'https://www.smallclaimscompass.co.uk' });
    expect(pending.map((c) => [c.checklist, c.why])).toEqual([
      ['Phone number', "0808 157 0123 is in Ofcom's range for TV and radio drama: no one answers it"],
      ['Company number and registered address', '15842271 is the placeholder the site shipped with'],
      ['Company number and registered address', 'the address is the placeholder the site shipped with (SY2 6LG)'],
      ['Rating, review count, testimonials, success rates and result figures', 'not confirmed yet'],
      ['Whether we are paid for introductions to lawyers', 'not set: the pages say the free consultation will tell the visitor'],
      ['Where consultation requests go', expect.stringMatching(/^requests go to \/api\/consultation, which only the lead inbox answers, and this check was not told where it runs/)],
      ['Who is told about each request', expect.stringMatching(/^requests go to \/api\/consultation/)],
      ['Court fees', expect.stringMatching(/^the fees were last checked in June 2026, before the changes proposed from 13 July 2026/)],
      ['Court fees', expect.stringMatching(/^the confirmed reference rates stop at 2026-06-30/)],
      ['Help with Fees', 'taken from HMCTS’s staff application, not yet confirmed against the Table of rates in the fees order'],
      ['The mediation pilot', 'the pages still say it could not be confirmed from an official source'],
      ['Bank holidays', "2028 worked out, not yet GOV.UK's: run npm run update:bank-holidays"],
      ['Court data', 'not confirmed yet'],
      ['Court data', 'not confirmed yet'],
      ['"Coming soon" items', 'not confirmed yet'],
    ]);
  });

  it('has a check for every item of README’s before-launch checklist', () => {
    const readme = readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
    const checklist = readme.split('## Before launch: the checklist')[1]!.split('\n## ')[0]!;
    const titles = [...checklist.matchAll(/^- \[ \] \*\*(.+?)\*\*/gm)].map((match) => match[1]!.replace(/ \(issues? [\d ,and]+\)$/, ''));
    expect(titles.length).toBeGreaterThanOrEqual(13);
    const covered = new Set(launchChecks().map((check) => check.checklist));
    expect(titles.filter((title) => !covered.has(title))).toEqual([]);
    expect([...covered].filter((title) => !titles.includes(title))).toEqual([]);
  });

  // Each item both ways: the real value passes (above), each placeholder or wrong value fails with its reason.
  it.each<[string, Partial<LaunchState>, RegExp]>([
    ['the drama-range number, confirmed', {}, /0808 157 0123 is in Ofcom's range/],
    ['a mobile drama number', { phone: { e164: '+447700900123', display: '07700 900123' } }, /07700 900123 is in Ofcom's range/],
    ['a London drama number', { phone: { e164: '+442079460123', display: '020 7946 0123' } }, /in Ofcom's range/],
    ['a number shown differently from the one dialled', { phone: { e164: '+441743234567', display: '01743 234568' } }, /is not the number dialled/],
    ['a number that is not UK E.164', { phone: { e164: '01743234567', display: '01743 234567' } }, /is not a UK number in E\.164 form/],
    ['a real number not confirmed', unconfirmed('phone'), /^not confirmed yet$/],
  ])('phone: fails for %s', (_what, change, why) => {
    const phone = change.phone ?? (Object.keys(change).length === 0 ? { e164: '+448081570123', display: '0808 157 0123' } : real.phone!);
    const pending = pendingWith({ ...change, phone });
    expect(pending.map((c) => c.checklist)).toEqual(['Phone number']);
    expect(pending[0]!.why).toMatch(why);
  });

  it.each<[string, Partial<LaunchState>, RegExp]>([
    ['the shipped company number', { company: { ...real.company!, number: '15842271' } }, /placeholder the site shipped with/],
    ['a company number of the wrong form', { company: { ...real.company!, number: '1234567' } }, /is not a Companies House number/],
    ['a made-up company number', { company: { ...real.company!, number: '00000000' } }, /is not a real company number/],
    ['a real number not confirmed', unconfirmed('companyNumber'), /^not confirmed yet$/],
    ['the shipped address', { company: { ...real.company!, streetAddress: 'Unit 3, Sitka Drive, Shrewsbury Business Park', postalCode: 'SY2 6LG' } }, /placeholder the site shipped with/],
    ['a postcode that is not one', { company: { ...real.company!, postalCode: 'SY1' } }, /is not a UK postcode/],
    ['a real address not confirmed', unconfirmed('registeredAddress'), /^not confirmed yet$/],
  ])('company number and address: fail for %s', (_what, change, why) => {
    const pending = pendingWith(change);
    expect(pending.map((c) => c.checklist)).toEqual(['Company number and registered address']);
    expect(pending[0]!.why).toMatch(why);
  });

  it.each<[string, Partial<LaunchState>, string, RegExp]>([
    ['the provider claims', unconfirmed('providerClaims'), 'Rating, review count, testimonials, success rates and result figures', /not confirmed yet/],
    ['the referral setting', { referralPayments: 'unconfirmed' }, 'Whether we are paid for introductions to lawyers', /not set/],
    ['the site URL left out', { siteUrl: undefined }, 'Site URL', /NEXT_PUBLIC_SITE_URL is not set/],
    ['a site URL over http', { siteUrl: 'http://www.smallclaimscompass.co.uk' }, 'Site URL', /is not https/],
    ['an example site URL', { siteUrl: 'https://www.example.co.uk' }, 'Site URL', /is not a live address/],
    ['a site URL with a path', { siteUrl: 'https://www.smallclaimscompass.co.uk/blog' }, 'Site URL', /is not an origin/],
    ['fees checked before the proposed changes', { fees: { checked: 'June 2026', changesFrom: '13 July 2026' } }, 'Court fees', /before the changes proposed from 13 July 2026/],
    ['fees checked long ago', { now: new Date('2027-06-01T12:00:00Z'), referenceRates: [{ from: '2027-01-01', to: '2027-06-30' }] }, 'Court fees', /more than 3 months ago/],
    ['reference rates that stop before today', { referenceRates: [{ from: '2026-01-01', to: '2026-06-30' }] }, 'Court fees', /stop at 2026-06-30/],
    ['Help with Fees rates not confirmed', { hwfRatesConfirmed: false }, 'Help with Fees', /not yet confirmed against the Table of rates/],
    ['a mediation passage that says it could not confirm', { mediationPassages: ['… we could not confirm that from an official source …'] }, 'The mediation pilot', /could not be confirmed/],
    ['the mediation pilot not confirmed', unconfirmed('mediationPilot'), 'The mediation pilot', /not confirmed yet/],
    ['projected bank holidays', { projectedBankHolidayYears: ['2028'] }, 'Bank holidays', /2028 worked out/],
    ['the court data licence', unconfirmed('courtDataLicence'), 'Court data', /not confirmed yet/],
    ['the court details', unconfirmed('courtDetails'), 'Court data', /not confirmed yet/],
    ['the coming soon items', unconfirmed('comingSoon'), '"Coming soon" items', /not confirmed yet/],
  ])('fails for %s', (_what, change, checklist, why) => {
    const pending = pendingWith(change);
    expect(pending.map((c) => c.checklist)).toEqual([checklist]);
    expect(pending[0]!.why).toMatch(why);
  });

  describe('where requests go, and who is told', () => {
    it.each<[string, Partial<LaunchState>, string[], RegExp]>([
      ['an empty NEXT_PUBLIC_CONSULTATION_ENDPOINT=', { endpoint: '' }, ['Where consultation requests go'], /set but empty, which the build reads as not set/],
      ['the inbox path with a trailing slash', { endpoint: '/api/consultation/' }, ['Where consultation requests go'], /with the slash every request is a 404/],
      ['another same-origin path', { endpoint: '/contact' }, ['Where consultation requests go'], /is not the lead inbox's path/],
      ['a form service over http', { endpoint: 'http://formspree.io/f/abcd' }, ['Where consultation requests go'], /is not https/],
      ['the README’s example form id', { endpoint: 'https://formspree.io/f/your-form-id' }, ['Where consultation requests go'], /is a placeholder/],
      ['a form service address with a trailing slash', { endpoint: 'https://formspree.io/f/abcd/' }, ['Where consultation requests go'], /ends with a slash/],
      ['the inbox, with the check not told where it runs', { inbox: undefined }, ['Where consultation requests go', 'Who is told about each request'], /this check was not told where it runs/],
      ['the inbox, its settings unreadable', { inbox: { error: 'the inbox\'s settings (/etc/small-claims/inbox.env) could not be read (EACCES)' } }, ['Where consultation requests go', 'Who is told about each request'], /could not be read \(EACCES\)/],
    ])('fail for %s', (_what, change, checklists, why) => {
      const pending = pendingWith(change);
      expect(pending.map((c) => c.checklist)).toEqual(checklists);
      expect(pending[0]!.why).toMatch(why);
    });

    it.each<[string, Record<string, string>, RegExp]>([
      ['no SMTP_URL', { LEADS_NOTIFY_TO: 'owner@smallclaimscompass.co.uk' }, /email notifications are off in the inbox's settings \(SMTP_URL is not set\)/],
      ['no LEADS_NOTIFY_TO', { SMTP_URL: 'smtps://u:p@smtp.mailbox.org:465' }, /LEADS_NOTIFY_TO is not set/],
      ['an example address to tell', { SMTP_URL: 'smtps://u:p@smtp.mailbox.org:465', LEADS_NOTIFY_TO: 'owner@example.com' }, /LEADS_NOTIFY_TO is a placeholder \(owner@example\.com\)/],
      ['a password allowed without TLS', { SMTP_URL: 'smtp://u:p@smtp.mailbox.org:587?requireTLS=false', LEADS_NOTIFY_TO: 'owner@smallclaimscompass.co.uk' }, /the inbox would not start with its settings: SMTP_URL carries a password/],
    ])('fail when the inbox’s settings have %s: nobody would be told', (_what, env, why) => {
      const pending = pendingWith({ inbox: { env } });
      expect(pending.map((c) => c.checklist)).toEqual(['Who is told about each request']);
      expect(pending[0]!.why).toMatch(why);
    });

    it('pass for a form service once its notifications are confirmed, and not before', () => {
      expect(pendingWith({ endpoint: 'https://formspree.io/f/xyzabcd', inbox: undefined })).toEqual([]);
      expect(pendingWith({ endpoint: '/api/consultation' })).toEqual([]);
      const pending = pendingWith({ endpoint: 'https://formspree.io/f/xyzabcd', inbox: undefined, ...unconfirmed('formServiceNotifications') });
      expect(pending.map((c) => [c.checklist, c.why])).toEqual([['Who is told about each request', 'not confirmed yet']]);
    });
  });
});

describe('the values', () => {
  it('knows each of Ofcom’s drama ranges, and a real number next to one', () => {
    for (const range of OFCOM_DRAMA_RANGES) {
      const national = `${range}${'5'.repeat(range.startsWith('909') ? 3 : 10 - range.length)}`;
      expect(phoneProblem(`+44${national}`, `0${national}`)).toMatch(/Ofcom's range/);
    }
    expect(phoneProblem('+442079470123', '020 7947 0123')).toBeNull();
    expect(phoneProblem('+448081580123', '0808 158 0123')).toBeNull();
  });

  it.each([
    ['SC123456', null],
    ['OC301234', null],
    ['15842271', expect.stringMatching(/placeholder/)],
    ['sc123456', expect.stringMatching(/not a Companies House number/)],
  ])('company number %p', (number, expected) => {
    expect(companyNumberProblem(number)).toEqual(expected);
  });

  it('postcodes as Royal Mail writes them', () => {
    expect(addressProblem('1 High Street', 'EC1A 1BB')).toBeNull();
    expect(addressProblem('1 High Street', 'ec1a 1bb')).toMatch(/not a UK postcode/);
    expect(addressProblem('', 'EC1A 1BB')).toMatch(/empty/);
  });

  it('site URLs and endpoints', () => {
    expect(siteUrlProblem('https://www.smallclaimscompass.co.uk/')).toBeNull();
    expect(siteUrlProblem('https://localhost:3000')).toMatch(/not a live address/);
    expect(endpointProblem(undefined, '/api/consultation')).toBeNull();
    expect(endpointProblem(' /api/consultation ', '/api/consultation')).toBeNull();
    expect(endpointProblem('https://getform.io/f/abcdefgh', '/api/consultation')).toBeNull();
    expect(endpointProblem('not a url', '/api/consultation')).toMatch(/neither an https:\/\/ address nor/);
  });

  it('fees and reference rates against today', () => {
    expect(feesProblem('November 2026', '13 July 2026', new Date('2026-12-01T00:00:00Z'))).toBeNull();
    expect(feesProblem('November 2026', null, new Date('2027-02-28T00:00:00Z'))).toBeNull();
    expect(feesProblem('November 2026', null, new Date('2027-03-01T00:00:00Z'))).toMatch(/more than 3 months ago/);
    expect(feesProblem('Nov 2026', null, new Date('2026-12-01T00:00:00Z'))).toMatch(/not a month and year/);
    expect(referenceRatesProblem([], new Date())).toMatch(/no reference rate/);
    expect(referenceRatesProblem([{ from: '2026-07-01', to: '2026-12-31' }], new Date('2026-12-31T23:00:00Z'))).toBeNull();
    expect(referenceRatesProblem([{ from: '2026-07-01', to: '2026-12-31' }], new Date('2027-01-01T00:00:00Z'))).toMatch(/stop at 2026-12-31/);
  });

  it('reads the Help with Fees flag by name, and takes nothing else for it', () => {
    expect(hwfRatesConfirmed({ HWF_CONTRIBUTION_SOURCE: { orderTableRead: true } })).toBe(true);
    for (const exports of [{}, { HWF_CONTRIBUTION_SOURCE: { orderTableRead: false } }, { HWF_CONTRIBUTION_SOURCE: { orderTableRead: 'yes' } }, { HWF_CONTRIBUTION_RATES: { bands: [] } }]) {
      expect(hwfRatesConfirmed(exports)).toBe(false);
    }
    // As the site holds it today: the staff application's rates, the Order's Table not read.
    expect(hwfRatesConfirmed()).toBe(false);
  });
});
