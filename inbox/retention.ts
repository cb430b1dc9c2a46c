import { promises as fs } from 'node:fs';
import path from 'node:path';
import { listLeadFolders } from './lead-store';
import { findLeadById, leadReceivedAt, readStoredLead } from './lead-records';

/**
 * Retention and erasure (issue 18, item 6): a lead is deleted with its files once it is older than the retention
 * period the privacy notice states, and at once when the person asks (an erasure request).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type ExpiredLead = { folder: string; receivedAt: Date };

/**
 * The leads that arrived more than `retentionDays` days before `now`, oldest first. A folder whose arrival time
 * cannot be read from its record or its name is left alone: it was not written by the inbox.
 */
export async function findExpiredLeads(leadsDir: string, { now, retentionDays }: { now: Date; retentionDays: number }): Promise<ExpiredLead[]> {
  const cutoff = now.getTime() - retentionDays * DAY_MS;
  const expired: ExpiredLead[] = [];
  for (const folder of await listLeadFolders(leadsDir)) {
    const lead = await readStoredLead(path.join(leadsDir, folder)).catch(() => null);
    const receivedAt = leadReceivedAt(folder, lead);
    if (receivedAt && receivedAt.getTime() < cutoff) expired.push({ folder, receivedAt });
  }
  return expired;
}

/** Deletes the expired leads with their files (none with `dryRun`), and says which. */
export async function purgeExpiredLeads(
  leadsDir: string,
  options: { now: Date; retentionDays: number; dryRun?: boolean },
): Promise<ExpiredLead[]> {
  const expired = await findExpiredLeads(leadsDir, options);
  if (!options.dryRun) {
    for (const { folder } of expired) await fs.rm(path.join(leadsDir, folder), { recursive: true, force: true });
  }
  return expired;
}

export type ErasureResult = { deleted: true; folder: string; files: string[] } | { deleted: false };

/**
 * An erasure request: deletes the lead whose id is exactly `id` (never one whose id merely contains it), with
 * every file in its folder, and lists what it deleted.
 */
export async function eraseLead(leadsDir: string, id: string): Promise<ErasureResult> {
  const folder = id.trim() === '' ? undefined : await findLeadById(leadsDir, id);
  if (!folder) return { deleted: false };
  const folderPath = path.join(leadsDir, folder);
  const files = (await fs.readdir(folderPath, { recursive: true })).map(String).sort();
  await fs.rm(folderPath, { recursive: true, force: true });
  return { deleted: true, folder, files };
}
