'use client';

import { OPEN_CONSENT_EVENT } from '@/lib/consent';
import { clsx } from 'clsx';

/**
 * Reopens the cookie consent banner (footer link, cookie policy button). Without JavaScript there is no banner and
 * nothing is stored, so the button is hidden then; it is not printed either.
 */
export function CookieSettingsButton({ className, children = 'Cookie settings' }: { className?: string; children?: React.ReactNode }) {
  return (
    <button
      type="button"
      className={clsx('cursor-pointer no-js:hidden print:hidden', className)}
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      {children}
    </button>
  );
}
