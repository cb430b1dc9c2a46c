import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LeadKind } from '@/content/consultation';
import type { ReceivedFile } from './parse-request';

/** What `request.json` holds for each lead. */
export type StoredLead = {
  id: string;
  kind: LeadKind;
  receivedAt: string;
  /** The request's fields, as validated. */
  request: Record<string, string>;
  documents: { name: string; storedAs: string; size: number; type: string }[];
};

/** A lead as it is written: the request, when it arrived, and its files. */
export type IncomingLead = { id: string; kind: LeadKind; receivedAt: Date; request: Record<string, string>; files: readonly ReceivedFile[] };

/** Folder of a lead: `<timestamp>-<id>`, so that a listing sorts by arrival. */
export function leadFolderName(id: string, receivedAt: Date): string {
  return `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${id}`;
}

/**
 * A safe file name on any file system: the visitor's name without folders, control or reserved characters,
 * at most 100 characters, kept readable; numbered so two files of the same name both survive.
 */
export function safeFileName(name: string, index: number): string {
  const base = path.basename(name.replace(/\\/g, '/'));
  const cleaned = Array.from(base, (char) => (char.codePointAt(0)! < 0x20 || char === '\u007f' || '<>:"/\\|?*'.includes(char) ? '_' : char))
    .join('')
    .replace(/^\.+/, '')
    .slice(-100);
  return `${index + 1}-${cleaned || 'document'}`;
}

/** The folders of stored leads, oldest first (work in progress, whose names start with a dot, is left out). */
export async function listLeadFolders(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory() && !e.name.startsWith('.')).map((e) => e.name).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

export async function findLead(dir: string, id: string): Promise<string | undefined> {
  return (await listLeadFolders(dir)).find((name) => name.endsWith(`-${id}`));
}

/** Writes in progress, by id: a second copy of the same request waits for the first instead of racing it. */
const inFlight = new Map<string, Promise<{ stored: boolean; folder: string }>>();

/**
 * Stores a lead atomically and at most once per id. Everything is written into a hidden temporary folder
 * first, which is renamed into place only when complete: a crash or a failed write leaves no half lead (the
 * temporary folder is removed), and an existing lead is never overwritten. A request whose id is already
 * stored is not stored again (`stored: false`).
 */
export function storeLead(dir: string, lead: IncomingLead): Promise<{ stored: boolean; folder: string }> {
  const running = inFlight.get(lead.id);
  if (running) return running.then(({ folder }) => ({ stored: false, folder }));
  const work = writeLead(dir, lead).finally(() => inFlight.delete(lead.id));
  inFlight.set(lead.id, work);
  return work;
}

async function writeLead(dir: string, lead: IncomingLead): Promise<{ stored: boolean; folder: string }> {
  await fs.mkdir(dir, { recursive: true });
  const existing = await findLead(dir, lead.id);
  if (existing) return { stored: false, folder: existing };

  const folder = leadFolderName(lead.id, lead.receivedAt);
  const temporary = path.join(dir, `.incoming-${lead.id}-${randomBytes(4).toString('hex')}`);
  await fs.mkdir(temporary);
  try {
    const documents = lead.files.map((file, i) => ({
      name: file.name,
      storedAs: safeFileName(file.name, i),
      size: file.data.length,
      type: file.mimeType,
    }));
    for (const [i, file] of lead.files.entries()) {
      await fs.writeFile(path.join(temporary, documents[i]!.storedAs), file.data, { flag: 'wx' });
    }
    const record: StoredLead = { id: lead.id, kind: lead.kind, receivedAt: lead.receivedAt.toISOString(), request: lead.request, documents };
    await fs.writeFile(path.join(temporary, 'request.json'), `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx' });
    const target = path.join(dir, folder);
    // Never overwrite: rename() would replace an empty folder of the same name.
    const taken = await fs.stat(target).then(() => true, () => false);
    if (taken) throw new Error(`A lead folder named ${folder} already exists`);
    await fs.rename(temporary, target);
    return { stored: true, folder };
  } catch (error) {
    await fs.rm(temporary, { recursive: true, force: true });
    throw error;
  }
}
