import { ArrowLeft } from 'lucide-react';
import { shellMark } from '@/lib/page-markers';

/**
 * Spec 2: goes back one step if there is history on this site, otherwise to a fallback path (the shell script's
 * behaviour). Without JavaScript it is a plain link to the fallback.
 */
export function BackLink({ fallback = '/', label = 'Back' }: { fallback?: string; label?: string }) {
  return (
    <a
      href={fallback}
      {...shellMark('backLink')}
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-5" aria-hidden />
      {label}
    </a>
  );
}
