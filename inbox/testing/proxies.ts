import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The reverse proxies of the deployment (deploy/Caddyfile, README's nginx recipe) run as child processes in front of
 * an inbox started by a test. Each config is the shipped text with only what must change to run here: the site's
 * address (a local port over plain HTTP), the inbox's port, and where the proxy keeps its files.
 */

export const repoRoot = path.resolve(__dirname, '../..');
const readRepoFile = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** The port the deploy files put the inbox on (deploy/lead-inbox.service, PORT=3000). */
const DEPLOYED_UPSTREAM = '127.0.0.1:3000';

export class ProxySetupError extends Error {}

/**
 * The path of a program the test needs, found on the PATH or in the sbin folders (Debian's nginx is in /usr/sbin,
 * which a user's PATH may lack); throws with what to install when it is missing.
 */
export function requireProgram(name: 'caddy' | 'nginx'): string {
  const folders = [...(process.env.PATH ?? '').split(':').filter(Boolean), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  const found = folders.map((folder) => path.join(folder, name)).find((file) => existsSync(file));
  if (!found) {
    throw new ProxySetupError(
      `${name} is not installed, so the deployment cannot be tested behind it. Install Debian's package (sudo apt-get install -y caddy nginx); .ci/run installs it when missing.`,
    );
  }
  return found;
}

/** A port nothing listens on now (the kernel's choice), for a proxy that must be told its port in its config. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The upstream address in a config, which must appear exactly `times` times (else the config changed shape). */
function replaceUpstream(config: string, pattern: RegExp, replacement: string, what: string): string {
  const count = [...config.matchAll(pattern)].length;
  if (count !== 1) throw new ProxySetupError(`${what}: expected one upstream ${DEPLOYED_UPSTREAM}, found ${count}. Update inbox/testing/proxies.ts with the new shape.`);
  return config.replace(pattern, replacement);
}

/**
 * deploy/Caddyfile made runnable here: each site address becomes `http://127.0.0.1:<port>` (plain HTTP, so no
 * certificate is sought), in order of `sitePorts`, the inbox's port replaces 3000, and the global options block gains
 * the test's own lines, which turn off the admin endpoint (two test runs would share its port) and keep Caddy's files
 * in `dataDir`. Everything else, the shipped global options and the site blocks, is as shipped.
 */
export function caddyfileForTest(caddyfile: string, options: { sitePorts: number[]; upstreamPort: number; dataDir: string }): string {
  const testOptions = ['\tadmin off', '\tauto_https off', `\tstorage file_system ${path.join(options.dataDir, 'storage')}`];
  const globalBlocks = [...caddyfile.matchAll(/^\{[ \t]*$/gm)].length;
  if (globalBlocks > 1) throw new ProxySetupError('deploy/Caddyfile has more than one global options block.');
  if (globalBlocks === 1) caddyfile = caddyfile.replace(/^\{[ \t]*$/m, ['{', ...testOptions].join('\n'));
  let site = 0;
  const addressed = caddyfile.replace(/^([^\s#{}][^{}\n]*?)[ \t]*\{[ \t]*$/gm, (_line, address: string) => {
    const port = options.sitePorts[site++];
    if (port === undefined) throw new ProxySetupError(`deploy/Caddyfile has more sites than the test gave ports for (${address}).`);
    return `http://127.0.0.1:${port} {`;
  });
  if (site !== options.sitePorts.length) throw new ProxySetupError(`deploy/Caddyfile has ${site} site(s); the test expected ${options.sitePorts.length}.`);
  const upstream = replaceUpstream(addressed, /(reverse_proxy\s+)127\.0\.0\.1:3000\b/g, `$1127.0.0.1:${options.upstreamPort}`, 'deploy/Caddyfile');
  // A log file named in the Caddyfile goes to the test's folder instead.
  const logs = upstream.replace(/(\boutput\s+file\s+)\S+/g, `$1${path.join(options.dataDir, 'access.log')}`);
  return globalBlocks === 1 ? logs : ['{', ...testOptions, '}', ''].join('\n') + logs;
}

/** README's nginx recipe: the one ```nginx block in the section on the inbox as a service. */
export function readmeNginxRecipe(readme = readRepoFile('README.md')): string {
  const blocks = [...readme.matchAll(/^```nginx\n([\s\S]*?)^```$/gm)].map((match) => match[1]!);
  if (blocks.length !== 1) throw new ProxySetupError(`README.md should have one \`\`\`nginx block (the inbox behind nginx); it has ${blocks.length}.`);
  return blocks[0]!;
}

/**
 * README's nginx recipe made runnable here: its `listen` lines become one plain-HTTP `listen` on a local port, the
 * certificate lines go (nothing else names TLS), and the inbox's port replaces 3000. The server block is otherwise
 * as README gives it, inside a main config that keeps nginx in the foreground with its files in `dir`.
 */
export function nginxConfigForTest(recipe: string, options: { port: number; upstreamPort: number; dir: string }): string {
  let listens = 0;
  const local = recipe
    .split('\n')
    .flatMap((line) => {
      if (/^\s*listen\s/.test(line)) return listens++ === 0 ? [line.replace(/listen\s.*;/, `listen 127.0.0.1:${options.port};`)] : [];
      if (/^\s*ssl_\w+\s/.test(line)) return [];
      return [line];
    })
    .join('\n');
  if (listens === 0) throw new ProxySetupError('README\'s nginx recipe has no listen line.');
  const server = replaceUpstream(local, /(proxy_pass\s+http:\/\/)127\.0\.0\.1:3000\b/g, `$1127.0.0.1:${options.upstreamPort}`, 'README\'s nginx recipe');
  const file = (name: string) => path.join(options.dir, name);
  return [
    'daemon off;',
    // One process, which needs no user to switch to (a root run's workers would be `nobody`, locked out of `dir`).
    'master_process off;',
    `pid ${file('nginx.pid')};`,
    `error_log ${file('error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${file(kind)};`),
    server,
    '}',
    '',
  ].join('\n');
}

export type RunningProxy = { name: string; port: number; log: () => string; stop: () => Promise<void> };

/** Waits until something accepts connections on the port, or the process exits (an error with its output). */
async function untilListening(child: ChildProcess, port: number, output: () => string, name: string) {
  const deadline = Date.now() + 15_000;
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = `exited (${code ?? signal})`));
  for (;;) {
    if (exited) throw new ProxySetupError(`${name} ${exited} before it listened on ${port}:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new ProxySetupError(`${name} did not listen on ${port} within 15 s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function runProxy(name: string, program: string, args: string[], env: NodeJS.ProcessEnv, port: number, dir: string, logFile?: string): Promise<RunningProxy> {
  const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const log = () => output + (logFile && existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 5_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await fs.rm(dir, { recursive: true, force: true });
  };
  try {
    await untilListening(child, port, log, name);
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, port, log, stop };
}

/**
 * Caddy (Debian's package) running deploy/Caddyfile in front of the inbox on `upstreamPort`. `port` serves the main
 * site (www), `redirectPort` the bare domain's redirect.
 */
export async function startCaddy(upstreamPort: number): Promise<RunningProxy & { redirectPort: number }> {
  const program = requireProgram('caddy');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'caddy-'));
  const [port, redirectPort] = [await freePort(), await freePort()];
  const config = path.join(dir, 'Caddyfile');
  await fs.writeFile(config, caddyfileForTest(readRepoFile('deploy/Caddyfile'), { sitePorts: [port, redirectPort], upstreamPort, dataDir: dir }));
  // Caddy keeps its state and an autosaved config under these: in the test's folder, never the user's.
  const env = { ...process.env, HOME: dir, XDG_DATA_HOME: path.join(dir, 'data'), XDG_CONFIG_HOME: path.join(dir, 'config') };
  const proxy = await runProxy('caddy', program, ['run', '--adapter', 'caddyfile', '--config', config], env, port, dir);
  return { ...proxy, redirectPort };
}

/** nginx (Debian's package) running README's recipe in front of the inbox on `upstreamPort`. */
export async function startNginx(upstreamPort: number): Promise<RunningProxy> {
  const program = requireProgram('nginx');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'nginx-'));
  const port = await freePort();
  const config = path.join(dir, 'nginx.conf');
  await fs.writeFile(config, nginxConfigForTest(readmeNginxRecipe(), { port, upstreamPort, dir }));
  const errorLog = path.join(dir, 'error.log');
  // -e: the log nginx writes before it has read the config (else /var/log/nginx, which may not be writable).
  return runProxy('nginx', program, ['-p', dir, '-c', config, '-e', errorLog], process.env, port, dir, errorLog);
}
