import path from 'node:path';
import { createTransport } from 'nodemailer';
import { caseTypeOptions, claimValueOptions, type LeadKind } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import type { NotifySettings } from './lead-settings';
import type { StoredLead } from './lead-store';
import { NOTIFICATION_FILE, readNotificationState, readStoredLead, writeNotificationState } from './lead-records';
import { cleanForEmail, escapeForTerminal } from './safe-text';

/**
 * The owner's email for each new lead (issue 18, item 5). It says that a request arrived, what kind, and where it
 * is kept, but carries no one's name, contact details or words: an email passes through mail servers and sits in
 * mailboxes long after the lead itself has been deleted, so the details stay in the lead's folder, read there with
 * `npm run leads -- --show <id>`.
 */

export const leadKindNames: Record<LeadKind, string> = {
  consultation: 'consultation request',
  trial: 'template trial sign-up',
  premium: 'bespoke template request',
};

const optionLabel = (options: readonly { value: string; label: string }[], value: string | undefined) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : '';

/** "2026-11-23 14:02", in UK time, which is when the owner reads it. */
export function ukDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The short reference the subject carries: enough to tell two emails apart, and to find the lead. */
export const shortReference = (id: string) => id.slice(0, 8);

/** What the lead is about, as label and value lines, from fields that hold no one's identity. */
function summaryLines(lead: StoredLead): [string, string][] {
  const request = lead.request ?? {};
  const lines: [string, string][] = [['Kind', leadKindNames[lead.kind] ?? lead.kind]];
  if (lead.kind === 'premium') {
    lines.push(['Case type', request.case_type ?? ''], ['Case value', request.case_value ? `£${request.case_value}` : ''], ['Urgency', request.urgency ?? '']);
  } else {
    lines.push(['Case type', optionLabel(caseTypeOptions, request.caseType)]);
    if (lead.kind === 'consultation') lines.push(['Claim value', optionLabel(claimValueOptions, request.claimValue)]);
  }
  lines.push(['Documents', String(lead.documents?.length ?? 0)], ['Reference', lead.id]);
  return lines.map(([label, value]) => [label, cleanForEmail(value) || 'not given']);
}

export type LeadEmail = { subject: string; text: string };

/** The email for one lead: a subject with no personal data, and a plain-text summary with where the lead is kept. */
export function leadEmail(lead: StoredLead, folderPath: string, { retentionDays }: { retentionDays: number }): LeadEmail {
  const receivedAt = new Date(lead.receivedAt);
  const kind = leadKindNames[lead.kind] ?? 'request';
  const when = Number.isNaN(receivedAt.getTime()) ? 'at an unknown time' : ukDateTime(receivedAt);
  const subject = `New ${kind} ${when} (ref ${cleanForEmail(shortReference(lead.id))})`;
  const text = [
    `A new ${kind} reached the ${siteConfig.name} lead inbox at ${when} (UK time).`,
    '',
    ...summaryLines(lead).map(([label, value]) => `${label}: ${value}`),
    '',
    `Kept in: ${cleanForEmail(folderPath)}${path.sep}`,
    `Read it in full on that server: npm run leads -- --show ${cleanForEmail(lead.id)}`,
    '',
    `The name, contact details and case description are not in this email, to keep them off mail servers. The request is deleted automatically ${retentionDays} days after it arrived.`,
  ].join('\n');
  return { subject, text };
}

/** A send, as the notifier needs it: nodemailer's transport in the inbox, anything else in a test. */
export type SendMail = (message: { from: string; to: string; subject: string; text: string }) => Promise<unknown>;

