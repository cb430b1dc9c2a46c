/** @jest-environment jsdom */
import { SHELL_ATTR } from '@/lib/page-markers';
import { ISLAND_ATTR } from '@/islands/manifest';
import { MessageChannel } from 'node:worker_threads';
import { EARLY_PRESS_SCRIPT } from '@/islands/client/early-press-script';
import { takeEarlyPresses } from '@/islands/client/early-presses';
import { holdUntilHydrated, retryDelay } from '@/islands/client/loader';

// What jsdom lacks and the shell uses: a posted message for the next task, and pointer events for a press.
beforeAll(() => {
  Object.assign(globalThis, { MessageChannel });
  if (!('PointerEvent' in globalThis)) Object.assign(globalThis, { PointerEvent: MouseEvent });
});

/** A container with one button, as the server sent it, in a document. */
function island(state: string | null) {
  const container = document.createElement('div');
  if (state) container.setAttribute(ISLAND_ATTR.state, state);
  const button = document.createElement('button');
  button.type = 'button';
  container.append(button);
  document.body.append(container);
  return { container, button };
}

const nextTasks = () => new Promise((resolve) => setTimeout(resolve, 20));
/**
 * Waits (in tasks, however busy the machine is) until `done` holds, then a few tasks more, so a second press that would
 * follow has had its chance: the result never depends on the machine's speed.
 */
async function settled(done: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !done(); i += 1) await nextTasks();
  for (let i = 0; i < 3; i += 1) await nextTasks();
}

afterEach(() => document.body.replaceChildren());

describe('holdUntilHydrated', () => {
  it('holds a press made before the island has taken over, and does it once when it has', async () => {
    const { container, button } = island(null);
    let pressed = 0;
    holdUntilHydrated(container, () => new Promise(() => {}));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // The island takes over: its handler is attached, its effects run and mark it hydrated.
    button.addEventListener('click', () => (pressed += 1));
    container.setAttribute(ISLAND_ATTR.state, 'hydrated');
    await settled(() => pressed > 0);
    expect(pressed).toBe(1);
  });

  it('leaves a press to an island whose handlers are attached (`live`) though its effects have not run: done once, not twice', async () => {
    const { container, button } = island('live');
    let pressed = 0;
    button.addEventListener('click', () => (pressed += 1));
    holdUntilHydrated(container, () => new Promise(() => {}));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    container.setAttribute(ISLAND_ATTR.state, 'hydrated');
    await settled(() => pressed > 1);
    expect(pressed).toBe(1);
  });
});

describe('a press before the shell started (the head script, EARLY_PRESS_SCRIPT)', () => {
  it('remembers an island’s script-only button, not the submit button of a form the browser can send, until the shell takes them', () => {
    new Function(EARLY_PRESS_SCRIPT)();
    const { container, button } = island(null);
    container.setAttribute(ISLAND_ATTR.name, 'gallery');
    const form = document.createElement('form');
    form.setAttribute('action', '/gallery');
    const send = document.createElement('button');
    form.append(send);
    container.append(form);
    const outside = document.createElement('button');
    outside.type = 'button';
    document.body.append(outside);
    // A court page's favourite (the shell's own script-only button, issue 52) is remembered too, for its own step.
    const favourite = document.createElement('button');
    favourite.type = 'button';
    favourite.setAttribute(SHELL_ATTR.favouriteCourt, 'leeds-combined-court-centre');
    document.body.append(favourite);
    for (const target of [button, send, outside, favourite]) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(takeEarlyPresses(`[${ISLAND_ATTR.name}] button`)).toEqual([button]);
    // Each press is given once, to the step it belongs to; the head script listens no more.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyPresses(`[${ISLAND_ATTR.name}] button`)).toEqual([]);
    expect(takeEarlyPresses(`button[${SHELL_ATTR.favouriteCourt}]`)).toEqual([favourite]);
    expect(takeEarlyPresses(`button[${SHELL_ATTR.favouriteCourt}]`)).toEqual([]);
  });

  it('is held for the island and done once it has taken over', async () => {
    const { container, button } = island(null);
    let pressed = 0;
    let started = 0;
    holdUntilHydrated(container, () => ((started += 1), new Promise(() => {})), button);
    // The island is loaded for it, as a reach would.
    expect(started).toBe(1);
    button.addEventListener('click', () => (pressed += 1));
    container.setAttribute(ISLAND_ATTR.state, 'hydrated');
    await settled(() => pressed > 0);
    expect(pressed).toBe(1);
  });
});

describe('a press held while the island loads (issue 52)', () => {
  it('shows at once that it was taken, and the words go once the press is done', async () => {
    const { container, button } = island(null);
    let started: () => void = () => {};
    holdUntilHydrated(container, () => new Promise<void>((resolve) => (started = resolve)));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(button.getAttribute(SHELL_ATTR.held)).toBe('Opening…');
    expect(button.getAttribute('aria-busy')).toBe('true');
    container.setAttribute(ISLAND_ATTR.state, 'hydrated');
    started();
    await settled(() => !button.hasAttribute(SHELL_ATTR.held));
    expect(button.hasAttribute(SHELL_ATTR.held)).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
  });

  it('asks again for a script that failed no sooner than 1 s, then 2, 4… at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('files dropped before any script (the head script, issue 52)', () => {
  it('are kept for an island’s drop zone that is not an input, and not opened by the browser', () => {
    new Function(EARLY_PRESS_SCRIPT)();
    const { container } = island(null);
    container.setAttribute(ISLAND_ATTR.name, 'bundle');
    const zone = document.createElement('div');
    zone.setAttribute('data-drop-zone', 'documents');
    container.append(zone);
    const file = new File(['x'], 'letter.pdf', { type: 'application/pdf' });
    const drop = Object.assign(new Event('drop', { bubbles: true, cancelable: true }), { dataTransfer: { files: [file] } });
    zone.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    expect((window as unknown as { earlyDroppedFiles: Record<string, File[]> }).earlyDroppedFiles).toEqual({ documents: [file] });
    // Once the island has started, its own handlers deal with a drop.
    container.setAttribute(ISLAND_ATTR.state, 'hydrated');
    const later = Object.assign(new Event('drop', { bubbles: true, cancelable: true }), { dataTransfer: { files: [file] } });
    zone.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});

describe('a press that begins before the island takes over and ends after it (a tab chosen on mousedown)', () => {
  it('is done once, as a whole press: down, up and click, each handler once', () => {
    const { container, button } = island(null);
    holdUntilHydrated(container, () => new Promise(() => {}));
    button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true }));
    // The island takes over between the press and the release: its handlers attach now.
    container.setAttribute(ISLAND_ATTR.state, 'hydrated');
    let downs = 0;
    let clicks = 0;
    button.addEventListener('mousedown', () => (downs += 1));
    button.addEventListener('click', () => (clicks += 1));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect([downs, clicks]).toEqual([1, 1]);
    // The next press is the island's own.
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect([downs, clicks]).toEqual([1, 2]);
  });
});
