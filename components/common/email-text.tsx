import { Fragment } from 'react';
import { emailWrapParts } from '@/lib/email-wrap';

/**
 * An email address that wraps at sensible points on a narrow screen (before the "@" and each dot), never
 * mid-word where it fits (`wrap-anywhere` splits a piece only when it alone is wider than the line, and lets the
 * box around it shrink to a phone's width); copying it still gives the whole address.
 */
export function EmailText({ email, className = 'min-w-0 wrap-anywhere' }: { email: string; className?: string }) {
  // One span, so that in a flex row the pieces and their <wbr>s stay one item that wraps, not several that cannot.
  return (
    <span className={className}>
      {emailWrapParts(email).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
