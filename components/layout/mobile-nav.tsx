'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { Menu, Phone } from 'lucide-react';
import { homeSections } from '@/content/navigation';
import type { NavMenu } from '@/lib/navigation';
import { siteConfig } from '@/content/site';
import { MOBILE_NAV_DELAY_MS } from '@/lib/constants';
import { useSectionNavigation } from '@/hooks/use-section-navigation';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

const menuHeadingId = (label: string) => `mobile-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

const linkClass = 'flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-muted';

/** Spec 2: the mobile side sheet holds the same entries and closes before navigating (200 ms / 600 ms). */
export function MobileNav({ menus }: { menus: readonly NavMenu[] }) {
  const [open, setOpen] = React.useState(false);
  const router = useRouter();
  const goToSection = useSectionNavigation();

  const closeThen = (event: React.MouseEvent<HTMLAnchorElement>, delay: number, go: () => void) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setOpen(false);
    window.setTimeout(go, delay);
  };
  const pageLink = (href: string) => (event: React.MouseEvent<HTMLAnchorElement>) =>
    closeThen(event, MOBILE_NAV_DELAY_MS.page, () => router.push(href));
  const sectionLink = (href: string) => (event: React.MouseEvent<HTMLAnchorElement>) =>
    closeThen(event, MOBILE_NAV_DELAY_MS.section, () => goToSection(href));

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="xl:hidden" aria-label="Open menu">
          <Menu className="size-6" aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby="mobile-nav-description">
        <SheetTitle>Menu</SheetTitle>
        <SheetDescription id="mobile-nav-description">Guides, services and ways to contact us.</SheetDescription>
        <nav aria-label="Mobile" className="flex flex-col gap-5">
          {menus.map((menu) => (
            <section key={menu.label} aria-labelledby={menuHeadingId(menu.label)}>
              <h2 id={menuHeadingId(menu.label)} className="px-3 pb-1 text-sm font-bold uppercase tracking-wide text-muted-foreground">
                {menu.label}
              </h2>
              <ul>
                {menu.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={linkClass} onClick={pageLink(link.href)}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <ul className="border-t border-border pt-4">
            <li>
              <a href={`/#${homeSections.blog}`} className={linkClass} onClick={sectionLink(`/#${homeSections.blog}`)}>
                Insights
              </a>
            </li>
            <li>
              <a href={`/#${homeSections.contact}`} className={linkClass} onClick={sectionLink(`/#${homeSections.contact}`)}>
                Contact
              </a>
            </li>
          </ul>
          <div className="flex flex-col gap-3">
            <Button asChild>
              <a href={`/#${homeSections.contact}`} onClick={sectionLink(`/#${homeSections.contact}`)}>
                Free Consultation
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={`tel:${siteConfig.phone.e164}`}>
                <Phone aria-hidden /> Call {siteConfig.phone.display}
              </a>
            </Button>
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
