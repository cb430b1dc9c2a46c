import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { shortReference } from '@/lib/lead-protocol';
import { listLeadFolders, type StoredLead } from './lead-store';

/**
 * Reading the stored leads back, for the notifications, the retention sweep and `npm run leads`: each lead is a
 * folder `<time>-<id>` holding `request.json`, the files, and `notification.json` once the owner's email has
 * been tried.
 */

/** `2026-11-22T15-30-00-000Z-` in front of the id, as leadFolderName writes it. */
const FOLDER_NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z-(.+)$/;

/** The id and arrival time a folder's name records, or null for a name the inbox did not write. */
export function parseLeadFolderName(folder: string): { id: string; receivedAt: Date } | null {
  const match = FOLDER_NAME.exec(folder);
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis, id] = match;
  const receivedAt = new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(receivedAt.getTime()) ? null : { id: id!, receivedAt };
}

/**
 * A lead as the log names it: the reference the visitor was shown (`SCC-7F3K-92QD`), never its folder, whose name
 * holds the request's full id (issue 53: the id is what a repeat of the request must carry).
 */
export function leadLabel(folder: string): string {
  const parsed = parseLeadFolderName(folder);
  return parsed ? shortReference(parsed.id) : 'a folder not written by the inbox';
}

/**
 * Text for the log with every request id in it replaced by its reference (issue 53): an error of the disk or of a send
 * names the lead's folder, whose name holds the id, and the log must not.
 */
export function withoutLeadIds(text: string): string {
  return text.replace(/(?<![0-9a-f])[0-9a-f]{32}(?![0-9a-f])/g, (id) => shortReference(id));
}

/** An error as the log records it (pino's `err`), with every request id in its text replaced by its reference. */
export function errorWithoutLeadIds(error: Error): { [key: string]: unknown; type: string; message: string; stack: string } {
  const fields = Object.fromEntries(Object.entries(error).map(([key, value]) => [key, typeof value === 'string' ? withoutLeadIds(value) : value]));
  return { ...fields, type: error.constructor.name, message: withoutLeadIds(error.message), stack: withoutLeadIds(error.stack ?? '') };
}

/** The folder of the lead with exactly this id (never one whose id merely ends or starts with it). */
export async function findLeadById(dir: string, id: string): Promise<string | undefined> {
  return (await listLeadFolders(dir)).find((folder) => parseLeadFolderName(folder)?.id === id);
}

/** A lead's `request.json`, or null when the folder or the file is gone (a lead deleted meanwhile). */
export async function readStoredLead(folderPath: string): Promise<StoredLead | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(folderPath, 'request.json'), 'utf8')) as StoredLead;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * Whether the owner has been told about a lead. No file at all means not yet: a lead stored while notifications
 * were off, or one whose first email is still on its way.
 */
export type NotificationState =
  | { status: 'sent'; attempts: number; sentAt: string; to: string }
  | { status: 'pending' | 'failed'; attempts: number; lastAttemptAt: string; lastError: string };

/** The owner's email's state; a CRM webhook's is WEBHOOK_FILE. */
export const NOTIFICATION_FILE = 'notification.json';
export const WEBHOOK_FILE = 'webhook.json';

/** The state file of the message about a lead's update `version` (2 on: `notification-2.json`); 1 is the lead itself. */
export const versionStateFile = (file: string, version: number) => (version <= 1 ? file : file.replace(/\.json$/, `-${version}.json`));

export async function readNotificationState(folderPath: string, file = NOTIFICATION_FILE): Promise<NotificationState | null> {
  try {
    return JSON.parse(await fs.readFile(path.join(folderPath, file), 'utf8')) as NotificationState;
  } catch (error) {
    if (error instanceof SyntaxError) return null;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return null;
    throw error;
  }
}

/**
 * Records a notification's state beside the lead, atomically (a crash leaves the old state or the new, never half
 * of one) and readable by the owner only. Never recreates a folder: a lead erased while its email was being sent
 * stays erased (false is returned).
 */
export async function writeNotificationState(folderPath: string, state: NotificationState, file = NOTIFICATION_FILE): Promise<boolean> {
  const temporary = path.join(folderPath, `.${file}-${randomBytes(4).toString('hex')}`);
  try {
    await fs.writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
    await fs.rename(temporary, path.join(folderPath, file));
    return true;
  } catch (error) {
    await fs.rm(temporary, { force: true }).catch(() => {});
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/** When a lead arrived: as its record says, else as its folder's name says. */
export function leadReceivedAt(folder: string, lead: Pick<StoredLead, 'receivedAt'> | null): Date | null {
  const recorded = lead ? new Date(lead.receivedAt) : null;
  if (recorded && !Number.isNaN(recorded.getTime())) return recorded;
  return parseLeadFolderName(folder)?.receivedAt ?? null;
}
