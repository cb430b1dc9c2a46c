import * as React from 'react';
import { shellMark } from '@/lib/page-markers';

type SectionLinkProps = Omit<React.ComponentProps<'a'>, 'href'> & {
  /** A home section, e.g. `/#contact`. Works as a plain link without JavaScript. */
  href: `/#${string}`;
  /** The wait after arriving home before scrolling (ms); the spec's default for the screen size when left out. */
  delay?: number;
};

/** A link to a section of the home page, with the spec's go-home-then-scroll behaviour (the shell script's). */
export function SectionLink({ href, delay, ...props }: SectionLinkProps) {
  return <a href={href} {...shellMark('sectionLink', delay === undefined ? '' : String(delay))} {...props} />;
}
