import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSULTATION_DRAFT_KEY,
  CONSULTATION_FILES_KEY,
  PLAN_DRAFT_KEY,
  COURT_FAVOURITES_KEY,
  HWF_ANSWERS_KEY,
  HWF_DRAFT_KEY,
  GET_PAID_DRAFT_KEY,
  GET_PAID_ANSWERS_KEY,
  HEARING_BUNDLE_DRAFT_KEY,
  CLAIM_CALCULATOR_DRAFT_KEY,
  DEADLINE_CALCULATOR_DRAFT_KEY,
  DEVICE_SAVE_KEY,
  PLAN_ANSWERS_KEY,
  SAVED_TEMPLATE_ANSWERS_KEY_PREFIX,
  SECTION_SCROLL_KEY,
  SIGNUP_DETAILS_KEY,
  SIGNUP_DRAFT_KEY,
  TEMPLATE_ANSWERS_KEY_PREFIX,
  TEMPLATE_TRIAL_KEY,
} from './storage-keys';

import { forgetDetailsMessages } from './consultation';

export { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, COURT_FAVOURITES_KEY } from './storage-keys';

/**
 * How long session storage keeps something, said once for every row that relies on it (issue 53): it goes with the
 * tab, but a tab the browser restores (after a restart, or "reopen closed tab") brings it back, and a duplicated tab
 * starts with a copy.
 */
export const TAB_LIFETIME = 'when you close the tab (a tab your browser reopens, or a copy of the tab, keeps it)';
const FORGET = `“${forgetDetailsMessages.label}”`;
/**
 * Spec 3 "cookie row": name, provider, purpose, expiry. The rows list exactly what the site really stores in
 * the browser: the cookies it (or, with consent, Google Analytics) sets, and the other browser storage it
 * uses, since PECR covers any storage of information on the visitor's device, not just cookies. Nothing that
 * no code sets is listed (the spec's "session identifier" cookie does not exist on this site), and every row
 * is checked against the code in content/legal/claims.test.ts.
 */
/** Shown on the cookie policy only with JavaScript off: everything in the table is stored by script. */
export const cookieSettingsWithoutScript =
  'With JavaScript off, this site stores nothing in your browser, so there are no cookie settings to change.';

export type StorageKind = 'cookie' | 'session storage' | 'local storage';

export type CookieRow = {
  name: string;
  /** Where the item is kept: a cookie, or the browser's session or local storage. */
  kind: StorageKind;
  provider: string;
  purpose: string;
  expiry: string;
  category: 'necessary' | 'analytics';
};

const DAY_SECONDS = 24 * 60 * 60;
const YEAR_SECONDS = 365 * DAY_SECONDS;

/** A cookie lifetime in words: whole years as "1 year" or "2 years", anything else in days. */
export function lifetimeInWords(seconds: number): string {
  if (seconds % YEAR_SECONDS === 0) {
    const years = seconds / YEAR_SECONDS;
    return `${years} year${years === 1 ? '' : 's'}`;
  }
  const days = Math.round(seconds / DAY_SECONDS);
  return `${days} day${days === 1 ? '' : 's'}`;
}

/** The consent cookie's lifetime as the policies state it, from the same constant the cookie is set with. */
export const CONSENT_LIFETIME = lifetimeInWords(CONSENT_MAX_AGE_SECONDS);

/**
 * Google Analytics 4 cookies (Google's "Google Analytics cookie usage on websites" page). GA4 sets `_ga` and
 * `_ga_<container-id>`, where the suffix is the property's measurement ID without its "G-" prefix. It does not
 * set `_gid` (that was Universal Analytics). gtag.js gives both a lifetime of 2 years by default
 * (`cookie_expires`), which components/layout/analytics.tsx does not change.
 */
export const GA_CLIENT_COOKIE = '_ga';
export const GA_SESSION_COOKIE = '_ga_<container-id>';
export const GA_COOKIE_MAX_AGE_SECONDS = 2 * YEAR_SECONDS;

