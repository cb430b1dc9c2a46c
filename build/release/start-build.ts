import { execFileSync } from 'node:child_process';
import { buildInputsHash, needsBuild } from '@/build/release/build-stamp';
import { exportProblems } from '@/build/release/releases';

/**
 * `npm start`, between `npm install` and serving: builds the site only when `out` was not built from the sources,
 * settings and environment there are now (build/release/build-stamp.ts), and says which it did.
 */
const target = 'out';
const decision = needsBuild(target, buildInputsHash(process.cwd()), exportProblems);
if (decision.build) {
  console.info(`Building the site (${decision.reason}).`);
  try {
    execFileSync('npm', ['run', 'build'], { stdio: 'inherit' });
  } catch {
    process.exitCode = 1;
  }
} else {
  console.info(`${target}/ was built from these sources (release ${decision.release}): not building it again. Any change to them, or npm run build, builds it anew.`);
}
