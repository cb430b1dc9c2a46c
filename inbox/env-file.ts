import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

type Env = Readonly<Record<string, string | undefined>>;

/** The settings file beside the project that the inbox and `npm run leads` both read. */
export const ENV_FILE = '.env';

/**
 * The environment the lead inbox and `npm run leads` run with: `.env` in `cwd` (NAME=value lines, read by Node's
 * own parser), under the process's environment, which wins (as with `node --env-file` and Next.js). One function
 * for both, so that the listing always looks where the server stores. No file: the environment as it is; a file
 * that cannot be read for another reason stops the start with its reason.
 */
export function inboxEnvironment(cwd: string, env: Env = process.env): Env {
  let text: string;
  try {
    text = readFileSync(path.join(cwd, ENV_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return env;
    throw new Error(`${ENV_FILE} could not be read (${(error as NodeJS.ErrnoException).code ?? String(error)}).`, { cause: error });
  }
  return { ...parseEnv(text), ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)) };
}
