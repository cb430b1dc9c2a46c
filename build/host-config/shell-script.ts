import { SHELL_DIR } from '@/islands/build/esbuild-options';

/** Where the shell's and the islands' files go in the export (`_shell`). */
export { SHELL_DIR };

/**
 * Issue 20: every page loads the site's shell script (shell/), a module placed in the head: it runs once the
 * document is parsed, without holding up the first paint. Low fetch priority: nothing on screen waits for it, so
 * the stylesheet and images go first (and Lighthouse does not count it as render-blocking). Running the step twice
 * leaves one tag.
 */
const SHELL_TAG = new RegExp(`<script type="module" fetchpriority="low" src="/${SHELL_DIR}/[^"]+"></script>`, 'g');

export function withShellScript(html: string, src: string): string {
  if (!html.includes('</head>')) throw new Error('An exported page has no </head>, so the shell script has nowhere to go');
  return html.replace(SHELL_TAG, '').replace('</head>', `<script type="module" fetchpriority="low" src="${src}"></script></head>`);
}
