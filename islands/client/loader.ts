import { REACH_EVENTS, takeEarlyPresses, takeEarlyReaches } from '@/islands/client/early-presses';
import { ISLAND_ATTR } from '@/islands/manifest';
import { nextTask } from '@/lib/next-task';
import { messages } from '@/content/messages';
import { SHELL_ATTR } from '@/lib/page-markers';

/**
 * Runs `then` once the page has painted its first content (the browser's own paint timing, not a timer: held timers,
 * as in a background tab, do not hold an island back), or at once where paint timing is not reported.
 */
function afterFirstPaint(then: () => void): void {
  if (!('PerformanceObserver' in window) || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    then();
    return;
  }
  // The observer's own list, buffered (so a paint before the shell ran counts), not `performance.getEntries…`.
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Whether this browser's storage holds a key that starts with one of `prefixes` (false where storage is blocked). */
function stored(prefixes: readonly string[]): boolean {
  const has = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '').some((key) => prefixes.some((p) => key.startsWith(p)));
  try {
    return prefixes.length > 0 && (has(window.sessionStorage) || has(window.localStorage));
  } catch {
    return false;
  }
}

/** Whether a `touched` island may have something to restore, so it should not wait to be reached. */
const mayRestore = (container: Element) => window.location.search !== '' || stored((container.getAttribute(ISLAND_ATTR.restore) ?? '').split(' ').filter(Boolean));

/** The controls whose click does nothing until the island has hydrated (a plain link works on its own). */
const ISLAND_CONTROLS = 'button, input[type="submit"], input[type="button"]';

/**
 * Presses a held control again as a pointer does: down, up, then the click. Some widgets act on the press itself (a
 * tab is chosen on mousedown), and the click alone would leave them as they were.
 */
function press(control: HTMLElement): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, view: window };
  const pointer = { ...init, isPrimary: true, pointerType: 'mouse' };
  // As in a browser, a cancelled pointerdown sends no mousedown, and a cancelled mousedown moves no focus.
  if (control.dispatchEvent(new PointerEvent('pointerdown', pointer)) && control.dispatchEvent(new MouseEvent('mousedown', init))) {
    control.focus({ preventScroll: true });
  }
  control.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0 }));
  control.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }));
  control.click();
}

/** The wait before an island's script is asked for again after `failures` failed loads: 1 s, doubling, at most 30 s. */
export const retryDelay = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

/**
 * The words beside a held press: a form that sends something to us says "Sending…", one worked out in the page
 * "Working it out…", any other button "Opening…".
 */
function heldWords(control: HTMLElement): string {
  const form = control instanceof HTMLButtonElement || control instanceof HTMLInputElement ? control.form : null;
  if (!form || (control as HTMLButtonElement).type !== 'submit') return messages.heldPress;
  return form.getAttribute('action')?.startsWith('/api/') ? messages.heldSend : messages.heldWork;
}

/** Shows at once that a press was taken while the island loads: words beside the label, and busy for assistive technology. */
function markHeld(control: HTMLElement, words: string): () => void {
  control.setAttribute(SHELL_ATTR.held, words);
  control.setAttribute('aria-busy', 'true');
  return () => {
    control.removeAttribute(SHELL_ATTR.held);
    control.removeAttribute('aria-busy');
  };
}

/**
 * A button pressed, or a form sent, before its island has hydrated is not lost: it is held and done again once the
 * island has taken over (and adopted what the controls show, islands/client/early-input.ts), so its own handlers, checks
 * and messages apply. It is done once: pressed again while waiting, only the last press is done. If the island's
 * script cannot be loaded, a form is sent as plain HTML after all. `early` is a button pressed before the shell
 * started (islands/client/early-presses.ts): held the same way.
 */
