import * as z from 'zod/mini';
import { MAX_AMOUNT, MAX_ANSWERS_FILE_BYTES, NAME_MAX, TEXT_MAX } from '@/content/claim-plan/constants';
import { FULL_POSTCODE } from './postcode';
import { answersFileMessages, type AnswersFileProblem } from '@/content/claim-plan/messages';

/**
 * Issue 28: the visitor's answers to "Plan my claim", typed and versioned. The same model is the plan's input, what
 * "Save on this device" keeps, and the "Download my answers" file, so it is written with `zod/mini` (it runs in the
 * browser, loaded only when used). A file is untrusted input: `parseAnswersFile` limits its size, refuses other
 * kinds of file and unknown versions with a clear message, and validates every field; unknown fields are refused.
 * Amounts are whole pence; dates ISO (YYYY-MM-DD).
 */

export const ANSWERS_FILE_KIND = 'small-claims-compass/claim-plan-answers';
export const ANSWERS_VERSION = 1;
export { MAX_ANSWERS_FILE_BYTES, NAME_MAX, TEXT_MAX };

const isoDate = z.iso.date();
const trimmedText = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
/** A UK postcode as typed (case and spaces free); the area letters are what the plan reads. */
const postcode = z.string().check(z.trim(), z.regex(FULL_POSTCODE));
const pence = z.int().check(z.minimum(1), z.maximum(MAX_AMOUNT * 100));

export const CLAIMANT_KINDS = ['individual', 'business'] as const;
export const DEBTOR_KINDS = ['individual', 'sole-trader', 'organisation'] as const;
export const LETTER_REPLIES = ['none', 'replied', 'disputed', 'asked-for-documents'] as const;
export const DEBTOR_MEANS = ['employed', 'home-owner', 'trading', 'bank-account', 'nothing-known'] as const;

const letterSchema = z.discriminatedUnion('sent', [
  z.strictObject({ sent: z.literal(false) }),
  z.strictObject({
    sent: z.literal(true),
    date: isoDate,
    /** The date the letter gave to pay or reply, when it gave one (the site's letter: 14 working days). */
    payBy: z.optional(isoDate),
    reply: z.enum(LETTER_REPLIES),
    /** The day the reply arrived (the Reply Form, under the Debt Protocol); needed for every reply. */
    replyDate: z.optional(isoDate),
    /** The day the documents the debtor asked for were sent, once they have been. */
    documentsSentDate: z.optional(isoDate),
  }),
]);

export const claimAnswersSchema = z
  .strictObject({
    claimant: z.enum(CLAIMANT_KINDS),
    debtor: z.enum(DEBTOR_KINDS),
    amountPence: pence,
    description: z.optional(trimmedText(TEXT_MAX)),
    dueDate: isoDate,
    /** The latest part payment or signed written acknowledgment, when the visitor gave one (Limitation Act 1980 ss.29-30). */
    acknowledgedOn: z.optional(isoDate),
    letter: letterSchema,
    /** The debtor disputes the debt (also true when their reply disputed it). */
    disputed: z.optional(z.boolean()),
    means: z.array(z.enum(DEBTOR_MEANS)).check(z.maxLength(DEBTOR_MEANS.length)),
    interest: z.optional(z.enum(['section-69', 'late-payment'])),
    referenceRatePercent: z.optional(z.number().check(z.minimum(0), z.maximum(25))),
    debtorPostcode: z.optional(postcode),
    claimantPostcode: z.optional(postcode),
    plannedIssueDate: z.optional(isoDate),
    claimantName: z.optional(trimmedText(NAME_MAX)),
    debtorName: z.optional(trimmedText(NAME_MAX)),
  })
  .check(
    z.refine((a) => !a.means.includes('nothing-known') || a.means.length === 1, { path: ['means'], message: 'nothing known, or what is known' }),
    z.refine((a) => new Set(a.means).size === a.means.length, { path: ['means'], message: 'each once' }),
    z.refine((a) => a.acknowledgedOn === undefined || a.acknowledgedOn >= a.dueDate, { path: ['acknowledgedOn'], message: 'on or after the due date' }),
    z.refine((a) => !a.letter.sent || a.letter.reply === 'none' || a.letter.replyDate !== undefined, { path: ['letter', 'replyDate'], message: 'the date of the reply' }),
    z.refine((a) => !a.letter.sent || a.letter.payBy === undefined || a.letter.payBy >= a.letter.date, { path: ['letter', 'payBy'], message: 'on or after the letter' }),
    z.refine((a) => !a.letter.sent || a.letter.replyDate === undefined || a.letter.replyDate >= a.letter.date, { path: ['letter', 'replyDate'], message: 'on or after the letter' }),
    z.refine((a) => !a.letter.sent || a.letter.documentsSentDate === undefined || (a.letter.reply === 'asked-for-documents' && a.letter.documentsSentDate >= (a.letter.replyDate ?? a.letter.date)), {
      path: ['letter', 'documentsSentDate'],
      message: 'only when documents were asked for, on or after the request',
    }),
    z.refine((a) => a.interest !== 'late-payment' || (a.claimant === 'business' && a.debtor !== 'individual'), {
      path: ['interest'],
      message: 'Late Payment interest only between businesses',
    }),
  );
