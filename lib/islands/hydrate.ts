import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandElement } from './element';
import { ISLAND_ATTR, islandIdPrefix } from './manifest';

/**
 * Issue 29: what each island's entry script runs (lib/islands/build.ts writes one entry per island). Every container
 * of that island on the page is hydrated with React's `hydrateRoot`, from the props the build serialised right after
 * it, with the same id prefix the build rendered it with. A container already taken over is left alone.
 */
export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  const all = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.name}]`)];
  all.forEach((container, index) => {
    if (container.getAttribute(ISLAND_ATTR.name) !== name || container.hasAttribute(ISLAND_ATTR.state)) return;
    container.setAttribute(ISLAND_ATTR.state, 'hydrating');
    const data = container.nextElementSibling;
    const props = (data?.hasAttribute(ISLAND_ATTR.props) ? JSON.parse(data.textContent || '{}') : {}) as P;
    hydrateRoot(container, islandElement(Component, props, container), {
      identifierPrefix: islandIdPrefix(name, index),
      onRecoverableError: (error) => console.warn(`The ${name} island recovered from an error while hydrating:`, error),
    });
  });
}
