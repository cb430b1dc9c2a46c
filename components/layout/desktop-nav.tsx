import { ChevronDown } from 'lucide-react';
import { homeSections } from '@/content/navigation';
import type { NavMenu } from '@/lib/navigation';
import { buttonVariants } from '@/components/ui/button';
import { SectionLink } from './section-link';
import { navMenuId } from './nav-ids';

const navItem =
  'inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2.5 text-base font-semibold xl:px-3 text-foreground hover:bg-muted';

/**
 * The header menus as disclosures (issue 40: GOV.UK's header, the WAI disclosure navigation pattern), not ARIA
 * menus: a button shows a list of ordinary links, which Tab walks through in order, right after the button (a
 * native popover's place in the focus order); Escape or a click elsewhere closes it, and Escape returns focus to the
 * button. The server-rendered HTML does all of it with no script; the shell script (shell/menus.ts) keeps
 * `aria-expanded`, closes a list that focus has left, and closes it when one of its links is followed.
 */
export function DesktopNav({ menus }: { menus: readonly NavMenu[] }) {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
      {menus.map((menu) => {
        const id = navMenuId(menu.label);
        return (
          <div key={menu.label}>
            <button
              type="button"
              id={`${id}-trigger`}
              popoverTarget={id}
              aria-controls={id}
              className={`${navItem} aria-expanded:bg-muted`}
              style={{ anchorName: `--${id}` }}
            >
              {menu.label}
              <ChevronDown className="size-4" aria-hidden />
            </button>
            <ul
              id={id}
              popover="auto"
              data-nav-menu
              className="nav-menu min-w-[16rem] rounded-lg border border-border bg-background p-1.5 text-foreground shadow-lg"
              style={{ positionAnchor: `--${id}` }}
            >
              {menu.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="flex min-h-11 items-center rounded-md px-3 py-2 text-base hover:bg-secondary hover:text-secondary-foreground focus-visible:bg-secondary focus-visible:text-secondary-foreground"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
      <SectionLink href={`/#${homeSections.blog}`} className={navItem}>
        Insights
      </SectionLink>
      <SectionLink href={`/#${homeSections.contact}`} className={navItem}>
        Contact
      </SectionLink>
      <SectionLink href={`/#${homeSections.contact}`} className={buttonVariants({ className: 'ml-2' })}>
        Free Consultation
      </SectionLink>
    </nav>
  );
}
