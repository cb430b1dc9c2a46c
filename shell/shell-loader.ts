/*
 * A module of its own, imported only by the build step that adds the shell to each page (build/host-config/shell-script.ts).
 */

/** The attribute of the loader's own `<script>` that names the page's shell (`/_shell/shell-<hash>.js`). */
export const SHELL_SRC_ATTR = 'data-shell-src';

/**
 * Inline script that starts the page's shell once the page has painted its first content (issue 52). Nothing on screen
 * waits for the shell, but Lighthouse's simulated load (Lantern) counts every request that ended before the observed
 * first paint as one the paint needed: a shell fetched during parsing (a module script in the head, even at low
 * priority) ended before it on a fast machine, and the consent banner's code it fetches was often in too, so LCP went
 * one or two round trips of the simulated mobile network past the same page without scripts, and FCP one. Asked for
 * after the paint, it is never on that path. The same rule as the islands' `painted` loader (islands/client/loader.ts): the
 * browser's own paint timing, not a timer (held timers, as in a background tab or the tests' fake clock, would hold the
 * shell back), buffered so that a paint before this ran counts; at once where paint timing is not reported. Before it
 * starts, the head's other inline script (islands/client/early-press-script.ts) keeps presses on script-only buttons and the
 * islands the visitor reached into, and what is typed is adopted by the islands as always. A shell that cannot be
 * fetched is left, as a failed script element was.
 */
export const SHELL_LOADER_SCRIPT = `(function(P,s){function g(){import(s).catch(function(){})}if(!P||!(P.supportedEntryTypes||[]).includes('paint'))return g();var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();g()}});o.observe({type:'paint',buffered:true})})(window.PerformanceObserver,document.currentScript.getAttribute('${SHELL_SRC_ATTR}'))`;
