import { EXPIRES_SOON_SECONDS, MAX_TRIAL_EXTENSIONS, TRIAL_EXTENSION_SECONDS, TRIAL_SECONDS } from '@/content/templates/constants';

/**
 * The five-minute trial as a wall-clock deadline (STYLE.md convention 9): what is left is worked out from the
 * time now, so a throttled background tab or a reload stays right.
 */
export function trialDeadline(now: number): number {
  return now + TRIAL_SECONDS * 1000;
}

/** Whole seconds left, rounded up, never below zero. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "m:ss", e.g. "4:59", "0:07". */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function expiresSoon(seconds: number): boolean {
  return seconds > 0 && seconds < EXPIRES_SOON_SECONDS;
}

/**
 * Whether the sign-up reached our team. The trial starts either way (issue 17: the generator must work on a
 * static host with no receiver); the page says honestly which happened.
 */
export type SignupDelivery = 'sent' | 'not-sent';

/** A trial as kept in this tab: when it ends, how often it was extended, and whether the sign-up was delivered. */
export type TrialRecord = { deadline: number; extensions: number; signup: SignupDelivery };

export function startTrial(now: number, signup: SignupDelivery): TrialRecord {
  return { deadline: trialDeadline(now), extensions: 0, signup };
}

/** Extensions still available for this trial. */
export function extensionsLeft(record: TrialRecord): number {
  return Math.max(0, MAX_TRIAL_EXTENSIONS - record.extensions);
}

/** "I need more time" is offered with the Expires Soon warning, while extensions are left. */
export function canExtend(record: TrialRecord, now: number): boolean {
  return expiresSoon(secondsLeft(record.deadline, now)) && extensionsLeft(record) > 0;
}

/** Five more minutes on what is left, in one action; the record unchanged when it cannot be extended. */
export function extendTrial(record: TrialRecord, now: number): TrialRecord {
  if (!canExtend(record, now)) return record;
  return { ...record, deadline: record.deadline + TRIAL_EXTENSION_SECONDS * 1000, extensions: record.extensions + 1 };
}

/** The furthest ahead a genuine deadline can be: a fresh trial, or an extension taken just inside the warning. */
const longestAheadMs = Math.max(TRIAL_SECONDS, EXPIRES_SOON_SECONDS + TRIAL_EXTENSION_SECONDS) * 1000;

/**
 * Reads a stored trial (sessionStorage, untrusted): a deadline no further ahead than a genuine trial can be, a
 * whole number of extensions within the limit, and a known delivery state. Anything else counts as no trial.
 */
export function parseTrialRecord(raw: string | null, now: number): TrialRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { deadline, extensions, signup } = value as Record<string, unknown>;
  if (typeof deadline !== 'number' || !Number.isFinite(deadline) || deadline > now + longestAheadMs) return null;
  if (typeof extensions !== 'number' || !Number.isInteger(extensions) || extensions < 0 || extensions > MAX_TRIAL_EXTENSIONS) return null;
  if (signup !== 'sent' && signup !== 'not-sent') return null;
  return { deadline, extensions, signup };
}
