/**
 * Issue 53: `npm run launch-check` passes an item only on a true value, never on a flag alone (the drama-range phone
 * number passed once its flag was set). Each function here says what is wrong with a value, or null when nothing is.
 * Plain functions, so that each is tested both ways.
 */

/**
 * Ofcom's numbers for TV and radio drama ("Telephone numbers for use in TV and radio drama"), never anyone's: the
 * national number (after the 0) starts with one of these and has three more digits (four for 0909 879).
 */
export const OFCOM_DRAMA_RANGES = [
  ...['113', '114', '115', '116', '117', '118', '121', '131', '141', '151', '161'].map((area) => `${area}4960`),
  '1914980',
  '2079460',
  '2896496',
  '2920180',
  '1632960',
  '7700900',
  '8081570',
  '9098790',
  '3069990',
] as const;

/** What is wrong with the site's phone number (E.164 as dialled, and as shown), or null. */
export function phoneProblem(e164: string, display: string): string | null {
  if (!/^\+44[1-9]\d{8,9}$/.test(e164)) return `${e164} is not a UK number in E.164 form (+44 and 9 or 10 digits)`;
  const national = e164.slice(3);
  if (OFCOM_DRAMA_RANGES.some((range) => national.startsWith(range))) return `${display} is in Ofcom's range for TV and radio drama: no one answers it`;
  const shown = display.replace(/[\s()-]/g, '');
  if (shown !== `0${national}`) return `the number shown (${display}) is not the number dialled (${e164})`;
  return null;
}

/** The values the site shipped with in place of the business's own (content/site.ts): never the real ones. */
export const SHIPPED_PLACEHOLDERS = {
  companyNumber: '15842271',
  streetAddress: 'Unit 3, Sitka Drive, Shrewsbury Business Park',
  postalCode: 'SY2 6LG',
} as const;

/** What is wrong with a company number as Companies House gives it (8 digits, or 2 letters and 6 digits), or null. */
export function companyNumberProblem(number: string): string | null {
  if (number === SHIPPED_PLACEHOLDERS.companyNumber) return `${number} is the placeholder the site shipped with`;
  if (!/^(\d{8}|[A-Z]{2}\d{6})$/.test(number)) return `${number} is not a Companies House number (8 digits, or 2 letters and 6 digits)`;
  if (/^(\d)\1{7}$/.test(number) || number === '12345678') return `${number} is not a real company number`;
  return null;
}

/** What is wrong with the registered address (its street and postcode), or null. */
export function addressProblem(streetAddress: string, postalCode: string): string | null {
  if (streetAddress === SHIPPED_PLACEHOLDERS.streetAddress || postalCode === SHIPPED_PLACEHOLDERS.postalCode) return `the address is the placeholder the site shipped with (${SHIPPED_PLACEHOLDERS.postalCode})`;
  if (streetAddress.trim() === '') return 'the street address is empty';
  if (!/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/.test(postalCode)) return `${postalCode} is not a UK postcode as Royal Mail writes it (SY2 6LG)`;
  return null;
}

/** Hosts that are never a live site or service: examples, this machine, a placeholder left in a copied line. */
const PLACEHOLDER_HOST = /(^|\.)(example\.(com|org|net|co\.uk)|localhost|invalid|test)$|your-|^127\.|^\[?::1\]?$|^0\.0\.0\.0$/i;

/** What is wrong with NEXT_PUBLIC_SITE_URL (undefined: not set), or null. */
export function siteUrlProblem(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return 'NEXT_PUBLIC_SITE_URL is not set, so canonical links and the sitemap name the default';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return `${value} is not a URL`;
  }
  if (url.protocol !== 'https:') return `${value} is not https://`;
  if (PLACEHOLDER_HOST.test(url.hostname)) return `${value} is not a live address`;
  if (url.pathname !== '/' || url.search || url.hash || url.username) return `${value} is not an origin (https://www.example.co.uk, nothing after it)`;
  return null;
}

/**
 * What is wrong with NEXT_PUBLIC_CONSULTATION_ENDPOINT as the build reads it (undefined: not set, so the lead inbox's
 * path), or null. `inboxPath` is the only same-origin path anything answers (the lead inbox, exactly).
 */
export function endpointProblem(value: string | undefined, inboxPath: string): string | null {
  if (value === undefined) return null;
  const endpoint = value.trim();
  if (endpoint === '') {
    return `NEXT_PUBLIC_CONSULTATION_ENDPOINT is set but empty, which the build reads as not set (${inboxPath}): remove the line, or give the form service's address`;
  }
  if (endpoint.startsWith('/')) {
    if (endpoint === inboxPath) return null;
    return `${endpoint} is not the lead inbox's path (${inboxPath}, exactly${endpoint.replace(/\/+$/, '') === inboxPath ? ': with the slash every request is a 404' : ''}); nothing else on the site answers a request`;
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return `${endpoint} is neither an https:// address nor the lead inbox's path`;
  }
  if (url.protocol !== 'https:') return `${endpoint} is not https:// (the form carries people's details)`;
  if (PLACEHOLDER_HOST.test(url.hostname) || /your-form-id/i.test(endpoint)) return `${endpoint} is a placeholder, not a form service's address`;
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) return `${endpoint} ends with a slash, which form services answer with 404 or a redirect: give the address as the service does`;
  return null;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The first day of the month a date in words names ("June 2026", "13 July 2026"), as a UTC month count; null if none. */
function monthOf(text: string): number | null {
  const match = /^(?:\d{1,2} )?([A-Z][a-z]+) (\d{4})$/.exec(text.trim());
  const month = match ? MONTHS.indexOf(match[1]!) : -1;
  return match && month >= 0 ? Number(match[2]) * 12 + month : null;
}

/** How recent the court fees' last check must be, in calendar months, for a launch. */
export const FEES_RECHECK_MONTHS = 3;

/**
 * What is wrong with the court fees' last check (`checked`, "June 2026"), given the announced changes (`changesFrom`,
 * when they were proposed to take effect) and today, or null: the fees must have been checked since the changes were
 * due, and within FEES_RECHECK_MONTHS.
 */
export function feesProblem(checked: string, changesFrom: string | null, now: Date): string | null {
  const when = monthOf(checked);
  if (when === null) return `the date the fees were checked (${checked}) is not a month and year`;
  const changes = changesFrom === null ? null : monthOf(changesFrom);
  if (changes !== null && when < changes) return `the fees were last checked in ${checked}, before the changes proposed from ${changesFrom}, which could not be confirmed`;
  const today = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (today - when > FEES_RECHECK_MONTHS) return `the fees were last checked in ${checked}, more than ${FEES_RECHECK_MONTHS} months ago`;
  return null;
}

/** What is wrong with the Late Payment Act reference rates (each six-month period's), or null: they must reach today. */
export function referenceRatesProblem(rates: readonly { from: string; to: string }[], now: Date): string | null {
  const today = now.toISOString().slice(0, 10);
  const last = rates.reduce<string | null>((latest, rate) => (latest === null || rate.to > latest ? rate.to : latest), null);
  if (last === null) return 'no reference rate is confirmed';
  if (last < today) return `the confirmed reference rates stop at ${last}: a claim for interest since then asks the visitor for the rate`;
  return null;
}
