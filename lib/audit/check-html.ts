import path from 'node:path';
import { exportedPages, validateHtml } from './validate-html';

/**
 * `npm run test:html [dir]`: validates every exported page (default `out/`, written by `npm run build`), prints
 * each error as `file:line:column rule message`, and exits non-zero when there is any.
 */
async function main() {
  const exportDir = path.resolve(process.argv[2] ?? 'out');
  const pages = exportedPages(exportDir);
  if (pages.length === 0) throw new Error(`No pages in ${exportDir}: run \`npm run build\` first.`);
  const errors = await validateHtml(exportDir);
  const shown = path.relative(process.cwd(), exportDir);
  for (const e of errors) console.error(`${path.join(shown, e.file)}:${e.line}:${e.column} ${e.rule} ${e.message}`);
  if (errors.length > 0) {
    const files = new Set(errors.map((e) => e.file)).size;
    console.error(`\nhtml-validate: ${errors.length} error(s) in ${files} of ${pages.length} page(s)`);
    process.exitCode = 1;
    return;
  }
  console.info(`html-validate: ${pages.length} page(s), no errors`);
}

// No top-level await: tsx compiles this file as CommonJS.
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
