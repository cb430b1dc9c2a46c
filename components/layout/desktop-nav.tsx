'use client';

import Link from 'next/link';
import { ChevronDown } from 'lucide-react';
import { homeSections } from '@/content/navigation';
import type { NavMenu } from '@/lib/navigation';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { SectionLink } from './section-link';

const navItem =
  'inline-flex min-h-11 items-center gap-1 whitespace-nowrap rounded-md px-2.5 text-base font-semibold xl:px-3 text-foreground hover:bg-muted data-[state=open]:bg-muted';

/** The header menus are derived on the server and passed in, so no content records reach the browser. */
export function DesktopNav({ menus }: { menus: readonly NavMenu[] }) {
  return (
    <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
      {menus.map((menu) => (
        <DropdownMenu key={menu.label} modal={false}>
          <DropdownMenuTrigger className={navItem}>
            {menu.label}
            <ChevronDown className="size-4" aria-hidden />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start" aria-label={menu.label}>
            {menu.links.map((link) => (
              <DropdownMenuItem key={link.href} asChild>
                <Link href={link.href}>{link.label}</Link>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      ))}
      <SectionLink href={`/#${homeSections.blog}`} className={navItem}>
        Insights
      </SectionLink>
      <SectionLink href={`/#${homeSections.contact}`} className={navItem}>
        Contact
      </SectionLink>
      <Button asChild className="ml-2">
        <SectionLink href={`/#${homeSections.contact}`}>Free Consultation</SectionLink>
      </Button>
    </nav>
  );
}
