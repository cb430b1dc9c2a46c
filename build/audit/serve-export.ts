import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Serves an export the way `npm start` does (the lead inbox: Fastify with the export's serve.json,
 * gzip), so that the site and the bare page are measured over the same server. An export without a
 * serve.json (the bare page) gets clean URLs only.
 */
export async function serveExport(dir: string, port: number): Promise<{ url: string; stop: () => void }> {
  if (!existsSync(path.join(dir, 'serve.json'))) writeFileSync(path.join(dir, 'serve.json'), '{ "cleanUrls": true }\n');
  const child: ChildProcess = spawn(path.resolve('node_modules/.bin/tsx'), ['inbox/server.ts', dir], {
    // A leads folder for each: an inbox locks its folder (one inbox a folder), so the site and its yardsticks served
    // beside one another cannot share one.
    env: { ...process.env, PORT: String(port), LEADS_DIR: path.resolve(`reports/audit-leads/${port}`) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`Could not serve ${dir} on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop: () => child.kill() };
}
