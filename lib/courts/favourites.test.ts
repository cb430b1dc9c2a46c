import { parseFavourites, toggleFavourite } from './favourites';

describe('parseFavourites', () => {
  it('reads a stored list of court slugs, once each, in the order saved', () => {
    expect(parseFavourites('["truro-county-court-and-family-court","leeds-combined-court-centre","truro-county-court-and-family-court"]')).toEqual([
      'truro-county-court-and-family-court',
      'leeds-combined-court-centre',
    ]);
  });

  it.each([null, '', 'not json', '{"leeds":true}', '42', '[1,2]', '["<script>","Leeds Court","a--b","-a",""]', '["toString","__proto__","constructor"]'])(
    'keeps nothing that is not a court slug from %p',
    (raw) => {
      const parsed = parseFavourites(raw);
      expect(parsed.filter((slug) => !/^[a-z]+$/.test(slug))).toEqual([]);
      expect(parsed).not.toContain('__proto__');
    },
  );

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
