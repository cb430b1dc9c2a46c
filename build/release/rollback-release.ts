import path from 'node:path';
import { rollBack } from '@/build/release/releases';

/**
 * `npx tsx build/release/rollback-release.ts [out]`: serves the release before the current one again, switched in
 * one atomic step like a build. The release rolled back from stays until the next build removes it.
 */
const target = process.argv[2] ?? 'out';
try {
  console.info(`${target} now serves ${path.relative(process.cwd(), rollBack(target))}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
