import { cpSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exportedHtmlFiles } from '@/build/host-config/exported-pages';
import { SHELL_DIR } from '@/build/host-config/shell-script';
import { buildIslands } from '@/islands/build/bundle';
import { ISLAND_ATTR } from '@/islands/manifest';
import { findIslands, islandRenderer, prerenderIslands } from '@/islands/build/prerender';

/**
 * Issue 36: `npm run build:react-islands [from] [to]` copies the built site (`out/`) to `out-react/` with its islands
 * rendered and hydrated by React DOM instead of Preact's compat layer: the same components, bundled without the
 * aliases, and every island page's containers rendered afresh by React DOM's server renderer, so the HTML is what
 * React's hydration expects. The end-to-end tests' `react-islands` project runs a smoke test of every island on it
 * (e2e/react-islands.spec.ts), so a Preact, Radix or sonner upgrade can be checked against React itself. Production
 * runs on Preact; `ISLAND_RENDERER=react npm run build` builds the whole site on React DOM instead.
 */
async function main() {
  // `out` is a link to the release it serves (build/release/build-release.ts).
  const from = realpathSync(path.resolve(process.argv[2] ?? 'out'));
  const to = path.resolve(process.argv[3] ?? 'out-react');
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const scripts = await buildIslands(to, SHELL_DIR, process.env, 'react');
  const render = await islandRenderer(path.resolve('.next/islands/server-react.cjs'), process.env, 'react');
  let pages = 0;
  for (const file of exportedHtmlFiles(to)) {
    const absolute = path.join(to, file);
    // As Next wrote each container, before the build named its (Preact) entry script.
    const html = readFileSync(absolute, 'utf8').replaceAll(new RegExp(` ${ISLAND_ATTR.src}="[^"]*"`, 'g'), '');
    if (findIslands(html).length === 0) continue;
    writeFileSync(absolute, prerenderIslands(html, render, scripts));
    // The compressed copies hold the Preact render: the server compresses the new page itself.
    for (const copy of ['.br', '.gz']) rmSync(`${absolute}${copy}`, { force: true });
    pages += 1;
  }
  console.info(`React DOM islands: ${pages} island page(s) rendered and hydrated by React DOM in ${path.relative(process.cwd(), to)}/`);
}

// No top-level await: tsx compiles this file as CommonJS.
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
