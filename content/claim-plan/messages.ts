/**
 * Issue 28: what the visitor is told when a saved answers file ("Open saved answers") cannot be used. The file is
 * untrusted: nothing from it is shown in these messages.
 */
export const answersFileMessages = {
  empty: 'The file is empty. Choose the answers file you downloaded from this page (claim-plan-answers.json).',
  tooLarge: 'The file is too large to be a saved answers file from this page. Choose the file you downloaded (claim-plan-answers.json).',
  notJson: 'This is not a saved answers file from this page. Choose the file you downloaded (claim-plan-answers.json).',
  notAnswers: 'This file does not hold answers saved from this page. Choose the file you downloaded (claim-plan-answers.json).',
  newerVersion: 'These answers were saved by a newer version of this page. Reload the page and try again.',
  unknownVersion: 'These answers were saved in a format this page no longer reads. Answer the questions again, then download your answers afresh.',
  invalid: 'Some answers in this file are missing or not valid, so we have not used any of them. It may have been changed since it was downloaded: answer the questions again, or choose another file.',
} as const;
export type AnswersFileProblem = keyof typeof answersFileMessages;

/** The downloaded file's name. */
export const ANSWERS_FILE_NAME = 'claim-plan-answers.json';
