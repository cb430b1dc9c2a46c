import { options } from 'preact';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandElement } from './element';
import { ISLAND_ATTR } from './manifest';

/**
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

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether the visitor changed a field of the server's HTML before the island hydrated. */
function changedEarly(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked;
  return !(field instanceof HTMLInputElement && field.type === 'file') && field.value !== field.defaultValue;
}

/**
 * What the visitor typed or chose before the island hydrated (the HTML's fields work before script) is kept by the
 * hydration, which leaves the fields as they are; it is replayed as the event each field's handler listens to, so the
 * island's state catches up with what the page shows and nothing typed is lost.
 */
function replayEarlyInput(container: Element): void {
  for (const field of container.querySelectorAll<Field>('input, textarea, select')) {
    if (!changedEarly(field)) continue;
    const textLike = !(field instanceof HTMLSelectElement) && !(field instanceof HTMLInputElement && /^(checkbox|radio)$/.test(field.type));
    field.dispatchEvent(new Event(textLike ? 'input' : 'change', { bubbles: true }));
  }
}

/**
 * Issue 29: what each island's entry script runs (lib/islands/build.ts writes one entry per island). Every container
 * of that island on the page is hydrated with `hydrateRoot` (Preact's, through preact/compat: lib/islands/renderer.ts),
 * from the props the build serialised right after it. A container already taken over is left alone.
 */
export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.name}]`).forEach((container) => {
    if (container.getAttribute(ISLAND_ATTR.name) !== name || container.hasAttribute(ISLAND_ATTR.state)) return;
    container.setAttribute(ISLAND_ATTR.state, 'hydrating');
    const data = container.nextElementSibling;
    const props = (data?.hasAttribute(ISLAND_ATTR.props) ? JSON.parse(data.textContent || '{}') : {}) as P;
    hydrateRoot(container, islandElement(Component, props, container));
    replayEarlyInput(container);
  });
}
