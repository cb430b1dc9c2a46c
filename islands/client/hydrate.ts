import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandElement } from '@/islands/client/element';
import { changedFromHtml, earlyInputSource } from '@/islands/client/early-input';
import { ISLAND_ATTR } from '@/islands/manifest';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the visitor's controls show before the hydration: the hydration must not change it (Preact's sets a
 * textarea's value from the server's render), so whatever it rewrote is put back as it was, caret and focus included,
 * before the browser paints. The island then adopts it (islands/client/early-input.ts).
 */
function keepWhatTheControlsShow(container: Element): () => void {
  const focused = document.activeElement;
  const kept = [...container.querySelectorAll<Field>('input, textarea, select')]
    .filter(changedFromHtml)
    .map((field) => {
      const text = field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
      const selection = text && field === focused ? selectionOf(field as HTMLInputElement) : null;
      return { field, value: field.value, checked: field instanceof HTMLInputElement ? field.checked : false, selection };
    });
  return () => {
    for (const { field, value, checked, selection } of kept) {
      if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
        if (field.checked !== checked) field.checked = checked;
      } else if (field.value !== value) {
        field.value = value;
        if (selection) (field as HTMLInputElement).setSelectionRange(...selection);
      }
    }
    if (focused instanceof HTMLElement && focused !== document.activeElement && container.contains(focused)) focused.focus({ preventScroll: true });
  };
}

/** A text control's caret (null where the input type has none, as an email field). */
function selectionOf(field: HTMLInputElement): [number, number, 'forward' | 'backward' | 'none'] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null ? null : [field.selectionStart, field.selectionEnd, field.selectionDirection ?? 'none'];
  } catch {
    return null;
  }
}

/**
 * Issue 29: what each island's entry script runs (islands/build/bundle.ts writes one entry per island). Every container
 * of that island on the page is hydrated with `hydrateRoot` (Preact's, through preact/compat: islands/build/renderer.ts),
 * from the props the build serialised right after it. A container already taken over is left alone.
 */
export function hydrateIslands<P extends object>(name: string, Component: ComponentType<P>): void {
  document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.name}]`).forEach((container) => {
    if (container.getAttribute(ISLAND_ATTR.name) !== name || container.hasAttribute(ISLAND_ATTR.state)) return;
    container.setAttribute(ISLAND_ATTR.state, 'hydrating');
    const data = container.nextElementSibling;
    const props = (data?.hasAttribute(ISLAND_ATTR.props) ? JSON.parse(data.textContent || '{}') : {}) as P;
    const putBack = keepWhatTheControlsShow(container);
    hydrateRoot(container, islandElement(Component, props, container, earlyInputSource(container)));
    putBack();
    // Its handlers are attached now (React DOM's own replay covers a press while it finishes), though its effects,
    // which mark it `hydrated`, run after a paint: from here the island answers its own presses, so the shell no
    // longer holds them (a press held as well would be done twice: a favourite saved and unsaved at once).
    if (container.getAttribute(ISLAND_ATTR.state) === 'hydrating') container.setAttribute(ISLAND_ATTR.state, 'live');
  });
}
