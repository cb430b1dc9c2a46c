'use client';

import * as React from 'react';
import { TEMPLATE_TRIAL_KEY } from '@/content/storage-keys';
import { parseTrialDeadline, secondsLeft, trialDeadline } from '@/lib/templates/trial';

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
function readStored(): string | null {
  try {
    return window.sessionStorage.getItem(TEMPLATE_TRIAL_KEY);
  } catch {
    return null;
  }
}

export type Trial = {
  /** Seconds left (0 when there is no trial or it has ended). */
  seconds: number;
  active: boolean;
  /** True once a trial started in this tab has run out. */
  expired: boolean;
  start: () => void;
};

/**
 * Spec 4: the five-minute template trial. The deadline is a wall-clock time kept in sessionStorage, so a reload
 * in the same tab neither restarts nor loses it and a background tab stays right; the display ticks once a
 * second from that deadline. `onExpire` runs once, when the time runs out.
 */
export function useTrial(onExpire?: () => void): Trial {
  const stored = React.useSyncExternalStore(subscribe, readStored, () => null);
  const [now, setNow] = React.useState(() => Date.now());
  const deadline = parseTrialDeadline(stored, now);
  const expireRef = React.useRef(onExpire);
  React.useEffect(() => {
    expireRef.current = onExpire;
  });

  React.useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      if (secondsLeft(deadline, time) === 0) {
        window.clearInterval(timer);
        expireRef.current?.();
      }
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = React.useCallback(() => {
    try {
      window.sessionStorage.setItem(TEMPLATE_TRIAL_KEY, String(trialDeadline(Date.now())));
    } catch {
      // Storage blocked: nothing to keep the trial in.
    }
    setNow(Date.now());
    for (const listener of listeners) listener();
  }, []);

  const seconds = deadline === null ? 0 : secondsLeft(deadline, now);
  return { seconds, active: seconds > 0, expired: deadline !== null && seconds === 0, start };
}
