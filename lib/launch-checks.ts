import { BANK_HOLIDAYS_FILE, BANK_HOLIDAYS_REFRESH, bankHolidays } from '@/content/bank-holidays';
import { CONSULTATION_ENDPOINT, CONSULTATION_PATH } from '@/content/consultation';
import { PROVIDER_CLAIMS_CONFIRMED } from '@/content/provider-claims';
import { REFERRAL_PAYMENTS } from '@/content/referrals';
import { businessDetailsConfirmed, DEFAULT_SITE_URL } from '@/content/site';

/** The README's before-launch checklist, as checks a build can run: each placeholder still in use. */
export type LaunchCheck = { item: string; where: string };

export function pendingLaunchChecks(env: { siteUrl?: string; endpoint?: string } = {}): LaunchCheck[] {
  const pending: LaunchCheck[] = [];
  if (!businessDetailsConfirmed.phone) pending.push({ item: 'the phone number (a placeholder from Ofcom’s drama range)', where: 'content/site-basics.ts' });
  if (!businessDetailsConfirmed.companyNumber) pending.push({ item: 'the company number', where: 'content/site.ts' });
  if (!businessDetailsConfirmed.registeredAddress) pending.push({ item: 'the registered address', where: 'content/site.ts' });
  if (!PROVIDER_CLAIMS_CONFIRMED) {
    pending.push({ item: 'the review rating, testimonials, success rates, result figures and the article quote’s job title', where: 'content/provider-claims.ts' });
  }
  if (REFERRAL_PAYMENTS === 'unconfirmed') {
    pending.push({ item: 'whether we are paid for introductions to lawyers (the representation pages say so)', where: 'content/referrals.ts' });
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
