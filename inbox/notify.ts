import path from 'node:path';
import { caseTypeOptions, claimValueOptions, type LeadKind } from '@/content/consultation';
import { siteConfig } from '@/content/site';
import { shortReference } from '@/lib/lead-protocol';
import type { NotifySettings } from './lead-settings';
import { leadVersion, versionOf, type StoredLead } from './lead-store';
import { leadLabel, NOTIFICATION_FILE, readNotificationState, readStoredLead, versionStateFile, withoutLeadIds, writeNotificationState } from './lead-records';
import { cleanForEmail, escapeForTerminal } from './safe-text';

/**
 * The owner's email for each new lead (issue 18, item 5), and for each update of one (issue 53: a trial sign-up
 * changed from the visitor's own tab). It says that a request arrived, what kind, and how to read it, but carries no
 * one's name, contact details or words: an email passes through mail servers and sits in mailboxes long after the
 * lead itself has been deleted, so the details stay in the lead's folder, read there with
 * `npm run leads -- --show <reference>`; the subject carries the reference the visitor was shown (SCC-7F3K-92QD).
 * Nor does it carry the request's full id, which a repeat of the request must name (issue 53): the reference is enough.
 */

export const leadKindNames: Record<LeadKind, string> = {
  consultation: 'consultation request',
  trial: 'template trial sign-up',
  premium: 'bespoke template request',
};

const optionLabel = (options: readonly { value: string; label: string }[], value: string | undefined) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : '';

/** "2026-11-23 14:02", in UK time, which is when the owner reads it. */
export function ukDateTime(date: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** What the lead is about (as `version` of it gave it), as label and value lines, from fields that hold no one's identity. */
function summaryLines(lead: StoredLead, version: number): [string, string][] {
  const request = versionOf(lead, version).request ?? {};
  const lines: [string, string][] = [['Kind', leadKindNames[lead.kind] ?? lead.kind]];
  if (lead.kind === 'premium') {
    lines.push(['Case type', request.case_type ?? ''], ['Case value', request.case_value ? `£${request.case_value}` : ''], ['Urgency', request.urgency ?? '']);
  } else {
    lines.push(['Case type', optionLabel(caseTypeOptions, request.caseType)]);
    if (lead.kind === 'consultation') lines.push(['Claim value', optionLabel(claimValueOptions, request.claimValue)]);
  }
  lines.push(['Documents', String(lead.documents?.length ?? 0)], ['Reference', shortReference(lead.id)]);
  return lines.map(([label, value]) => [label, cleanForEmail(value) || 'not given']);
}

export type LeadEmail = { subject: string; text: string };

/**
 * The email for one lead (`version` 1) or one update of it (2 on): a subject with no personal data, and a plain-text
 * summary with how to read the request on the server.
 */
export function leadEmail(lead: StoredLead, folderPath: string, { retentionDays }: { retentionDays: number }, version = 1): LeadEmail {
  const kind = leadKindNames[lead.kind] ?? 'request';
  const reference = cleanForEmail(shortReference(lead.id));
  const arrived = new Date(versionOf(lead, version).receivedAt);
  const when = Number.isNaN(arrived.getTime()) ? 'at an unknown time' : ukDateTime(arrived);
  const updated = version > 1;
  const subject = updated ? `Updated ${kind} ${when} (ref ${reference})` : `New ${kind} ${when} (ref ${reference})`;
  const text = [
    updated
      ? `The ${kind} ${reference} was changed at ${when} (UK time) from the visitor's own browser tab, with the key our first answer gave it: update ${version - 1}. The details it replaced are kept with it.`
      : `A new ${kind} reached the ${siteConfig.name} lead inbox at ${when} (UK time).`,
    '',
    ...summaryLines(lead, version).map(([label, value]) => `${label}: ${value}`),
    '',
    // The leads folder, never the request's own (its name holds the request's id).
    `Kept in: ${cleanForEmail(path.dirname(folderPath))}${path.sep}`,
    `Read it in full on that server: npm run leads -- --show ${reference}`,
    '',
    `The name, contact details and case description are not in this email, to keep them off mail servers. The request is deleted automatically ${retentionDays} days after it arrived.`,
  ].join('\n');
  return { subject, text };
}

/** A send, as the notifier needs it: nodemailer's transport in the inbox (smtp-transport.ts), anything else in a test. */
export type SendMail = (message: { from: string; to: string; subject: string; text: string }, signal?: AbortSignal) => Promise<unknown>;

export type RetryPolicy = {
  /** Wait before the second attempt; each later wait doubles, up to maxDelayMs. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** Attempts in one round; after the last, the lead is marked failed and the next round (the daily sweep or a restart) tries again. */
  maxAttempts: number;
};

/** 30 s, 1, 2, 4, 8, 16, 32 minutes, then hourly: 12 attempts span about 5 hours. */
export const DEFAULT_RETRY: RetryPolicy = { firstDelayMs: 30_000, maxDelayMs: 60 * 60_000, maxAttempts: 12 };

/** The wait after the given failed attempt (1 for the first). */
export const retryDelay = (policy: RetryPolicy, failedAttempt: number) =>
  Math.min(policy.firstDelayMs * 2 ** (failedAttempt - 1), policy.maxDelayMs);

/** Runs a function later; returns what cancels it. */
export type Schedule = (run: () => void, delayMs: number) => () => void;

export const realSchedule: Schedule = (run, delayMs) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};


