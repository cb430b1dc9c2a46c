import { SIGNUP_DETAILS_KEY, TEMPLATE_TRIAL_KEY } from '@/content/storage-keys';
import { parseTrialRecord, secondsLeft } from '@/lib/templates/trial';
import { REQUEST_ID_PATTERN, UPDATE_KEY_PATTERN } from './lead-protocol';

/**
 * A trial sign-up's request id and update key, and what this tab keeps of the sign-up (issue 53): a module of its own,
 * with nothing heavy in it, because the template gallery needs it on its first load (to forget a sign-up's unsent
 * details when the trial ends) and lib/consultation-delivery.ts, with all of delivery, would cost it 4 KiB.
 */

/** What a trial sign-up sends (and, until it has reached us, what the tab keeps to send it again). */
export type SignupValues = { name: string; email: string; phone: string; caseType: string; description: string };
const SIGNUP_TEXT_FIELDS = ['name', 'email', 'phone', 'caseType', 'description'] as const;

/**
 * A trial sign-up as this tab keeps it (issue 53: only what the visitor still needs). Once it has reached us: its
 * request id and the update key our answer gave, nothing anyone could read, so that signing up again from this tab
 * updates that one lead (the inbox checks it is the same email) instead of adding another. Until it has reached us:
 * also the details (`unsent`), to send again from the notice that says they did not arrive, and only while the trial
 * they unlocked is on.
 */
export type KeptSignup = { requestId: string; updateKey?: string; unsent?: SignupValues };

/** A kept sign-up read back defensively: null unless its id (and key, and details, where present) are well formed. */
export function parseKeptSignup(raw: unknown): KeptSignup | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const record = raw as Record<string, unknown>;
  if (typeof record.requestId !== 'string' || !REQUEST_ID_PATTERN.test(record.requestId)) return null;
  const kept: KeptSignup = { requestId: record.requestId };
  if (record.updateKey !== undefined) {
    if (typeof record.updateKey !== 'string' || !UPDATE_KEY_PATTERN.test(record.updateKey)) return null;
    kept.updateKey = record.updateKey;
  }
  if (record.unsent !== undefined) {
    if (typeof record.unsent !== 'object' || record.unsent === null || Array.isArray(record.unsent)) return null;
    const fields = record.unsent as Record<string, unknown>;
    const unsent: SignupValues = { name: '', email: '', phone: '', caseType: '', description: '' };
    for (const field of SIGNUP_TEXT_FIELDS) {
      const value = fields[field];
      if (value !== undefined && typeof value !== 'string') return null;
      unsent[field] = value ?? '';
    }
    kept.unsent = unsent;
  }
  return kept;
}

/**
 * What a new sign-up from this tab is sent under: the kept sign-up's id and update key when it has one (the inbox
 * updates that lead only for the same email, and otherwise stores a lead of its own), else nothing (a new id).
 */
export function signupUpdate(kept: KeptSignup | null): { requestId: string; updateKey: string } | undefined {
  return kept?.updateKey ? { requestId: kept.requestId, updateKey: kept.updateKey } : undefined;
}

/**
 * What the tab keeps once a sign-up has been sent (`sent`: its request id, and the update key it carried): after
 * delivery, the id the inbox answered with and the key that updates it (the answer's own for a new lead, else the
 * one sent when the same lead was updated; nothing when there is none: a form service, or a retry whose first answer
 * was lost); before delivery, the details too, to send again.
 */
export function keptAfterSending(
  sent: { requestId: string; updateKey?: string },
  values: SignupValues,
  result: { ok: true; id?: string; updateKey?: string } | { ok: false },
): KeptSignup | null {
  if (!result.ok) return { requestId: sent.requestId, unsent: { ...values } };
  const requestId = result.id ?? sent.requestId;
  const updateKey = result.updateKey ?? (requestId === sent.requestId ? sent.updateKey : undefined);
  return updateKey ? { requestId, updateKey } : null;
}


/** Whether this tab's template trial is still running (the sign-up's unsent details are kept only while it is). */
function trialRunning(): boolean {
  const now = Date.now();
  const trial = parseTrialRecord(window.sessionStorage.getItem(TEMPLATE_TRIAL_KEY), now);
  return trial !== null && secondsLeft(trial.deadline, now) > 0;
}

/**
 * The trial sign-up this tab sent last (sessionStorage, lib/consultation-delivery.ts `KeptSignup`), or null (none,
 * storage blocked, or not ours). Details that never reached us are kept only while the trial they unlocked runs: a
 * reload after it ended finds them gone (issue 53: the next person at the computer sees nothing of the last).
 */
export function readKeptSignup(): KeptSignup | null {
  try {
    const stored = window.sessionStorage.getItem(SIGNUP_DETAILS_KEY);
    const kept = stored === null ? null : parseKeptSignup(JSON.parse(stored));
    if (kept?.unsent && !trialRunning()) {
      const { unsent: _done, ...rest } = kept;
      keepSignup(rest.updateKey ? rest : null);
      return rest.updateKey ? rest : null;
    }
    return kept;
  } catch {
    return null;
  }
}

/** Keeps what a sign-up still needs in this tab (null: nothing); blocked or full storage only costs the convenience. */
export function keepSignup(kept: KeptSignup | null): void {
  try {
    if (kept) window.sessionStorage.setItem(SIGNUP_DETAILS_KEY, JSON.stringify(kept));
    else window.sessionStorage.removeItem(SIGNUP_DETAILS_KEY);
  } catch {
    // Nothing kept: the next sign-up from this tab is a lead of its own.
  }
}

/**
 * Forgets the details of a sign-up that did not reach us (its trial is over, or the visitor chose "Forget my
 * details"), keeping only the id and key of one that did; `everything` forgets those too.
 */
export function forgetSignup({ everything = false }: { everything?: boolean } = {}): void {
  let kept: KeptSignup | null = null;
  try {
    const stored = window.sessionStorage.getItem(SIGNUP_DETAILS_KEY);
    kept = stored === null ? null : parseKeptSignup(JSON.parse(stored));
  } catch {
    // Unreadable: removed below.
  }
  keepSignup(!everything && kept?.updateKey ? { requestId: kept.requestId, updateKey: kept.updateKey } : null);
}
