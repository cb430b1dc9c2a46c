import { headerMenus } from '@/lib/navigation';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { Logo } from './logo';
import { HeaderSearch } from './header-search';

/**
 * The sticky bar. Its look changes (not its size, so nothing shifts) once the page is scrolled past 50 px: the shell
 * script sets `data-scrolled`.
 */
export function SiteHeader() {
  return (
    <header
      data-scrolled="false"
      className="sticky top-0 z-40 border-b border-transparent bg-background/95 transition-[box-shadow,border-color,background-color] duration-200 data-[scrolled=true]:border-border data-[scrolled=true]:bg-background data-[scrolled=true]:shadow-md supports-[backdrop-filter]:backdrop-blur print:hidden"
    >
      <div className="container-page flex h-18 max-w-[80rem] items-center justify-between gap-2 sm:gap-4">
        <a href="/" className="rounded-md">
          <Logo />
        </a>
        <div className="flex items-center gap-1">
          <DesktopNav menus={headerMenus} />
          <HeaderSearch />
          <MobileNav menus={headerMenus} />
        </div>
      </div>
    </header>
  );
}
