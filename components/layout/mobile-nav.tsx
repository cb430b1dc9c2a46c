import { Menu, Phone, X } from 'lucide-react';
import { homeSections } from '@/content/navigation';
import type { NavMenu } from '@/lib/navigation';
import { siteConfig } from '@/content/site';
import { nonBreaking } from '@/lib/utils';
import { buttonVariants } from '@/components/ui/button';
import { MOBILE_MENU_ID, navMenuId } from './nav-ids';
import { SearchForm } from './header-search';

const linkClass = 'flex min-h-11 items-center rounded-md px-3 text-base font-medium hover:bg-muted';

/** Invoker commands (`commandfor`/`command`): the button opens and closes the dialog without script. */
const commands = (command: 'show-modal' | 'close') => ({ commandfor: MOBILE_MENU_ID, command });

/**
 * Spec 2: the mobile side sheet holds the same entries as the header. It is a native modal `<dialog>`, so
 * the browser traps focus, closes it on Escape and returns focus to the menu button; the links work as plain
 * links without script. The shell script (shell/menus.ts) closes the sheet before navigating (200 ms for
 * a page, 600 ms for a home section), as the spec times it.
 */
export function MobileNav({ menus }: { menus: readonly NavMenu[] }) {
  const section = (id: string) => `/#${id}`;
  return (
    <>
      <button
        type="button"
        {...commands('show-modal')}
        aria-label="Open menu"
        aria-haspopup="dialog"
        className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'xl:hidden' })}
      >
        <Menu className="size-6" aria-hidden />
      </button>
      <dialog
        id={MOBILE_MENU_ID}
        aria-labelledby={`${MOBILE_MENU_ID}-title`}
        aria-describedby={`${MOBILE_MENU_ID}-description`}
        data-mobile-menu
        className="mobile-sheet"
        {...{ closedby: 'any' }}
      >
        <div className="flex flex-col gap-4 p-6">
          <h2 id={`${MOBILE_MENU_ID}-title`} className="text-lg font-bold">
            Menu
          </h2>
          <p id={`${MOBILE_MENU_ID}-description`} className="text-sm text-muted-foreground">
            Guides, services and ways to contact us.
          </p>
          <button
            type="button"
            {...commands('close')}
            className="absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-5" aria-hidden />
            <span className="sr-only">Close menu</span>
          </button>
          <SearchForm id="mobile-search-query" />
          <nav aria-label="Mobile" className="flex flex-col gap-5">
            {menus.map((menu) => {
              const headingId = `mobile-${navMenuId(menu.label)}`;
              return (
                <div key={menu.label} role="group" aria-labelledby={headingId}>
                  <h3 id={headingId} className="px-3 pb-1 text-sm font-bold uppercase tracking-wide text-muted-foreground">
                    {menu.label}
                  </h3>
                  <ul>
                    {menu.links.map((link) => (
                      <li key={link.href}>
                        <a href={link.href} className={linkClass} data-nav-link="page">
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
            <ul className="border-t border-border pt-4">
              <li>
                <a href={section(homeSections.blog)} className={linkClass} data-nav-link="section">
                  Insights
                </a>
              </li>
              <li>
                <a href={section(homeSections.contact)} className={linkClass} data-nav-link="section">
                  Contact
                </a>
              </li>
            </ul>
            <div className="flex flex-col gap-3">
              <a href={section(homeSections.contact)} className={buttonVariants()} data-nav-link="section">
                Free Consultation
              </a>
              <a href={`tel:${siteConfig.phone.e164}`} className={buttonVariants({ variant: 'outline' })}>
                <Phone aria-hidden />
                {nonBreaking(`Call ${siteConfig.phone.display}`)}
              </a>
            </div>
          </nav>
        </div>
      </dialog>
    </>
  );
}