/** One way of telling someone about a lead: the owner's email, or a CRM's webhook. */
export type Channel = {
  /** The state file in each lead's folder (`notification.json` for the email). */
  stateFile: string;
  /** For the logs: "the email", "the webhook". */
  name: string;
  /** Who is told, as recorded in the state once sent. */
  recipient: string;
  /**
   * Sends the message about one lead (`version` 1) or an update of it (2 on). It settles within the channel's own
   * time limits (nodemailer's timeouts, the webhook's abortAfterMs), or soon after `signal` aborts (at shutdown, or
   * when the lead is gone).
   */
  deliver: (lead: StoredLead, folderPath: string, signal: AbortSignal, version: number) => Promise<void>;
  /**
   * How long an attempt waits for `deliver` before it counts as failed and the next attempt is scheduled (none: until
   * it settles). The delivery is not given up: a late success still counts, and nothing is sent again while it runs.
   */
  answerTimeoutMs?: number;
};

/** The owner's email as a channel. */
export function emailChannel(settings: NotifySettings, send: SendMail, retentionDays: number): Channel {
  return {
    stateFile: NOTIFICATION_FILE,
    name: 'the email',
    recipient: settings.to,
    deliver: async (lead, folderPath, signal, version) => {
      await send({ from: settings.from, to: settings.to, ...leadEmail(lead, folderPath, { retentionDays }, version) }, signal);
    },
  };
}

/** Deliveries under way at once, per channel: plenty for a busy evening, and within what mail servers allow one client. */
export const DEFAULT_CONCURRENCY = 8;

export type NotifierOptions = {
  leadsDir: string;
  channel: Channel;
  log: (message: string) => void;
  now: () => Date;
  schedule: Schedule;
  retry: RetryPolicy;
  concurrency?: number;
};

type Outcome = { ok: true } | { ok: false; error: unknown };
/** A delivery under way: what it comes to, and what cuts it short. */
type Delivery = { outcome: Promise<Outcome>; abort: () => void };
const NO_ANSWER = Symbol('no answer');

const describeError = (error: unknown) => escapeForTerminal(withoutLeadIds(error instanceof Error ? error.message : String(error)));

/**
 * Delivers a channel's messages in the background: `notify(folder)` returns at once, whatever the mail server (or the
 * CRM) does. Each lead is looked after on its own, so a mail server that hangs on one lead's email holds back no
 * other's (up to `concurrency` deliveries at once). Each lead's state is kept in its folder (the channel's state file)
 * after every attempt, so a restart, which calls `notify` for every lead not yet sent, carries on where this process
 * stopped. A failed delivery is tried again after a growing wait; a lead deleted meanwhile is simply dropped. A
 * delivery that outlives its attempt's `answerTimeoutMs` is not sent again while it runs, and its late success counts.
 */
