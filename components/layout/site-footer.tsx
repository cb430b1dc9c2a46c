import { Mail, MapPin, Phone } from 'lucide-react';
import { moreServices, policyLinks, representationMenu, footerResources, servicesMenu } from '@/lib/navigation';
import { WHO_WE_ARE } from '@/content/shared-passages';
import { fullAddress, siteConfig } from '@/content/site';
import { COPYRIGHT_YEARS } from '@/lib/copyright';
import { InlineText } from '@/components/content/inline-text';
import { nonBreaking } from '@/lib/utils';
import { CookieSettingsButton } from './cookie-settings-button';
import { Logo } from './logo';
import { EmailText } from '@/components/common/email-text';

const footerLink = 'text-white/85 underline-offset-4 hover:text-white hover:underline';

function FooterLinks({ title, links }: { title: string; links: readonly { href: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-base font-bold text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={footerLink}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="surface-dark bg-navy text-white/85 print:hidden">
      <div className="container-page grid grid-cols-1 gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4 sm:col-span-2 lg:col-span-4 lg:flex lg:items-center lg:gap-10 lg:space-y-0">
          <Logo inverted />
          <div className="max-w-xl space-y-2 text-sm">
            <p>
              Guidance for people bringing or defending a small claim in England and Wales. Our guides are general
              information, our help on your own case is not regulated legal advice, and we do not represent you in court.
            </p>
            <p className="[&_a]:text-white [&_a]:underline [&_a]:underline-offset-4">
              <InlineText text={WHO_WE_ARE} />
            </p>
          </div>
          <a href={siteConfig.social.url} className={`${footerLink} inline-flex items-center gap-2 lg:ml-auto lg:shrink-0`} rel="noopener noreferrer" target="_blank">
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
              <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.34V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28zM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13zM7.12 20.45H3.56V9h3.56v11.45zM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0z" />
            </svg>
            {siteConfig.name} on {siteConfig.social.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <FooterLinks title="Our services" links={servicesMenu.links} />
        <FooterLinks title="More services" links={moreServices} />
        <div className="space-y-8">
          <FooterLinks title="Resources" links={footerResources} />
          <FooterLinks title="Representation" links={representationMenu.links} />
        </div>
        <div>
          <h2 className="text-base font-bold text-white">Contact us</h2>
          <ul className="mt-3 space-y-3">
            <li>
              <a href={`tel:${siteConfig.phone.e164}`} className={`${footerLink} inline-flex items-center gap-2`}>
                <Phone className="size-4" aria-hidden />
                {nonBreaking(siteConfig.phone.display)}
              </a>
              <span className="block text-sm text-white/75">{siteConfig.phone.note}</span>
            </li>
            <li>
              <a href={`mailto:${siteConfig.email}`} className={`${footerLink} inline-flex max-w-full items-center gap-2`}>
                <Mail className="size-4 shrink-0" aria-hidden />
                <EmailText email={siteConfig.email} />
              </a>
            </li>
            <li className="flex gap-2 text-sm">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden />
              <address className="not-italic">
                <span className="block font-semibold text-white">Registered office</span>
                {fullAddress()}
              </address>
            </li>
            <li className="text-sm">Lines open {siteConfig.openingHours.display}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © {COPYRIGHT_YEARS} {siteConfig.legalName}. Registered in {siteConfig.registeredIn}, company number{' '}
            {siteConfig.companyNumber}.
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {policyLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className={footerLink}>
                  {link.label}
                </a>
              </li>
            ))}
            <li>
              <CookieSettingsButton className={footerLink} />
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