/**
 * How long Google Analytics keeps event-level data linked to the `_ga` identifier. 2 months is GA4's default;
 * it is set in the GA4 property (Admin > Data collection and modification > Data retention) and can be
 * raised to 14 months. Change this if the property's setting is changed: the privacy notice and the cookie
 * policy both state it from here.
 */
export const ANALYTICS_RETENTION_MONTHS = 2;
const monthsInWords = (months: number) => `${months} month${months === 1 ? '' : 's'}`;
/** The retention as the policies state it. */
export const ANALYTICS_RETENTION = monthsInWords(ANALYTICS_RETENTION_MONTHS);

export const cookieTable: readonly CookieRow[] = [
  {
    name: CONSENT_COOKIE,
    kind: 'cookie',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary. Remembers whether you accepted or rejected analytics cookies, so we do not ask again. It holds only that choice.',
    expiry: CONSENT_LIFETIME,
    category: 'necessary',
  },
  {
    name: CONSULTATION_DRAFT_KEY,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for the consultation form you are filling in. Keeps what you have typed (text only, never your files) in your own browser so a reload does not lose it. It is not sent to us until you submit the form.',
    expiry: `Deleted when the form is sent, when you choose ${FORGET}, or ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: CONSULTATION_FILES_KEY,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for the consultation form you are filling in. Keeps the names of the files you attached (never the files themselves, which a browser cannot keep) so that after a reload the form tells you which to choose again. It is never sent to us.',
    expiry: `Deleted when the form is sent, when you choose files again, when you choose ${FORGET}, or ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: TEMPLATE_TRIAL_KEY,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for the template trial you asked for. Holds only the time your free trial ends, how many times you added more time, and whether your sign-up reached us, so reloading the page neither restarts nor loses it.',
    expiry: `Deleted ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: SIGNUP_DETAILS_KEY,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for the template trial sign-up you sent. Once it has reached us, it holds only its reference and a key our answer gave your browser, none of your details: signing up again from this tab with the same email then updates your one request instead of adding another (another email is a request of its own). If it did not reach us, it also holds the details you gave (name, email, phone, case type and description), so that you can send them again during your trial. No form is filled in from it.',
    expiry: `The details: deleted once they reach us, when your trial ends, when you choose ${FORGET}, or ${TAB_LIFETIME}. The reference and key: deleted when you choose ${FORGET}, or ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: SIGNUP_DRAFT_KEY,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for the template trial sign-up form you are filling in. Keeps what you have typed in it, in your own browser, so a reload or closing the window does not lose it. It is never sent to us: only the sign-up you send is.',
    expiry: `Deleted when you send the sign-up, when you choose ${FORGET}, or ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: `${TEMPLATE_ANSWERS_KEY_PREFIX}<template>`,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for a template you are filling in during the trial, or the bespoke template request. Keeps your answers for that template in your own browser, so a reload, closing the window, switching templates or the end of your trial does not lose them (we receive a request only when you send it). It is not otherwise sent to us.',
    expiry: `Deleted when you choose Clear my answers, once a request is sent, or ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: PLAN_DRAFT_KEY,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for Plan my claim, the tool you are using. Keeps your answers, and which question you were on, in your own browser so a reload does not lose them. It is never sent to us.',
    expiry: `Deleted ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: SECTION_SCROLL_KEY,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for a link you follow to a part of our home page (such as Contact). Holds only which part to scroll to while the home page loads. It is never sent to us.',
    expiry: `Deleted as soon as the next page loads, or ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: COURT_FAVOURITES_KEY,
    kind: 'local storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for a feature you choose to use. Remembers the courts you mark as favourites in the court directory or on a court’s own page, on this device only. It holds only the courts’ short names and is never sent to us.',
    expiry: 'Until you remove your favourites or clear your browser’s site data',
    category: 'necessary',
  },
  {
    name: DEVICE_SAVE_KEY,
    kind: 'local storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for a feature you choose to use, and set only if you tick Save my answers on this device (in Plan my claim, the document generator, the Help with Fees check or the Get paid planner). Remembers that choice, on this device only. It holds nothing else and is never sent to us.',
    expiry: 'Until you choose Clear saved answers, untick the box, or clear your browser’s site data',
    category: 'necessary',
  },
  {
    name: CLAIM_CALCULATOR_DRAFT_KEY,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for the claim calculator, the tool you are using. Keeps what you entered (the amount, dates and answers) in your own browser so a reload does not lose it. It is never sent to us.',
    expiry: `Deleted ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: DEADLINE_CALCULATOR_DRAFT_KEY,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for the deadline calculator, the tool you are using. Keeps what you entered (the event and its date) in your own browser so a reload does not lose it. It is never sent to us.',
    expiry: `Deleted ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: HWF_DRAFT_KEY,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for the Help with Fees check, the tool you are using. Keeps your answers (such as your household, savings and income), and which question you were on, in your own browser so a reload does not lose them; the claim calculator and Plan my claim read them there to show the fee you would likely pay. It is never sent to us.',
    expiry: `Deleted ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: HEARING_BUNDLE_DRAFT_KEY,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for the hearing bundle tool, the tool you are using. Keeps what you entered (your dates, the cover’s details, and each document’s file name, title, date, section and place, never the files themselves) in your own browser, so a reload does not lose it and the page can tell you which files to choose again. It is never sent to us.',
    expiry: `Deleted ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: HWF_ANSWERS_KEY,
    kind: 'local storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for a feature you choose to use: only while you have ticked Save my answers on this device. Keeps your answers to the Help with Fees check (such as your household, savings and income) on this device only, so they are there when you come back, even after you close the browser or restart the computer. They are never sent to us.',
    expiry: 'Until you choose Clear saved answers, untick the box, or clear your browser’s site data',
    category: 'necessary',
  },
  {
    name: GET_PAID_DRAFT_KEY,
    kind: 'session storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for the Get paid planner, the tool you are using. Keeps your answers (such as the judgment, its date and what you know of the debtor), and which question you were on, in your own browser so a reload does not lose them. It is never sent to us.',
    expiry: `Deleted ${TAB_LIFETIME}`,
    category: 'necessary',
  },
  {
    name: GET_PAID_ANSWERS_KEY,
    kind: 'local storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for a feature you choose to use: only while you have ticked Save my answers on this device. Keeps your answers to the Get paid planner on this device only, so they are there when you come back. They are never sent to us.',
    expiry: 'Until you choose Clear saved answers, untick the box, or clear your browser’s site data',
    category: 'necessary',
  },
  {
    name: PLAN_ANSWERS_KEY,
    kind: 'local storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for a feature you choose to use: only while you have ticked Save my answers on this device. Keeps your answers to Plan my claim (such as amounts, dates, names and postcodes) on this device only, so they are there when you come back. They are never sent to us.',
    expiry: 'Until you choose Clear saved answers, untick the box, or clear your browser’s site data',
    category: 'necessary',
  },
  {
    name: `${SAVED_TEMPLATE_ANSWERS_KEY_PREFIX}<template>`,
    kind: 'local storage',
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary for a feature you choose to use: only while you have ticked Save my answers on this device. Keeps your answers to that template in the document generator on this device only, so they are there when you come back. They are never sent to us.',
    expiry: 'Until you choose Clear saved answers or Clear my answers, untick the box, or clear your browser’s site data',
    category: 'necessary',
  },
  {
    name: GA_CLIENT_COOKIE,
    kind: 'cookie',
    provider: 'Google Analytics (Google)',
    purpose:
      'Analytics, only if you accept analytics cookies. A random identifier that tells visitors apart, so we can count visitors and see which pages help.',
    expiry: lifetimeInWords(GA_COOKIE_MAX_AGE_SECONDS),
    category: 'analytics',
  },
  {
    name: GA_SESSION_COOKIE,
    kind: 'cookie',
    provider: 'Google Analytics (Google)',
    purpose:
      'Analytics, only if you accept analytics cookies. Keeps track of your current visit for Google Analytics. In your browser, <container-id> is replaced by our Google Analytics measurement ID (without its "G-" prefix).',
    expiry: lifetimeInWords(GA_COOKIE_MAX_AGE_SECONDS),
    category: 'analytics',
  },
];
