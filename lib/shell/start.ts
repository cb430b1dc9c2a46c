import { nextTask } from '@/lib/next-task';
import { SHELL_READY_ATTR } from './markers';

/**
 * Runs the shell's steps in the order given, each a task of its own (issue 29), apart from the script's own
 * evaluation too: the start-up never holds the main thread long enough to delay a tap or a paint (no long task, so no
 * blocking time). The page is marked ready once every step has run.
 *
 * A page prerendered by the speculation rules waits until the visitor actually arrives: a section scroll is queued
 * by the click that opens the page, and nothing should count a visit that did not happen.
 */
export function startShell(steps: readonly (() => void)[]): void {
  const start = async () => {
    for (const step of steps) {
      await nextTask();
      step();
    }
    document.documentElement.setAttribute(SHELL_READY_ATTR, 'ready');
  };
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', () => void start(), { once: true });
  } else {
    void start();
  }
}
