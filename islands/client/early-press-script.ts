import { ISLAND_ATTR } from '@/islands/manifest';
import { TEL_LINK } from '@/lib/analytics';
import { SHELL_ATTR } from '@/lib/page-markers';
import { QUEUE, REACH_EVENTS } from '@/islands/client/early-presses';

/*
 * A module of its own, imported only by the page's head (app/layout.tsx): the shell, which takes the presses
 * (./early-presses.ts), must not carry this text, which a bundler cannot leave out once its module is imported.
 */

/**
 * Inline script for the document head (issue 36: nothing a visitor does is lost, even before a page's script has
 * started). The shell starts once the page has painted (shell/shell-loader.ts): a button drawn before then and pressed
 * at once would do nothing. So a press on an island's button that does nothing without script (`type="button"`, or a submit
 * button outside any form) is remembered here, and the shell holds it for the island as it holds a press made after it
 * started (`installIslands`). The shell's own script-only buttons (a court page's favourite, issue 52) are remembered
 * the same way, for the shell's step that enhances them, and a press on a phone link, which dials at once, for the
 * phone-click report (spec 2) the shell makes once it has started. Files dropped on an island's drop zone that is not a file input
 * (a `div` marked `data-drop-zone`) are kept too, not opened by the browser, for the island to adopt (issue 52). A submit button in a form with an `action` is left alone: without the
 * shell its form is sent as plain HTML, which works (a tool's GET to its own page, the consultation form's POST). One in a
 * form without an `action` (the hearing bundle's, whose PDF only the page's script can make) is held too, and its plain
 * sending stopped: it would reload the page, and the files chosen would be lost. The islands the visitor reaches into (a Tab, a tap, a click, a hover, a
 * change: the shell's own reach events) are remembered as well, so that a tool touched before the shell started loads as
 * the shell starts (issue 52: it starts after the first paint, shell/shell-loader.ts), not at the next reach.
 */
export const EARLY_PRESS_SCRIPT = `(function(){var q=[],r=[],d=document,w=window,k=w.earlyDroppedFiles={},E=${JSON.stringify(REACH_EVENTS).replaceAll('"', "'")};function a(e){var i=e.target&&e.target.closest&&e.target.closest('[${ISLAND_ATTR.name}]');if(i&&r.indexOf(i)<0)r.push(i)}function h(e){var b=e.target&&e.target.closest&&e.target.closest('[${ISLAND_ATTR.name}] button,button[${SHELL_ATTR.favouriteCourt}],${TEL_LINK}');if(!b)return;var f=b.form;if(b.type==='button'||!f||!f.hasAttribute('action')){q.push(b);if(f)e.preventDefault()}}function z(e){var t=e.target&&e.target.closest&&e.target.closest('[${ISLAND_ATTR.name}] [data-drop-zone]'),i=t&&t.closest('[${ISLAND_ATTR.name}]');return i&&!i.hasAttribute('${ISLAND_ATTR.state}')?t:null}function o(e){if(z(e))e.preventDefault()}function p(e){var t=z(e);if(!t||!e.dataTransfer)return;e.preventDefault();var n=t.getAttribute('data-drop-zone');k[n]=(k[n]||[]).concat([].slice.call(e.dataTransfer.files))}d.addEventListener('click',h,true);d.addEventListener('dragover',o,true);d.addEventListener('drop',p,true);E.forEach(function(t){d.addEventListener(t,a,true)});w.${QUEUE}={at:Date.now(),presses:q,reached:r,stop:function(){d.removeEventListener('click',h,true);E.forEach(function(t){d.removeEventListener(t,a,true)})}}})()`;
