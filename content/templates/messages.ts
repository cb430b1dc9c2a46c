/** Spec 8: the template trial's and generator's messages (kept apart so other pages do not carry them). */
export const templateMessages = {
  trialLockedTitle: 'Trial Access Required',
  trialLockedText: 'Please fill in your details to unlock 5-minute trial access to all templates.',
  trialExpiredTitle: 'Trial Expired',
  trialExpiredText: 'Your 5-minute trial has ended. Contact us for full access to all templates.',
  /** Issue 26: what survives the end of the trial, and what the visitor can do next. */
  answersKeptAfterTrial: 'Your answers are still here in this tab (they have not been sent to us). Start a new free trial and they will be filled in again, ready to make your document.',
  answersKeptOnPage: 'Your answers are still here in this tab: choose a template and start a new free trial, and they will be filled in again.',
  startNewTrial: 'Start a new free trial',
  requestConsultation: 'Request a free consultation',
  trialUnlockedTitle: 'Templates Unlocked!',
  trialUnlockedText: 'You now have 5 minutes of free access',
  templateGenerated: 'Template Generated Successfully',
  templateReady: 'Customized and Ready',
  documentDownloaded: 'Document Downloaded Successfully',
  copied: 'Copied to Clipboard',
  deadlinesUnavailable:
    'We cannot work out the deadlines in this document today, because our bank holiday dates need updating. Please call us or request a free consultation instead.',
  wordFailed: 'We could not make the Word copy just now. Download the text copy, or print and save it as a PDF, instead.',
  copyRefused: 'Your browser did not let us copy the document. Select the text and copy it, or download it instead.',
  /** Shown only with JavaScript off, where the template buttons are hidden (the phone and contact links follow it). */
  toolNeedsScript: 'Filling in a template needs JavaScript, so the buttons are switched off; every template is described below.',
  /** The Email button's draft (issue 17 point 7): the document is on the clipboard, or the browser would not copy it. */
  mailBodyCopied: 'Your document has been copied to the clipboard: paste it here in place of this note (Ctrl+V, or Cmd+V on a Mac), or attach a copy you have downloaded.',
  mailBodyNotCopied: 'Copy your document from the page where you made it and paste it here in place of this note, or attach a copy you have downloaded.',
} as const;
