import { LEAD_RETENTION_DAYS } from '@/content/lead-retention';
import { LeadSettingsError, readLeadSettings, redactUrl } from './lead-settings';
import { shortReference } from '@/lib/lead-protocol';
import { leadEmail } from './notify';
import { cleanForEmail, escapeForTerminal } from './safe-text';

describe('the lead inbox settings', () => {
  it('keep requests for the number of days the privacy notice states unless LEADS_RETENTION_DAYS says otherwise', () => {
    expect(readLeadSettings({})).toMatchObject({ retentionDays: LEAD_RETENTION_DAYS, retentionWarning: null });
    const changed = readLeadSettings({ LEADS_RETENTION_DAYS: '30' });
    expect(changed.retentionDays).toBe(30);
    expect(changed.retentionWarning).toContain(`the privacy notice says requests are deleted after ${LEAD_RETENTION_DAYS} days`);
  });

  it('refuse a retention that is not a whole number of days from 1', () => {
    for (const value of ['0', '-5', '1.5', 'ninety', '1e3x']) {
      expect(() => readLeadSettings({ LEADS_RETENTION_DAYS: value })).toThrow(LeadSettingsError);
    }
  });

  it('turn notifications on only with both SMTP_URL and LEADS_NOTIFY_TO, and say which is missing', () => {
    expect(readLeadSettings({}).notifyOffReason).toBe('SMTP_URL and LEADS_NOTIFY_TO are not set');
    expect(readLeadSettings({ SMTP_URL: 'smtp://mail.example.com' })).toMatchObject({ notify: null, notifyOffReason: 'LEADS_NOTIFY_TO is not set' });
    expect(readLeadSettings({ LEADS_NOTIFY_TO: 'a@example.com' }).notifyOffReason).toBe('SMTP_URL is not set');
    expect(readLeadSettings({ SMTP_URL: 'smtps://u:p@mail.example.com', LEADS_NOTIFY_TO: '"Owner" <owner@example.com>, b@example.com' }).notify).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com',
      to: '"Owner" <owner@example.com>, b@example.com',
      from: 'owner@example.com',
    });
    expect(() => readLeadSettings({ SMTP_URL: 'https://mail.example.com', LEADS_NOTIFY_TO: 'a@example.com' })).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
  });

  it('take a webhook only over HTTPS (or to this machine) and with a secret of 16 characters or more', () => {
    expect(readLeadSettings({ LEADS_WEBHOOK_URL: 'https://crm.example.com/hook', LEADS_WEBHOOK_SECRET: '0123456789abcdef' }).webhook).toEqual({
      url: 'https://crm.example.com/hook',
      secret: '0123456789abcdef',
    });
    expect(readLeadSettings({}).webhook).toBeNull();
    expect(() => readLeadSettings({ LEADS_WEBHOOK_URL: 'http://crm.example.com/hook', LEADS_WEBHOOK_SECRET: '0123456789abcdef' })).toThrow(/https/);
    expect(() => readLeadSettings({ LEADS_WEBHOOK_URL: 'https://crm.example.com/hook', LEADS_WEBHOOK_SECRET: 'short' })).toThrow(/16 characters/);
    expect(() => readLeadSettings({ LEADS_WEBHOOK_SECRET: '0123456789abcdef' })).toThrow(/LEADS_WEBHOOK_URL is not/);
  });

  it('never log the SMTP password', () => {
    expect(redactUrl('smtps://user:s3cret@mail.example.com:465')).toBe('smtps://user:***@mail.example.com:465');
  });
});

describe('visitors’ text on the owner’s screen and in the owner’s email', () => {
  it('shows control and bidi characters as escapes on a terminal', () => {
    expect(escapeForTerminal('a\u001b[2Jb\u202ec\u2066d\r\ne\u0085')).toBe('a\\x1b[2Jb\\u202ec\\u2066d\\r\\ne\\x85');
    expect(escapeForTerminal('a\r\nb\rc', { multiline: true })).toBe('a\nb\\rc');
  });

  it('removes them from an email line', () => {
    expect(cleanForEmail('Faulty\u202e goods\u0000\n')).toBe('Faulty goods');
  });

  it('keeps the bespoke request’s own fields, cleaned, in the summary', () => {
    const email = leadEmail(
      {
        id: 'abcdef0123456789abcdef0123456789',
        kind: 'premium',
        receivedAt: '2026-07-01T08:05:00.000Z',
        request: { case_type: 'Other\u202e', case_value: '2500', urgency: 'Emergency (Same day)', name: 'Sam Patel', email: 'sam@example.com', case_details: 'private' },
        documents: [],
      },
      '/srv/leads/2026-07-01T08-05-00-000Z-abcdef0123456789abcdef0123456789',
      { retentionDays: 90 },
    );
    // 08:05 UTC is 09:05 in British Summer Time.
    expect(email.subject).toBe(`New bespoke template request 2026-07-01 09:05 (ref ${shortReference('abcdef0123456789abcdef0123456789')})`);
    expect(email.text).toContain('Case type: Other\n');
    expect(email.text).toContain('Case value: £2500');
    expect(email.text).toContain('Urgency: Emergency (Same day)');
    expect(email.text).toContain('deleted automatically 90 days after it arrived');
    expect(email.text).not.toMatch(/Sam Patel|Patel|sam@|private|[\u202a-\u202e]/);
  });
});
