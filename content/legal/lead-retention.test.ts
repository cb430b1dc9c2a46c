import { LEAD_RETENTION, LEAD_RETENTION_DAYS } from '../lead-retention';
import { readLeadSettings } from '@/inbox/lead-settings';
import { privacyPolicy } from './privacy-policy';

/** The privacy notice states how long requests are kept from the same setting the lead inbox deletes them by. */
describe('the retention of requests sent through the site', () => {
  const retentionRows = privacyPolicy.sections
    .find((s) => s.id === 'how-long-we-keep-it')!
    .blocks.flatMap((b) => (b.type === 'table' ? b.rows : []))
    .filter(([information]) => /Consultation requests/.test(information!));

  it('is the lead inbox’s default', () => {
    expect(readLeadSettings({}).retentionDays).toBe(LEAD_RETENTION_DAYS);
  });

  it('is the number of days the privacy notice states, and says they are deleted', () => {
    expect(retentionRows).toHaveLength(1);
    const [, howLong] = retentionRows[0]!;
    expect(LEAD_RETENTION).toBe(`${LEAD_RETENTION_DAYS} days`);
    expect(howLong).toContain(`${LEAD_RETENTION_DAYS} days from when they reach us`);
    expect(howLong).toMatch(/deleted automatically/);
  });
});
