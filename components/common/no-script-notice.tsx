import { Info } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A short, polite note shown only when JavaScript is off, beside a part of the page that needs it: what does
 * not work and what the visitor can do instead. A `<noscript>`, so with script it is not even in the page (and
 * nothing shifts); the controls it explains carry `no-js:hidden`. Not printed.
 */
export function NoScriptNotice({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <noscript>
      <p data-no-js-notice className={cn('flex gap-2 rounded-md border-l-4 border-warning-border bg-warning-soft p-3 print:hidden', className)}>
        <Info className="mt-1 size-4 shrink-0" aria-hidden />
        <span>{children}</span>
      </p>
    </noscript>
  );
}
