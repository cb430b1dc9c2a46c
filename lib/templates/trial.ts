import { EXPIRES_SOON_SECONDS, TRIAL_SECONDS } from '@/content/templates/constants';

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
 * Reads a stored deadline (sessionStorage, untrusted): a number no further ahead than a whole trial from now.
 * Anything else counts as no trial.
 */
export function parseTrialDeadline(raw: string | null, now: number): number | null {
  if (!raw) return null;
  const value = Number(raw);
  if (!Number.isFinite(value) || value > trialDeadline(now)) return null;
  return value;
}
