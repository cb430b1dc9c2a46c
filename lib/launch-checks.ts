import { BANK_HOLIDAYS_FILE, BANK_HOLIDAYS_REFRESH, bankHolidays } from '@/content/bank-holidays';
import { CONSULTATION_ENDPOINT, CONSULTATION_PATH } from '@/content/consultation';
import { courtMessages } from '@/content/courts/messages';
import { HEARING_CENTRES_SOURCE } from '@/content/courts/hearing-centres';
import { LAUNCH_CONFIRMED } from '@/content/launch';
import { ARTICLE_QUOTE_ATTRIBUTION, providerStatistics, reviewRating } from '@/content/provider-claims';
import { REFERRAL_PAYMENTS } from '@/content/referrals';
import { PHONE_DISPLAY } from '@/content/site-basics';
import { DEFAULT_SITE_URL, siteConfig } from '@/content/site';

/**
 * The README's before-launch checklist, as checks a build can run: each placeholder or unconfirmed claim still in
 * use, where to confirm or change it, and (`shows`) text that finds the pages showing it in the built site.
 */
export type LaunchCheck = { item: string; where: string; shows?: readonly string[] };

const LAUNCH_FILE = 'content/launch.ts';

export function pendingLaunchChecks(env: { siteUrl?: string; endpoint?: string } = {}): LaunchCheck[] {
  const pending: LaunchCheck[] = [];
  const confirm = (key: keyof typeof LAUNCH_CONFIRMED, item: string, changeIn: string, shows: readonly string[]) => {
    if (!LAUNCH_CONFIRMED[key]) pending.push({ item, where: `${changeIn}; confirm in ${LAUNCH_FILE} (${key})`, shows });
  };
  confirm('phone', `the phone number ${PHONE_DISPLAY} (a placeholder from Ofcom’s drama range)`, 'content/site-basics.ts', [PHONE_DISPLAY]);
  confirm('companyNumber', `the company number ${siteConfig.companyNumber}`, 'content/site.ts', [siteConfig.companyNumber]);
  confirm('registeredAddress', `the registered address (${siteConfig.address.streetAddress})`, 'content/site.ts', [siteConfig.address.streetAddress]);
  confirm('providerClaims', `the review rating (${reviewRating.value} from ${reviewRating.count} reviews), testimonials, success rates, result figures and the quote’s job title`, 'content/provider-claims.ts', [
    `${reviewRating.count} reviews`,
    providerStatistics.clientSuccess.label,
    ARTICLE_QUOTE_ATTRIBUTION,
  ]);
  confirm(
    'courtDataLicence',
    'the court data’s licence (HMCTS data, March 2021, as the Open Government Licence v3.0: confirm on data.gov.uk)',
    'content/courts/hearing-centres.json (source)',
    [HEARING_CENTRES_SOURCE.attribution],
  );
  confirm('comingSoon', 'the “Coming soon” items: the consumer claims service and the court map', 'content/services/consumer-claims.ts, content/courts/messages.ts', ['Coming soon', courtMessages.mapComingSoon]);
  if (REFERRAL_PAYMENTS === 'unconfirmed') {
    pending.push({ item: 'whether we are paid for introductions to lawyers (the representation pages say so)', where: `${LAUNCH_FILE} (REFERRAL_PAYMENTS_SETTING)`, shows: ['Are we paid for introducing you?'] });
  }
  if (!env.siteUrl) pending.push({ item: `the site URL (defaulting to ${DEFAULT_SITE_URL})`, where: 'NEXT_PUBLIC_SITE_URL' });
  if ((env.endpoint ?? CONSULTATION_ENDPOINT) === CONSULTATION_PATH) {
    pending.push({
      item: `the consultation endpoint: requests go to ${CONSULTATION_PATH}, which only the lead inbox (npm start) answers`,
      where: 'NEXT_PUBLIC_CONSULTATION_ENDPOINT, or deploy the inbox with the site',
    });
  }
  if (bankHolidays.projected) {
    const years = [...new Set(bankHolidays.projected.events.map((event) => event.date.slice(0, 4)))].join(', ');
    pending.push({ item: `bank holidays for ${years} worked out, not yet GOV.UK's: run ${BANK_HOLIDAYS_REFRESH}`, where: BANK_HOLIDAYS_FILE });
  }
  return pending;
}

/** The site's paths (from the export's HTML files) whose text holds any of `shows`; `pages` maps a path to its text. */
export function pagesShowing(shows: readonly string[], pages: ReadonlyMap<string, string>): string[] {
  return [...pages].filter(([, text]) => shows.some((s) => text.includes(s))).map(([path]) => path).sort();
}
