'use client';

import { OPEN_CONSENT_EVENT } from '@/lib/consent';
import { clsx } from 'clsx';

/** Reopens the cookie consent banner (footer link, cookie policy button). */
export function CookieSettingsButton({ className, children = 'Cookie settings' }: { className?: string; children?: React.ReactNode }) {
  return (
    <button
      type="button"
      className={clsx('cursor-pointer', className)}
      onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
    >
      {children}
    </button>
  );
}
