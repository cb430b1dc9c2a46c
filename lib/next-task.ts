type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task, so the browser can paint and answer input in between: `scheduler.yield()` where there is
 * one (the rest of the work keeps its place ahead of other tasks), else a posted message. Never a timer: timers are
 * held in a background tab and by the end-to-end tests' fake clock.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
