import { phoneCalls, siteConfig } from './site';

/** Spec 1 and 9: the service promises shown to visitors. */
export const RESPONSE_PROMISE_HOURS = 24;
export const CONSULTATION_LENGTH = '30-45 minutes';

const { days } = siteConfig.openingHours;

/**
 * The spec's 24 hours, counted on working days so that the promise agrees with our Monday-to-Friday hours and the
 * contact section's "closed on bank holidays" (issue 16): every reply promise on the site uses this phrase.
 */
export const RESPONSE_TIME = `within ${RESPONSE_PROMISE_HOURS} hours on working days`;

/** What "on working days" means, said once wherever a promise needs it spelled out. */
export const WORKING_DAYS_NOTE = `We count the ${RESPONSE_PROMISE_HOURS} hours on working days (${days[0]} to ${days[days.length - 1]}, not bank holidays), so a message sent at the weekend is answered by the end of the next working day.`;

export type ServicePromise = { readonly title: string; readonly text: string };

/**
 * The spec's free-to-call promise is shown only while the support line is an 0800 or 0808 number
 * (`phoneCalls`, content/site.ts); on any other number it is left out rather than made untrue.
 */
export const promises: readonly [ServicePromise, ServicePromise, ServicePromise, ...ServicePromise[]] = [
  { title: `Reply ${RESPONSE_TIME}`, text: `An initial response to every enquiry. ${WORKING_DAYS_NOTE}` },
  { title: 'Free consultation', text: `A free ${CONSULTATION_LENGTH} initial consultation, available ${RESPONSE_TIME}.` },
  { title: 'Clear pricing', text: 'Transparent, quote-based fees, discussed and agreed before any work starts.' },
  ...(phoneCalls.promise ? [phoneCalls.promise] : []),
];
