import { BANK_HOLIDAYS_FILE, BANK_HOLIDAYS_REFRESH, bankHolidays } from '@/content/bank-holidays';
import { CONSULTATION_PATH } from '@/content/consultation';
import { courtMessages } from '@/content/courts/messages';
import { HEARING_CENTRES_SOURCE } from '@/content/courts/hearing-centres';
import { FEE_CHANGES, FEES_CHECKED } from '@/content/fees';
import { LAUNCH_CONFIRMED } from '@/content/launch';
import { ARTICLE_QUOTE_ATTRIBUTION, providerStatistics, reviewRating } from '@/content/provider-claims';
import { REFERRAL_PAYMENTS } from '@/content/referrals';
import { MEDIATION_REFERRAL, MEDIATION_SERVICE } from '@/content/shared-passages';
import { PHONE_DISPLAY, PHONE_E164 } from '@/content/site-basics';
import { DEFAULT_SITE_URL, siteConfig } from '@/content/site';
import * as helpWithFees from '@/content/tools/help-with-fees';
import { REFERENCE_RATES } from '@/content/tools/late-payment';
import { readLeadSettings } from '@/inbox/lead-settings';
import { smtpTransportOptions } from '@/inbox/smtp-transport';
import { addressProblem, companyNumberProblem, endpointProblem, feesProblem, phoneProblem, referenceRatesProblem, siteUrlProblem } from '@/build/launch-check/launch-check-values';

/**
 * README's before-launch checklist as checks a release runs (issue 40; issue 53: each passes only on a true value,
 * and every item of the checklist has one). Each check names the checklist item it belongs to (`checklist`, the
 * bold title in README), what is unconfirmed (`item`), why it fails (`why`: what is wrong with the value), where to
 * change or confirm it, and (`shows`) text that finds the pages showing it in the built site.
 */
export type LaunchCheck = { checklist: string; item: string; why?: string; where: string; shows?: readonly string[] };

const LAUNCH_FILE = 'content/launch.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * What the checks read. Every field defaults to what the site holds now (and, for the settings, to nothing given),
 * so a test can set each value both ways.
 */
export type LaunchState = {
  now: Date;
  confirmed: Readonly<Record<keyof typeof LAUNCH_CONFIRMED, boolean>>;
  phone: { e164: string; display: string };
  company: { number: string; streetAddress: string; postalCode: string };
  referralPayments: typeof REFERRAL_PAYMENTS;
  /** NEXT_PUBLIC_SITE_URL and NEXT_PUBLIC_CONSULTATION_ENDPOINT as the build will read them (undefined: not set). */
  siteUrl?: string;
  endpoint?: string;
  /**
   * The lead inbox's settings where it is deployed (`--inbox-env FILE`, with the environment and .env over it), or
   * why they could not be read; undefined when the check was not told where the inbox runs.
   */
  inbox?: { env: Env } | { error: string };
  fees: { checked: string; changesFrom: string | null };
  referenceRates: readonly { from: string; to: string }[];
  /** Whether the Help with Fees contribution rates are confirmed (content/tools/help-with-fees.ts). */
  hwfRatesConfirmed: boolean;
  /** The passages on the mediation pilot, which say when its status could not be confirmed. */
  mediationPassages: readonly string[];
  projectedBankHolidayYears: readonly string[];
};

/**
 * Whether the Help with Fees contribution rates are confirmed from the fees order itself: the flag content/tools/
 * help-with-fees.ts keeps for it (`HWF_CONTRIBUTION_SOURCE.orderTableRead`, true once someone has read the Order's
 * Table of rates), read by name so that this check stays the same whichever source the rates come from; while that
 * flag is missing or anything but true, they are not.
 */
export function hwfRatesConfirmed(exports: Readonly<Record<string, unknown>> = helpWithFees): boolean {
  const source = exports.HWF_CONTRIBUTION_SOURCE;
  return typeof source === 'object' && source !== null && (source as Record<string, unknown>).orderTableRead === true;
}

export function currentLaunchState(): LaunchState {
  return {
    now: new Date(),
    confirmed: LAUNCH_CONFIRMED,
    phone: { e164: PHONE_E164, display: PHONE_DISPLAY },
    company: { number: siteConfig.companyNumber, streetAddress: siteConfig.address.streetAddress, postalCode: siteConfig.address.postalCode },
    referralPayments: REFERRAL_PAYMENTS,
    fees: { checked: FEES_CHECKED, changesFrom: FEE_CHANGES.proposedFrom },
    referenceRates: REFERENCE_RATES,
    hwfRatesConfirmed: hwfRatesConfirmed(),
    mediationPassages: [MEDIATION_SERVICE, MEDIATION_REFERRAL],
    projectedBankHolidayYears: bankHolidays.projected ? [...new Set(bankHolidays.projected.events.map((event) => event.date.slice(0, 4)))] : [],
  };
}

