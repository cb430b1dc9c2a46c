'use client';

import * as React from 'react';
import Link from 'next/link';
import { clsx } from 'clsx';
import { buttonVariants } from '@/components/ui/button-variants';
import { siteConfig } from '@/content/site';
import { CONSENT_CHANGED_EVENT, OPEN_CONSENT_EVENT, consentCookie, readConsent, type ConsentChoice } from '@/lib/consent';

/** Analytics cookies to clear when consent is withdrawn. */
const ANALYTICS_COOKIE = /^(_ga|_ga_[A-Z0-9]+)$/;

function clearAnalyticsCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim() ?? '';
    if (!ANALYTICS_COOKIE.test(name)) continue;
    const domains = ['', `; Domain=${location.hostname}`, `; Domain=.${location.hostname.replace(/^www\./, '')}`];
    for (const domain of domains) document.cookie = `${name}=; Max-Age=0; Path=/${domain}`;
  }
}

/**
 * Spec 4: the cookie consent banner shows on the first visit (no stored choice) and reopens from the
 * footer's cookie-settings link. Accept, reject, or choose; the choice is kept for one year.
 */
function subscribe(onChange: () => void) {
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
}
const hasNoStoredChoice = () => readConsent(document.cookie) === null;
/**
 * The static HTML holds the banner, so a first visit paints it at once instead of after hydration (it would
 * otherwise be the page's largest, latest paint). A stored choice hides it before paint (`STORED_CONSENT_SCRIPT`
 * in the layout, with the `data-consent-banner` rule in globals.css); the browser decides from the cookie after
 * hydration.
 */
const serverSnapshot = () => true;
const noSubscription = () => () => {};

/** `icon` is rendered on the server (the layout passes it), so no icon library ships with the banner. */
export function ConsentBanner({ icon }: { icon?: React.ReactNode }) {
  const firstVisit = React.useSyncExternalStore(subscribe, hasNoStoredChoice, serverSnapshot);
  const hydrated = React.useSyncExternalStore(noSubscription, () => true, () => false);
  const [reopened, setReopened] = React.useState(false);
  const [choosing, setChoosing] = React.useState(false);
  const [analytics, setAnalytics] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const open = firstVisit || reopened;

  React.useEffect(() => {
    const reopen = () => {
      setAnalytics(readConsent(document.cookie)?.analytics ?? false);
      setChoosing(true);
      setReopened(true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
  }, []);

  React.useEffect(() => {
    if (reopened) headingRef.current?.focus();
  }, [reopened]);

  // While the banner covers the bottom of the window, keep focused elements scrolled clear of it.
  const bannerRef = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    const banner = bannerRef.current;
    if (!open || !banner) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${banner.offsetHeight}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [open]);

  const save = (choice: ConsentChoice) => {
    document.cookie = consentCookie(choice, location.protocol === 'https:');
    if (!choice.analytics) clearAnalyticsCookies();
    window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
    setReopened(false);
    setChoosing(false);
  };

  if (!open) return null;

  return (
    <section
      ref={bannerRef}
      data-overlay
      data-consent-banner={hydrated ? 'ready' : 'pending'}
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t-4 border-highlight bg-background shadow-[0_-8px_24px_rgb(15_33_63/0.15)] print:hidden"
    >
      {/* Compact on phones, where the banner would otherwise cover half the first screen. */}
      <div className="container-page flex max-h-[80vh] flex-col gap-3 overflow-y-auto py-4 sm:gap-4 sm:py-5">
        <div className="flex items-start gap-3">
          {icon}
          <div>
            <h2 id="cookie-banner-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold sm:text-xl">
              Cookies on {siteConfig.name}
            </h2>
            <p className="mt-1 text-[0.9375rem] sm:text-base">
              We use strictly necessary cookies to make this site work. With your permission, we would also like
              analytics cookies to see which guides help people. Nothing is sent to an analytics provider unless you
              accept. Read our{' '}
              <Link href="/cookie-policy" className="font-semibold text-primary underline">
                cookie policy
              </Link>
              .
            </p>
          </div>
        </div>
        {choosing ? (
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              save({ analytics });
            }}
          >
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-2 font-semibold">Choose which cookies you allow</legend>
              <div className="flex items-start gap-3">
                <input
                  id="consent-necessary"
                  type="checkbox"
                  checked
                  disabled
                  aria-describedby="consent-necessary-hint"
                  className="mt-1 size-5 accent-primary"
                />
                <div>
                  <label htmlFor="consent-necessary" className="font-semibold">
                    Strictly necessary cookies
                  </label>
                  <p id="consent-necessary-hint" className="text-sm text-muted-foreground">
                    Always on. They make the site work and remember this choice.
                  </p>
                </div>
              </div>
              <div className="flex items-start gap-3">
                <input
                  id="consent-analytics"
                  type="checkbox"
                  name="analytics"
                  aria-describedby="consent-analytics-hint"
                  checked={analytics}
                  onChange={(e) => setAnalytics(e.target.checked)}
                  className="mt-1 size-5 accent-primary"
                />
                <div>
                  <label htmlFor="consent-analytics" className="font-semibold">
                    Analytics cookies
                  </label>
                  <p id="consent-analytics-hint" className="text-sm text-muted-foreground">
                    Google Analytics counts visits and the pages used. Off unless you tick this box.
                  </p>
                </div>
              </div>
            </fieldset>
            <div className="grid gap-2 sm:flex sm:flex-wrap sm:gap-3">
              <button type="submit" className={buttonVariants()}>Save cookie choices</button>
              <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => save({ analytics: true })}>
                Accept all cookies
              </button>
              <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => save({ analytics: false })}>
                Reject analytics cookies
              </button>
            </div>
          </form>
        ) : (
          // Until hydration the buttons keep their space but stay hidden: a click then would do nothing.
          <div className={clsx('grid gap-2 sm:flex sm:flex-wrap sm:gap-3', !hydrated && 'invisible')}>
            <button type="button" className={buttonVariants()} onClick={() => save({ analytics: true })}>
              Accept all cookies
            </button>
            <button type="button" className={buttonVariants()} onClick={() => save({ analytics: false })}>
              Reject analytics cookies
            </button>
            <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={() => setChoosing(true)}>
              Choose cookies
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
