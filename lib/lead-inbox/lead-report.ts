import path from 'node:path';
import { shortReference } from '@/lib/consultation-delivery';
import type { StoredLead } from './lead-store';
import type { NotificationState } from './lead-records';
import { leadKindNames, ukDateTime } from './notify';
import { escapeForTerminal } from './safe-text';

/**
 * What `npm run leads` prints: the list, one lead in full, and the CSV export. Everything a visitor typed goes
 * through escapeForTerminal (or, in the CSV, the formula guard and RFC 4180 quoting as well), so no name can clear
 * the owner's screen, and no cell runs as a formula in a spreadsheet.
 */

export type LeadEntry = { folder: string; lead: StoredLead | null; notification: NotificationState | null; webhook?: NotificationState | null };

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a lead stands with the owner's email, in a few words; null once sent. */
export function notificationProblem(notification: NotificationState | null): string | null {
  if (notification?.status === 'sent') return null;
  if (!notification) return 'not notified';
  const tries = `${notification.attempts} attempt${notification.attempts === 1 ? '' : 's'}`;
  return `not notified: ${notification.status === 'failed' ? 'gave up' : 'retrying'} after ${tries}, ${escapeForTerminal(notification.lastError)}`;
}

/** The lead's fields whatever its kind: consultation and trial name them one way, the bespoke request another. */
function about(lead: StoredLead) {
  const r = lead.request ?? {};
  return {
    name: r.name ?? '',
    email: r.email ?? '',
    phone: r.phone ?? '',
    caseType: r.caseType || r.case_type || '',
    value: r.claimValue || r.case_value || '',
    urgency: r.urgency ?? '',
    preferredContact: r.preferred_contact ?? '',
    description: r.description || r.case_details || '',
  };
}

const t = (text: string) => escapeForTerminal(text);

/** The list: one entry per lead, oldest first, with the leads whose email has not gone out marked. */
export function formatLeadList(entries: readonly LeadEntry[], leadsDirShown: string): string {
  const lines: string[] = [];
  let notNotified = 0;
  for (const { folder, lead, notification } of entries) {
    const problem = notificationProblem(notification);
    if (problem) notNotified += 1;
    const mark = problem ? `  [${problem}]` : '';
    if (!lead) {
      lines.push(`(unreadable request.json)${mark}`);
    } else {
      const a = about(lead);
      const summary =
        lead.kind === 'consultation'
          ? `${a.caseType}, ${a.value}, ${lead.documents?.length ?? 0} document(s)`
          : `${lead.kind}${a.caseType ? `, ${a.caseType}` : ''}`;
      const updated = lead.updatedAt ? ` (updated ${lead.updatedAt})` : '';
      lines.push(t(`${lead.receivedAt}${updated}  ${shortReference(lead.id)}  ${a.name} <${a.email}>${a.phone ? ` ${a.phone}` : ''}  ${summary}`) + mark);
    }
    lines.push(`  ${t(path.join(leadsDirShown, folder))}/`);
  }
  lines.push(`${entries.length} request(s)${notNotified ? `, ${notNotified} not notified by email` : ''}.`);
  return lines.join('\n');
}

/** One lead in full: every field, its documents, where it is kept, whether the owner was told, when it will be deleted. */
export function formatLeadDetail(entry: LeadEntry, { folderShown, retentionDays }: { folderShown: string; retentionDays: number }): string {
  const { lead, notification } = entry;
  const lines = [`Folder: ${t(folderShown)}/`];
  if (!lead) return [...lines, 'request.json could not be read.'].join('\n');
  const received = new Date(lead.receivedAt);
  const valid = !Number.isNaN(received.getTime());
  lines.push(
    `Reference: ${shortReference(String(lead.id))} (request id ${t(lead.id)})`,
    `Kind: ${t(leadKindNames[lead.kind] ?? String(lead.kind))}`,
    `Received: ${t(String(lead.receivedAt))}${valid ? ` (${ukDateTime(received)} UK time)` : ''}`,
    ...(lead.updatedAt ? [`Updated: ${t(String(lead.updatedAt))} (the visitor sent their details again)`] : []),
    `Email to the owner: ${notification?.status === 'sent' ? `sent ${t(notification.sentAt)} to ${t(notification.to)}` : notificationProblem(notification)}`,
  );
  if (entry.webhook) {
    lines.push(`CRM webhook: ${entry.webhook.status === 'sent' ? `sent ${t(entry.webhook.sentAt)} to ${t(entry.webhook.to)}` : notificationProblem(entry.webhook)!.replace('not notified', 'not delivered')}`);
  }
  if (valid) lines.push(`Deleted automatically after: ${ukDateTime(new Date(received.getTime() + retentionDays * DAY_MS))} UK time (${retentionDays} days)`);
  lines.push('');
  for (const [field, value] of Object.entries(lead.request ?? {})) {
    const text = escapeForTerminal(String(value), { multiline: true });
    lines.push(text.includes('\n') ? `${t(field)}:\n${text.replace(/^/gm, '  ')}` : `${t(field)}: ${text}`);
  }
  const documents = lead.documents ?? [];
  lines.push('', `Documents: ${documents.length}`);
  for (const d of documents) lines.push(`  ${t(d.storedAs)}  (sent as "${t(d.name)}", ${t(d.type)}, ${d.size} bytes)`);
  return lines.join('\n');
}

/**
 * A cell as a spreadsheet will read it safely: text that a spreadsheet would run as a formula (starting with =, +,
 * -, @, a tab or a carriage return) gets a leading apostrophe, control characters are shown as escapes (line
 * breaks kept), and the cell is quoted as RFC 4180 says when it holds a comma, a quote or a line break.
 */
export function csvCell(value: string): string {
  const guarded = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  const text = escapeForTerminal(guarded, { multiline: true });
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const CSV_COLUMNS = [
  'Reference',
  'Received',
  'Kind',
  'Name',
  'Email',
  'Phone',
  'Case type',
  'Value',
  'Urgency',
  'Preferred contact',
  'Description',
  'Documents',
  'Notified',
  'Folder',
] as const;

/** Every lead as CSV (RFC 4180: a header row, CRLF line ends), for a spreadsheet or a CRM import. */
export function leadsCsv(entries: readonly LeadEntry[], leadsDirShown: string): string {
  const rows: string[][] = [[...CSV_COLUMNS]];
  for (const { folder, lead, notification } of entries) {
    const a = lead ? about(lead) : null;
    rows.push([
      lead?.id ?? '',
      lead?.receivedAt ?? '',
      lead?.kind ?? '',
      a?.name ?? '',
      a?.email ?? '',
      a?.phone ?? '',
      a?.caseType ?? '',
      a?.value ?? '',
      a?.urgency ?? '',
      a?.preferredContact ?? '',
      a?.description ?? '',
      (lead?.documents ?? []).map((d) => d.name).join('; '),
      notification?.status === 'sent' ? notification.sentAt : 'no',
      path.join(leadsDirShown, folder),
    ]);
  }
  return `${rows.map((row) => row.map((cell) => csvCell(String(cell))).join(',')).join('\r\n')}\r\n`;
}
