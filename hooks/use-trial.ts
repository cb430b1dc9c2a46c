'use client';

import * as React from 'react';
import { TEMPLATE_TRIAL_KEY } from '@/content/storage-keys';
import {
  canExtend,
  extendTrial,
  extensionsLeft,
  parseTrialRecord,
  secondsLeft,
  startTrial,
  type SignupDelivery,
  type TrialRecord,
} from '@/lib/templates/trial';

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
/** Storage blocked: the trial lives in memory for this page instead. */
let fallback: string | null = null;
function store(record: TrialRecord) {
  const raw = JSON.stringify(record);
  fallback = raw;
  try {
    window.sessionStorage.setItem(TEMPLATE_TRIAL_KEY, raw);
  } catch {
    // Kept in memory only.
  }
  for (const listener of listeners) listener();
}

export type Trial = {
  /** Seconds left (0 when there is no trial or it has ended). */
  seconds: number;
  active: boolean;
  /** True once a trial started in this tab has run out. */
  expired: boolean;
  /** Whether the sign-up reached our team (null with no trial). */
  signup: SignupDelivery | null;
  /** "I need more time" is on offer (with the Expires Soon warning, while extensions are left). */
  canExtend: boolean;
  extensionsLeft: number;
  start: (signup: SignupDelivery) => void;
  /** Adds five minutes in one action. */
  extend: () => void;
  /** Records a later successful delivery of the sign-up. */
  markSignupSent: () => void;
};

/**
 * Spec 4: the five-minute template trial. The trial (its deadline, extensions and whether the sign-up was
 * delivered) is kept in sessionStorage, so a reload in the same tab neither restarts nor loses it and a
 * background tab stays right; the display ticks once a second from the deadline. `onExpire` runs once, when
 * the time runs out while this page is open (not on a reload after it ended).
 */
export function useTrial(onExpire?: () => void): Trial {
  const stored = React.useSyncExternalStore(subscribe, () => readStored() ?? fallback, () => null);
  const [now, setNow] = React.useState(() => Date.now());
  const record = parseTrialRecord(stored, now);
  const deadline = record?.deadline ?? null;
  const expireRef = React.useRef(onExpire);
  React.useEffect(() => {
    expireRef.current = onExpire;
  });

  // A trial already over (a reload after it ended) has nothing left to end: `onExpire` is for the moment it runs out.
  const over = deadline !== null && secondsLeft(deadline, now) === 0;
  React.useEffect(() => {
    if (deadline === null || over) return;
    const tick = () => {
      const time = Date.now();
      setNow(time);
      // The deadline as stored now, not as it was when this timer started: an extension made since (whose effect
      // may not have run yet) must not let this tick end the trial.
      const current = parseTrialRecord(readStored() ?? fallback, time)?.deadline ?? deadline;
      if (secondsLeft(current, time) === 0) {
        window.clearInterval(timer);
        expireRef.current?.();
      }
    };
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, over]);

  const start = React.useCallback((signup: SignupDelivery) => {
    const time = Date.now();
    setNow(time);
    store(startTrial(time, signup));
  }, []);

  const extend = React.useCallback(() => {
    const time = Date.now();
    const current = parseTrialRecord(readStored() ?? fallback, time);
    if (!current) return;
    setNow(time);
    store(extendTrial(current, time));
  }, []);

  const markSignupSent = React.useCallback(() => {
    const current = parseTrialRecord(readStored() ?? fallback, Date.now());
    if (current) store({ ...current, signup: 'sent' });
  }, []);

  const seconds = record ? secondsLeft(record.deadline, now) : 0;
  return {
    seconds,
    active: seconds > 0,
    expired: record !== null && seconds === 0,
    signup: record?.signup ?? null,
    canExtend: record ? canExtend(record, now) : false,
    extensionsLeft: record ? extensionsLeft(record) : 0,
    start,
    extend,
    markSignupSent,
  };
}
