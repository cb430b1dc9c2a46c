/**
 * Issue 36, 52: the presses the head's inline script (./early-press-script.ts) kept before the shell started, given to
 * the shell's steps.
 */
/** The global the head script keeps early presses in, and the shell takes them from (./early-press-script.ts). */
export const QUEUE = '__earlyPresses';

type EarlyPresses = { presses: HTMLElement[]; stop: () => void };

let taken: HTMLElement[] | null = null;

/**
 * The buttons pressed before the shell started, oldest first, that match `selector` (each press is given to the one
 * step it belongs to); the head script stops listening at the first call.
 */
export function takeEarlyPresses(selector: string): HTMLElement[] {
  if (taken === null) {
    const global = window as unknown as Record<string, EarlyPresses | undefined>;
    const early = global[QUEUE];
    early?.stop();
    delete global[QUEUE];
    taken = early ? early.presses.filter((button) => button.isConnected) : [];
  }
  const mine = taken.filter((button) => button.matches(selector));
  taken = taken.filter((button) => !mine.includes(button));
  return mine;
}
