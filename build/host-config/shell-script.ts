import { SHELL_DIR } from '@/islands/build/esbuild-options';
import { SHELL_LOADER_SCRIPT, SHELL_SRC_ATTR } from '@/shell/shell-loader';

/** Where the shell's and the islands' files go in the export (`_shell`). */
export { SHELL_DIR };

/** The start tag of the inline script that holds the shell's loader, as the layout renders it or once named. */
const LOADER_START_TAG = new RegExp(`^<script(?: ${SHELL_SRC_ATTR}="[^"]*")?>`);

/**
 * Issue 20: every page loads the site's shell script (shell/). Issue 52: not by a module script in the head, which the
 * browser fetches as it parses the page, but by the loader in the head's inline script (shell/shell-loader.ts), which
 * asks for it once the page has painted its first content. This names the page's shell on that script's element; the
 * script's text stays the same on every page (one hash in each page's CSP). Running the step twice names the shell once.
 */
export function withShellScript(html: string, src: string): string {
  const at = html.indexOf(SHELL_LOADER_SCRIPT);
  const start = at < 0 ? -1 : html.lastIndexOf('<script', at);
  const tag = start < 0 ? null : LOADER_START_TAG.exec(html.slice(start, at));
  if (!tag || html.slice(start, at).includes('</script')) {
    throw new Error("An exported page has no inline script holding the shell's loader (app/layout.tsx's head), so its shell would never start");
  }
  return `${html.slice(0, start)}<script ${SHELL_SRC_ATTR}="${src}">${html.slice(start + tag[0].length)}`;
}
