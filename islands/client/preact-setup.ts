import { options } from 'preact';
import '@/islands/client/preact-props';

/**
 * How the islands' Preact is set up in the browser, imported by each island's entry when the islands run on Preact
 * (islands/build/bundle.ts): the props it must render as React DOM does (./preact-props), and the effects' timing.
 *
 * Effects run in a task of their own right after the render, as React's do (its scheduler posts a message), not after
 * the next animation frame as Preact's would by default: a hidden tab, or a page whose timers are held (the end-to-end
 * tests' fake clock), would otherwise leave focus moves, storage writes and dialog clean-ups waiting.
 */
const channel = typeof MessageChannel === 'function' ? new MessageChannel() : null;
const queued: (() => void)[] = [];
if (channel) {
  channel.port1.onmessage = () => queued.splice(0).forEach((run) => run());
  options.requestAnimationFrame = (callback) => {
    queued.push(callback);
    if (queued.length === 1) channel.port2.postMessage(null);
  };
}
