import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_FILES, MAX_TOTAL_SIZE_BYTES } from '@/content/consultation';
import { buildConsultationFormData } from '@/lib/consultation-delivery';
import type { ConsultationRequest } from '@/lib/validation/consultation';
import { DESCRIPTION_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX } from '@/lib/validation/consultation-fields';
import { MAX_BODY_BYTES } from './parse-request';

/**
 * The deployment files as shipped (README, "The lead inbox as a service"): the Caddyfile lets through every request
 * the form can send, and the systemd unit runs a Node that meets package.json, keeps its secrets out of the
 * world-readable unit and believes X-Forwarded-For from the proxy only.
 */

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const IEC_UNITS = { KiB: 1024, MiB: 1024 ** 2, GiB: 1024 ** 3 } as const;
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The largest request the consultation form can send, as the browser encodes it: every field at its longest in
 * 4-byte characters, the longest request id, and five files with long names and the longest type, holding the
 * form's whole 50 MiB between them.
 */
async function largestFormRequest(): Promise<number> {
  const longest = (characters: number) => '😀'.repeat(characters);
  const values = {
    name: longest(NAME_MAX),
    email: longest(EMAIL_MAX),
    phone: longest(PHONE_MAX),
    caseType: 'breach-contract',
    claimValue: 'over-10000',
    description: longest(DESCRIPTION_MAX),
  } as ConsultationRequest;
  const files = Array.from({ length: MAX_FILES }, (_, index) => new File([], `${longest(60)}-${index}.docx`, { type: DOCX_TYPE }));
  const framing = await new Response(buildConsultationFormData(values, files, { requestId: 'f'.repeat(64) })).arrayBuffer();
  return framing.byteLength + MAX_TOTAL_SIZE_BYTES;
}

