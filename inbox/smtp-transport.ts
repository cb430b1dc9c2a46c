import { createTransport } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { LeadSettingsError, redactUrl, type NotifySettings } from './lead-settings';
import type { SendMail } from './notify';

/**
 * The owner's email goes out through nodemailer over SMTP_URL (issue 25, items 4 and 5): each send on its own
 * connection with time limits, and a password only ever over TLS.
 */

/** nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket by default. */
export type SmtpTimeouts = Pick<SMTPTransport.Options, 'connectionTimeout' | 'greetingTimeout' | 'socketTimeout'>;
export const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 } satisfies SmtpTimeouts;

/** URL options that would let nodemailer send the password without TLS, or to whoever answers with any certificate. */
const weakeningOptions = (fromUrl: ReturnType<typeof parseConnectionUrl>) =>
  [
    fromUrl.requireTLS === false && 'requireTLS=false',
    fromUrl.ignoreTLS === true && 'ignoreTLS=true',
    fromUrl.opportunisticTLS === true && 'opportunisticTLS=true',
    fromUrl.tls?.rejectUnauthorized === false && 'tls.rejectUnauthorized=false',
  ].filter((option) => option !== false);

/**
 * nodemailer's options for SMTP_URL. With a user or password in the URL, TLS is required: `smtps://` is TLS from the
 * start, and `smtp://` gets `requireTLS` (STARTTLS or nothing), so a server, or someone in between, that offers no
 * STARTTLS gets the connection closed before the password. The URL is parsed here rather than handed to nodemailer
 * as `url`, because nodemailer lets the URL's own options override ours. Throws when the URL asks to weaken TLS.
 */
export function smtpTransportOptions(smtpUrl: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): SMTPTransport.Options {
  const fromUrl = parseConnectionUrl(smtpUrl);
  const options = { ...SMTP_TIMEOUTS, ...timeouts, ...fromUrl } as SMTPTransport.Options;
  if (!fromUrl.auth) return options;
  const weakening = weakeningOptions(fromUrl);
  if (weakening.length > 0) {
    throw new LeadSettingsError(
      `SMTP_URL carries a password, which the inbox sends only over TLS (smtps://, or smtp:// with STARTTLS): remove ${weakening.join(' and ')} from it (${redactUrl(smtpUrl)}).`,
    );
  }
  return { ...options, requireTLS: true };
}

/** nodemailer's transport for the owner's email; throws (so the inbox does not start) when SMTP_URL would weaken TLS. */
export function smtpSender({ smtpUrl }: NotifySettings, timeouts?: SmtpTimeouts): { send: SendMail; close: () => void } {
  const transport = createTransport(smtpTransportOptions(smtpUrl, timeouts));
  return { send: (message, signal) => transport.sendMail({ ...message, signal }), close: () => transport.close() };
}
