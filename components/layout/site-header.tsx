import Link from 'next/link';
import { headerMenus } from '@/lib/navigation';
import { HeaderBar } from './header-bar';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { NavEnhancer } from './nav-enhancer';
import { Logo } from './logo';
import { HeaderSearch } from './header-search';

export function SiteHeader() {
  return (
    <HeaderBar>
      <div className="container-page flex h-18 max-w-[80rem] items-center justify-between gap-2 sm:gap-4">
        <Link href="/" className="rounded-md">
          <Logo />
        </Link>
        <div className="flex items-center gap-1">
          <DesktopNav menus={headerMenus} />
          <HeaderSearch />
          <MobileNav menus={headerMenus} />
        </div>
      </div>
      <NavEnhancer />
    </HeaderBar>
  );
}
