import path from 'node:path';
import { shortReference } from '@/lib/lead-protocol';
import type { StoredLead } from './lead-store';
import type { NotificationState } from './lead-records';
import { leadKindNames, ukDateTime } from './notify';
import { escapeForTerminal } from './safe-text';

/**
 * What `npm run leads` prints: the list, one lead in full, and the CSV export. Everything a visitor typed goes
 * through escapeForTerminal (or, in the CSV, the formula guard and RFC 4180 quoting as well), so no name can clear
 * the owner's screen, and no cell runs as a formula in a spreadsheet.
 */

/**
 * A lead as `npm run leads` reads it: its record, and the state of the owner's email (and the CRM webhook) about it;
 * `updates` holds the same about each update of a trial sign-up (issue 53), oldest first.
 */
export type LeadEntry = {
  folder: string;
  lead: StoredLead | null;
  notification: NotificationState | null;
  webhook?: NotificationState | null;
  updates?: { notification: NotificationState | null; webhook?: NotificationState | null }[];
};

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
      const updates = lead.earlier?.length ?? 0;
      const updated = lead.updatedAt ? ` (updated ${lead.updatedAt}${updates > 1 ? `, ${updates} updates` : ''})` : '';
      lines.push(t(`${lead.receivedAt}${updated}  ${shortReference(lead.id)}  ${a.name} <${a.email}>${a.phone ? ` ${a.phone}` : ''}  ${summary}`) + mark);
    }
    lines.push(`  ${t(path.join(leadsDirShown, folder))}/`);
  }
  lines.push(`${entries.length} request(s)${notNotified ? `, ${notNotified} not notified by email` : ''}.`);
  return lines.join('\n');
}

/** How a message about a lead went, in a line: the email to the owner, or the webhook to the CRM. */
function deliveryLine(label: string, state: NotificationState | null | undefined, what: 'notified' | 'delivered'): string {
  const said = state?.status === 'sent' ? `sent ${t(state.sentAt)} to ${t(state.to)}` : notificationProblem(state ?? null)!.replace('not notified', `not ${what}`);
  return `${label}: ${said}`;
}

/** A request's fields, one a line (a multi-line field indented below its name). */
function fieldLines(request: Readonly<Record<string, string>>, indent = ''): string[] {
  return Object.entries(request).map(([field, value]) => {
    const text = escapeForTerminal(String(value), { multiline: true });
    return text.includes('\n') ? `${indent}${t(field)}:\n${text.replace(/^/gm, `${indent}  `)}` : `${indent}${t(field)}: ${text}`;
  });
}

/** One lead in full: every field, its documents, where it is kept, whether the owner was told, when it will be deleted. */
export function formatLeadDetail(entry: LeadEntry, { folderShown, retentionDays }: { folderShown: string; retentionDays: number }): string {
  const { lead, notification } = entry;
  const lines = [`Folder: ${t(folderShown)}/`];
  if (!lead) return [...lines, 'request.json could not be read.'].join('\n');
  const received = new Date(lead.receivedAt);
  const valid = !Number.isNaN(received.getTime());
  const earlier = lead.earlier ?? [];
  lines.push(
    `Reference: ${shortReference(String(lead.id))} (request id ${t(lead.id)})`,
    `Kind: ${t(leadKindNames[lead.kind] ?? String(lead.kind))}`,
    `Received: ${t(String(lead.receivedAt))}${valid ? ` (${ukDateTime(received)} UK time)` : ''}`,
    ...(lead.updatedAt
      ? [
          `Updated: ${t(String(lead.updatedAt))} (${earlier.length === 1 ? 'once' : `${earlier.length} times`}, from the visitor's own browser tab with the key our first answer gave it; the details it replaced are kept below)`,
        ]
      : []),
    deliveryLine('Email to the owner', notification, 'notified'),
  );
  if (entry.webhook) lines.push(deliveryLine('CRM webhook', entry.webhook, 'delivered'));
  (entry.updates ?? []).forEach((update, i) => {
    lines.push(deliveryLine(`Email to the owner about update ${i + 1}`, update.notification, 'notified'));
    if (entry.webhook) lines.push(deliveryLine(`CRM webhook about update ${i + 1}`, update.webhook, 'delivered'));
  });
  if (valid) lines.push(`Deleted automatically after: ${ukDateTime(new Date(received.getTime() + retentionDays * DAY_MS))} UK time (${retentionDays} days)`);
  lines.push('', ...fieldLines(lead.request ?? {}));
  const documents = lead.documents ?? [];
  lines.push('', `Documents: ${documents.length}`);
  for (const d of documents) lines.push(`  ${t(d.storedAs)}  (sent as "${t(d.name)}", ${t(d.type)}, ${d.size} bytes)`);
  if (earlier.length > 0) {
    lines.push('', `Earlier details (${earlier.length}), oldest first:`);
    earlier.forEach((version, i) => {
      lines.push(`  Version ${i + 1}, from ${t(String(version.receivedAt))}:`, ...fieldLines(version.request ?? {}, '    '));
    });
  }
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
