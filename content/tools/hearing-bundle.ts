import { DOCUMENTS_BEFORE_THE_HEARING, HEARING_FEE_UNPAID, NOT_ATTENDING_A_HEARING } from '../shared-passages';

/**
 * Issue 56: "Prepare my hearing bundle": the last day to send the documents before a small claims hearing, and one
 * numbered, indexed PDF of them built in the visitor's own browser. Sources: FACTS.md §14 (CPR 27.4(3)(a) and PD 27A
 * Appendix B, the standard directions; CPR 2.8 clear days; CPR 27.4(2)(a)), §12 (the hearing fee, CPR 3.7A1), §11
 * (CPR 27.9), §8 (documents posted, CPR 6.26). Every date is counted by lib/tools/deadlines.ts.
 */
export const hearingBundlePage = {
  path: '/tools/hearing-bundle',
  reviewed: '2026-11-29',
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
  documents: DOCUMENTS_BEFORE_THE_HEARING,
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
    legend: 'Date your order gives for sending documents',
    subject: 'The date your order gives',
    hint: 'Only if your court’s order or notice gives its own date for the documents: it then wins over the standard 14 days.',
  },
  feeDate: {
    legend: 'Date the hearing fee must be paid by',
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

/**
 * Emailing a bundle to the court. HMCTS's email guidance for the civil courts ("Email guidance", justice.gov.uk, as
 * stored when we checked, November 2026) says an email with its attachments must not exceed 25 megabytes nor, printed
 * with the copies for service, 50 pages; Practice Direction 5B, paragraph 2.3, in the County Court text we hold, set
 * 10 megabytes and 25 sheets of paper (50 pages printed on both sides). We go by the lower figures, and say both.
 * (Not yet in FACTS.md: issue 56's report asks for it to be added.)
 */
export const COURT_EMAIL_LIMITS = { megabytes: 10, pages: 50, guidanceMegabytes: 25 } as const;

/** How many copies of the bundle: the court's, one for each other party, and the visitor's own. */
export const copiesNeeded = (otherParties: number) => otherParties + 2;

export const sendingAdvice = {
  summary: (pages: number, size: string) => `Your bundle has ${pages} ${pages === 1 ? 'page' : 'pages'} and is ${size}.`,
  emailWithin: `Emailing it: it is within the limits the court rules set for one email (${COURT_EMAIL_LIMITS.megabytes} MB and ${COURT_EMAIL_LIMITS.pages} printed pages, the stricter figures; HMCTS’s guidance allows up to ${COURT_EMAIL_LIMITS.guidanceMegabytes} MB). Send it in one email, with the claim number, the parties’ names and the hearing’s date and time in the subject (Practice Direction 5B), unless your order says how to send documents.`,
  emailOver: `Emailing it: it is over the limits the court rules set for one email (${COURT_EMAIL_LIMITS.megabytes} MB and ${COURT_EMAIL_LIMITS.pages} printed pages, the stricter figures; HMCTS’s guidance allows up to ${COURT_EMAIL_LIMITS.guidanceMegabytes} MB), so do not split it over several emails: post it or take it to the court, unless your order or the court tells you another way (some courts send a link to upload documents).`,
  copies: (copies: number, otherParties: number) =>
    `Printing it: make ${copies} copies, one for the court, ${otherParties === 1 ? 'one for the other side' : `one for each of the ${otherParties} other parties`} and one for you to use at the hearing. Keep them in the same order, and bring your originals.`,
} as const;

/** The island's words: its sections, fields, buttons and what it says as it works. */
export const bundleToolWords = {
  datesFormTitle: 'When your documents are due',
  datesTitle: 'Your dates',
  datesButton: 'Work out my dates',
  datesStale: 'Your dates have changed, so these are out of date. Press “Work out my dates” again.',
  beyondDataTitle: 'We cannot work these dates out',
  countedTitle: 'How the days were counted',
  calendarButton: 'Add these dates to your calendar',
  calendar: { product: 'Hearing bundle', fileName: 'hearing-dates.ics', footer: 'From Small Claims Compass’s hearing bundle tool. General information, not legal advice: check each date against your court’s order and notices.' },
  ifClosed: 'The court office is closed that day. To be safe, send them by',
  openDayBefore: (what: string) => `${what}:`,
  documentsTitle: 'Your documents',
  documentsIntro: 'Add each document you will rely on: PDFs, and photos as JPEG or PNG. They stay on this device: nothing is uploaded, and the bundle is made here.',
  filesLabel: 'Add documents',
  filesHint: 'PDF, JPEG or PNG files. You can add more at any time. For an iPhone photo (HEIC) or a Word document, save a JPEG or PDF copy first.',
  dropHint: 'Drag and drop files here, or',
  choose: 'choose files',
  notAdded: (name: string, reason: string) => `${name} was not added: ${reason}`,
  chooseAgainTitle: 'Choose these files again',
  chooseAgain: (names: readonly string[]) =>
    `The page reloaded, so ${names.length === 1 ? 'this file is' : 'these files are'} no longer attached: ${names.join(', ')}. Choose ${names.length === 1 ? 'it' : 'them'} again: ${names.length === 1 ? 'its' : 'their'} title, date, section and place are kept.`,
  documentLabel: (n: number) => `Document ${n}`,
  titleLabel: 'Title',
  titleHint: 'As it will appear in the index.',
  dateLegend: 'Date of the document',
  dateHint: 'For example 1 5 2026.',
  sectionLabel: 'Section',
  moveUp: 'Move up',
  moveDown: 'Move down',
  remove: 'Remove',
  waiting: 'Choose this file again',
  moved: (title: string, position: number, of: number, section: string) => `${title} moved to position ${position} of ${of} in ${section}.`,
  added: (count: number, total: number) => `${count} ${count === 1 ? 'document' : 'documents'} added. ${total} in the bundle.`,
  removed: (title: string, total: number) => `${title} removed. ${total} in the bundle.`,
  reattached: (name: string) => `${name} is attached again.`,
  dragHint: 'Drag a document by its handle, or use Move up and Move down, to change its place in its section.',
  empty: 'No documents yet.',
  coverLabel: 'Add a cover page',
  coverHint: 'With the claim number, the parties, the court and the hearing date.',
  cover: {
    claimNumber: 'Claim number',
    claimant: 'Claimant’s name',
    defendant: 'Defendant’s name',
    court: 'Court',
    courtHint: 'For example County Court at Leeds.',
    preparedBy: 'Whose bundle is it?',
    claimantChoice: 'The claimant’s',
    defendantChoice: 'The defendant’s',
  },
  otherPartiesLabel: 'How many other parties are there?',
  otherPartiesHint: 'The people or businesses on the other side, who each need a copy. Usually 1.',
  buildButton: 'Make my bundle',
  buildAgain: 'Make my bundle again',
  cancel: 'Cancel',
  loading: 'Getting the bundle maker ready…',
  progressDocument: (number: number, total: number, name: string) => `Adding document ${number} of ${total}: ${name}`,
  progressIndex: 'Writing the index',
  progressSaving: 'Saving the file',
  cancelled: 'Cancelled: no bundle was made. Your documents are still here.',
  failed: 'The bundle could not be made on this device: it may have run out of memory. Try with fewer or smaller files, or on a computer.',
  nothingBuilt: 'No bundle was made: none of the files could be put in.',
  readyTitle: 'Your bundle is ready',
  download: (size: string) => `Download your bundle (PDF, ${size})`,
  fileName: (claimNumber: string) => `hearing-bundle${claimNumber ? `-${claimNumber.replace(/[^A-Za-z0-9-]+/g, '')}` : ''}.pdf`,
  leftOutTitle: 'Left out of the bundle',
  leftOut: (name: string, reason: string) => `${name}: ${reason}`,
  indexTitle: 'What is in it',
  indexColumns: { number: 'No.', title: 'Document', pages: 'Pages' },
  stale: 'Your documents have changed since this bundle was made. Make it again to include the changes.',
  nothingLeaves: 'Your files never leave this device: the bundle is made here, and nothing is sent to us.',
} as const;

export const bundleErrors = {
  noDocuments: 'Add at least one document',
  titleMissing: (n: number) => `Enter a title for document ${n}`,
  dateSubject: (n: number) => `The date of document ${n}`,
  chooseAgain: (name: string) => `Choose ${name} again, or remove it`,
  otherParties: 'Enter the number of other parties as a whole number from 1 to 20',
  tooMany: (max: number) => `You can add up to ${max} documents`,
} as const;

/** The most documents a bundle takes, and the most the tab's draft keeps a title of. */
export const MAX_BUNDLE_DOCUMENTS = 100;
export const MAX_TITLE_LENGTH = 200;

/** The page's own guidance, which reads in full without JavaScript. */
export const hearingBundleGuide = [
  {
    id: 'when-documents-are-due',
    title: 'When your documents are due',
    paragraphs: [
      hearingBundleRules.documents,
      'The days are counted as “clear days” (CPR 2.8): neither the day you send them nor the day of the hearing counts. For a hearing on Tuesday 2 February 2027, the last day is Monday 18 January 2027. Count back 14 days from the day before the hearing, then take the day before that.',
      hearingBundleRules.orderWins,
      'If that day is a weekend or bank holiday, the court office is closed: send them by the last working day before it.',
      hearingBundleRules.posted,
      hearingBundleRules.hearingFee,
      hearingBundleRules.absence,
    ],
  },
  {
    id: 'what-goes-in',
    title: 'What goes in your bundle',
    paragraphs: [
      'Put in every document you will rely on at the hearing, and nothing you will not. Small claims bundles usually follow this order:',
      ...BUNDLE_SECTIONS.map((section) => `${section.label}: ${section.hint}`),
      'Photos and emails are documents in their own right: put them in the bundle, and refer to them in your witness statement by their page numbers, rather than pasting them into the statement.',
      'An expert’s report can be used only if the court has given permission (CPR 27.5).',
      hearingBundleRules.originals,
    ],
  },
  {
    id: 'number-and-index-by-hand',
    title: 'How to number and index a bundle by hand',
    paragraphs: [
      'Put the documents in order, section by section, and within each section in date order, oldest first.',
      'Number every page at the foot, in one run from 1: the first page of the bundle (the index, or a cover if you have one) is page 1. Write the number where it covers nothing on the page.',
      'Make an index on the first page: for each document, its number, what it is, its date, and the pages it runs from and to (for example “Invoice 1043, 2 March 2026, pages 8–9”).',
      'Check every entry: turn to the page the index gives, and make sure the document starts there.',
      'Copy the whole bundle, in the same order, for the court, for each other party and for yourself.',
    ],
  },
] as const;