export type ClaimAnswers = z.infer<typeof claimAnswersSchema>;

export const SERVICE_KINDS = ['deemed', 'claim-form-posted', 'money-claim-online', 'online'] as const;
export const DEFENCE_RESPONSES = ['dispute-all', 'dispute-part', 'admit-all'] as const;

export const defendAnswersSchema = z.strictObject({
  /**
   * `deemed`: the day the claim counts as served; `claim-form-posted`: the day the court posted it; `money-claim-online`:
   * the issue date printed on a Money Claim Online claim form; `online`: the court's notice gives the day served.
   */
  served: z.strictObject({ how: z.enum(SERVICE_KINDS), date: isoDate }),
  claimFor: z.enum(['specified', 'unspecified']),
  response: z.enum(DEFENCE_RESPONSES),
  counterclaim: z.boolean(),
  amountPence: z.optional(pence),
  description: z.optional(trimmedText(TEXT_MAX)),
});
export type DefendAnswers = z.infer<typeof defendAnswersSchema>;

export const answersFileSchema = z
  .strictObject({
    kind: z.literal(ANSWERS_FILE_KIND),
    version: z.literal(ANSWERS_VERSION),
    claim: z.optional(claimAnswersSchema),
    defend: z.optional(defendAnswersSchema),
  })
  .check(z.refine((file) => file.claim !== undefined || file.defend !== undefined, 'some answers'));
export type AnswersFile = z.infer<typeof answersFileSchema>;

export type AnswersFileResult = { ok: true; answers: AnswersFile } | { ok: false; problem: AnswersFileProblem; message: string };

const refuse = (problem: AnswersFileProblem): AnswersFileResult => ({ ok: false, problem, message: answersFileMessages[problem] });

/** The file "Download my answers" saves: the answers with their kind and version, as JSON. */
export function answersFileText(answers: Pick<AnswersFile, 'claim' | 'defend'>): string {
  const file = answersFileSchema.safeParse({ kind: ANSWERS_FILE_KIND, version: ANSWERS_VERSION, ...answers });
  if (!file.success) throw new RangeError('Not valid answers: nothing to save');
  return `${JSON.stringify(file.data, null, 2)}\n`;
}

/**
 * Reads an "Open saved answers" file: refused when empty, over MAX_ANSWERS_FILE_BYTES (counted in UTF-8 before
 * parsing), not JSON, not our kind of file, of another version (newer or older, each with its own message) or with
 * any field missing, unknown or invalid. Never throws; the message never repeats anything from the file.
 */
export function parseAnswersFile(text: string): AnswersFileResult {
  if (typeof text !== 'string' || text.trim() === '') return refuse('empty');
  if (text.length > MAX_ANSWERS_FILE_BYTES || new TextEncoder().encode(text).length > MAX_ANSWERS_FILE_BYTES) return refuse('tooLarge');
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return refuse('notJson');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data) || (data as { kind?: unknown }).kind !== ANSWERS_FILE_KIND) return refuse('notAnswers');
  const { version } = data as { version?: unknown };
  if (version !== ANSWERS_VERSION) {
    return refuse(Number.isSafeInteger(version) && (version as number) > ANSWERS_VERSION ? 'newerVersion' : 'unknownVersion');
  }
  const parsed = answersFileSchema.safeParse(data);
  return parsed.success ? { ok: true, answers: parsed.data } : refuse('invalid');
}
