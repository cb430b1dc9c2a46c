import { hearingCentres } from '@/content/courts/hearing-centres';
import { nearestHearingCentres } from './nearest';

const at = (slug: string, lat: number, lng: number, kind = 'hearing-centre') => ({ slug, kind, coordinates: { lat, lng } });

describe('nearestHearingCentres', () => {
  const courts = [at('a', 51.5, -0.1), at('far', 53.8, -1.55), at('near', 51.52, -0.12), at('national', 51.5, -0.1, 'national-issuing-centre'), at('mid', 52.48, -1.9)];

  it('lists the other hearing centres nearest first, without the court itself or the national issuing centre', () => {
    expect(nearestHearingCentres(courts[0]!, courts).map((n) => n.court.slug)).toEqual(['near', 'mid', 'far']);
  });

  it('gives straight-line distances in miles', () => {
    const [near] = nearestHearingCentres(courts[0]!, courts);
    expect(near!.miles).toBeGreaterThan(1);
    expect(near!.miles).toBeLessThan(2);
  });

  it('stops at the number asked for, and at what there is', () => {
    expect(nearestHearingCentres(courts[0]!, courts, 1)).toHaveLength(1);
    expect(nearestHearingCentres(courts[0]!, courts, 0)).toEqual([]);
    expect(nearestHearingCentres(courts[0]!, [courts[0]!])).toEqual([]);
  });

  it.each([-1, 1.5, Number.NaN])('refuses a count of %p', (count) => {
    expect(() => nearestHearingCentres(courts[0]!, courts, count)).toThrow(/Cannot list/);
  });

  it('gives every court in the data five neighbours, none of them itself', () => {
    for (const court of hearingCentres) {
      const nearest = nearestHearingCentres(court, hearingCentres);
      expect(nearest).toHaveLength(5);
      expect(nearest.map((n) => n.court.slug)).not.toContain(court.slug);
      expect(nearest.every((n) => n.court.kind === 'hearing-centre')).toBe(true);
    }
  });

  it('finds Leeds’s neighbours in West Yorkshire, not across the country', () => {
    const leeds = hearingCentres.find((c) => c.slug === 'leeds-combined-court-centre')!;
    const [first] = nearestHearingCentres(leeds, hearingCentres);
    expect(first!.miles).toBeLessThan(15);
  });
});