export function smtpSender({ smtpUrl }: NotifySettings): { send: SendMail; close: () => void } {
  const transport = createTransport({
    url: smtpUrl,
    // nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket by default.
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return { send: (message) => transport.sendMail(message), close: () => transport.close() };
}

export type RetryPolicy = {
  /** Wait before the second attempt; each later wait doubles, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts in one round; after the last, the lead is marked failed and the next round (the daily sweep or a restart) tries again. */
  maxAttempts: number;
};

/** 30 s, 1, 2, 4, 8, 16, 32 minutes, then hourly: 12 attempts span about 5 hours. */
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 12 };

/** The wait after the given failed attempt (1 for the first). */
export const retryDelay = (policy: RetryPolicy, failedAttempt: number) =>
  Math.min(policy.firstDelayMs * 2 ** (failedAttempt - 1), policy.maxDelayMs);

/** Runs a function later; returns what cancels it. */
export type Schedule = (run: () => void, delayMs: number) => () => void;

export const realSchedule: Schedule = (run, delayMs) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

/** One way of telling someone about a lead: the owner's email, or a CRM's webhook. */
export type Channel = {
  /** The state file in each lead's folder (`notification.json` for the email). */
  stateFile: string;
  /** For the logs: "the email", "the webhook". */
  name: string;
  /** Who is told, as recorded in the state once sent. */
  recipient: string;
  deliver: (lead: StoredLead, folderPath: string) => Promise<void>;
};

/** The owner's email as a channel. */
export function emailChannel(settings: NotifySettings, send: SendMail, retentionDays: number): Channel {
  return {
    stateFile: NOTIFICATION_FILE,
    name: 'the email',
    recipient: settings.to,
    deliver: async (lead, folderPath) => {
      await send({ from: settings.from, to: settings.to, ...leadEmail(lead, folderPath, { retentionDays }) });
    },
  };
}

export type NotifierOptions = {
  leadsDir: string;
  channel: Channel;
  log: (message: string) => void;
  now: () => Date;
  schedule: Schedule;
  retry: RetryPolicy;
};

/**
 * Delivers a channel's messages one at a time, in the background: `notify(folder)` returns at once, whatever the
 * mail server (or the CRM) does. Each lead's state is kept in its folder (the channel's state file) after every
 * attempt, so a restart, which calls `notify` for every lead not yet sent, carries on where this process stopped.
 * A failed delivery is tried again after a growing wait; a lead deleted meanwhile is simply dropped.
 */
export function createNotifier({ leadsDir, channel, log, now, schedule, retry }: NotifierOptions) {
  /** Leads queued or waiting for a retry, with their attempts in this round and what cancels the wait. */
  const queued = new Map<string, { attempt: number; cancel?: () => void }>();
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;

  const enqueue = (folder: string) => {
    chain = chain.then(() => attempt(folder)).catch((error: unknown) => {
      queued.delete(folder);
      log(`Could not send ${channel.name} about ${escapeForTerminal(folder)}: ${escapeForTerminal(String(error))}`);
    });
  };

  async function attempt(folder: string): Promise<void> {
    const entry = queued.get(folder);
    if (stopped || !entry) return;
    entry.cancel = undefined;
    const folderPath = path.join(leadsDir, folder);
    const lead = await readStoredLead(folderPath);
    const previous = await readNotificationState(folderPath, channel.stateFile);
    if (!lead || previous?.status === 'sent') {
      queued.delete(folder);
      return;
    }
    const attempts = (previous?.attempts ?? 0) + 1;
    entry.attempt += 1;
    try {
      await channel.deliver(lead, folderPath);
    } catch (error) {
      const lastError = escapeForTerminal(error instanceof Error ? error.message : String(error));
      const givingUp = entry.attempt >= retry.maxAttempts;
      const state = { status: givingUp ? 'failed' : 'pending', attempts, lastAttemptAt: now().toISOString(), lastError } as const;
      if (!(await writeNotificationState(folderPath, state, channel.stateFile))) {
        queued.delete(folder);
        return;
      }
      if (givingUp || stopped) {
        queued.delete(folder);
        if (givingUp) log(`Gave up sending ${channel.name} about ${escapeForTerminal(folder)} after ${entry.attempt} attempts (${lastError}); the next daily sweep or restart tries again.`);
        return;
      }
      const delay = retryDelay(retry, entry.attempt);
      log(`Could not send ${channel.name} about ${escapeForTerminal(folder)} (attempt ${attempts}: ${lastError}); trying again in ${Math.round(delay / 1000)} s.`);
      entry.cancel = schedule(() => enqueue(folder), delay);
      return;
    }
    queued.delete(folder);
    await writeNotificationState(folderPath, { status: 'sent', attempts, sentAt: now().toISOString(), to: channel.recipient }, channel.stateFile);
    log(`Sent ${channel.name} about ${escapeForTerminal(folder)} to ${escapeForTerminal(channel.recipient)}.`);
  }

  return {
    /** Queues the message about a stored lead (a folder name in the leads folder), unless it is already queued. */
    notify(folder: string): void {
      if (stopped || queued.has(folder)) return;
      queued.set(folder, { attempt: 0 });
      enqueue(folder);
    },
    /** Cancels the waits and lets the delivery under way finish (its state is saved, for the next start). */
    async stop(): Promise<void> {
      stopped = true;
      for (const entry of queued.values()) entry.cancel?.();
      queued.clear();
      await chain;
    },
  };
}
