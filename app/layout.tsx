import type { Metadata, Viewport } from 'next';
import { Cookie } from 'lucide-react';
import './globals.css';
import { siteConfig } from '@/content/site';
import { STORED_CONSENT_SCRIPT } from '@/lib/consent-script';
import { EARLY_FOCUS_SCRIPT } from '@/shell/early-focus';
import { EARLY_PRESS_SCRIPT } from '@/islands/client/early-press-script';
import { SHELL_LOADER_SCRIPT } from '@/shell/shell-loader';
import { TITLE_TEMPLATE } from '@/lib/seo';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ConsentBanner } from '@/components/layout/consent-banner';
import { SPECULATION_RULES } from '@/lib/speculation-rules';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: { default: siteConfig.name, template: TITLE_TEMPLATE },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: '#1b4079',
  width: 'device-width',
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The head script may mark <html> before the first paint (see STORED_CONSENT_SCRIPT). `--site-url` lets a printed
    // page show each internal link as a full address (globals.css).
    <html
      lang={siteConfig.language}
      data-scroll-behavior="smooth"
      style={{ '--site-url': JSON.stringify(siteConfig.url) } as React.CSSProperties}
      suppressHydrationWarning
    >
      <head>
        <script dangerouslySetInnerHTML={{ __html: `${STORED_CONSENT_SCRIPT};${EARLY_PRESS_SCRIPT};${EARLY_FOCUS_SCRIPT};${SHELL_LOADER_SCRIPT}` }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }} />
        <noscript>
          {/* Without JavaScript no choice can be saved, and nothing needs consent: no banner. */}
          <style>{'[data-consent-banner]{display:none}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col">
        {/*
          The cookie banner comes first in the tab order, before the skip link, as GOV.UK's does: a keyboard user
          meets the choice on the first Tab instead of after every link of the page. It stays where it is seen, fixed
          to the bottom of the window.
        */}
        <ConsentBanner icon={<Cookie className="mt-1 hidden size-6 shrink-0 text-primary sm:block" aria-hidden />} />
        <SkipLink />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
