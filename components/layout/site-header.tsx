import Link from 'next/link';
import { headerMenus } from '@/lib/navigation';
import { HeaderBar } from './header-bar';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { NavEnhancer } from './nav-enhancer';
import { Logo } from './logo';

export function SiteHeader() {
  return (
    <HeaderBar>
      <div className="container-page flex h-18 max-w-[80rem] items-center justify-between gap-2 sm:gap-4">
        <Link href="/" className="rounded-md">
          <Logo />
        </Link>
        <DesktopNav menus={headerMenus} />
        <MobileNav menus={headerMenus} />
      </div>
      <NavEnhancer />
    </HeaderBar>
  );
}
