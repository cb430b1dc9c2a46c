'use client';

import { useRouter } from 'next/navigation';
import { ArrowLeft } from 'lucide-react';
import { canGoBack } from '@/lib/history';

/**
 * Spec 2: goes back one step if there is history on this site, otherwise to a fallback path.
 * Without JavaScript it is a plain link to the fallback.
 */
export function BackLink({ fallback = '/', label = 'Back' }: { fallback?: string; label?: string }) {
  const router = useRouter();
  return (
    <a
      href={fallback}
      className="inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-primary underline-offset-4 hover:underline"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        if (canGoBack(window)) router.back();
        else router.push(fallback);
      }}
    >
      <ArrowLeft className="size-5" aria-hidden />
      {label}
    </a>
  );
}
