import { canGoBack } from './history';

const ORIGIN = 'https://www.example.co.uk';

function win({
  length = 2,
  referrer = `${ORIGIN}/blog`,
  navigation,
}: { length?: number; referrer?: string; navigation?: { canGoBack?: boolean } } = {}) {
  return {
    history: { length },
    document: { referrer },
    location: { origin: ORIGIN },
    ...(navigation ? { navigation } : {}),
  };
}

describe('canGoBack with the Navigation API', () => {
  it('trusts canGoBack: true even with no history or referrer', () => {
    expect(canGoBack(win({ length: 1, referrer: '', navigation: { canGoBack: true } }))).toBe(true);
  });

  it('trusts canGoBack: false even with a same-origin referrer and history', () => {
    expect(canGoBack(win({ length: 5, navigation: { canGoBack: false } }))).toBe(false);
  });

  it('falls back to history and referrer when canGoBack is not a boolean', () => {
    expect(canGoBack(win({ navigation: {} }))).toBe(true);
    expect(canGoBack(win({ length: 1, navigation: {} }))).toBe(false);
  });
});

describe('canGoBack without the Navigation API', () => {
  it('is false when there is only one history entry', () => {
    expect(canGoBack(win({ length: 1 }))).toBe(false);
  });

  it('is false with no history entries', () => {
    expect(canGoBack(win({ length: 0 }))).toBe(false);
  });

  it('is true with history and a same-origin referrer', () => {
    expect(canGoBack(win({ length: 2, referrer: `${ORIGIN}/blog` }))).toBe(true);
    expect(canGoBack(win({ length: 3, referrer: `${ORIGIN}/` }))).toBe(true);
  });

  it.each([
    ['a cross-origin referrer', 'https://www.google.com/search?q=small+claims'],
    ['a look-alike host', 'https://www.example.co.uk.evil.com/'],
    ['the same host over http', 'http://www.example.co.uk/'],
    ['the same host on another port', 'https://www.example.co.uk:8443/'],
    ['a subdomain', 'https://blog.example.co.uk/'],
    ['an empty referrer', ''],
    ['a malformed referrer', 'not a url'],
  ])('is false with %s', (_label, referrer) => {
    expect(canGoBack(win({ length: 4, referrer }))).toBe(false);
  });
});
