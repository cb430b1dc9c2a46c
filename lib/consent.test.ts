import { CONSENT_COOKIE } from '@/content/cookies';
import { consentCookie, readConsent } from './consent';
import { STORED_CONSENT_SCRIPT } from './consent-script';

const enc = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('readConsent', () => {
  it('is null with no cookies at all', () => {
    expect(readConsent('')).toBeNull();
  });

  it('is null when only other cookies are set', () => {
    expect(readConsent('_ga=GA1.1.123; _gid=GA1.1.456; scc_session=abc')).toBeNull();
  });

  it('reads an accepted choice', () => {
    expect(readConsent(`${CONSENT_COOKIE}=${enc({ v: 1, analytics: true })}`)).toEqual({ analytics: true });
  });

  it('reads a rejected choice', () => {
    expect(readConsent(`${CONSENT_COOKIE}=${enc({ v: 1, analytics: false })}`)).toEqual({ analytics: false });
  });

  it('reads a raw (not URI-encoded) JSON value', () => {
    expect(readConsent(`${CONSENT_COOKIE}={"v":1,"analytics":true}`)).toEqual({ analytics: true });
  });

  it('finds the cookie among others, with spaces around the separators', () => {
    const cookies = `_ga=GA1.1.123;   ${CONSENT_COOKIE}=${enc({ v: 1, analytics: true })} ; _gid=GA1.1.456`;
    expect(readConsent(cookies)).toEqual({ analytics: true });
  });

  it('ignores cookies whose names only contain the consent name', () => {
    expect(readConsent(`x${CONSENT_COOKIE}=${enc({ v: 1, analytics: true })}`)).toBeNull();
    expect(readConsent(`${CONSENT_COOKIE}x=${enc({ v: 1, analytics: true })}`)).toBeNull();
  });

  it.each([
    ['malformed JSON', `${CONSENT_COOKIE}=%7Bnot-json`],
    ['a malformed URI escape', `${CONSENT_COOKIE}=%E0%A4%A`],
    ['an empty value', `${CONSENT_COOKIE}=`],
    ['no value at all', CONSENT_COOKIE],
    ['a wrong version', `${CONSENT_COOKIE}=${enc({ v: 2, analytics: true })}`],
    ['a missing version', `${CONSENT_COOKIE}=${enc({ analytics: true })}`],
    ['a string version', `${CONSENT_COOKIE}=${enc({ v: '1', analytics: true })}`],
    ['a string analytics flag', `${CONSENT_COOKIE}=${enc({ v: 1, analytics: 'true' })}`],
    ['a numeric analytics flag', `${CONSENT_COOKIE}=${enc({ v: 1, analytics: 1 })}`],
    ['a null analytics flag', `${CONSENT_COOKIE}=${enc({ v: 1, analytics: null })}`],
    ['a missing analytics flag', `${CONSENT_COOKIE}=${enc({ v: 1 })}`],
    ['JSON null', `${CONSENT_COOKIE}=null`],
    ['a JSON boolean', `${CONSENT_COOKIE}=true`],
    ['a JSON array', `${CONSENT_COOKIE}=${enc([1, true])}`],
  ])('is null for %s', (_label, cookie) => {
    expect(readConsent(cookie)).toBeNull();
  });

  it('returns only the analytics flag, not extra fields', () => {
    expect(readConsent(`${CONSENT_COOKIE}=${enc({ v: 1, analytics: true, admin: true })}`)).toEqual({ analytics: true });
  });
});

describe('consentCookie', () => {
  it('lasts one year (31536000 seconds)', () => {
    expect(consentCookie({ analytics: true }, false)).toContain('; Max-Age=31536000');
  });

  it('applies to the whole site with SameSite=Lax', () => {
    const cookie = consentCookie({ analytics: false }, false);
    expect(cookie).toContain('; Path=/');
    expect(cookie).toContain('; SameSite=Lax');
  });

  it('is Secure only when asked', () => {
    expect(consentCookie({ analytics: true }, true)).toMatch(/; Secure$/);
    expect(consentCookie({ analytics: true }, false)).not.toContain('Secure');
  });

  it('starts with the consent cookie name and a URI-safe value', () => {
    const cookie = consentCookie({ analytics: true }, true);
    const first = cookie.split('; ')[0] ?? '';
    expect(first.startsWith(`${CONSENT_COOKIE}=`)).toBe(true);
    const value = first.slice(CONSENT_COOKIE.length + 1);
    expect(value).not.toMatch(/[;,\s"]/);
    expect(JSON.parse(decodeURIComponent(value))).toEqual({ v: 1, analytics: true });
  });

  it.each([true, false])('round-trips analytics=%p through readConsent', (analytics) => {
    for (const secure of [true, false]) {
      const nameValue = consentCookie({ analytics }, secure).split(';')[0] ?? '';
      expect(readConsent(nameValue)).toEqual({ analytics });
      expect(readConsent(`_ga=GA1.1.1; ${nameValue}; _gid=GA1.1.2`)).toEqual({ analytics });
    }
  });
});

describe('STORED_CONSENT_SCRIPT', () => {
  const run = (cookie: string) => {
    const attributes: string[] = [];
    const fakeDocument = { cookie, documentElement: { setAttribute: (name: string) => attributes.push(name) } };
    new Function('document', STORED_CONSENT_SCRIPT)(fakeDocument);
    return attributes;
  };

  it('marks the page when a consent cookie is stored, wherever it sits in the cookie string', () => {
    expect(run('cookie_consent=%7B%7D')).toEqual(['data-consent-stored']);
    expect(run('a=1; cookie_consent=x; b=2')).toEqual(['data-consent-stored']);
  });

  it('leaves the page alone without one, or for a cookie whose name only ends the same', () => {
    expect(run('')).toEqual([]);
    expect(run('a=1; my_cookie_consent=x')).toEqual([]);
  });
});
