/**
 * CONFIRM BEFORE LAUNCH (issue 40): the one file where the business confirms each claim and placeholder the site
 * shows from the specification. `npm run launch-check` lists every one still unconfirmed, with the pages that show
 * it, and fails until none is; `deploy/release.sh` runs it before a release goes live. `npm test`, `npm run build`
 * and `npm start` work without it (the build warns).
 *
 * Set a value to true only once it is true: the values themselves live where the pages read them (named beside
 * each), so a correction is made there, and confirmed here. A flag alone never passes an item whose value can be
 * checked (issue 53): the phone number must also be out of Ofcom's drama range, the company number and address must
 * not be the ones the site shipped with (build/launch-check/launch-check-values.ts).
 */
export const LAUNCH_CONFIRMED = {
  /** The phone number (`PHONE_E164`, `PHONE_DISPLAY` in content/site-basics.ts): today a number from Ofcom's drama range. */
  phone: false,
  /** The company number (`siteConfig.companyNumber`, content/site.ts). */
  companyNumber: false,
  /** The registered address (`siteConfig.address`, content/site.ts). */
  registeredAddress: false,
  /** The review rating, statistics, testimonials and the quote's job title (content/provider-claims.ts): real and verifiable, or removed. */
  providerClaims: false,
  /** The "Coming soon" items the specification asks for (the consumer claims service, the court map): still what the business wants shown. */
  comingSoon: false,
  /**
   * The court data's licence (content/courts/hearing-centres.json `source.licence`): HMCTS's FaCT data of March 2021,
   * given as the Open Government Licence v3.0 by a secondary source (../shared/data/hmcts-fact-2021/README.md): confirm on
   * data.gov.uk ("court locations") that it is, or remove the court pages' data.
   */
  courtDataLicence: false,
  /**
   * The court details README's "Court data" item asks to check by hand: the CNBC's live FaCT slug, the Newcastle Moot
   * Hall's County Court listing (FACTS.md §7), and the court finder's words on housing possession and bankruptcy
   * (content/courts/finder-messages.ts), which go beyond FACTS.md.
   */
  courtDetails: false,
  /**
   * Whether the mediation pilot (Practice Direction 51ZE) continued after 21 May 2026, confirmed from an official source
   * and written into MEDIATION_SERVICE and MEDIATION_REFERRAL (content/shared-passages.ts): the launch check also fails
   * while either still says it could not be confirmed.
   */
  mediationPilot: false,
  /**
   * Only with NEXT_PUBLIC_CONSULTATION_ENDPOINT set to a form service: that the service emails the business about
   * each request (a test request sent and its email seen). With the lead inbox, the launch check reads the inbox's
   * own settings instead (SMTP_URL, LEADS_NOTIFY_TO).
   */
  formServiceNotifications: false,
} as const;

/**
 * Whether the business is paid for introducing clients to the lawyers it refers them to (content/referrals.ts says
 * what each setting makes the pages say): 'unconfirmed' until the business says which.
 */
export const REFERRAL_PAYMENTS_SETTING: 'unconfirmed' | 'not-paid' | 'paid' = 'unconfirmed';
