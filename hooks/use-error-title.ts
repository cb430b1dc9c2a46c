'use client';

import * as React from 'react';

export const ERROR_TITLE_PREFIX = 'Error: ';

/** GOV.UK error pattern: while a form shows errors, the page title starts with "Error: ". */
export function useErrorTitle(hasErrors: boolean) {
  React.useEffect(() => {
    const prefixed = document.title.startsWith(ERROR_TITLE_PREFIX);
    if (hasErrors && !prefixed) document.title = `${ERROR_TITLE_PREFIX}${document.title}`;
    if (!hasErrors && prefixed) document.title = document.title.slice(ERROR_TITLE_PREFIX.length);
  }, [hasErrors]);

  React.useEffect(
    () => () => {
      if (document.title.startsWith(ERROR_TITLE_PREFIX)) document.title = document.title.slice(ERROR_TITLE_PREFIX.length);
    },
    [],
  );
}
