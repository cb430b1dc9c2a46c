import * as React from 'react';
import { buttonVariants } from '@/components/ui/button-variants';
import { siteConfig } from '@/content/site';
import { shellMark } from '@/lib/page-markers';

/**
 * Spec 4: the cookie consent banner. The static HTML holds it, so a first visit paints it at once instead of after a
 * script (it would otherwise be the page's largest, latest paint); a stored choice hides it before the first paint
 * (`STORED_CONSENT_SCRIPT` in the layout, with the `data-consent-banner` rule in globals.css). Its buttons keep
 * their room but stay hidden until the shell script (shell/consent-banner.ts) makes them work; it shows,
 * hides and reopens the banner and keeps the choice.
 */
export function ConsentBanner({ icon }: { icon?: React.ReactNode }) {
  return (
    <section
      {...shellMark('consentBanner', 'pending')}
      data-overlay
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 border-t-4 border-highlight bg-background shadow-[0_-8px_24px_rgb(15_33_63/0.15)] print:hidden"
    >
      {/*
        Compact on phones, where the banner would otherwise cover half the first screen. On a short window (200%
        zoom) it keeps to 40% of the height (with its 4 px top border): the choices stay in view and the text above them scrolls.
      */}
      <div className="container-page flex max-h-[80vh] flex-col gap-3 overflow-y-auto py-4 sm:gap-4 sm:py-5 short:max-h-[calc(40vh-4px)] short:gap-2 short:py-2 sm:short:gap-2 sm:short:py-2">
        <div className="flex items-start gap-3 short:min-h-12 short:shrink short:overflow-y-auto">
          {icon}
          <div>
            <h2 id="cookie-banner-title" tabIndex={-1} className="text-lg font-bold sm:text-xl short:text-base sm:short:text-base">
              Cookies on {siteConfig.name}
            </h2>
            <p className="mt-1 text-[0.9375rem] sm:text-base short:text-sm sm:short:text-sm">
              We use strictly necessary cookies to make this site work. With your permission, we would also like
              analytics cookies to see which guides help people. Nothing is sent to an analytics provider unless you
              accept. Read our{' '}
              <a href="/cookie-policy" className="font-semibold text-primary underline">
                cookie policy
              </a>
              .
            </p>
          </div>
        </div>
        <div {...shellMark('consentQuick')} className="grid shrink-0 gap-2 sm:flex sm:flex-wrap sm:gap-3 short:flex short:flex-wrap sm:short:gap-2">
          <button type="button" {...shellMark('consentAction', 'accept')} className={buttonVariants({ className: 'short:px-3 short:text-sm' })}>
            Accept all cookies
          </button>
          <button type="button" {...shellMark('consentAction', 'reject')} className={buttonVariants({ className: 'short:px-3 short:text-sm' })}>
            Reject analytics cookies
          </button>
          <button type="button" {...shellMark('consentAction', 'choose')} className={buttonVariants({ variant: 'outline', className: 'short:px-3 short:text-sm' })}>
            Choose cookies
          </button>
        </div>
        <form {...shellMark('consentForm')} hidden className="flex shrink-0 flex-col gap-4">
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-2 font-semibold">Choose which cookies you allow</legend>
            <div className="flex items-start gap-3">
              <input
                id="consent-necessary"
                type="checkbox"
                defaultChecked
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
            <button type="submit" className={buttonVariants()}>
              Save cookie choices
            </button>
            <button type="button" {...shellMark('consentAction', 'accept')} className={buttonVariants({ variant: 'outline' })}>
              Accept all cookies
            </button>
            <button type="button" {...shellMark('consentAction', 'reject')} className={buttonVariants({ variant: 'outline' })}>
              Reject analytics cookies
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
