import type * as React from 'react';

/**
 * A question page's question as its heading, inside the legend (GOV.UK's question pages): focused (by `id`) when the
 * step opens. Used by Plan my claim and the Help with Fees check.
 */
export function QuestionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} tabIndex={-1} className="text-2xl font-extrabold leading-tight outline-none sm:text-3xl">
      {children}
    </h2>
  );
}
