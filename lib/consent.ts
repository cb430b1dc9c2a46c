import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from '@/content/storage-keys';

export type ConsentChoice = { analytics: boolean };

const VERSION = 1;

/** Reads the consent cookie from a `document.cookie` string; null when no valid choice is stored. */
export function readConsent(cookieString: string): ConsentChoice | null {
  for (const part of cookieString.split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName !== CONSENT_COOKIE) continue;
    try {
      const value = JSON.parse(decodeURIComponent(rest.join('='))) as unknown;
      if (
        typeof value === 'object' &&
        value !== null &&
        (value as { v?: unknown }).v === VERSION &&
        typeof (value as { analytics?: unknown }).analytics === 'boolean'
      ) {
        return { analytics: (value as { analytics: boolean }).analytics };
      }
    } catch {
      return null;
    }
    return null;
  }
  return null;
}

/** The Set-Cookie string for a choice: one year, whole site, Lax, Secure on https. */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify({ v: VERSION, analytics: choice.analytics }));
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Event fired after the visitor makes a choice. */
export const CONSENT_CHANGED_EVENT = 'cookie-consent:changed';
