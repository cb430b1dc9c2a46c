'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ExternalToast } from 'sonner';

/**
 * Notifications for a page whose toasts only follow an action (a form sent or not sent): the toaster and
 * sonner are fetched after the page has loaded, so they cost nothing on the way to its first paint. Same
 * settings as `Toaster` (spec 9); pages that raise toasts often keep the eager one.
 */
let sonner: typeof import('sonner') | null = null;
const loadSonner = () => import('sonner').then((module) => (sonner = module));

/** The toaster, rendered once sonner has arrived after the island hydrated (nothing on the server or before). */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    void loadSonner()
      .then(() => import('./sonner'))
      .then((m) => live && setToaster(() => m.Toaster));
    return () => {
      live = false;
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}

type Kind = 'success' | 'error' | 'info';

/**
 * Raises a toast. Once the toaster has loaded (long before anyone has filled in a form) this is as immediate
 * as sonner's own `toast`; before that, the toast follows as soon as sonner arrives.
 */
export function lazyToast(kind: Kind, title: string, options?: ExternalToast): void {
  if (sonner) sonner.toast[kind](title, options);
  else void loadSonner().then(({ toast }) => toast[kind](title, options));
}