export function createNotifier({ leadsDir, channel, log, now, schedule, retry, concurrency = DEFAULT_CONCURRENCY }: NotifierOptions) {
  /** The leads being looked after, each by its own loop: the only writer of that lead's state file while it runs. */
  const looking = new Map<string, Promise<void>>();
  let stopped = false;
  const stopping = new AbortController();

  /** The promise's value, or undefined as soon as the notifier stops (listening only while it waits). */
  function unlessStopped<T>(promise: Promise<T>): Promise<T | undefined> {
    if (stopped) return Promise.resolve(undefined);
    return new Promise<T | undefined>((resolve, reject) => {
      const onStop = () => resolve(undefined);
      stopping.signal.addEventListener('abort', onStop, { once: true });
      promise.then(resolve, reject).finally(() => stopping.signal.removeEventListener('abort', onStop));
    });
  }

  let freeSlots = concurrency;
  const waitingForSlot: (() => void)[] = [];
  /** Waits for a free delivery slot; false when the notifier stops first. */
  async function takeSlot(): Promise<boolean> {
    if (freeSlots > 0) {
      freeSlots -= 1;
      return true;
    }
    return (await unlessStopped(new Promise<true>((resolve) => waitingForSlot.push(() => resolve(true))))) ?? false;
  }
  const releaseSlot = () => {
    const next = waitingForSlot.shift();
    if (next) next();
    else freeSlots += 1;
  };

  function startDelivery(lead: StoredLead, folderPath: string, version: number): Delivery {
    const controller = new AbortController();
    const outcome = Promise.resolve()
      .then(() => channel.deliver(lead, folderPath, controller.signal, version))
      .then(
        (): Outcome => ({ ok: true }),
        (error: unknown): Outcome => ({ ok: false, error }),
      )
      .finally(releaseSlot);
    return { outcome, abort: () => controller.abort() };
  }

  /** The delivery's outcome, or NO_ANSWER once the channel's answerTimeoutMs has passed without one. */
  function answerWithin(delivery: Delivery): Promise<Outcome | typeof NO_ANSWER> {
    const timeoutMs = channel.answerTimeoutMs;
    if (timeoutMs === undefined) return delivery.outcome;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<typeof NO_ANSWER>((resolve) => (timer = setTimeout(resolve, timeoutMs, NO_ANSWER)));
    return Promise.race([delivery.outcome, timedOut]).finally(() => clearTimeout(timer));
  }

  /** The wait before the next attempt, through `schedule`: `due` resolves when it is over. */
  function retryWait(delayMs: number): { due: Promise<void>; cancel: () => void } {
    let cancel = () => {};
    const due = new Promise<void>((resolve) => (cancel = schedule(() => resolve(), delayMs)));
    return { due, cancel };
  }

  async function lookAfter(folder: string, version: number): Promise<void> {
    const folderPath = path.join(leadsDir, folder);
    const stateFile = versionStateFile(channel.stateFile, version);
    // The log names the lead by its reference, never by its folder, whose name holds the request's id (issue 53).
    const about = `${leadLabel(folder)}${version > 1 ? ` (update ${version - 1})` : ''}`;
    let attemptInRound = 0;
    /** The delivery under way, perhaps since an earlier attempt whose wait for an answer ran out. */
    let delivery: Delivery | undefined;
    let wait: ReturnType<typeof retryWait> | undefined;
    const recordSent = async (attempts: number, late: boolean) => {
      await writeNotificationState(folderPath, { status: 'sent', attempts, sentAt: now().toISOString(), to: channel.recipient }, stateFile);
      log(`Sent ${channel.name} about ${about} to ${escapeForTerminal(channel.recipient)}${late ? ', answered after its attempt had timed out' : ''}.`);
    };
    try {
      // Each turn is one attempt; `stopped` is set by stop(), meanwhile.
      for (;;) {
        if (stopped) return;
        const lead = await readStoredLead(folderPath);
        const previous = await readNotificationState(folderPath, stateFile);
        if (!lead || version > leadVersion(lead) || previous?.status === 'sent') return;
        attemptInRound += 1;
        const attempts = (previous?.attempts ?? 0) + 1;
        if (!delivery) {
          if (!(await takeSlot())) return;
          if (stopped) {
            releaseSlot();
            return;
          }
          delivery = startDelivery(lead, folderPath, version);
        }
        const answer = await answerWithin(delivery);
        if (answer !== NO_ANSWER) delivery = undefined;
        if (answer !== NO_ANSWER && answer.ok) {
          await recordSent(attempts, false);
          return;
        }
        const lastError =
          answer === NO_ANSWER
            ? `no answer within ${channel.answerTimeoutMs! / 1000} s; still waiting for it, and not sending again meanwhile`
            : describeError(answer.error);
        const givingUp = attemptInRound >= retry.maxAttempts;
        const state = { status: givingUp ? 'failed' : 'pending', attempts, lastAttemptAt: now().toISOString(), lastError } as const;
        if (!(await writeNotificationState(folderPath, state, stateFile))) return;
        const delay = retryDelay(retry, attemptInRound);
        if (givingUp) {
          log(`Gave up sending ${channel.name} about ${about} after ${attemptInRound} attempts (${lastError}); the next daily sweep or restart tries again.`);
        } else if (!stopped) {
          log(`Could not send ${channel.name} about ${about} (attempt ${attempts}: ${lastError}); trying again in ${Math.round(delay / 1000)} s.`);
        }
        if (stopped) return;
        // Until the next attempt (or, after the last, until the delivery under way ends), a late answer still counts.
        wait = givingUp ? undefined : retryWait(delay);
        const next = wait?.due.then(() => undefined);
        while (delivery) {
          const late = await unlessStopped(next ? Promise.race([delivery.outcome, next]) : delivery.outcome);
          if (late === undefined) break;
          delivery = undefined;
          if (late.ok) {
            await recordSent(attempts, true);
            return;
          }
        }
        if (!next) return;
        await unlessStopped(next);
      }
    } finally {
      wait?.cancel();
      // Only a lead that is gone, or a shutdown, leaves a delivery running: cut it short (the next start sends it again).
      delivery?.abort();
    }
  }

  return {
    /**
     * Looks after the message about a stored lead (a folder name in the leads folder), or about its update `version`
     * (2 on), unless it is already.
     */
    notify(folder: string, version = 1): void {
      const key = `${folder}#${version}`;
      if (stopped || looking.has(key)) return;
      const loop = lookAfter(folder, version)
        .catch((error: unknown) => log(`Could not send ${channel.name} about ${leadLabel(folder)}: ${escapeForTerminal(withoutLeadIds(String(error)))}`))
        .finally(() => looking.delete(key));
      looking.set(key, loop);
    },
    /**
     * Cancels the waits and lets each delivery under way finish its attempt (its state is saved, for the next start);
     * a delivery that has outlived its attempt is cut short.
     */
    async stop(): Promise<void> {
      stopped = true;
      stopping.abort();
      await Promise.all(looking.values());
    },
  };
}
