import { WORKING_DAYS_NOTE } from './promises';

/**
 * The consultation request (spec 3, 5, 8 and 9): the form's options, its messages and the upload limits,
 * each defined once here and imported wherever they are used.
 */

/** Spec 3: case type options, value and label exactly as the spec gives them. */
export const caseTypeOptions = [
  { value: 'unpaid-invoice', label: 'Unpaid Invoice/Debt' },
  { value: 'faulty-goods', label: 'Faulty Goods/Services' },
  { value: 'breach-contract', label: 'Breach of Contract' },
  { value: 'property-damage', label: 'Property Damage' },
  { value: 'employment', label: 'Employment Dispute' },
  { value: 'other', label: 'Other' },
] as const;

/** Spec 3: claim value options. The spec gives the values; the labels are their readable form. */
export const claimValueOptions = [
  { value: 'under-500', label: 'Under £500' },
  { value: '500-1000', label: '£500 – £1,000' },
  { value: '1000-5000', label: '£1,000 – £5,000' },
  { value: '5000-10000', label: '£5,000 – £10,000' },
  { value: 'over-10000', label: 'Over £10,000' },
] as const;

export type CaseType = (typeof caseTypeOptions)[number]['value'];
export type ClaimValue = (typeof claimValueOptions)[number]['value'];

/**
 * What a visitor needs to know when they pick a case type or claim value that is usually not a small claim
 * (issue 16; FACTS.md §10 "Employment disputes", §1 "Limits" and §9 on interest). The spec's options stay as they
 * are; the consultation form and the trial sign-up show the note beside the chosen option.
 */
export const caseTypeNotes: Partial<Record<CaseType, string>> = {
  employment:
    'Most employment claims, such as unfair dismissal, discrimination and unlawful deductions from wages, go to the Employment Tribunal, not the County Court. Before you can claim there you must normally contact ACAS for early conciliation, and the time limit is usually three months less one day from the dismissal or the act you are complaining about. Some claims about an employment contract can go to either. Do not let the time limit pass while you decide.',
};

export const claimValueNotes: Partial<Record<ClaimValue, string>> = {
  'over-10000':
    'A claim worth more than £10,000 (interest and costs are left out of that figure) is normally not a small claim: claims up to £25,000 usually go to the fast track, and larger ones to other tracks. There the small claims limits on costs no longer protect you: if you lose, you can usually be ordered to pay part of the winner’s legal costs, which can be far more than the small claims rules allow.',
};

export const caseTypeValues = caseTypeOptions.map((o) => o.value) as [CaseType, ...CaseType[]];
export const claimValueValues = claimValueOptions.map((o) => o.value) as [ClaimValue, ...ClaimValue[]];

/**
 * Spec 9: upload limits. "MB" is taken as 1024 × 1024 bytes. The spec drops files "over 10 MB", so a file of
 * exactly 10 MB is kept; likewise a total of exactly 50 MB is allowed and only an addition that would pass it
 * is ignored.
 */
export const MAX_FILES = 5;
export const MAX_FILE_SIZE_BYTES = 10 * 1024 * 1024;
export const MAX_TOTAL_SIZE_BYTES = 50 * 1024 * 1024;
/** Spec 5 and 9: accepted file extensions, matched case-insensitively on the part after the last dot. */
export const ACCEPTED_EXTENSIONS = ['pdf', 'doc', 'docx', 'jpg', 'jpeg', 'png', 'txt'] as const;

/**
 * Spec 8: the messages of the consultation form, as the spec words them. The spec's "within 24 hours" is counted on
 * working days, like every other reply promise on the site, so the confirmation ends by saying so.
 */
