'use client';

import * as React from 'react';

export const ERROR_TITLE_PREFIX = 'Error: ';

/** The forms on this page showing errors now: the title keeps its prefix while any does (one page can hold two). */
const showingErrors = new Set<object>();

function applyTitle() {
  const prefixed = document.title.startsWith(ERROR_TITLE_PREFIX);
  if (showingErrors.size > 0 && !prefixed) document.title = `${ERROR_TITLE_PREFIX}${document.title}`;
  if (showingErrors.size === 0 && prefixed) document.title = document.title.slice(ERROR_TITLE_PREFIX.length);
}

/** GOV.UK error pattern: while a form on the page shows errors, the page title starts with "Error: ". */
export function useErrorTitle(hasErrors: boolean) {
  const [form] = React.useState(() => ({}));
  React.useEffect(() => {
    if (!hasErrors) return;
    showingErrors.add(form);
    applyTitle();
    return () => {
      showingErrors.delete(form);
      applyTitle();
    };
  }, [hasErrors, form]);
}
