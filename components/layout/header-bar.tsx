'use client';

import * as React from 'react';
import { NAV_SCROLL_THRESHOLD_PX } from '@/lib/constants';

/** The sticky bar: it changes look (not size, so nothing shifts) once the page is scrolled past 50 px. */
export function HeaderBar({ children }: { children: React.ReactNode }) {
  const [scrolled, setScrolled] = React.useState(false);
  React.useEffect(() => {
    const update = () => setScrolled(window.scrollY > NAV_SCROLL_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className="sticky top-0 z-40 border-b border-transparent bg-background/95 transition-[box-shadow,border-color,background-color] duration-200 data-[scrolled=true]:border-border data-[scrolled=true]:bg-background data-[scrolled=true]:shadow-md supports-[backdrop-filter]:backdrop-blur print:hidden"
    >
      {children}
    </header>
  );
}