export const consultationMessages = {
  submittedTitle: 'Consultation Request Submitted',
  submittedText: "We'll contact you within 24 hours to discuss your case.",
  submittedTiming: WORKING_DAYS_NOTE,
  /** Spec 8's "N document(s)", with the plural written properly (issue 54); `names` lists them, in the confirmation. */
  documentsReceived: (count: number, names?: string) => `We've received ${count} ${count === 1 ? 'document' : 'documents'} for review${names ? `: ${names}` : ''}.`,
  /** Issue 54: files the visitor chose that the upload area did not add, named in the confirmation. */
  notSent: (names: string, count: number) =>
    `${names} ${count === 1 ? 'was' : 'were'} not added to your request, so ${count === 1 ? 'it was' : 'they were'} not sent. To send ${count === 1 ? 'it' : 'them'}, email ${count === 1 ? 'it' : 'them'} to`,
  /** After a reload: a browser cannot keep chosen files, so the form names those to choose again. */
  filesToChooseAgain: (names: readonly string[]) =>
    `The page reloaded, so ${names.length === 1 ? 'this file is' : 'these files are'} no longer attached: ${names.join(', ')}. Choose ${names.length === 1 ? 'it' : 'them'} again if you want to send ${names.length === 1 ? 'it' : 'them'}.`,
  uploadFull: 'Maximum files/size reached',
} as const;

/**
 * Issue 53: the control a lead form offers while it keeps what the visitor typed in this browser tab (a shared
 * computer's next user would otherwise find it), and what it says once it has removed it.
 */
export const forgetDetailsMessages = {
  label: 'Forget my details',
  done: 'Your details have been removed from this browser.',
} as const;

/**
 * The lead inbox's path on this site: `npm start` serves the export together with a small receiver that
 * answers here (inbox). A static host without it answers 404, which the form reports as not sent.
 */
export const CONSULTATION_PATH = '/api/consultation';

/**
 * Where a consultation request is sent (README, "Connecting a form back-end"). Inlined at build time: the
 * same-origin lead inbox unless `NEXT_PUBLIC_CONSULTATION_ENDPOINT` names a hosted form service.
 */
export const CONSULTATION_ENDPOINT = (process.env.NEXT_PUBLIC_CONSULTATION_ENDPOINT ?? '').trim() || CONSULTATION_PATH;

/**
 * How long the upload may stall (no bytes moving either way) before the visitor is told the request was not
 * sent (ms). It measures silence, not the whole upload, so a large attachment on a slow line is not cut off.
 */
export const CONSULTATION_STALL_TIMEOUT_MS = 15_000;

/**
 * Issue 25: how the form retries by itself when the server says it is busy (503) or cannot be reached. The wait
 * before retry n is the server's `Retry-After` or `firstWaitMs` × 2^(n−1), whichever is longer, plus up to
 * `jitter` of it at random (so visitors turned away together do not all come back together), and never more
 * than `maxWaitMs`. After `maxRetries` automatic retries the form stops and asks the visitor, keeping everything.
 */
export const BUSY_RETRY_POLICY = {
  firstWaitMs: 5_000,
  maxWaitMs: 60_000,
  maxRetries: 5,
  jitter: 0.2,
} as const;
export type RetryPolicy = { readonly [K in keyof typeof BUSY_RETRY_POLICY]: number };

/** What a lead form says while it waits to retry a request, and when it stops retrying by itself. */
export const retryMessages = {
  busy: 'Our server is busy: your request has not been sent yet.',
  unreachable: 'We could not reach our server: your request has not been sent yet.',
  willRetry: (seconds: number) => `We will try again in ${seconds} second${seconds === 1 ? '' : 's'}…`,
  kept: 'Everything you entered is still here.',
  retryNow: 'Try again now',
  retryingNow: 'Trying again now…',
  stillBusy: (attempts: number) => `Our server was still busy after ${attempts} attempts.`,
  stillUnreachable: (attempts: number) => `We still could not reach our server after ${attempts} attempts. Please check your internet connection.`,
} as const;

/** The sessionStorage key the form's draft is kept under (the cookie policy lists it). */
export { CONSULTATION_DRAFT_KEY } from './storage-keys';

/** The multipart field that carries the attached files (repeated once per file). */
export const DOCUMENTS_FIELD = 'documents';

/** What a request is: the consultation form, a template trial sign-up, or a premium template request. */
export const LEAD_KIND_FIELD = 'leadType';
export const leadKinds = ['consultation', 'trial', 'premium'] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The id a request carries; a retry of the same request reuses it, so the inbox stores one copy. */
export const REQUEST_ID_FIELD = 'requestId';

/**
 * A field hidden from people (off-screen, out of the tab order, ignored by assistive technology) that simple
 * bots fill in. A request with it filled is answered as if accepted and thrown away.
 */
export const HONEYPOT_FIELD = 'website';
