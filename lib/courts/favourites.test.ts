import { parseFavourites, toggleFavourite } from './favourites';

const known = ['leeds', 'bristol', 'central-london'];

describe('parseFavourites', () => {
  it('reads a stored list of known court ids, once each', () => {
    expect(parseFavourites('["leeds","bristol","leeds"]', known)).toEqual(['leeds', 'bristol']);
  });

  it.each([null, '', 'not json', '{"leeds":true}', '42', '[1,2]', '["<script>","mars"]'])('ignores %p', (raw) => {
    expect(parseFavourites(raw, known)).toEqual([]);
  });
});

describe('toggleFavourite', () => {
  it('adds a court, then removes it', () => {
    const added = toggleFavourite(['leeds'], 'bristol');
    expect(added).toEqual(['leeds', 'bristol']);
    expect(toggleFavourite(added, 'leeds')).toEqual(['bristol']);
  });
});
