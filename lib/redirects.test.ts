import { serveConfig } from '@/build/host-config/policy';
import { REPRESENTATION_TARGET, redirects } from './redirects';
import { allRoutes } from './routes';

const hostConfig = serveConfig({ consultationEndpoint: '/api/consultation', analyticsId: '' });

describe('redirects', () => {
  it('sends /representation to the referral page (spec 2)', () => {
    expect(redirects).toContainEqual({ source: '/representation', destination: REPRESENTATION_TARGET });
    expect(REPRESENTATION_TARGET).toBe('/representation/get-representation');
  });

  it('are real 301s in the host config', () => {
    for (const r of redirects) {
      expect(hostConfig.redirects).toContainEqual({ source: r.source, destination: r.destination, type: 301 });
    }
    expect(hostConfig.redirects).toHaveLength(redirects.length);
  });

  it('never redirect a listed page away', () => {
    const paths = new Set(allRoutes().map((r) => r.path));
    for (const r of redirects) expect(paths.has(r.source)).toBe(false);
  });
});
