import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { LeadKind } from '@/content/consultation';
import { newRequestId, shortReference } from '@/lib/lead-protocol';

import { FILE_MODE, FOLDER_MODE, INCOMING_PREFIX, type ReceivedFile } from './lead-files';

export { FILE_MODE, FOLDER_MODE, INCOMING_PREFIX, STORAGE_FAILURE_MESSAGE } from './lead-files';

/**
 * A failure of the leads disk or of the system under it (full, read-only, no permission, I/O error, too many
 * open files): an error with a system error code, as opposed to a fault in the request or in the code.
 */
export function isStorageError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null | undefined)?.code;
  return typeof code === 'string' && /^E[A-Z0-9]+$/.test(code);
}

/** Bytes of a stored file name: well under the 255 bytes most file systems allow. */
const MAX_NAME_BYTES = 100;

/** A version of a lead's details that a later one replaced, kept with the lead (issue 53). */
export type EarlierVersion = { request: Record<string, string>; receivedAt: string };

/** What `request.json` holds for each lead. */
export type StoredLead = {
  id: string;
  kind: LeadKind;
  receivedAt: string;
  /** When the visitor's own tab last changed a trial sign-up's details (with its update key): see `earlier`. */
  updatedAt?: string;
  /** The request's fields, as validated: the latest version. */
  request: Record<string, string>;
  documents: { name: string; storedAs: string; size: number; type: string }[];
  /**
   * A trial sign-up's update key, as its SHA-256 (`sha256:<hex>`), never the key itself: the key went to the
   * visitor's tab in the first answer, and only a repeat carrying it may change the details.
   */
  updateKeyHash?: string;
  /** The details each update replaced, oldest first, each with when it had arrived: nothing is ever lost. */
  earlier?: EarlierVersion[];
};

/** A lead as it is written: the request, when it arrived, and its files; `updateKey` as a repeat sign-up sent it. */
export type IncomingLead = { id: string; kind: LeadKind; receivedAt: Date; request: Record<string, string>; files: readonly ReceivedFile[]; updateKey?: string };

/** Versions of a lead's details: 1 for a lead never updated. */
export const leadVersion = (lead: Pick<StoredLead, 'earlier'>): number => (lead.earlier?.length ?? 0) + 1;

/** A version of the lead's details (1 is the first), and when it arrived; the latest for a version past it. */
export function versionOf(lead: StoredLead, version: number): { request: Record<string, string>; receivedAt: string } {
  const earlier = lead.earlier ?? [];
  if (version >= 1 && version <= earlier.length) return earlier[version - 1]!;
  return { request: lead.request, receivedAt: lead.updatedAt ?? lead.receivedAt };
}

/** A fresh update key (256 random bits, URL-safe), and the hash kept in its place. */
export function newUpdateKey(): { key: string; hash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, hash: hashUpdateKey(key) };
}

export const hashUpdateKey = (key: string) => `sha256:${createHash('sha256').update(key, 'utf8').digest('hex')}`;

