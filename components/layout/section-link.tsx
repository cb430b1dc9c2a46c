'use client';

import * as React from 'react';
import { useSectionNavigation } from '@/hooks/use-section-navigation';

type SectionLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  /** A home section, e.g. `/#contact`. Works as a plain link without JavaScript. */
  href: `/#${string}`;
  delay?: number;
};

/** A link to a section of the home page, with the spec's go-home-then-scroll behaviour. */
export function SectionLink({ href, delay, onClick, ...props }: SectionLinkProps) {
  const navigate = useSectionNavigation();
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigate(href, { delay });
      }}
      {...props}
    />
  );
}
