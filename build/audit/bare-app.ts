import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The yardstick for the JavaScript budget: a bare App Router page (one layout, one page of text, nothing
 * else) built with this project's Next.js and exported the same way. Built under reports/ (git-ignored) so it
 * resolves the project's own node_modules.
 */
export const BARE_APP_DIR = path.resolve('reports/bare-app');
export const BARE_EXPORT_DIR = path.join(BARE_APP_DIR, 'out');

const files: Record<string, string> = {
  'package.json': '{ "private": true, "type": "module" }\n',
  'next.config.mjs': "export default { output: 'export', images: { unoptimized: true } };\n",
  'app/layout.jsx':
    'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
  'app/page.jsx':
    'export const metadata = { title: "Bare page" };\nexport default function Page() {\n  return (<main><h1>Bare page</h1><p>A page of text.</p></main>);\n}\n',
};

export function buildBareApp(): string {
  rmSync(BARE_APP_DIR, { recursive: true, force: true });
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(BARE_APP_DIR, file)), { recursive: true });
    writeFileSync(path.join(BARE_APP_DIR, file), content);
  }
  execFileSync(path.resolve('node_modules/.bin/next'), ['build', BARE_APP_DIR], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
  });
  if (!existsSync(path.join(BARE_EXPORT_DIR, 'index.html'))) throw new Error('The bare App Router page did not export');
  return BARE_EXPORT_DIR;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) buildBareApp();