export function holdUntilHydrated(container: HTMLElement, start: () => Promise<unknown>, early?: HTMLElement): void {
  const hydrated = () => container.getAttribute(ISLAND_ATTR.state) === 'hydrated';
  // Once the island's handlers are attached it answers a press itself, even before its effects have run.
  const live = () => hydrated() || container.getAttribute(ISLAND_ATTR.state) === 'live';
  let pending: { then: () => void; orElse: () => void } | null = null;
  let waiting = false;
  const afterHydration = (then: () => void, orElse: () => void) => {
    pending = { then, orElse };
    if (waiting) return;
    waiting = true;
    const done = (action: 'then' | 'orElse') => {
      const held = pending;
      pending = null;
      waiting = false;
      held?.[action]();
    };
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      // A task later: the island's first effects (its stored draft, its query) have run too.
      void nextTask().then(() => done('then'));
    });
    observer.observe(container, { attributes: true, attributeFilter: [ISLAND_ATTR.state] });
    start().catch(() => {
      observer.disconnect();
      done('orElse');
    });
  };
  const hold = (control: HTMLElement) => {
    const unmark = markHeld(control, heldWords(control));
    afterHydration(
      () => (unmark(), press(control)),
      () => {
        unmark();
        container.removeEventListener('click', onClick);
        control.click();
      },
    );
  };
  const controlOf = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(ISLAND_CONTROLS) : null;
    return control && container.contains(control) ? control : null;
  };
  // A control pressed down before the island took over, and let go after: its handlers missed the press (a tab is
  // chosen on mousedown), so the click is stopped before it reaches them (capture) and done again as a whole press.
  let downBefore: HTMLElement | null = null;
  const onDown = (event: PointerEvent) => {
    downBefore = live() ? null : controlOf(event);
  };
  const onClickCapture = (event: MouseEvent) => {
    const control = controlOf(event);
    if (!live() || !control || control !== downBefore) return;
    downBefore = null;
    event.preventDefault();
    event.stopImmediatePropagation();
    press(control);
  };
  const onClick = (event: MouseEvent) => {
    const control = controlOf(event);
    if (live() || !control) return;
    event.preventDefault();
    hold(control);
  };
  const onSubmit = (event: SubmitEvent) => {
    if (live()) return;
    event.preventDefault();
    const form = event.target as HTMLFormElement;
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : form.querySelector<HTMLElement>('[type="submit"], button:not([type])');
    const unmark = submitter ? markHeld(submitter, heldWords(submitter)) : () => {};
    const resend = () => (unmark(), form.requestSubmit());
    afterHydration(resend, () => {
      container.removeEventListener('submit', onSubmit);
      resend();
    });
  };
  container.addEventListener('pointerdown', onDown, true);
  container.addEventListener('click', onClickCapture, true);
  container.addEventListener('click', onClick);
  container.addEventListener('submit', onSubmit);
  if (early && !live()) hold(early);
}

/**
 * Issue 29: loads each island's entry script (islands/build/bundle.ts) when its container says (HydrateWhen): a
 * `painted` island once the page has painted its first content; a `visible` one (the home page's form) once it comes
 * within a screen of the window, or as soon as the visitor reaches into it; a `touched` one (a tool) once the visitor
 * reaches into it, or at the first paint when it may have something to restore. Until then the island is the
 * server's HTML: what is typed into it is kept (islands/client/hydrate.ts), and a button pressed early waits for it.
 */
export function installIslands(): void {
  // Taken in the same task as the listeners below are added: no press or reach falls between the two.
  const early = takeEarlyPresses(`[${ISLAND_ATTR.name}] button`);
  const reached = takeEarlyReaches();
  for (const container of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.name}][${ISLAND_ATTR.src}]`)) {
    const src = container.getAttribute(ISLAND_ATTR.src)!;
    let loading: Promise<unknown> | undefined;
    let observer: IntersectionObserver | undefined;
    // A failed load (the visitor went offline, a script missing) is tried again by a later reach, no sooner than the
    // back-off allows (1 s, then 2, 4… up to 30 s): never a burst of requests for a file that is not there (issue 52).
    let failures = 0;
    let retryAt = 0;
    const start = () => {
      if (!loading) {
        observer?.disconnect();
        for (const type of REACH_EVENTS) container.removeEventListener(type, onReach);
        loading = import(/* webpackIgnore: true */ src).catch((error: unknown) => {
          loading = undefined;
          failures += 1;
          retryAt = Date.now() + retryDelay(failures);
          for (const type of REACH_EVENTS) container.addEventListener(type, onReach, { passive: true });
          throw error;
        });
      }
      return loading;
    };
    const onReach = () => {
      if (Date.now() < retryAt) return;
      void start().catch(() => {});
    };
    holdUntilHydrated(container, start, early.filter((button) => container.contains(button)).pop());
    const when = container.getAttribute(ISLAND_ATTR.when);
    if (reached.includes(container)) {
      onReach();
      continue;
    }
    if (when === 'painted' || (when === 'touched' && mayRestore(container)) || (when === 'visible' && !('IntersectionObserver' in window))) {
      afterFirstPaint(onReach);
      continue;
    }
    for (const type of REACH_EVENTS) container.addEventListener(type, onReach, { passive: true });
    if (when !== 'visible') continue;
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onReach(), { rootMargin: '100% 0px' });
    // The container is `display: contents` (it has no box of its own): watch what it holds.
    for (const child of container.children) observer.observe(child);
  }
}
