import { HEARING_FEE_UNPAID, NOT_ATTENDING_A_HEARING } from '../shared-passages';

/**
 * Issue 56: "Prepare my hearing bundle": the last day to send the documents before a small claims hearing, and one
 * numbered, indexed PDF of them built in the visitor's own browser. Sources: FACTS.md §14 (CPR 27.4(3)(a) and PD 27A
 * Appendix B, the standard directions; CPR 2.8 clear days; CPR 27.4(2)(a)), §12 (the hearing fee, CPR 3.7A1), §11
 * (CPR 27.9), §8 (documents posted, CPR 6.26). Every date is counted by lib/tools/deadlines.ts.
 */
export const hearingBundlePage = {
  path: '/tools/hearing-bundle',
  reviewed: '2026-11-30',
  title: 'Prepare My Hearing Bundle',
  crumb: 'Hearing Bundle',
  description:
    'When your documents are due before a small claims hearing, and one page-numbered, indexed PDF of them, made on your own device: nothing is uploaded.',
  intro:
    'Enter your hearing date to see the last day to send your documents, then add them to make one bundle: a PDF with an index and every page numbered. Your files stay on this device: nothing is uploaded.',
} as const;

/**
 * The small claims standard directions (CPR 27.4(3)(a); PD 27A Appendix B, FACTS.md §14): each party files and serves
 * copies of every document it relies on at least this many days before the hearing, counted in clear days (CPR 2.8).
 */
export const DOCUMENTS_BEFORE_HEARING_DAYS = 14;
/** CPR 27.9(1) (FACTS.md §11): a party who will not attend writes to the court and the other side at least 7 days before. */
export const ABSENCE_NOTICE_DAYS = 7;

/** The rules the dates come from, shown beside each date and on the page without JavaScript. */
export const hearingBundleRules = {
  documents:
    'The court’s standard directions for a small claim say that each party must send the court and every other party copies of all the documents they will rely on at the hearing, witness statements and any expert’s report included, at least 14 days before the hearing (CPR 27.4(3)(a); Practice Direction 27A, Appendix B).',
  orderWins:
    'The date in your own court’s order wins: if it gives a date (often “by 4pm on” a day), use that date and time. The court gives at least 21 days’ notice of the hearing (CPR 27.4(2)(a)).',
  originals: 'Bring the originals of your documents to the hearing.',
  posted:
    'A document posted first class counts as served on the second day after posting if that is a business day, and otherwise on the next business day (CPR 6.26), so post it early enough to count as served by the last day.',
  absence: NOT_ATTENDING_A_HEARING,
  hearingFee: HEARING_FEE_UNPAID,
  hearingFeeFromNotice: 'The hearing fee is paid by the claimant, by the date in the court’s notice: we cannot work it out, so enter it from the notice.',
} as const;

/** The result's titles (each date's) and its notes. */
export const hearingDateTitles = {
  documents: 'Send your documents and witness statements to the court and the other side',
  posting: 'If you post them first class, post them by',
  hearingFee: 'Hearing fee due (the claimant pays it)',
  absence: 'If you cannot attend: last day to ask the court to decide without you (CPR 27.9)',
  hearing: 'Your hearing',
} as const;

export const hearingDateNotes = {
  fromOrder: 'The date you entered from your court’s order. Check the time it gives, often 4pm.',
  orderAfterStandard: (standard: string) =>
    `Without that order, the standard directions would give ${standard}: check you have read the order’s date correctly.`,
  passed: 'This date has passed. Send your documents as soon as you can, and get advice.',
  today: 'This is today.',
  noFeeDate: 'The claimant must pay the hearing fee, or apply for Help with Fees, by the date in the court’s notice. Enter it above to add it to your dates.',
} as const;

/** The date form: its questions and GOV.UK messages. */
export const hearingDateFields = {
  hearing: {
    legend: 'Date of the hearing',
    subject: 'The date of the hearing',
    hint: 'As it is on the court’s notice of hearing. For example 2 2 2027.',
  },
  orderDate: {
    legend: 'Date your order gives for sending documents (optional)',
    subject: 'The date your order gives',
    hint: 'Only if your court’s order or notice gives its own date for the documents: it then wins over the standard 14 days.',
  },
  feeDate: {
    legend: 'Date the hearing fee must be paid by (optional)',
    subject: 'The date the hearing fee must be paid by',
    hint: 'From the court’s notice, if you are the claimant.',
  },
} as const;

export const hearingDateMessages = {
  hearingMissing: 'Enter the date of the hearing',
  orderAfterHearing: 'The date your order gives must be before the date of the hearing',
  feeAfterHearing: 'The date the hearing fee must be paid by must be before the date of the hearing',
  beyondData: 'We cannot work these dates out: they run past the bank holidays we hold, and we will not guess which days are working days. Count them with the court or check GOV.UK’s bank holidays.',
} as const;

/** The bundle's sections, in the order a small claims bundle is usually put together. */
export const BUNDLE_SECTIONS = [
  { value: 'case', label: 'Statements of case', hint: 'The claim form and particulars of claim, the defence (and any counterclaim and reply), and the court’s orders.' },
  { value: 'witness', label: 'Witness statements', hint: 'Your own statement and those of your witnesses, each signed with a statement of truth.' },
  { value: 'documents', label: 'Documents in date order', hint: 'Contracts, quotes, invoices, letters, emails and messages, oldest first.' },
  { value: 'photos', label: 'Photos', hint: 'Each with what it shows and when it was taken.' },
  { value: 'costs', label: 'Costs', hint: 'What you ask to be paid back: court fees, travel, loss of earnings, with receipts.' },
] as const;
export type BundleSection = (typeof BUNDLE_SECTIONS)[number]['value'];

/** The words the bundle's own pages carry (the cover, the index, each page's number, a photo's caption). */
export const bundlePdfWords = {
  coverTitle: 'Hearing bundle',
  claimNumber: 'Claim number',
  court: 'Court',
  hearingDate: 'Date of the hearing',
  preparedBy: { claimant: 'Bundle of the claimant', defendant: 'Bundle of the defendant' },
  versus: 'v',
  indexTitle: 'Index',
  columns: { number: 'No.', title: 'Document', date: 'Date', pages: 'Pages' },
  pageNumber: (page: number, total: number) => `Page ${page} of ${total}`,
  outlineIndex: 'Index',
  outlineCover: 'Cover',
} as const;

/** Why a file was left out of the bundle, said beside its name (the rest of the bundle is still made). */
export const leftOutReasons = {
  protected: 'it is protected with a password. Open it, print it to a new PDF (or save a copy without the password), and add that copy instead.',
  damaged: 'it could not be read: the file may be damaged or incomplete. Open it on your device to check, save a new copy, and add that instead.',
  unsupported: 'it is not a PDF, JPEG or PNG file. Save it as a PDF and add that instead.',
  heic:
    'it is an iPhone photo in HEIC format, which we cannot put in the bundle. Save a JPEG copy: on a computer, open the photo and export or save it as JPEG; on an iPhone, emailing the photo to yourself usually sends a JPEG, and Settings, Camera, Formats, “Most Compatible” takes JPEG photos from then on. Then add the JPEG.',
  word: 'it is a Word document, which we cannot put in the bundle. Open it in Word (or Google Docs or LibreOffice) and save or download it as a PDF, then add the PDF.',
  empty: 'it is empty.',
} as const;
export type LeftOutReason = keyof typeof leftOutReasons;
