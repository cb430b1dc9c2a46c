'use client';

import { useEffect } from 'react';

/** Replaces the current history entry, so "back" skips the redirecting page. */
export function ClientRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return null;
}