describe('deploy/Caddyfile', () => {
  it('limits a request body in MiB, above the largest request the form sends and the inbox\'s own limit', async () => {
    const sizes = [...read('deploy/Caddyfile').matchAll(/^\s*max_size\s+(\S+)\s*$/gm)].map((match) => match[1]!);
    expect(sizes).toHaveLength(1);
    // An IEC unit: `52MB` is 52,000,000 bytes, less than the five 10 MiB files the form allows.
    const size = /^(\d+)(KiB|MiB|GiB)$/.exec(sizes[0]!);
    expect(size).not.toBeNull();
    const bytes = Number(size![1]) * IEC_UNITS[size![2] as keyof typeof IEC_UNITS];
    const largest = await largestFormRequest();
    expect(largest).toBeGreaterThan(MAX_TOTAL_SIZE_BYTES);
    expect(bytes).toBeGreaterThan(largest);
    // So that the inbox, not the proxy, answers a request that is too large, with a message the form shows; and the
    // inbox's own limit lets the largest request through.
    expect(bytes).toBeGreaterThan(MAX_BODY_BYTES);
    expect(MAX_BODY_BYTES).toBeGreaterThanOrEqual(largest);
  });

  // Issue 53: a connection trickling its headers was held 400 s, and 5,000 idle connections were kept.
  it('closes a connection whose headers do not arrive within 10 s, and one idle for 60 s', () => {
    const caddyfile = read('deploy/Caddyfile').replace(/#.*$/gm, '');
    const timeouts = /^\{[\s\S]*?\bservers\s*\{[\s\S]*?\btimeouts\s*\{([^}]*)\}/m.exec(caddyfile)?.[1] ?? '';
    const setting = (name: string) => new RegExp(`^\\s*${name}\\s+(\\S+)\\s*$`, 'm').exec(timeouts)?.[1];
    expect({ read_header: setting('read_header'), idle: setting('idle'), read_body: setting('read_body') }).toEqual({ read_header: '10s', idle: '60s', read_body: undefined });
  });

  // Issue 39: with the inbox as its only upstream, a failing health check (a full leads disk) made Caddy answer
  // every page 503, though the pages never needed the disk.
  it('never marks the inbox, its only upstream, down: no active or passive health check', () => {
    const caddyfile = read('deploy/Caddyfile').replace(/#.*$/gm, '');
    const upstreams = [...caddyfile.matchAll(/^\s*reverse_proxy\s+(.+?)\s*\{?\s*$/gm)].map((match) => match[1]!.split(/\s+/));
    expect(upstreams).toEqual([['127.0.0.1:3000']]);
    expect(caddyfile).not.toMatch(/^\s*(health_\w+|fail_duration|max_fails|unhealthy_\w+)\b/m);
  });
});

/** The [Service] section's settings, each name with its values in order (systemd allows a name more than once). */
function serviceSettings(unit: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  let section = '';
  for (const line of unit.split('\n').map((l) => l.trim())) {
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    if (line.startsWith('[')) {
      section = line;
      continue;
    }
    if (section !== '[Service]') continue;
    const split = line.indexOf('=');
    const name = line.slice(0, split);
    settings.set(name, [...(settings.get(name) ?? []), line.slice(split + 1)]);
  }
  return settings;
}

describe('deploy/lead-inbox.service', () => {
  const unitFile = path.join(root, 'deploy/lead-inbox.service');
  const service = serviceSettings(read('deploy/lead-inbox.service'));
  const environment = new Map((service.get('Environment') ?? []).map((assignment) => assignment.split(/=(.*)/s).slice(0, 2) as [string, string]));
  const readme = read('README.md');

  it('runs a Node that meets package.json\'s engines, never /usr/bin/node (Debian 12 ships Node 18)', () => {
    const [execStart] = service.get('ExecStart') ?? [];
    const [program, node, ...args] = execStart!.split(/\s+/);
    expect(program).not.toBe('/usr/bin/node');
    expect(program).toBe('/usr/bin/env');
    expect(node).toBe('node');
    expect(args).toEqual(['--import', 'tsx', 'inbox/server.ts', 'out']);
    // The node found first on the unit's PATH is the one the README installs, not the system's.
    const searched = environment.get('PATH')!.split(':');
    expect(['/usr/bin', '/bin']).not.toContain(searched[0]);
    expect(readme).toContain(searched[0]);
    // And before each start, that node checks itself against package.json.
    expect(service.get('ExecStartPre')).toEqual([`/usr/bin/env node --import tsx inbox/service-node-check.ts`]);
    const check = spawnSync(process.execPath, ['--import', 'tsx', 'inbox/service-node-check.ts'], { cwd: root, encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('takes its secrets from an EnvironmentFile only root can change and only the service can read, never from the world-readable unit', () => {
    expect(service.get('EnvironmentFile')).toEqual(['/etc/small-claims/inbox.env']);
    for (const name of environment.keys()) expect(name).not.toMatch(/SMTP|NOTIFY|WEBHOOK|SECRET|PASSWORD|TOKEN/);
    const example = read('deploy/inbox.env.example');
    for (const name of ['SMTP_URL', 'LEADS_NOTIFY_TO', 'LEADS_WEBHOOK_SECRET']) expect(example).toMatch(new RegExp(`^#?${name}=$`, 'm'));
    // The README installs it there, mode 0640, owned by root, group the service's (the launch check reads it as the
    // service's user, which holds the same values in the inbox's environment anyway): no one else can read it.
    expect(readme).toContain('install -m 0640 -o root -g small-claims /srv/small-claims/deploy/inbox.env.example /etc/small-claims/inbox.env');
    expect(readme).toContain('install -d -m 0750 -o root -g small-claims /etc/small-claims');
  });

  // Issue 53: the unit's exposure score was 7.7 ("EXPOSED"); the cheap options bring it under 2.
  it('takes the hardening options Node can run with, and scores under 2 with systemd-analyze security, where installed', () => {
    const expected: Record<string, string> = {
      CapabilityBoundingSet: '',
      AmbientCapabilities: '',
      PrivateDevices: 'true',
      ProtectKernelTunables: 'true',
      ProtectKernelModules: 'true',
      ProtectKernelLogs: 'true',
      ProtectClock: 'true',
      ProtectHostname: 'true',
      RestrictNamespaces: 'true',
      RestrictSUIDSGID: 'true',
      SystemCallArchitectures: 'native',
      NoNewPrivileges: 'true',
      ProtectSystem: 'strict',
    };
    for (const [name, value] of Object.entries(expected)) expect([name, service.get(name)]).toEqual([name, [value]]);
    expect(service.get('SystemCallFilter')?.[0]).toBe('@system-service');
    // V8 writes the code it compiles into memory and runs it: this option would stop Node at its first function.
    expect(service.has('MemoryDenyWriteExecute')).toBe(false);
    const security = spawnSync('systemd-analyze', ['security', '--offline=true', unitFile], { encoding: 'utf8' });
    if ((security.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
      console.info('systemd-analyze is not installed: the unit was not scored.');
      return;
    }
    const score = /Overall exposure level for lead-inbox\.service: (\d+\.\d)/.exec(security.stdout)?.[1];
    console.info(`systemd-analyze security: ${score} (7.7 before issue 53)`);
    expect(Number(score)).toBeLessThan(2);
  });

  it('believes X-Forwarded-For from the proxy\'s address or a hop count, never from anyone', () => {
    const trustProxy = environment.get('TRUST_PROXY')!;
    expect(trustProxy).not.toBe('true');
    expect(trustProxy).toMatch(/^(\d+|[\d.:a-f]+(\/\d+)?(,[\d.:a-f]+(\/\d+)?)*)$/i);
  });

  it('passes systemd-analyze verify, where systemd-analyze is installed', () => {
    const verify = spawnSync('systemd-analyze', ['verify', unitFile], { encoding: 'utf8' });
    if ((verify.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
      console.info('systemd-analyze is not installed: the unit was not verified.');
      return;
    }
    expect(verify.stderr.split('\n').filter((line) => line.includes('lead-inbox.service'))).toEqual([]);
    expect(verify.status).toBe(0);
  });
});
