import { clsx } from 'clsx';
import { shellMark } from '@/lib/page-markers';

/**
 * Reopens the cookie consent banner (footer link, cookie policy button; the shell script listens). Without
 * JavaScript there is no banner and nothing is stored, so the button is hidden then; it is not printed either.
 */
export function CookieSettingsButton({ className, children = 'Cookie settings' }: { className?: string; children?: React.ReactNode }) {
  return (
    <button type="button" {...shellMark('openConsent')} className={clsx('cursor-pointer no-js:hidden print:hidden', className)}>
      {children}
    </button>
  );
}
