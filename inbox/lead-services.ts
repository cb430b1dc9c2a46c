import path from 'node:path';
import { listLeadFolders } from './lead-store';
import { leadLabel, NOTIFICATION_FILE, readNotificationState, readStoredLead, versionStateFile, WEBHOOK_FILE } from './lead-records';
import { readLeadSettings, redactUrl } from './lead-settings';
import { leadVersion } from './lead-store';
import { createNotifier, DEFAULT_RETRY, emailChannel, realSchedule, type RetryPolicy, type Schedule, type SendMail } from './notify';
import { smtpSender, type SmtpTimeouts } from './smtp-transport';
import { WEBHOOK_TIMEOUTS, webhookChannel, type WebhookTimeouts } from './webhook';
import { purgeExpiredLeads } from './retention';
import { escapeForTerminal } from './safe-text';

const DAY_MS = 24 * 60 * 60 * 1000;

export type LeadServicesOptions = {
  /** The folder the leads are stored in (LEADS_DIR). */
  leadsDir: string;
  /** The settings: SMTP_URL, LEADS_NOTIFY_TO, LEADS_NOTIFY_FROM, LEADS_RETENTION_DAYS (usually `process.env`). */
  env: Readonly<Record<string, string | undefined>>;
  log: (message: string) => void;
  now?: () => Date;
  /** For tests: what sends an email (default: nodemailer over SMTP_URL), how waits are timed, the retry policy. */
  send?: SendMail;
  schedule?: Schedule;
  retry?: RetryPolicy;
  /** For tests: shorter time limits than the defaults (SMTP_TIMEOUTS, WEBHOOK_TIMEOUTS). */
  timeouts?: { smtp?: SmtpTimeouts; webhook?: Partial<WebhookTimeouts> };
};

export type LeadServices = {
  /**
   * Call once a new lead is stored (`version` 1), or updated (its new version: 2 on), not for a repeat that changed
   * nothing: queues the owner's email (and the webhook) about it and returns at once.
   */
  leadStored(folder: string, version?: number): void;
  /** Call once at start-up: logs the settings, resumes the emails not yet sent, runs the retention sweep now and daily. */
  start(): Promise<void>;
  /** Call at shutdown: stops the timers and waits for an email being sent (its state is saved for the next start). */
  stop(): Promise<void>;
};

/**
 * What the lead inbox does beside storing leads: tells the owner about each one by email (and a CRM by webhook, when
 * one is set), and deletes leads once they are older than the retention period. The server needs only this: `leadStored(folder)` after each new lead
 * (its folder name in `leadsDir`, or the full path), `start()` when it starts and `stop()` when it stops. Throws
 * when a setting is wrong (see readLeadSettings), or when SMTP_URL would send a password without TLS
 * (smtpTransportOptions), so a misconfigured inbox does not start.
 */
export function createLeadServices({ leadsDir, env, log, now = () => new Date(), send, schedule = realSchedule, retry = DEFAULT_RETRY, timeouts = {} }: LeadServicesOptions): LeadServices {
  const dir = path.resolve(leadsDir);
  const settings = readLeadSettings(env);
  const sender = settings.notify && !send ? smtpSender(settings.notify, timeouts.smtp) : null;
  const webhookTimeouts = { ...WEBHOOK_TIMEOUTS, ...timeouts.webhook };
  const notifiers = [
    settings.notify && { stateFile: NOTIFICATION_FILE, notifier: createNotifier({ leadsDir: dir, channel: emailChannel(settings.notify, send ?? sender!.send, settings.retentionDays), log, now, schedule, retry }) },
    settings.webhook && { stateFile: WEBHOOK_FILE, notifier: createNotifier({ leadsDir: dir, channel: webhookChannel(settings.webhook, { now, timeouts: webhookTimeouts }), log, now, schedule, retry }) },
  ].filter((n) => !!n);
  let cancelSweep: (() => void) | undefined;
  let stopped = false;

  /** The folder's name in the leads folder, or null for anything outside it. */
  const folderName = (folder: string) => {
    const relative = path.relative(dir, path.resolve(dir, folder));
    return relative === '' || relative.startsWith('..') || path.isAbsolute(relative) || relative.includes(path.sep) ? null : relative;
  };

  /**
   * Queues every email (or webhook) not yet sent, about a lead or about an update of one: never tried, still being
   * retried, or given up on.
   */
  async function resumeNotifications(): Promise<number> {
    if (notifiers.length === 0) return 0;
    let count = 0;
    for (const folder of await listLeadFolders(dir)) {
      const lead = await readStoredLead(path.join(dir, folder)).catch(() => null);
      const versions = lead ? leadVersion(lead) : 1;
      for (let version = 1; version <= versions; version++) {
        for (const { stateFile, notifier } of notifiers) {
          const state = await readNotificationState(path.join(dir, folder), versionStateFile(stateFile, version));
          if (state?.status === 'sent') continue;
          notifier.notify(folder, version);
          count += 1;
        }
      }
    }
    return count;
  }

  async function sweep(): Promise<void> {
    const deleted = await purgeExpiredLeads(dir, { now: now(), retentionDays: settings.retentionDays });
    if (deleted.length > 0) {
      log(`Deleted ${deleted.length} request(s) older than ${settings.retentionDays} days: ${deleted.map((d) => leadLabel(d.folder)).join(', ')}`);
    }
  }

  const daily = () => {
    cancelSweep = schedule(() => {
      if (stopped) return;
      void sweep()
        .then(resumeNotifications)
        .catch((error: unknown) => log(`The daily retention sweep failed: ${escapeForTerminal(String(error))}`))
        .finally(() => !stopped && daily());
    }, DAY_MS);
  };

  return {
    leadStored(folder, version = 1) {
      const name = folderName(folder);
      if (name === null) {
        log(`Not a lead folder in ${escapeForTerminal(dir)}: ${leadLabel(path.basename(folder))}`);
        return;
      }
      for (const { notifier } of notifiers) notifier.notify(name, version);
    },

    async start() {
      if (settings.notify) {
        log(`New requests are emailed to ${escapeForTerminal(settings.notify.to)} from ${escapeForTerminal(settings.notify.from)} through ${escapeForTerminal(redactUrl(settings.notify.smtpUrl))}.`);
      } else {
        log(`Email notifications are OFF (${settings.notifyOffReason}): nobody is told when a request arrives. Set SMTP_URL and LEADS_NOTIFY_TO; until then, check npm run leads, which marks requests not notified.`);
      }
      log(`Requests are deleted ${settings.retentionDays} days after they arrive (LEADS_RETENTION_DAYS); the sweep runs now and daily.`);
      if (settings.webhook) log(`New requests are also POSTed, signed, to ${escapeForTerminal(new URL(settings.webhook.url).origin)} (LEADS_WEBHOOK_URL).`);
      if (settings.retentionWarning) log(`WARNING: ${settings.retentionWarning}`);
      try {
        await sweep();
      } catch (error) {
        log(`The retention sweep failed: ${escapeForTerminal(String(error))}`);
      }
      try {
        const resumed = await resumeNotifications();
        if (resumed > 0) log(`Sending ${resumed} notification(s) not yet sent.`);
      } catch (error) {
        log(`Could not read which requests are not yet notified: ${escapeForTerminal(String(error))}`);
      }
      if (!stopped) daily();
    },

    async stop() {
      stopped = true;
      cancelSweep?.();
      await Promise.all(notifiers.map(({ notifier }) => notifier.stop()));
      sender?.close();
    },
  };
}
