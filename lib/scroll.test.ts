import { SECTION_SCROLL_KEY } from '@/content/storage-keys';
import {
  queueSectionScroll,
  takeQueuedSectionScroll,
  isObscured,
  sectionTopShows,
  parseSectionHref,
  scrollBehavior,
  scrollToId,
  sectionScrollDelay,
  shouldScrollToTop,
  type ScrollEnv,
} from './scroll';

type FakeEnv = ScrollEnv & {
  elements: Map<string, { scrollIntoView: jest.Mock }>;
  timers: { fn: () => void; ms: number }[];
  warn: jest.Mock;
  runTimers: () => void;
};

function fakeEnv({ reducedMotion = false, ids = [] as string[] } = {}): FakeEnv {
  const elements = new Map<string, { scrollIntoView: jest.Mock }>();
  for (const id of ids) elements.set(id, { scrollIntoView: jest.fn() });
  const timers: { fn: () => void; ms: number }[] = [];
  const env: FakeEnv = {
    elements,
    timers,
    getElementById: (id) => elements.get(id) ?? null,
    prefersReducedMotion: () => reducedMotion,
    setTimeout: jest.fn((fn: () => void, ms: number) => {
      timers.push({ fn, ms });
      return timers.length;
    }),
    warn: jest.fn(),
    runTimers: () => {
      // Run until no timers are pending (so a second retry, if scheduled, would run too).
      while (timers.length > 0) timers.shift()?.fn();
    },
  };
  return env;
}

