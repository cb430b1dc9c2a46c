import { REFERRAL_PAYMENTS_SETTING } from './launch';

/**
 * CONFIRM BEFORE LAUNCH. Whether the business is paid for introducing clients to the lawyers it refers them to
 * (the representation page and the SME defence panel firm). A client must be told (FACTS.md §10: SRA Code 5.1
 * binds the solicitor; referral fees are banned in personal injury cases, LASPO s.56), so the pages say it from
 * this one setting:
 *
 * - 'unconfirmed': the pages say the free consultation will tell the visitor, and every build warns (README,
 *   "Before launch");
 * - 'not-paid': no payment either way for an introduction;
 * - 'paid': the firm pays a fee for each introduction, and the consultation gives the amount first.
 */
export type ReferralPayments = 'unconfirmed' | 'not-paid' | 'paid';

/** Set in content/launch.ts, with the business's other confirmations. */
export const REFERRAL_PAYMENTS: ReferralPayments = REFERRAL_PAYMENTS_SETTING;

/** What the pages say about referral payments, for each setting. */
export function referralPaymentStatement(setting: ReferralPayments): string {
  switch (setting) {
    case 'unconfirmed':
      return 'Are we paid for introducing you? We tell you in your free consultation whether we receive any payment from the law firm or lawyer we introduce you to, and how much, before we pass on any of your details.';
    case 'not-paid':
      return 'We are not paid for introducing you: we receive no fee or other payment from the law firms or lawyers we introduce you to, and we pay them nothing.';
    case 'paid':
      return 'We are paid for introducing you: the law firm pays us a fee for each client we introduce. We tell you the amount in your free consultation, before we pass on any of your details. By law, no referral fee is paid for a personal injury claim.';
  }
}

/** The statement the pages show, from the setting above. */
export const REFERRAL_PAYMENT_STATEMENT = referralPaymentStatement(REFERRAL_PAYMENTS);
