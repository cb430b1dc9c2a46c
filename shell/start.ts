import { nextTask } from '@/lib/next-task';
import { SHELL_READY_ATTR } from '@/lib/page-markers';

/**
 * Runs the shell's steps in the order given, each a task of its own (issue 29), apart from the script's own
 * evaluation too: the start-up never holds the main thread long enough to delay a tap or a paint (no long task, so no
 * blocking time). The page is marked ready once every step has run.
 *
 * A page prerendered by the speculation rules waits until the visitor actually arrives: a section scroll is queued
 * by the click that opens the page, and nothing should count a visit that did not happen.
 */
export function startShell(steps: readonly (() => Promise<unknown> | void)[]): void {
  const start = async () => {
    // A step that fetches its code (the consent banner on a first visit) does not hold up the next: the page is marked
    // ready once each has run and each fetched part has arrived and run (or failed).
    const fetching: Promise<unknown>[] = [];
    for (const step of steps) {
      await nextTask();
      const running = step();
      if (running) fetching.push(running.catch(() => {}));
    }
    await Promise.all(fetching);
    document.documentElement.setAttribute(SHELL_READY_ATTR, 'ready');
  };
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', () => void start(), { once: true });
  } else {
    void start();
  }
}
