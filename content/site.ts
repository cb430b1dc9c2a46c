import { LAUNCH_CONFIRMED } from './launch';

/**
 * The one site configuration. Every business detail shown on the site, used in metadata or in structured
 * data comes from here. The phone number is a placeholder from Ofcom's range reserved for TV and radio
 * drama (0808 157 0000–0999): replace it with the real number before launch (content/site-basics.ts; see README). Whether the site
 * says the line is free to call follows from the number's range (`phoneCalls`, content/freephone.ts): only an 0800
 * or 0808 number is.
 */
import { phoneWording } from './freephone';
import { ANALYTICS_ID, PHONE_DISPLAY, PHONE_E164 } from './site-basics';

/**
 * What a call to the support line costs, worked out from the number: the note under it, "call us free" or
 * "call us", and the spec's free-to-call promise only while the number is an 0800 or 0808 one.
 */
export const phoneCalls = phoneWording(PHONE_DISPLAY, PHONE_E164);

/**
 * Business details still to be confirmed (README, "Before launch"), confirmed in content/launch.ts once the value in
 * `siteConfig` is the real one; until then every build prints a warning naming it, and `npm run launch-check` fails.
 */
export const businessDetailsConfirmed = {
  phone: LAUNCH_CONFIRMED.phone,
  companyNumber: LAUNCH_CONFIRMED.companyNumber,
  registeredAddress: LAUNCH_CONFIRMED.registeredAddress,
} as const;

/** The public origin when NEXT_PUBLIC_SITE_URL is not set at build time. */
export const DEFAULT_SITE_URL = 'https://www.smallclaimscompass.co.uk';

export const siteConfig = {
  name: 'Small Claims Compass',
  shortName: 'Claims Compass',
  legalName: 'Small Claims Compass Ltd',
  companyNumber: '15842271',
  registeredIn: 'England and Wales',
  address: {
    streetAddress: 'Unit 3, Sitka Drive, Shrewsbury Business Park',
    addressLocality: 'Shrewsbury',
    addressRegion: 'Shropshire',
    postalCode: 'SY2 6LG',
    addressCountry: 'GB',
  },
  phone: {
    /** As dialled: used in tel: links. */
    e164: PHONE_E164,
    /** As shown to visitors. */
    display: PHONE_DISPLAY,
    /** True only for an 0800 or 0808 number: the only numbers free to call from UK landlines and mobiles. */
    free: phoneCalls.free,
    /** What a call costs: "Free to call from UK landlines and mobiles" only for an 0800 or 0808 number. */
    note: phoneCalls.note,
    /** "call us free" on an 0800 or 0808 number, otherwise "call us": before "on <number>". */
    callUs: phoneCalls.callUs,
    /** The same starting a sentence or heading: "Call us free" or "Call us". */
    callUsTitle: phoneCalls.callUsTitle,
  },
  email: 'help@smallclaimscompass.co.uk',
  social: {
    label: 'LinkedIn',
    url: 'https://www.linkedin.com/company/small-claims-compass',
  },
  url: (process.env.NEXT_PUBLIC_SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, ''),
  /** Google Analytics 4 measurement id. None by default: analytics then never loads. */
  analyticsId: ANALYTICS_ID,
  locale: 'en_GB',
  language: 'en-GB',
  tagline: 'Small claims court guidance for England and Wales',
  description:
    'Plain-English guidance for people bringing or defending a small claim in England and Wales without a lawyer: case assessment, court documents, hearing preparation, settlement and enforcement support.',
  /** Spec 9: structured-data constants. */
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
    display: 'Monday to Friday, 9am to 5pm',
  },
  paymentAccepted: 'Cash, Credit Card, Bank Transfer',
  currency: 'GBP',
  areaServed: 'England and Wales',
  /** Spec 2: the footer's copyright runs from 2024 to the year the site is built (`COPYRIGHT_YEARS`, lib/copyright.ts). */
  copyrightSince: 2024,
} as const;

export type SiteConfig = typeof siteConfig;

export function fullAddress(separator = ', '): string {
  const a = siteConfig.address;
  return [a.streetAddress, a.addressLocality, a.addressRegion, a.postalCode].join(separator);
}