/** What is wrong with the owner's email settings in the inbox's environment, or null (inbox/lead-settings.ts). */
function notificationProblem(env: Env): string | null {
  try {
    const settings = readLeadSettings(env);
    if (!settings.notify) return `email notifications are off in the inbox's settings (${settings.notifyOffReason}): nobody would be told of a request`;
    // As the inbox itself would refuse to start with it (a password without TLS).
    smtpTransportOptions(settings.notify.smtpUrl);
    const placeholder = settings.notify.to.split(',').find((address) => /@(example\.(com|org|net|co\.uk)|localhost)\b/i.test(address));
    if (placeholder) return `LEADS_NOTIFY_TO is a placeholder (${placeholder.trim()})`;
    return null;
  } catch (error) {
    return `the inbox would not start with its settings: ${error instanceof Error ? error.message : String(error)}`;
  }
}

/** The checklist's items, each with every check that belongs to it: pending (with `why`) or passed. */
export function launchChecks(input: Partial<LaunchState> = {}): (LaunchCheck & { ok: boolean })[] {
  const state: LaunchState = { ...currentLaunchState(), ...input };
  const checks: (LaunchCheck & { ok: boolean })[] = [];
  const add = (check: LaunchCheck, problem: string | null) => checks.push({ ...check, ok: problem === null, ...(problem === null ? {} : { why: problem }) });
  /** A claim no value can prove: the business's confirmation is the value. */
  const confirmed = (key: keyof typeof LAUNCH_CONFIRMED) => (state.confirmed[key] ? null : 'not confirmed yet');
  /** A value checked, and confirmed too: both must hold. */
  const both = (key: keyof typeof LAUNCH_CONFIRMED, problem: string | null) => problem ?? confirmed(key);

  add(
    { checklist: 'Phone number', item: `the phone number ${state.phone.display}`, where: `content/site-basics.ts; confirm in ${LAUNCH_FILE} (phone)`, shows: [state.phone.display] },
    both('phone', phoneProblem(state.phone.e164, state.phone.display)),
  );
  add(
    { checklist: 'Company number and registered address', item: `the company number ${state.company.number}`, where: `content/site.ts; confirm in ${LAUNCH_FILE} (companyNumber)`, shows: [state.company.number] },
    both('companyNumber', companyNumberProblem(state.company.number)),
  );
  add(
    {
      checklist: 'Company number and registered address',
      item: `the registered address (${state.company.streetAddress})`,
      where: `content/site.ts; confirm in ${LAUNCH_FILE} (registeredAddress)`,
      shows: [state.company.streetAddress],
    },
    both('registeredAddress', addressProblem(state.company.streetAddress, state.company.postalCode)),
  );
  add(
    {
      checklist: 'Rating, review count, testimonials, success rates and result figures',
      item: `the review rating (${reviewRating.value} from ${reviewRating.count} reviews), testimonials, success rates, result figures and the quote’s job title`,
      where: `content/provider-claims.ts; confirm in ${LAUNCH_FILE} (providerClaims)`,
      shows: [`${reviewRating.count} reviews`, providerStatistics.clientSuccess.label, ARTICLE_QUOTE_ATTRIBUTION],
    },
    confirmed('providerClaims'),
  );
  add(
    {
      checklist: 'Whether we are paid for introductions to lawyers',
      item: 'whether we are paid for introductions to lawyers (the representation pages say so)',
      where: `${LAUNCH_FILE} (REFERRAL_PAYMENTS_SETTING)`,
      shows: ['Are we paid for introducing you?'],
    },
    state.referralPayments === 'unconfirmed' ? 'not set: the pages say the free consultation will tell the visitor' : null,
  );

  // Where requests go, and who is told: the lead inbox (the endpoint not set), or a form service.
  // An empty setting is read by the build as none: the inbox (and the endpoint check says so).
  const toInbox = ['', CONSULTATION_PATH].includes((state.endpoint ?? '').trim());
  const inboxProblem =
    state.inbox === undefined
      ? `requests go to ${CONSULTATION_PATH}, which only the lead inbox answers, and this check was not told where it runs: release with deploy/release.sh, which gives it the inbox's settings (--inbox-env), or set NEXT_PUBLIC_CONSULTATION_ENDPOINT to a form service`
      : 'error' in state.inbox
        ? state.inbox.error
        : null;
  add(
    { checklist: 'Where consultation requests go', item: `the consultation endpoint (${state.endpoint === undefined ? `not set: ${CONSULTATION_PATH}, the lead inbox` : JSON.stringify(state.endpoint)})`, where: 'NEXT_PUBLIC_CONSULTATION_ENDPOINT, or the lead inbox deployed with the site' },
    endpointProblem(state.endpoint, CONSULTATION_PATH) ?? (toInbox ? inboxProblem : null),
  );
  add(
    {
      checklist: 'Who is told about each request',
      item: toInbox ? 'the owner’s email about each request (SMTP_URL and LEADS_NOTIFY_TO in the inbox’s settings)' : 'the form service’s notifications of each request',
      where: toInbox ? '/etc/small-claims/inbox.env (deploy/inbox.env.example)' : `the form service's settings; confirm in ${LAUNCH_FILE} (formServiceNotifications)`,
    },
    toInbox ? (inboxProblem ?? notificationProblem((state.inbox as { env: Env }).env)) : confirmed('formServiceNotifications'),
  );
  add({ checklist: 'Site URL', item: `the site URL (${state.siteUrl ?? `defaulting to ${DEFAULT_SITE_URL}`})`, where: 'NEXT_PUBLIC_SITE_URL' }, siteUrlProblem(state.siteUrl));
  add(
    { checklist: 'Court fees', item: `the court fees, as checked in ${state.fees.checked}`, where: 'content/fees.ts (FEES_CHECKED, FEE_CHANGES and the tables)', shows: [`fees as at ${state.fees.checked}`] },
    feesProblem(state.fees.checked, state.fees.changesFrom, state.now),
  );
  add(
    { checklist: 'Court fees', item: 'the Late Payment Act reference rates', where: 'content/tools/late-payment.ts (REFERENCE_RATES), from the Bank of England’s Bank Rate history' },
    referenceRatesProblem(state.referenceRates, state.now),
  );
  add(
    {
      checklist: 'Help with Fees',
      item: 'the Help with Fees contribution rates above the income threshold',
      where: 'content/tools/help-with-fees.ts (HWF_CONTRIBUTION_SOURCE.orderTableRead), against the Civil Proceedings Fees Order 2008, Schedule 2, paragraph 11',
    },
    state.hwfRatesConfirmed ? null : 'taken from HMCTS’s staff application, not yet confirmed against the Table of rates in the fees order',
  );
  add(
    { checklist: 'The mediation pilot', item: 'the status of the mediation pilot (Practice Direction 51ZE) after 21 May 2026', where: `content/shared-passages.ts (MEDIATION_SERVICE, MEDIATION_REFERRAL); confirm in ${LAUNCH_FILE} (mediationPilot)` },
    state.mediationPassages.some((passage) => /could not confirm/i.test(passage)) ? 'the pages still say it could not be confirmed from an official source' : confirmed('mediationPilot'),
  );
  add(
    { checklist: 'Bank holidays', item: 'the bank holidays working-day deadlines skip', where: BANK_HOLIDAYS_FILE },
    state.projectedBankHolidayYears.length > 0 ? `${state.projectedBankHolidayYears.join(', ')} worked out, not yet GOV.UK's: run ${BANK_HOLIDAYS_REFRESH}` : null,
  );
  add(
    {
      checklist: 'Court data',
      item: 'the court data’s licence (HMCTS data, March 2021, as the Open Government Licence v3.0: confirm on data.gov.uk)',
      where: `content/courts/hearing-centres.json (source); confirm in ${LAUNCH_FILE} (courtDataLicence)`,
      shows: [HEARING_CENTRES_SOURCE.attribution],
    },
    confirmed('courtDataLicence'),
  );
  add(
    {
      checklist: 'Court data',
      item: 'the court details to check by hand: the CNBC’s live FaCT slug, the Newcastle Moot Hall’s County Court listing, and the court finder’s words on housing possession and bankruptcy',
      where: `content/courts/ (README, "Court data"); confirm in ${LAUNCH_FILE} (courtDetails)`,
    },
    confirmed('courtDetails'),
  );
  add(
    {
      checklist: '"Coming soon" items',
      item: 'the “Coming soon” items: the consumer claims service and the court map',
      where: `content/services/consumer-claims.ts, content/courts/messages.ts; confirm in ${LAUNCH_FILE} (comingSoon)`,
      shows: ['Coming soon', courtMessages.mapComingSoon],
    },
    confirmed('comingSoon'),
  );
  return checks;
}

/** The checks still failing: the site must not go live until there are none. */
export function pendingLaunchChecks(input: Partial<LaunchState> = {}): LaunchCheck[] {
  return launchChecks(input)
    .filter((check) => !check.ok)
    .map(({ ok: _ok, ...check }) => check);
}

/** The site's paths (from the export's HTML files) whose text holds any of `shows`; `pages` maps a path to its text. */
export function pagesShowing(shows: readonly string[], pages: ReadonlyMap<string, string>): string[] {
  return [...pages].filter(([, text]) => shows.some((s) => text.includes(s))).map(([path]) => path).sort();
}
