/**
 * Issue 36, 52: the presses the head's inline script (./early-press-script.ts) kept before the shell started, given to
 * the shell's steps, and the islands the visitor reached into before then.
 */
/** The global the head script keeps early presses in, and the shell takes them from (./early-press-script.ts). */
export const QUEUE = '__earlyPresses';

/**
 * What brings a `visible` or `touched` island to life: the visitor reaching into it (a Tab, a tap, a click, a hover),
 * or changing one of its controls without reaching it (the browser's autofill, a file dropped or chosen by a script).
 * The shell listens for them on each island (./loader.ts); the head script, before the shell has started.
 */
export const REACH_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'touchstart', 'input', 'change', 'drop'] as const;

/** `at`: when the head script ran, as the page arrived (Date.now()). */
type EarlyPresses = { at: number; presses: HTMLElement[]; reached: HTMLElement[]; stop: () => void };

let taken: { at?: number; presses: HTMLElement[]; reached: HTMLElement[] } | null = null;

/** What the head script kept, taken once (it stops listening then), without what has left the page since. */
function takeAll(): { presses: HTMLElement[]; reached: HTMLElement[] } {
  if (taken === null) {
    const global = window as unknown as Record<string, EarlyPresses | undefined>;
    const early = global[QUEUE];
    early?.stop();
    delete global[QUEUE];
    taken = { at: early?.at, presses: early ? early.presses.filter((button) => button.isConnected) : [], reached: early ? early.reached.filter((island) => island.isConnected) : [] };
  }
  return taken;
}

/**
 * The buttons pressed before the shell started, oldest first, that match `selector` (each press is given to the one
 * step it belongs to); the head script stops listening at the first call.
 */
export function takeEarlyPresses(selector: string): HTMLElement[] {
  const all = takeAll();
  const mine = all.presses.filter((button) => button.matches(selector));
  all.presses = all.presses.filter((button) => !mine.includes(button));
  return mine;
}

/**
 * The islands' containers the visitor reached into before the shell started (issue 52: the shell starts after the
 * first paint, and a tool touched before then would otherwise wait for the next reach), given once.
 */
export function takeEarlyReaches(): HTMLElement[] {
  const all = takeAll();
  const reached = all.reached;
  all.reached = [];
  return reached;
}

/**
 * How long ago the page arrived (its head script ran), in ms; 0 where the head script did not run. The shell starts
 * after the first paint, so a wait the spec counts from arriving (the section scroll's 300 or 500 ms) takes this off.
 */
export function sinceArrival(): number {
  const at = (window as unknown as Record<string, EarlyPresses | undefined>)[QUEUE]?.at ?? taken?.at;
  return at === undefined ? 0 : Math.max(0, Date.now() - at);
}