describe('scrollToId', () => {
  it('scrolls smoothly to the start of an element that is there and reports true', () => {
    const env = fakeEnv({ ids: ['contact'] });
    expect(scrollToId('contact', env)).toBe(true);
    const el = env.elements.get('contact');
    expect(el?.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(el?.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(env.setTimeout).not.toHaveBeenCalled();
    expect(env.warn).not.toHaveBeenCalled();
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const env = fakeEnv({ ids: ['services'], reducedMotion: true });
    expect(scrollToId('services', env)).toBe(true);
    expect(env.elements.get('services')?.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('does not scroll a different element', () => {
    const env = fakeEnv({ ids: ['services', 'contact'] });
    scrollToId('contact', env);
    expect(env.elements.get('services')?.scrollIntoView).not.toHaveBeenCalled();
  });

  it('reports false and schedules one retry after 500 ms by default when missing', () => {
    const env = fakeEnv();
    expect(scrollToId('contact', env)).toBe(false);
    expect(env.setTimeout).toHaveBeenCalledTimes(1);
    expect(env.timers[0]?.ms).toBe(500);
    expect(env.warn).not.toHaveBeenCalled();
  });

  it('uses a custom retry delay', () => {
    const env = fakeEnv();
    scrollToId('contact', env, { retryDelay: 1234 });
    expect(env.timers.map((t) => t.ms)).toEqual([1234]);
  });

  it('scrolls on the retry when the element has appeared, reporting true without a warning', () => {
    const env = fakeEnv();
    const onRetry = jest.fn();
    expect(scrollToId('contact', env, { onRetry })).toBe(false);
    const late = { scrollIntoView: jest.fn() };
    env.elements.set('contact', late);
    env.runTimers();
    expect(late.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(late.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledWith(true);
    expect(env.warn).not.toHaveBeenCalled();
  });

  it('warns exactly once and reports false when the retry fails', () => {
    const env = fakeEnv();
    const onRetry = jest.fn();
    scrollToId('missing-section', env, { onRetry });
    env.runTimers();
    expect(env.warn).toHaveBeenCalledTimes(1);
    expect(env.warn.mock.calls[0]?.[0]).toContain('missing-section');
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onRetry).toHaveBeenCalledWith(false);
  });

  it('never retries more than once', () => {
    const env = fakeEnv();
    scrollToId('contact', env);
    env.runTimers();
    expect(env.setTimeout).toHaveBeenCalledTimes(1);
    expect(env.timers).toHaveLength(0);
  });

  it('works without an onRetry callback when the retry fails', () => {
    const env = fakeEnv();
    scrollToId('contact', env);
    expect(() => env.runTimers()).not.toThrow();
    expect(env.warn).toHaveBeenCalledTimes(1);
  });

  it('reads reduced motion at retry time', () => {
    let reduced = false;
    const env = fakeEnv();
    env.prefersReducedMotion = () => reduced;
    scrollToId('contact', env);
    const late = { scrollIntoView: jest.fn() };
    env.elements.set('contact', late);
    reduced = true;
    env.runTimers();
    expect(late.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});

describe('scrollBehavior', () => {
  it('is smooth unless reduced motion is preferred', () => {
    expect(scrollBehavior({ prefersReducedMotion: () => false })).toBe('smooth');
    expect(scrollBehavior({ prefersReducedMotion: () => true })).toBe('auto');
  });
});

describe('sectionScrollDelay', () => {
  it.each([
    [320, 300],
    [766, 300],
    [767, 300],
    [768, 500],
    [1024, 500],
    [1920, 500],
  ])('at %i px wide waits %i ms', (width, delay) => {
    expect(sectionScrollDelay(width)).toBe(delay);
  });
});

describe('queueSectionScroll / takeQueuedSectionScroll', () => {
  const memoryStorage = () => {
    const items = new Map<string, string>();
    return {
      items,
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it('hands the queued scroll out once, on arrival at its page', () => {
    const storage = memoryStorage();
    queueSectionScroll(storage, '/', 'contact', 300);
    expect(takeQueuedSectionScroll(storage, '/')).toEqual({ id: 'contact', delay: 300 });
    expect(takeQueuedSectionScroll(storage, '/')).toBeNull();
  });

  it('drops a queued scroll when another page arrives first', () => {
    const storage = memoryStorage();
    queueSectionScroll(storage, '/', 'contact', 300);
    expect(takeQueuedSectionScroll(storage, '/blog')).toBeNull();
    expect(takeQueuedSectionScroll(storage, '/')).toBeNull();
  });

  it('keeps only the latest link', () => {
    const storage = memoryStorage();
    queueSectionScroll(storage, '/', 'services', 500);
    queueSectionScroll(storage, '/', 'blog', 300);
    expect(takeQueuedSectionScroll(storage, '/')).toEqual({ id: 'blog', delay: 300 });
  });

  it('gives nothing when nothing is queued, and writes nothing then (a write to storage is the costly part)', () => {
    const storage = { ...memoryStorage(), removeItem: jest.fn() };
    expect(takeQueuedSectionScroll(storage, '/')).toBeNull();
    expect(storage.removeItem).not.toHaveBeenCalled();
  });

  it('survives a damaged entry, a missing id or a bad delay, and storage that throws', () => {
    const storage = memoryStorage();
    storage.items.set(SECTION_SCROLL_KEY, '{not json');
    expect(takeQueuedSectionScroll(storage, '/')).toBeNull();
    expect(storage.items.size).toBe(0);
    storage.items.set(SECTION_SCROLL_KEY, JSON.stringify({ path: '/', id: '' }));
    expect(takeQueuedSectionScroll(storage, '/')).toBeNull();
    storage.items.set(SECTION_SCROLL_KEY, JSON.stringify({ path: '/', id: 'contact', delay: -5 }));
    expect(takeQueuedSectionScroll(storage, '/')).toEqual({ id: 'contact', delay: 0 });
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => queueSectionScroll(refusing, '/', 'contact', 300)).not.toThrow();
    expect(takeQueuedSectionScroll(refusing, '/')).toBeNull();
  });
});

describe('parseSectionHref', () => {
  it.each([
    ['/#contact', { path: '/', id: 'contact' }],
    ['#contact', { path: '/', id: 'contact' }],
    ['/#services', { path: '/', id: 'services' }],
    ['/blog#top', { path: '/blog', id: 'top' }],
    ['/', { path: '/', id: null }],
    ['/blog', { path: '/blog', id: null }],
    ['/#', { path: '/', id: null }],
    ['#', { path: '/', id: null }],
    ['', { path: '/', id: null }],
  ])('parses %p', (href, expected) => {
    expect(parseSectionHref(href)).toEqual(expected);
  });
});

describe('shouldScrollToTop', () => {
  it('scrolls to top without a hash', () => {
    expect(shouldScrollToTop('')).toBe(true);
    expect(shouldScrollToTop('#')).toBe(true);
  });

  it('does not scroll to top when the URL carries an anchor', () => {
    expect(shouldScrollToTop('#contact')).toBe(false);
    expect(shouldScrollToTop('#services')).toBe(false);
  });
});

describe('isObscured', () => {
  const padding = { top: 80, bottom: 300 };
  it('is false for an element inside the visible band', () => {
    expect(isObscured({ top: 100, bottom: 140 }, 844, padding)).toBe(false);
    expect(isObscured({ top: 80, bottom: 544 }, 844, padding)).toBe(false);
  });
  it('is true under the sticky header', () => {
    expect(isObscured({ top: 40, bottom: 90 }, 844, padding)).toBe(true);
  });
  it('is true under the banner at the bottom', () => {
    expect(isObscured({ top: 520, bottom: 560 }, 844, padding)).toBe(true);
  });
  it('is true for an element below the window', () => {
    expect(isObscured({ top: 900, bottom: 940 }, 844, { top: 80, bottom: 0 })).toBe(true);
  });
  it('accepts a tall element once its top is clear of the header', () => {
    expect(isObscured({ top: 100, bottom: 1200 }, 844, padding)).toBe(false);
    expect(isObscured({ top: 20, bottom: 1200 }, 844, padding)).toBe(true);
  });
});

describe('sectionTopShows (issue 54)', () => {
  const padding = { top: 80, bottom: 352 };
  it('is true when the target ends within the band between the header and the open banner', () => {
    expect(sectionTopShows(80, 844, padding)).toBe(true);
    expect(sectionTopShows(412, 844, padding)).toBe(true);
  });
  it('is false when the target would end behind the open banner, or below the window', () => {
    // A phone: the form heading ends 564 px below the contact section's top; the banner covers the bottom 352 px.
    expect(sectionTopShows(564, 844, padding)).toBe(false);
    expect(sectionTopShows(413, 844, padding)).toBe(false);
    expect(sectionTopShows(900, 844, { top: 80, bottom: 0 })).toBe(false);
  });
  it('is true once the banner has gone and the window has room', () => {
    expect(sectionTopShows(564, 844, { top: 80, bottom: 0 })).toBe(true);
  });
});
