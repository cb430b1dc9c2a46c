import { SHELL_READY_ATTR } from '@/lib/page-markers';

/**
 * Inline script for the document head (issue 36; WCAG 2.4.11): until the shell runs, keyboard focus is kept clear of
 * the sticky header and of the cookie banner the static HTML paints at the bottom of the window. A browser scrolls a
 * focused element into view only when it is off screen, not when it sits behind something fixed. Same rule as the
 * shell's own (shell/navigation.ts, with `isObscured` of lib/scroll.ts): bring it to the nearest edge of the band
 * the window's scroll padding leaves (the header's height at the top; globals.css gives the banner's room at the bottom
 * until the shell measures it). It stands down once the shell is ready.
 */
export const EARLY_FOCUS_SCRIPT = `document.addEventListener('focusin',function(e){var d=document.documentElement,t=e.target;if(d.hasAttribute('${SHELL_READY_ATTR}')||!t||!t.closest||t.closest('header,[data-overlay]'))return;var s=getComputedStyle(d),T=parseFloat(s.scrollPaddingTop)||0,B=innerHeight-(parseFloat(s.scrollPaddingBottom)||0),r=t.getBoundingClientRect();if(r.bottom-r.top>B-T?r.top<T:r.top<T||r.bottom>B)t.scrollIntoView({block:'nearest',behavior:'instant'})})`;
