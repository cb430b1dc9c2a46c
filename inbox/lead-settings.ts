import { LEAD_RETENTION_DAYS } from '@/content/lead-retention';

/** Where the owner is told about new leads, when the environment says so. */
export type NotifySettings = {
  /** nodemailer's connection URL: `smtps://user:pass@host:465`, or `smtp://user:pass@host:587` with STARTTLS. */
  smtpUrl: string;
  to: string;
  from: string;
};

/** A CRM's webhook: each lead POSTed as signed JSON. */
export type WebhookSettings = { url: string; secret: string };

export type LeadSettings = {
  /** Off (null) unless both SMTP_URL and LEADS_NOTIFY_TO are set. */
  notify: NotifySettings | null;
  /** Why notifications are off, in words for the start-up log; null when they are on. */
  notifyOffReason: string | null;
  /** Off (null) unless LEADS_WEBHOOK_URL is set. */
  webhook: WebhookSettings | null;
  retentionDays: number;
  /** Set when LEADS_RETENTION_DAYS differs from the number the privacy notice states. */
  retentionWarning: string | null;
};

export class LeadSettingsError extends Error {}

type Env = Readonly<Record<string, string | undefined>>;

const setting = (env: Env, name: string) => {
  const value = env[name]?.trim();
  return value ? value : undefined;
};

/** The first address of a list such as `a@example.com, "B" <b@example.com>`, for the default sender. */
function firstAddress(list: string): string {
  const first = list.split(',')[0]!.trim();
  return /<([^<>]+)>/.exec(first)?.[1]?.trim() ?? first;
}

/** The SMTP URL with its password hidden, for logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a valid URL)';
  }
}

/**
 * The lead inbox's notification and retention settings: SMTP_URL, LEADS_NOTIFY_TO and LEADS_NOTIFY_FROM (default:
 * the first LEADS_NOTIFY_TO address), LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET (optional), LEADS_RETENTION_DAYS (default LEAD_RETENTION_DAYS, the number the privacy
 * notice states). A value that cannot be right (a retention that is not a whole number of days from 1 up, an
 * SMTP_URL that is not smtp: or smtps:) throws, so that the inbox does not start and quietly keep data longer
 * or lose notifications.
 */
export function readLeadSettings(env: Env): LeadSettings {
  const rawDays = setting(env, 'LEADS_RETENTION_DAYS');
  const retentionDays = rawDays === undefined ? LEAD_RETENTION_DAYS : Number(rawDays);
  if (!Number.isInteger(retentionDays) || retentionDays < 1) {
    throw new LeadSettingsError(`LEADS_RETENTION_DAYS must be a whole number of days, 1 or more (it is "${rawDays}").`);
  }
  const retentionWarning =
    retentionDays === LEAD_RETENTION_DAYS
      ? null
      : `LEADS_RETENTION_DAYS is ${retentionDays}, but the privacy notice says requests are deleted after ${LEAD_RETENTION_DAYS} days: change LEAD_RETENTION_DAYS in content/lead-retention.ts and rebuild, so that both say the same.`;

  const webhook = readWebhook(env);
  const smtpUrl = setting(env, 'SMTP_URL');
  const to = setting(env, 'LEADS_NOTIFY_TO');
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]/i.test(smtpUrl)) {
    throw new LeadSettingsError(`SMTP_URL must start with smtp:// or smtps:// (it is ${redactUrl(smtpUrl)}).`);
  }
  if (smtpUrl === undefined || to === undefined) {
    const missing = [smtpUrl === undefined && 'SMTP_URL', to === undefined && 'LEADS_NOTIFY_TO'].filter(Boolean).join(' and ');
    return { notify: null, notifyOffReason: `${missing} ${missing.includes(' and ') ? 'are' : 'is'} not set`, webhook, retentionDays, retentionWarning };
  }
  const from = setting(env, 'LEADS_NOTIFY_FROM') ?? firstAddress(to);
  return { notify: { smtpUrl, to, from }, notifyOffReason: null, webhook, retentionDays, retentionWarning };
}

/**
 * LEADS_WEBHOOK_URL (https://, or http:// to this machine only, since the body holds the visitor's details) and
 * LEADS_WEBHOOK_SECRET (at least 16 characters), both or neither.
 */
function readWebhook(env: Env): WebhookSettings | null {
  const url = setting(env, 'LEADS_WEBHOOK_URL');
  const secret = setting(env, 'LEADS_WEBHOOK_SECRET');
  if (url === undefined) {
    if (secret !== undefined) throw new LeadSettingsError('LEADS_WEBHOOK_SECRET is set but LEADS_WEBHOOK_URL is not.');
    return null;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new LeadSettingsError('LEADS_WEBHOOK_URL is not a URL.');
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && loopback)) {
    throw new LeadSettingsError('LEADS_WEBHOOK_URL must be https:// (it carries the visitor\'s details).');
  }
  if (secret === undefined || secret.length < 16) throw new LeadSettingsError('LEADS_WEBHOOK_SECRET must be set, at least 16 characters, with LEADS_WEBHOOK_URL.');
  return { url, secret };
}
