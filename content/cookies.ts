/** Spec 3 "cookie row": name, provider, purpose, expiry. The cookie names are the ones the site really uses. */
export type CookieRow = {
  name: string;
  provider: string;
  purpose: string;
  expiry: string;
  category: 'necessary' | 'analytics';
};

export const CONSENT_COOKIE = 'cookie_consent';
/** Spec 3: the consent-preference cookie lasts 1 year. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const SESSION_COOKIE = 'scc_session';

export const cookieTable: readonly CookieRow[] = [
  {
    name: SESSION_COOKIE,
    provider: 'Small Claims Compass',
    purpose:
      'Strictly necessary. Holds a random session identifier so that a free template trial started in this browser stays linked to it. It holds nothing about you.',
    expiry: 'When you close your browser (session)',
    category: 'necessary',
  },
  {
    name: CONSENT_COOKIE,
    provider: 'Small Claims Compass',
    purpose: 'Strictly necessary. Remembers whether you accepted or rejected analytics cookies, so we do not ask again.',
    expiry: '1 year',
    category: 'necessary',
  },
  {
    name: '_ga',
    provider: 'Google Analytics (Google)',
    purpose: 'Analytics, only with your consent. Tells visits apart so we can count visitors and see which pages help.',
    expiry: '2 years',
    category: 'analytics',
  },
  {
    name: '_gid',
    provider: 'Google Analytics (Google)',
    purpose: 'Analytics, only with your consent. Tells visits apart within a day.',
    expiry: '24 hours',
    category: 'analytics',
  },
];
