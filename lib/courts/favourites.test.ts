import { courts } from '@/content/courts/courts';
import { hearingCentres } from '@/content/courts/hearing-centres';
import { LEGACY_FAVOURITE_IDS, parseFavourites, toggleFavourite } from './favourites';
import { featuredCourtSlug } from './links';

describe('parseFavourites', () => {
  it('reads a stored list of court slugs, once each, in the order saved', () => {
    expect(parseFavourites('["truro-county-court-and-family-court","leeds-combined-court-centre","truro-county-court-and-family-court"]')).toEqual([
      'truro-county-court-and-family-court',
      'leeds-combined-court-centre',
    ]);
  });

  it('migrates the directory’s old ids to their FaCT slugs, without doubling a court saved both ways', () => {
    expect(parseFavourites('["leeds","bristol","leeds-combined-court-centre","central-london"]')).toEqual([
      'leeds-combined-court-centre',
      'bristol-civil-and-family-justice-centre',
      'central-london-county-court',
    ]);
  });

  it('maps each old id to its featured court’s FaCT slug, and each slug is a court in the data', () => {
    expect(Object.entries(LEGACY_FAVOURITE_IDS)).toEqual(courts.map((court) => [court.id, featuredCourtSlug(court)]));
    const slugs = new Set(hearingCentres.map((c) => c.slug));
    for (const slug of Object.values(LEGACY_FAVOURITE_IDS)) expect(slugs.has(slug)).toBe(true);
  });

  it.each([null, '', 'not json', '{"leeds":true}', '42', '[1,2]', '["<script>","Leeds Court","a--b","-a",""]', '["toString","__proto__","constructor"]'])(
    'keeps nothing that is not a court slug from %p',
    (raw) => {
      const parsed = parseFavourites(raw);
      expect(parsed.filter((slug) => !/^[a-z]+$/.test(slug))).toEqual([]);
      expect(parsed).not.toContain('__proto__');
    },
  );

  it('ignores object keys that only look like old ids', () => {
    expect(parseFavourites('["toString","hasOwnProperty"]')).toEqual([]);
  });

  it('leaves out over-long values and stops at a sane number of entries', () => {
    expect(parseFavourites(JSON.stringify(['a'.repeat(121), 'b'.repeat(120)]))).toEqual(['b'.repeat(120)]);
    expect(parseFavourites(JSON.stringify(Array.from({ length: 500 }, (_, i) => `court-${i}`)))).toHaveLength(200);
  });
});

describe('toggleFavourite', () => {
  it('adds a court, then removes it', () => {
    const added = toggleFavourite(['leeds-combined-court-centre'], 'truro-county-court-and-family-court');
    expect(added).toEqual(['leeds-combined-court-centre', 'truro-county-court-and-family-court']);
    expect(toggleFavourite(added, 'leeds-combined-court-centre')).toEqual(['truro-county-court-and-family-court']);
  });
});
