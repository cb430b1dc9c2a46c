'use client';

import { Clock } from 'lucide-react';
import { TRIAL_EXTENSION_SECONDS } from '@/content/templates/constants';
import { expiresSoon, formatCountdown } from '@/lib/templates/trial';
import type { Trial } from '@/hooks/use-trial';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const extensionMinutes = TRIAL_EXTENSION_SECONDS / 60;

/**
 * Spec 4: the trial's time left as m:ss with the Expires Soon badge under a minute. Issue 17: shown in the
 * banner and inside the dialog (so it is never hidden behind it), the under-a-minute warning announced to screen
 * readers, and "I need more time" adding five minutes in one action (WCAG 2.2.1). Outside an open dialog the
 * banner's copy is hidden from assistive technology, so the warning is announced once. Issue 26: inside the
 * dialog it is a bar that stays at the top of the dialog's view while the visitor scrolls through the form, so the
 * warning and "I need more time" are always where they are typing; under a minute its border turns red.
 */
export function TrialTimer({ trial, className }: { trial: Trial; className?: string }) {
  const soon = expiresSoon(trial.seconds);
  return (
    <div
      role="timer"
      aria-label="Free trial time left"
      data-soon={soon || undefined}
      className={cn(
        'flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent-soft print:hidden',
        soon ? 'border-2 border-destructive' : 'border border-accent',
        className,
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <Clock className="size-5 text-accent" aria-hidden />
        Free trial: <span className="font-mono text-xl tabular-nums">{formatCountdown(trial.seconds)}</span> left
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {soon ? <Badge variant="destructive">Expires Soon</Badge> : null}
        {trial.canExtend ? (
          <button
            type="button"
            onClick={trial.extend}
            className="inline-flex min-h-11 items-center rounded-md bg-primary px-4 font-semibold text-primary-foreground hover:bg-primary-hover"
          >
            I need more time
          </button>
        ) : null}
      </div>
      {/* Always in the page, so a screen reader announces the warning when it appears. */}
      <p aria-live="assertive" aria-atomic="true" className="sr-only">
        {soon
          ? trial.canExtend
            ? `Your free trial ends in less than a minute. Choose I need more time to add ${extensionMinutes} minutes.`
            : 'Your free trial ends in less than a minute.'
          : ''}
      </p>
    </div>
  );
}
