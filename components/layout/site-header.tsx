import Link from 'next/link';
import { HeaderBar } from './header-bar';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { Logo } from './logo';
import { siteConfig } from '@/content/site';

export function SiteHeader() {
  return (
    <HeaderBar>
      <div className="container-page flex h-18 items-center justify-between gap-4">
        <Link href="/" className="rounded-md" aria-label={`${siteConfig.name} home`}>
          <Logo />
        </Link>
        <DesktopNav />
        <MobileNav />
      </div>
    </HeaderBar>
  );
}
