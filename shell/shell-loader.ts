/*
 * A module of its own, imported only by the page's head (app/layout.tsx) and the build step that names each page's
 * shell (build/host-config/shell-script.ts): the shell must not carry this text.
 */

/** The attribute of the head's inline script that names the page's shell (`/_shell/shell-<hash>.js`), set by the build. */
export const SHELL_SRC_ATTR = 'data-shell-src';

/**
 * Part of the head's inline script (app/layout.tsx): starts the page's shell once the page has painted its first content
 * (issue 52). Nothing on screen waits for the shell, but Lighthouse's simulated load (Lantern) counts every request that
 * ended before the observed first paint as one the paint needed: a shell fetched as the page was parsed (a module script
 * in the head, even at low priority) ended before it on a fast machine, and the consent banner's code it fetches was
 * often in too, so LCP went one or two round trips of the simulated mobile network past the same page without scripts,
 * and FCP one. Asked for after the paint, it is never on that path. The same rule as the islands' `painted` loader
 * (islands/client/loader.ts): the browser's own paint timing, not a timer (held timers, as in a background tab or the
 * tests' fake clock, would hold the shell back), buffered so that a paint before this ran counts; at once where paint
 * timing is not reported; nothing where the build named no shell (`next dev`). Before it starts, the head script's
 * early presses (islands/client/early-press-script.ts) keep presses on script-only buttons and the islands the visitor
 * reached into, and what is typed is adopted by the islands as always. A shell that cannot be fetched is left, as a
 * failed script element was. Part of the head's one script, not a script of its own: no second hash in each page's
 * policy, and about 120 bytes fewer on every page (several pages are within 300 bytes of the 14.6 KB a first round
 * trip carries).
 */
export const SHELL_LOADER_SCRIPT = `(function(s,P){function g(){import(s).catch(function(){})}s&&(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0?new P(function(l,o){l.getEntriesByName('first-contentful-paint')[0]&&(o.disconnect(),g())}).observe({type:'paint',buffered:true}):g())})(document.currentScript.getAttribute('${SHELL_SRC_ATTR}'),window.PerformanceObserver)`;
