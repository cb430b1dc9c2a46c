/** @jest-environment jsdom */
import { ISLAND_ATTR } from '@/islands/manifest';
import { EARLY_PRESS_SCRIPT } from '@/islands/client/early-press-script';
import { QUEUE, takeEarlyPresses, takeEarlyReaches } from '@/islands/client/early-presses';
import { TEL_LINK } from '@/lib/analytics';

/** An island's container as the server sent it, holding one control. */
function island(name: string, control: HTMLElement) {
  const container = document.createElement('div');
  container.setAttribute(ISLAND_ATTR.name, name);
  container.append(control);
  document.body.append(container);
  return container;
}

describe('a reach into an island before the shell started (the head script, issue 52)', () => {
  it('remembers each island reached, once, for the shell to start it as it starts; nothing after that', () => {
    new Function(EARLY_PRESS_SCRIPT)();
    const select = document.createElement('select');
    const file = document.createElement('input');
    file.type = 'file';
    const untouched = document.createElement('input');
    const tool = island('deadline-calculator', select);
    const plan = island('claim-plan', file);
    island('site-search', untouched);
    const outside = document.createElement('a');
    document.body.append(outside);
    // A tap on the select, a file chosen without reaching the plan first, and the pointer passing over a link.
    select.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    select.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    file.dispatchEvent(new Event('change', { bubbles: true }));
    outside.dispatchEvent(new Event('pointerover', { bubbles: true }));
    const kept = (window as unknown as Record<string, { reached: HTMLElement[] }>)[QUEUE]!.reached;
    expect(takeEarlyReaches()).toEqual([tool, plan]);
    expect(takeEarlyReaches()).toEqual([]);
    // Taken, the head script listens no more: from here the shell's own listeners on each island do.
    untouched.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(kept).toEqual([tool, plan]);
    expect(takeEarlyPresses('button')).toEqual([]);
  });
});

describe('sinceArrival (the spec’s waits counted from the page’s arrival, not the shell’s start)', () => {
  it('is how long ago the head script ran, before and after the shell took what it kept', () => {
    jest.useFakeTimers({ now: new Date('2026-11-02T10:00:00Z') });
    try {
      // A fresh module: nothing taken yet on this page.
      jest.isolateModules(() => {
        const presses = jest.requireActual<typeof import('@/islands/client/early-presses')>('@/islands/client/early-presses');
        new Function(EARLY_PRESS_SCRIPT)();
        jest.advanceTimersByTime(120);
        expect(presses.sinceArrival()).toBe(120);
        presses.takeEarlyPresses('button');
        expect((window as unknown as Record<string, unknown>)[QUEUE]).toBeUndefined();
        jest.advanceTimersByTime(30);
        expect(presses.sinceArrival()).toBe(150);
      });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('a phone link pressed before the shell started (spec 2: the phone click is reported)', () => {
  it('is kept for the shell, and only a phone link: another link is left alone', () => {
    jest.isolateModules(() => {
      const presses = jest.requireActual<typeof import('@/islands/client/early-presses')>('@/islands/client/early-presses');
      new Function(EARLY_PRESS_SCRIPT)();
      const call = document.createElement('a');
      call.href = 'tel:+448081570123';
      call.append(document.createElement('span'));
      const other = document.createElement('a');
      other.href = '/blog';
      document.body.append(call, other);
      call.firstElementChild!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      other.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect(presses.takeEarlyPresses(TEL_LINK)).toEqual([call]);
      expect(presses.takeEarlyPresses('a')).toEqual([]);
    });
  });
});

describe('a submit button pressed before the shell started', () => {
  it('is kept, its plain sending stopped, in a form only the page’s script can send (no action); left to the browser in one with an action', () => {
    jest.isolateModules(() => {
      const presses = jest.requireActual<typeof import('@/islands/client/early-presses')>('@/islands/client/early-presses');
      new Function(EARLY_PRESS_SCRIPT)();
      const form = (action?: string) => {
        const element = document.createElement('form');
        if (action) element.setAttribute('action', action);
        const button = document.createElement('button');
        button.type = 'submit';
        element.append(button);
        island('hearing-bundle', element);
        return button;
      };
      const scriptOnly = form();
      const sent = form('/tools/claim-calculator');
      const click = (button: HTMLButtonElement) => {
        const event = new MouseEvent('click', { bubbles: true, cancelable: true });
        button.dispatchEvent(event);
        return event.defaultPrevented;
      };
      expect(click(scriptOnly)).toBe(true);
      expect(click(sent)).toBe(false);
      expect(presses.takeEarlyPresses('button')).toEqual([scriptOnly]);
    });
  });
});
