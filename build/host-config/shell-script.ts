import { SHELL_DIR } from '@/islands/build/esbuild-options';
import { SHELL_LOADER_SCRIPT, SHELL_SRC_ATTR } from '@/shell/shell-loader';

/** Where the shell's and the islands' files go in the export (`_shell`). */
export { SHELL_DIR };

/**
 * Issue 20: every page loads the site's shell script (shell/). Issue 52: not by a module script in the head, which the
 * browser fetches while it parses, but by a small inline script placed there that asks for it once the page has painted
 * its first content (shell/shell-loader.ts: nothing on screen waits for the shell, and a fetch on the way to the first
 * paint put it on Lighthouse's simulated paint path). The loader's text is the same on every page (one hash in each
 * page's CSP); its element names the page's shell. Running the step twice leaves one loader.
 */
const SHELL_TAG = new RegExp(`<script ${SHELL_SRC_ATTR}="/${SHELL_DIR}/[^"]+">[\\s\\S]*?</script>`, 'g');

export function withShellScript(html: string, src: string): string {
  if (!html.includes('</head>')) throw new Error('An exported page has no </head>, so the shell script has nowhere to go');
  return html.replace(SHELL_TAG, '').replace('</head>', `<script ${SHELL_SRC_ATTR}="${src}">${SHELL_LOADER_SCRIPT}</script></head>`);
}