/** Whether `key` is the one whose hash the lead keeps (compared in constant time). */
export function updateKeyMatches(lead: Pick<StoredLead, 'updateKeyHash'>, key: string | undefined): boolean {
  if (!key || !lead.updateKeyHash) return false;
  const given = Buffer.from(hashUpdateKey(key));
  const kept = Buffer.from(lead.updateKeyHash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

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
  const chars = Array.from(base, (char) => (isUnsafeInName(char) || '<>:"/\\|?*'.includes(char) ? '_' : char));
  // Keep the end, where the extension is, whole characters only, within MAX_NAME_BYTES in UTF-8.
  let bytes = 0;
  let start = chars.length;
  while (start > 0 && bytes + Buffer.byteLength(chars[start - 1]!) <= MAX_NAME_BYTES) bytes += Buffer.byteLength(chars[--start]!);
  const cleaned = chars.slice(start).join('').replace(/^\.+/, '');
  return `${index + 1}-${cleaned || 'document'}`;
}

/** C0 and C1 controls, DEL and the bidirectional overrides and isolates that can disguise a name. */
export function isUnsafeInName(char: string): boolean {
  // oxlint-disable-next-line no-control-regex -- finding these characters is the point
  return /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(char);
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

/**
 * Stored leads' folders by id, one table per leads folder, read from the folder once (issue 39: finding the id
 * by listing and sorting every folder made each POST cost 288 ms with 20,000 leads stored, 487 ms with 100,000).
 * Only this process stores leads, and it adds each one as it stores it; a lead erased meanwhile (retention,
 * `npm run leads -- --erase`) is noticed when its id is looked up (findLead), so a table never needs reading again.
 */
const indexes = new Map<string, Promise<Map<string, string>>>();
/** Folders added to a table between yields to the event loop: a start with 100,000 leads never blocks requests. */
const INDEX_BATCH = 5_000;

/** The table of a leads folder: read on first use (the inbox reads it as it starts, before it answers). */
export function leadIndex(dir: string): Promise<Map<string, string>> {
  const key = path.resolve(dir);
  let index = indexes.get(key);
  if (!index) {
    index = (async () => {
      const table = new Map<string, string>();
      const folders = await listLeadFolders(key);
      for (let i = 0; i < folders.length; i += INDEX_BATCH) {
        // Oldest first, and the first of an id kept, as the listing found it before.
        for (const folder of folders.slice(i, i + INDEX_BATCH)) if (!table.has(leadIdOf(folder))) table.set(leadIdOf(folder), folder);
        await new Promise((resolve) => setImmediate(resolve));
      }
      return table;
    })();
    indexes.set(key, index);
    // A table that could not be read is not kept: the next lookup reads it again.
    index.catch(() => {
      if (indexes.get(key) === index) indexes.delete(key);
    });
  }
  return index;
}

/**
 * Whether a stored lead has this reference (the `SCC-…` a visitor is shown): what the confirmation page for a form sent
 * without script asks before it says anything was received (issue 54: never confirm what did not happen). The
 * references are worked out from the table once, then kept as leads are stored.
 */
const references = new Map<string, Promise<Map<string, string[]>>>();
export async function hasReference(dir: string, reference: string): Promise<boolean> {
  const key = path.resolve(dir);
  let known = references.get(key);
  if (!known) {
    known = leadIndex(dir).then(async (index) => {
      const table = new Map<string, string[]>();
      let count = 0;
      for (const id of index.keys()) {
        const ref = shortReference(id);
        table.set(ref, [...(table.get(ref) ?? []), id]);
        if (++count % INDEX_BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
      }
      return table;
    });
    references.set(key, known);
    known.catch(() => {
      if (references.get(key) === known) references.delete(key);
    });
  }
  // Erased since (retention, `npm run leads -- --erase`): the table forgets it when its id is looked up.
  for (const id of (await known).get(reference) ?? []) if ((await findLead(dir, id)) !== undefined) return true;
  return false;
}

/** The folder of the stored lead with exactly this id, found in the table, never by listing the leads. */
export async function findLead(dir: string, id: string): Promise<string | undefined> {
  const index = await leadIndex(dir);
  const folder = index.get(id);
  if (folder === undefined) return undefined;
  try {
    await fs.lstat(path.join(dir, folder));
    return folder;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    // Erased since: forgotten, so that a request with this id is stored anew, as it was before the table.
    if (index.get(id) === folder) index.delete(id);
    return undefined;
  }
}

/** The id in a folder name `<timestamp>-<id>` (the timestamp has a fixed length), the whole id only. */
export function leadIdOf(folder: string): string {
  const timestamp = leadFolderName('', new Date(0));
  return folder.slice(timestamp.length);
}

/**
 * Removes work in progress left by a crash (hidden `.incoming-*` folders): run at start-up, before any request
 * can be in progress. Returns the names removed.
 */
export async function removePartialWrites(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir).catch(() => [] as string[]);
  const partial = entries.filter((name) => name.startsWith(INCOMING_PREFIX));
  await Promise.all(partial.map((name) => fs.rm(path.join(dir, name), { recursive: true, force: true })));
  return partial;
}

/**
 * What storing a request did: stored anew (`stored`, with `updateKey` for a trial sign-up: the key its tab is given,
 * kept here only as a hash), changed the details of a sign-up whose tab sent its key (`updated`, the earlier details
 * kept), nothing (a repeat of the same details: a retry), or refused (`conflict`: the id is another request's).
 * `record` is the lead as stored; its id is the request's, unless a sign-up had to become a lead of its own.
 */
export type StoreResult = { stored: boolean; updated?: boolean; conflict?: boolean; folder: string; record?: StoredLead; updateKey?: string };

/** Writes in progress, by id: a second request with the same id waits for the first instead of racing it. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * Stores a lead atomically, once per id. Everything is written into a hidden temporary folder first, which is
 * renamed into place only when complete: a crash or a failed write leaves no half lead (the temporary folder is
 * removed), and an existing lead is never overwritten. A request id is never a key to someone else's lead (issue 53):
 * a repeat of a stored id changes nothing when it carries the same details and documents (a retry: `stored: false`);
 * with other details, only a trial sign-up may change its lead, and only when it carries the update key that the
 * first answer gave its tab and the same email (the same person: `updated`, the earlier details kept in `earlier`).
 * Any other trial sign-up with that id is stored as a lead of its own under a fresh id; any other repeat (another
 * kind, a consultation or bespoke request with other details or documents) is refused (`conflict`). Requests with
 * the same id are handled one after the other.
 */
export function storeLead(dir: string, lead: IncomingLead): Promise<StoreResult> {
  const before = inFlight.get(lead.id) ?? Promise.resolve();
  const work = before.catch(() => {}).then(() => writeLead(dir, lead));
  inFlight.set(lead.id, work);
  const forget = () => {
    if (inFlight.get(lead.id) === work) inFlight.delete(lead.id);
  };
  work.then(forget, forget);
  return work;
}

const sameDetails = (a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
};

const sizeOf = (file: ReceivedFile) => ('data' in file ? file.data.length : file.size);

/** The same documents, as far as a repeat can tell: the same names and sizes, in the same order. */
const sameDocuments = (stored: StoredLead['documents'], files: readonly ReceivedFile[]) =>
  stored.length === files.length && stored.every((d, i) => d.name === files[i]!.name && d.size === sizeOf(files[i]!));

const sameEmail = (a: string | undefined, b: string | undefined) => (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase() && (a ?? '').trim() !== '';

/** A repeat of a stored id (see storeLead). */
async function repeatOf(dir: string, folder: string, lead: IncomingLead): Promise<StoreResult> {
  const folderPath = path.join(dir, folder);
  let current: StoredLead;
  try {
    current = JSON.parse(await fs.readFile(path.join(folderPath, 'request.json'), 'utf8')) as StoredLead;
  } catch (error) {
    // A folder without its record (being erased, or not the inbox's): never written into, and not a match either.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return { stored: false, conflict: true, folder };
    throw error;
  }
  if (current.kind !== lead.kind) return { stored: false, conflict: true, folder };
  if (sameDetails(current.request ?? {}, lead.request) && sameDocuments(current.documents ?? [], lead.files)) return { stored: false, folder };
  if (lead.kind !== 'trial') return { stored: false, conflict: true, folder };
  // A sign-up: its own tab (the key) and the same person (the email) update it; anyone else gets a lead of their own.
  if (lead.files.length > 0 || !updateKeyMatches(current, lead.updateKey) || !sameEmail(current.request?.email, lead.request.email)) {
    return writeNewLead(dir, { ...lead, id: newRequestId() });
  }
  const record: StoredLead = {
    ...current,
    request: lead.request,
    updatedAt: lead.receivedAt.toISOString(),
    earlier: [...(current.earlier ?? []), { request: current.request, receivedAt: current.updatedAt ?? current.receivedAt }],
  };
  const temporary = path.join(folderPath, `.request.json-${randomBytes(4).toString('hex')}`);
  try {
    await fs.writeFile(temporary, `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx', mode: FILE_MODE });
    await fs.rename(temporary, path.join(folderPath, 'request.json'));
  } catch (error) {
    await fs.rm(temporary, { force: true });
    throw error;
  }
  return { stored: false, updated: true, folder, record };
}

async function writeLead(dir: string, lead: IncomingLead): Promise<StoreResult> {
  await fs.mkdir(dir, { recursive: true, mode: FOLDER_MODE });
  const existing = await findLead(dir, lead.id);
  if (existing) return repeatOf(dir, existing, lead);
  return writeNewLead(dir, lead);
}

/** A new lead's folder, written whole and renamed into place. */
async function writeNewLead(dir: string, lead: IncomingLead): Promise<StoreResult> {
  const folder = leadFolderName(lead.id, lead.receivedAt);
  // Named without the id, which must stay out of the log (a storage error names the path).
  const temporary = path.join(dir, `${INCOMING_PREFIX}lead-${randomBytes(8).toString('hex')}`);
  await fs.mkdir(temporary, { mode: FOLDER_MODE });
  await fs.chmod(temporary, FOLDER_MODE);
  try {
    const documents = lead.files.map((file, i) => ({
      name: file.name,
      storedAs: safeFileName(file.name, i),
      size: 'data' in file ? file.data.length : file.size,
      type: file.mimeType,
    }));
    for (const [i, file] of lead.files.entries()) {
      const target = path.join(temporary, documents[i]!.storedAs);
      // A streamed upload is already on disk (in the inbox's incoming folder, same file system): moved, not copied.
      if ('data' in file) await fs.writeFile(target, file.data, { flag: 'wx', mode: FILE_MODE });
      else {
        await fs.rename(file.path, target);
        await fs.chmod(target, FILE_MODE);
      }
    }
    // Only a trial sign-up can be updated, so only it has a key; its tab gets the key, and the lead only its hash.
    const key = lead.kind === 'trial' ? newUpdateKey() : null;
    const record: StoredLead = { id: lead.id, kind: lead.kind, receivedAt: lead.receivedAt.toISOString(), request: lead.request, documents, ...(key ? { updateKeyHash: key.hash } : {}) };
    await fs.writeFile(path.join(temporary, 'request.json'), `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx', mode: FILE_MODE });
    const target = path.join(dir, folder);
    // Never overwrite: rename() would replace an empty folder of the same name.
    const taken = await fs.stat(target).then(() => true, () => false);
    // The folder's name holds the id, which stays out of the log: the error says only that it was taken.
    if (taken) throw new Error('A lead folder of that name already exists');
    await fs.rename(temporary, target);
    (await leadIndex(dir)).set(lead.id, folder);
    const byReference = await references.get(path.resolve(dir));
    if (byReference) byReference.set(shortReference(lead.id), [...(byReference.get(shortReference(lead.id)) ?? []), lead.id]);
    return { stored: true, folder, record, ...(key ? { updateKey: key.key } : {}) };
  } catch (error) {
    await fs.rm(temporary, { recursive: true, force: true });
    throw error;
  }
}
