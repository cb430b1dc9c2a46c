import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPRESENTATION_TARGET, redirects } from './redirects';
import { allRoutes } from './routes';

type ServeConfig = { redirects: { source: string; destination: string; type: number }[] };
const serveConfig = JSON.parse(readFileSync(join(__dirname, '..', 'serve.json'), 'utf8')) as ServeConfig;

describe('redirects', () => {
  it('sends /representation to the referral page (spec 2)', () => {
    expect(redirects).toContainEqual({ source: '/representation', destination: REPRESENTATION_TARGET });
    expect(REPRESENTATION_TARGET).toBe('/representation/get-representation');
  });

  it('are real 301s in the host config', () => {
    for (const r of redirects) {
      expect(serveConfig.redirects).toContainEqual({ source: r.source, destination: r.destination, type: 301 });
    }
    expect(serveConfig.redirects).toHaveLength(redirects.length);
  });

  it('never redirect a listed page away', () => {
    const paths = new Set(allRoutes().map((r) => r.path));
    for (const r of redirects) expect(paths.has(r.source)).toBe(false);
  });
});
