import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseShortReference, shortReference } from '@/lib/lead-protocol';
import { inboxEnvironment } from './env-file';
import { leadsDirSetting } from './inbox-settings';
import { listLeadFolders } from './lead-store';
import { findLeadById, NOTIFICATION_FILE, parseLeadFolderName, readNotificationState, readStoredLead, versionStateFile, WEBHOOK_FILE } from './lead-records';
import { formatLeadDetail, formatLeadList, leadsCsv, type LeadEntry } from './lead-report';
import { readLeadSettings } from './lead-settings';
import { eraseLead, purgeExpiredLeads } from './retention';
import { escapeForTerminal } from './safe-text';

export const LEADS_USAGE = `Usage: npm run leads [-- OPTION]
  (none)               list the requests, oldest first, marking those not notified by email
  --csv                every request as CSV, for a spreadsheet (npm run --silent leads -- --csv > leads.csv)
  --show ID            one request in full, by its id or the reference the visitor was shown (SCC-7F3K-92QD)
  --delete ID          an erasure request: delete the request with exactly this id and all its files
  --purge [--dry-run]  delete the requests older than LEADS_RETENTION_DAYS (--dry-run only lists them)`;

async function readEntry(leadsDir: string, folder: string): Promise<LeadEntry> {
  const folderPath = path.join(leadsDir, folder);
  const lead = await readStoredLead(folderPath).catch(() => null);
  const [notification, webhook] = await Promise.all([
    readNotificationState(folderPath).catch(() => null),
    readNotificationState(folderPath, WEBHOOK_FILE).catch(() => null),
  ]);
  const updates = await Promise.all(
    (lead?.earlier ?? []).map(async (_earlier, i) => ({
      notification: await readNotificationState(folderPath, versionStateFile(NOTIFICATION_FILE, i + 2)).catch(() => null),
      webhook: await readNotificationState(folderPath, versionStateFile(WEBHOOK_FILE, i + 2)).catch(() => null),
    })),
  );
  return { folder, lead, notification, webhook, ...(updates.length > 0 ? { updates } : {}) };
}

type Io = { out: (text: string) => void; err: (text: string) => void };

/**
 * `npm run leads`: what has arrived in the lead inbox, and the owner's tools for it (the CSV export, one lead in
 * full, erasure, the retention purge). Returns the exit code.
 */
export async function runLeadsCommand(
  argv: readonly string[],
  { env, cwd, now, out, err }: Io & { env: Readonly<Record<string, string | undefined>>; cwd: string; now: Date },
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: { csv: { type: 'boolean' }, show: { type: 'string' }, delete: { type: 'string' }, purge: { type: 'boolean' }, 'dry-run': { type: 'boolean' }, help: { type: 'boolean' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    err(`${escapeForTerminal((error as Error).message)}\n${LEADS_USAGE}`);
    return 2;
  }
  const actions = [values.csv, values.show !== undefined, values.delete !== undefined, values.purge].filter(Boolean).length;
  if (values.help || actions > 1 || (values['dry-run'] && !values.purge)) {
    (values.help ? out : err)(LEADS_USAGE);
    return values.help ? 0 : 2;
  }

  // The server's own setting and default (LEADS_DIR, else `leads`), with `.env` read by the caller as the server reads it.
  const leadsDir = path.resolve(cwd, leadsDirSetting(env));
  const shown = path.relative(cwd, leadsDir) || '.';
  const where = `${escapeForTerminal(shown)}/ (${env.LEADS_DIR?.trim() ? 'LEADS_DIR' : 'LEADS_DIR is not set in the environment or .env: the default'})`;
  const { retentionDays } = readLeadSettings(env);

  if (values.show !== undefined || values.delete !== undefined) {
    const id = (values.show ?? values.delete)!;
    if (values.delete !== undefined) {
      const result = await eraseLead(leadsDir, id);
      if (!result.deleted) {
        err(`No request has the id "${escapeForTerminal(id)}" (give the whole id, as npm run leads shows it). Nothing was deleted.`);
        return 1;
      }
      out(`Deleted ${escapeForTerminal(path.join(shown, result.folder))}/ and its ${result.files.length} file(s): ${result.files.map((f) => escapeForTerminal(f)).join(', ')}`);
      return 0;
    }
    const found = await findLead(leadsDir, id);
    if (found.length > 1) {
      err(`${found.length} requests have the reference ${escapeForTerminal(parseShortReference(id) ?? id)}; give the whole id of the one you mean:\n${found.map((f) => `  ${escapeForTerminal(parseLeadFolderName(f)?.id ?? f)}`).join('\n')}`);
      return 1;
    }
    const folder = found[0];
    if (!folder) {
      err(`No request in ${where} has the id or reference "${escapeForTerminal(id)}" (give it as npm run leads shows it).`);
      return 1;
    }
    out(formatLeadDetail(await readEntry(leadsDir, folder), { folderShown: path.join(shown, folder), retentionDays }));
    return 0;
  }

  if (values.purge) {
    const dryRun = Boolean(values['dry-run']);
    const expired = await purgeExpiredLeads(leadsDir, { now, retentionDays, dryRun });
    if (expired.length === 0) {
      out(`No request is older than ${retentionDays} days.`);
      return 0;
    }
    out(`${dryRun ? 'Would delete' : 'Deleted'} ${expired.length} request(s) older than ${retentionDays} days${dryRun ? ' (dry run: nothing deleted)' : ''}:`);
    for (const { folder, receivedAt } of expired) out(`  ${escapeForTerminal(path.join(shown, folder))}/  received ${receivedAt.toISOString()}`);
    return 0;
  }

  const folders = await listLeadFolders(leadsDir);
  const entries = await Promise.all(folders.map((folder) => readEntry(leadsDir, folder)));
  if (values.csv) {
    out(leadsCsv(entries, shown).replace(/\r\n$/, ''));
    return 0;
  }
  out(entries.length === 0 ? `No requests yet in ${where}.` : formatLeadList(entries, shown));
  return 0;
}

/**
 * The lead with exactly this id, or else those whose short reference (shortReference: SCC-7F3K-92QD, as the
 * visitor, the confirmation page and the owner's email show it) is this one, however it was typed.
 */
async function findLead(leadsDir: string, idOrReference: string): Promise<string[]> {
  const exact = await findLeadById(leadsDir, idOrReference);
  if (exact) return [exact];
  const reference = parseShortReference(idOrReference);
  if (!reference) return [];
  return (await listLeadFolders(leadsDir)).filter((folder) => {
    const id = parseLeadFolderName(folder)?.id;
    return id !== undefined && shortReference(id) === reference;
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  runLeadsCommand(process.argv.slice(2), {
    // `.env` under the environment, exactly as the server reads it.
    env: inboxEnvironment(process.cwd()),
    cwd: process.cwd(),
    now: new Date(),
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${escapeForTerminal(error instanceof Error ? error.message : String(error))}\n`);
      process.exitCode = 1;
    },
  );
}
