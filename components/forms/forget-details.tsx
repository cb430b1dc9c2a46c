'use client';

import * as React from 'react';
import { forgetDetailsMessages as text } from '@/content/consultation';
import { Button } from '@/components/ui/button';

/**
 * Issue 53: "Forget my details", offered while a form keeps what the visitor typed in this tab (`kept`): a shared
 * computer's next user would otherwise find it. `onForget` removes it all; focus then goes to `focusAfter` (the
 * form's first field: the button itself is gone), and a polite status says it is done. Rendered only while something
 * is kept, so the server's HTML, which keeps nothing, has no control that would need script.
 */
export function ForgetDetails({ kept, onForget, focusAfter, className }: { kept: boolean; onForget: () => void; focusAfter: string; className?: string }) {
  const [done, setDone] = React.useState(false);
  // Typing again after forgetting: the old "removed" no longer describes the form.
  React.useEffect(() => {
    // oxlint-disable-next-line react/set-state-in-effect
    if (kept) setDone(false);
  }, [kept]);
  const forget = () => {
    onForget();
    setDone(true);
    document.getElementById(focusAfter)?.focus();
  };
  // Two items of the form's own layout: the button only while something is kept, and the status, hidden while empty,
  // but there from the start so that screen readers announce what is put in it.
  return (
    <>
      {kept ? (
        <div data-slot="forget-details" className={className}>
          <Button type="button" variant="outline" onClick={forget}>
            {text.label}
          </Button>
        </div>
      ) : null}
      <p role="status" className="text-sm empty:hidden">
        {done && !kept ? text.done : ''}
      </p>
    </>
  );
}
