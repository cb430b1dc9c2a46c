import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One inbox per leads folder (issue 53). Two inboxes on one LEADS_DIR broke each other's uploads: each removes the
 * half-written requests it finds as it starts (`.incoming-*`, a crash's leftovers for it, another's uploads in
 * progress), and each keeps its own table of the stored ids, so a retry through the other was stored twice. The
 * inbox takes this lock as it starts, and refuses to start while another running inbox holds it.
 */
export const LEADS_LOCK_FILE = '.inbox.lock';

type Holder = { pid: number; host: string; startedAt: string };

/** Leads folders this process holds (two inboxes in one process are as bad as in two). */
const heldHere = new Set<string>();

export class LeadsFolderLocked extends Error {}

/** Whether a process with this id runs on this machine (EPERM: it does, as another user). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<Holder | null> {
  try {
    const holder = JSON.parse(await fs.readFile(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string' ? { pid: holder.pid, host: holder.host, startedAt: String(holder.startedAt ?? '') } : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Unreadable or half-written (a crash as it was written): no one's.
    if (error instanceof SyntaxError) return null;
    throw error;
  }
}

/**
 * Takes the leads folder for this inbox: refused (LeadsFolderLocked, with what to do) while another inbox that is
 * still running holds it, in this process or another on this machine; a lock left by one that is gone (a crash, a
 * kill) is taken over. Returns what gives it back, at shutdown.
 */
export async function lockLeadsFolder(leadsDir: string): Promise<() => Promise<void>> {
  const dir = path.resolve(leadsDir);
  const file = path.join(dir, LEADS_LOCK_FILE);
  const refuse = (holder: string) =>
    new LeadsFolderLocked(
      `LEADS_DIR ${dir} is in use by ${holder}. Two inboxes on one leads folder remove each other's uploads in progress and store retries twice: stop the other one first, or give this one a LEADS_DIR of its own. (If no inbox runs, delete ${file}.)`,
    );
  if (heldHere.has(dir)) throw refuse(`another inbox in this process (pid ${process.pid})`);
  const me: Holder = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  const text = `${JSON.stringify(me)}\n`;
  try {
    await fs.writeFile(file, text, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = await readHolder(file);
    if (holder && (holder.host !== me.host || (holder.pid !== process.pid && running(holder.pid)))) {
      throw refuse(holder.host === me.host ? `another inbox (pid ${holder.pid}, started ${holder.startedAt})` : `an inbox on ${holder.host} (pid ${holder.pid})`);
    }
    // Left by an inbox that has stopped: taken over in one rename, so a reader never finds it half-written.
    const temporary = path.join(dir, `${LEADS_LOCK_FILE}-${randomBytes(4).toString('hex')}`);
    await fs.writeFile(temporary, text, { flag: 'wx', mode: 0o600 });
    await fs.rename(temporary, file);
  }
  heldHere.add(dir);
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    heldHere.delete(dir);
    const holder = await readHolder(file).catch(() => null);
    // Only its own: never a lock another inbox took since.
    if (holder?.pid === me.pid && holder.host === me.host) await fs.rm(file, { force: true });
  };
}
