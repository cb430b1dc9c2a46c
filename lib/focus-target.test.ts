/** @jest-environment jsdom */
import { focusIsFree, focusTargetIn, revealResult, whenIslandReady } from '@/lib/focus-target';
import { ISLAND_READY_ATTR } from '@/lib/page-markers';

beforeEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute(ISLAND_READY_ATTR);
});

describe('focusTargetIn', () => {
  it('finds the marked heading inside a section', () => {
    document.body.innerHTML = '<section id="contact"><h2>Tell us</h2><div><h3 data-focus-target tabindex="-1">Form</h3></div></section>';
    expect(focusTargetIn(document.getElementById('contact'))?.textContent).toBe('Form');
  });

  it('takes the section itself when it is marked', () => {
    document.body.innerHTML = '<section id="s" data-focus-target tabindex="-1"><h3 data-focus-target>inner</h3></section>';
    expect(focusTargetIn(document.getElementById('s'))?.id).toBe('s');
  });

  it('gives null for a section with no marked element, and for no section', () => {
    document.body.innerHTML = '<section id="services"><h2 tabindex="-1">Services</h2></section>';
    expect(focusTargetIn(document.getElementById('services'))).toBeNull();
    expect(focusTargetIn(null)).toBeNull();
  });

  it('takes the first of several marked elements', () => {
    document.body.innerHTML = '<div id="d"><p data-focus-target>one</p><p data-focus-target>two</p></div>';
    expect(focusTargetIn(document.getElementById('d'))?.textContent).toBe('one');
  });
});

describe('focusIsFree', () => {
  it('is free while nothing has focus', () => {
    expect(focusIsFree(document)).toBe(true);
  });

  it('is not free once the visitor has focused something else', () => {
    document.body.innerHTML = '<a href="/x" id="a">x</a><input id="i" />';
    document.getElementById('i')!.focus();
    expect(focusIsFree(document)).toBe(false);
    expect(focusIsFree(document, document.getElementById('a'))).toBe(false);
  });

  it('is free when the focused element is the one that asked', () => {
    document.body.innerHTML = '<a href="/#contact" id="a">Contact</a>';
    const link = document.getElementById('a')!;
    link.focus();
    expect(focusIsFree(document, link)).toBe(true);
  });
});

describe('whenIslandReady', () => {
  it('runs at once on a page without an island', () => {
    const then = jest.fn();
    whenIslandReady(document, false, then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the island has already hydrated', () => {
    document.documentElement.setAttribute(ISLAND_READY_ATTR, 'true');
    const then = jest.fn();
    whenIslandReady(document, true, then);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits for the island, then runs once only', async () => {
    const then = jest.fn();
    whenIslandReady(document, true, then);
    await Promise.resolve();
    expect(then).not.toHaveBeenCalled();
    document.documentElement.setAttribute('data-other', 'x');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(then).not.toHaveBeenCalled();
    document.documentElement.setAttribute(ISLAND_READY_ATTR, 'true');
    await new Promise((resolve) => setTimeout(resolve, 0));
    document.documentElement.setAttribute(ISLAND_READY_ATTR, 'false');
    document.documentElement.setAttribute(ISLAND_READY_ATTR, 'true');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe('revealResult', () => {
  const heading = () => {
    document.body.innerHTML = '<h2 id="r" tabindex="-1">Result</h2>';
    const el = document.getElementById('r')!;
    el.scrollIntoView = jest.fn();
    return el;
  };

  it('focuses the result without the browser’s own jump, then scrolls it to the top smoothly', () => {
    const el = heading();
    const focus = jest.spyOn(el, 'focus');
    revealResult(el, () => false);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(el);
    expect(el.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    const el = heading();
    revealResult(el, () => true);
    expect(el.scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('does nothing without an element', () => {
    expect(() => revealResult(null, () => false)).not.toThrow();
  });
});
