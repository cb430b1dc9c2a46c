'use client';

import { useEffect } from 'react';

/** Spec 2: the missing path is logged to the console. */
export function MissingPathLogger() {
  useEffect(() => {
    console.warn(`404: no page exists at ${window.location.pathname}`);
  }, []);
  return null;
}
