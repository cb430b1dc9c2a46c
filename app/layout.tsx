import type { Metadata, Viewport } from 'next';
import './globals.css';
import { siteConfig } from '@/content/site';
import { TITLE_TEMPLATE } from '@/lib/seo';
import { SkipLink } from '@/components/layout/skip-link';
import { SiteHeader } from '@/components/layout/site-header';
import { SiteFooter } from '@/components/layout/site-footer';
import { ConsentBanner } from '@/components/layout/consent-banner';
import { Analytics } from '@/components/layout/analytics';
import { ScrollManager } from '@/components/layout/scroll-manager';

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
    <html lang={siteConfig.language} data-scroll-behavior="smooth">
      <body className="flex min-h-screen flex-col">
        <SkipLink />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ConsentBanner />
        <Analytics />
        <ScrollManager />
      </body>
    </html>
  );
}
