import { pendingLaunchChecks } from './launch-checks';

describe('pendingLaunchChecks', () => {
  it('names every placeholder in use today, with where to change it', () => {
    const pending = pendingLaunchChecks();
    expect(pending.map((c) => c.where)).toEqual([
      'content/site-basics.ts; confirm in content/launch.ts (phone)',
      'content/site.ts; confirm in content/launch.ts (companyNumber)',
      'content/site.ts; confirm in content/launch.ts (registeredAddress)',
      'content/provider-claims.ts; confirm in content/launch.ts (providerClaims)',
      'content/courts/hearing-centres.json (source); confirm in content/launch.ts (courtDataLicence)',
      'content/services/consumer-claims.ts, content/courts/messages.ts; confirm in content/launch.ts (comingSoon)',
      'content/launch.ts (REFERRAL_PAYMENTS_SETTING)',
      'NEXT_PUBLIC_SITE_URL',
      'NEXT_PUBLIC_CONSULTATION_ENDPOINT, or deploy the inbox with the site',
      'content/bank-holidays/england-and-wales.json',
    ]);
    expect(pending[0]!.item).toMatch(/phone/);
    expect(pending.at(-1)!.item).toBe("bank holidays for 2028 worked out, not yet GOV.UK's: run npm run update:bank-holidays");
  });

  it('drops the site URL and endpoint warnings once they are set', () => {
    const where = pendingLaunchChecks({ siteUrl: 'https://example.co.uk', endpoint: 'https://formspree.io/f/x' }).map((c) => c.where);
    expect(where).not.toContain('NEXT_PUBLIC_SITE_URL');
    expect(where.some((w) => w.startsWith('NEXT_PUBLIC_CONSULTATION_ENDPOINT'))).toBe(false);
  });
});
