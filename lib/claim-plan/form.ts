import { MAX_AMOUNT, NAME_MAX, TEXT_MAX } from '@/content/claim-plan/constants';
import { claimQuestions, defendQuestions, planQuestionErrors as messages } from '@/content/claim-plan/questions';
import { parsePounds } from '@/lib/numbers';
import type { AnswersFile, ClaimAnswers, DefendAnswers } from './answers';
import { normalisePostcode } from './postcode';
import { dateProblem } from '@/lib/date-input';
import { isIsoDate, penceToPounds, type PlanPrefill } from './prefill';

/**
 * Issue 28: the guided questions of "Plan my claim" as plain data and functions. The island keeps the visitor's
 * answers as typed (`PlanFormValues`, strings, so nothing typed is ever changed or lost), asks the steps
 * `questionSteps` lists for them (questions that do not apply are skipped), checks one step at a time with
 * `checkStep`, and turns checked answers into the plan's model (`claimAnswersFrom`, `defendAnswersFrom`). No zod
 * here: the schema (lib/claim-plan/answers.ts) loads only when a file is saved or opened.
 */

export type PlanFormValues = {
  path: string;
  claimant: string;
  debtor: string;
  amount: string;
  description: string;
  dueDate: string;
  acknowledged: string;
  acknowledgedDate: string;
  interest: string;
  letterSent: string;
  letterDate: string;
  letterPayBy: string;
  reply: string;
  replyDate: string;
  documentsDate: string;
  disputed: string;
  means: readonly string[];
  debtorPostcode: string;
  claimantPostcode: string;
  claimantName: string;
  debtorName: string;
  servedHow: string;
  servedDate: string;
  claimFor: string;
  response: string;
  counterclaim: string;
};
export type PlanFormField = keyof PlanFormValues;
export type PlanFormErrors = Partial<Record<PlanFormField, string>>;

export const emptyPlanForm: PlanFormValues = {
  path: '',
  claimant: '',
  debtor: '',
  amount: '',
  description: '',
  dueDate: '',
  acknowledged: '',
  acknowledgedDate: '',
  interest: '',
  letterSent: '',
  letterDate: '',
  letterPayBy: '',
  reply: '',
  replyDate: '',
  documentsDate: '',
  disputed: '',
  means: [],
  debtorPostcode: '',
  claimantPostcode: '',
  claimantName: '',
  debtorName: '',
  servedHow: '',
  servedDate: '',
  claimFor: '',
  response: '',
  counterclaim: '',
};

export type QuestionStep = 'path' | 'claimant' | 'debtor' | 'amount' | 'dueDate' | 'acknowledged' | 'interest' | 'letter' | 'reply' | 'disputed' | 'means' | 'where' | 'served' | 'claimFor' | 'response' | 'counterclaim';

/** The fields each step asks, in the order they appear (the first is where an error summary's link lands). */
export const STEP_FIELDS: Record<QuestionStep, readonly PlanFormField[]> = {
  path: ['path'],
  claimant: ['claimant'],
  debtor: ['debtor'],
  amount: ['amount', 'description'],
  dueDate: ['dueDate'],
  acknowledged: ['acknowledged', 'acknowledgedDate'],
  interest: ['interest'],
  letter: ['letterSent', 'letterDate', 'letterPayBy'],
  reply: ['reply', 'replyDate', 'documentsDate'],
  disputed: ['disputed'],
  means: ['means'],
  where: ['debtorPostcode', 'claimantPostcode', 'claimantName', 'debtorName'],
  served: ['servedHow', 'servedDate'],
  claimFor: ['claimFor'],
  response: ['response'],
  counterclaim: ['counterclaim'],
};

const choiceValues = (choices: readonly { value: string }[]) => choices.map((c) => c.value);
const isChoice = (choices: readonly { value: string }[], value: string) => choiceValues(choices).includes(value);

/** Whether both sides are in business, so Late Payment interest is a choice (FACTS.md §5): a business or sole trader owed by one. */
export const bothInBusiness = (values: Pick<PlanFormValues, 'claimant' | 'debtor'>) => values.claimant === 'business' && (values.debtor === 'sole-trader' || values.debtor === 'organisation');

/**
 * Whether six years from the due date have passed by `today` (ISO; '' when not known yet): the plan then asks about part
 * payments and signed acknowledgments before it says the time limit may have passed (FACTS.md §14).
 */
export const sixYearsPassed = (dueDate: string, today: string) => today !== '' && isIsoDate(dueDate.trim()) && sixYearsOn(dueDate.trim()) < today;

/**
 * The same date six years on (29 February to 28 February), as the deadline calculator counts the time limit; ISO.
 * Plain arithmetic on the ISO date, so the questions' script carries no date library.
 */
export function sixYearsOn(iso: string): string {
  const year = Number(iso.slice(0, 4)) + 6;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}${iso.slice(4) === '-02-29' && !leap ? '-02-28' : iso.slice(4)}`;
}

/**
 * The steps asked for these answers, in order: part payments and acknowledgments only once six years have passed
 * (by `today`), the interest only between businesses, the reply only after a letter, the dispute unless the reply
 * disputed it.
 */
export function questionSteps(values: Pick<PlanFormValues, 'path' | 'claimant' | 'debtor' | 'letterSent' | 'reply'> & { dueDate?: string }, today = ''): QuestionStep[] {
  if (values.path === 'defend') return ['path', 'served', 'claimFor', 'response', 'counterclaim'];
  if (values.path !== 'claim') return ['path'];
  const letterSent = values.letterSent === 'yes';
  return [
    'path',
    'claimant',
    'debtor',
    'amount',
    'dueDate',
    ...(sixYearsPassed(values.dueDate ?? '', today) ? (['acknowledged'] as const) : []),
    ...(bothInBusiness(values) ? (['interest'] as const) : []),
    'letter',
    ...(letterSent ? (['reply'] as const) : []),
    ...(letterSent && values.reply === 'disputed' ? [] : (['disputed'] as const)),
    'means',
    'where',
  ];
}

/**
 * How many questions there are, as far as the answers so far tell (issue 40): a question that may yet be asked is
 * counted, so the total only falls as answers rule questions out, never "Question 1 of 1" then "Question 2 of 9".
 * Null before the path is chosen, when it cannot be known.
 */
export function questionCount(values: Pick<PlanFormValues, 'path' | 'claimant' | 'debtor' | 'letterSent' | 'reply'> & { dueDate?: string }, today = ''): number | null {
  if (values.path !== 'claim' && values.path !== 'defend') return null;
  // A due date not yet given may turn out to be more than six years ago: the acknowledgment question is counted until then.
  const dueDate = isIsoDate((values.dueDate ?? '').trim()) ? values.dueDate : '1900-01-01';
  return questionSteps({ ...values, dueDate, claimant: values.claimant || 'business', debtor: values.debtor || 'organisation', letterSent: values.letterSent || 'yes' }, today).length;
}

/** The answers to `asked` alone, every other field as if unanswered. */
function answersTo(values: PlanFormValues, asked: readonly QuestionStep[]): PlanFormValues {
  const kept = new Set<PlanFormField>(asked.flatMap((step) => STEP_FIELDS[step]));
  const fields = Object.keys(emptyPlanForm) as PlanFormField[];
  return Object.fromEntries(fields.map((field) => [field, kept.has(field) ? values[field] : emptyPlanForm[field]])) as PlanFormValues;
}

/**
 * What a question's progress line says (issue 54): its number, and the total as the answers to the questions before it
 * tell. The answer being given never moves it, so the count does not change under the visitor as they choose; a total
 * that falls from one question to the next comes with `fewer`, how many questions the answer before left out.
 */
export function questionProgress(values: PlanFormValues, step: QuestionStep, today = ''): { number: number; of: number | null; fewer: number } {
  const steps = questionSteps(values, today);
  const index = steps.indexOf(step);
  const countBefore = (at: number) => questionCount(answersTo(values, steps.slice(0, Math.max(0, at))), today);
  const of = countBefore(index);
  const previous = index > 0 ? countBefore(index - 1) : null;
  return { number: index + 1, of, fewer: of !== null && previous !== null ? Math.max(0, previous - of) : 0 };
}

/** A date answer: missing, incomplete or not a real date (GOV.UK's messages, lib/date-input.ts), after today, or the ISO date. */
function pastDate(raw: string, today: string, subject: string, errors: { missing: string; future: string }): { error: string } | { iso: string } {
  const text = raw.trim();
  const problem = dateProblem(text, subject, errors.missing);
  if (problem) return { error: problem.message };
  if (text > today) return { error: errors.future };
  return { iso: text };
}

function checkAmount(raw: string): string | undefined {
  if (raw.trim() === '') return messages.amountMissing;
  const pounds = parsePounds(raw);
  if (pounds === null) return messages.amountInvalid;
  if (pounds > MAX_AMOUNT) return messages.amountTooLarge;
  if (pounds === 0) return messages.amountZero;
  return undefined;
}

/**
 * The errors on one step, by field (one message each, GOV.UK wording); empty when the step is answered. Dates are
 * compared with `today` (ISO, the visitor's local date). Optional fields are checked only when something is typed.
 */
export function checkStep(step: QuestionStep, values: PlanFormValues, today: string): PlanFormErrors {
  const errors: PlanFormErrors = {};
  const set = (field: PlanFormField, message: string | undefined) => {
    if (message) errors[field] = message;
  };
  const date = (field: PlanFormField, result: ReturnType<typeof pastDate>) => ('error' in result ? (set(field, result.error), null) : result.iso);
  switch (step) {
    case 'path':
      if (values.path !== 'claim' && values.path !== 'defend') set('path', messages.pathMissing);
      break;
    case 'claimant':
      if (!isChoice(claimQuestions.claimant.choices, values.claimant)) set('claimant', messages.claimantMissing);
      break;
    case 'debtor':
      if (!isChoice(claimQuestions.debtor.choices, values.debtor)) set('debtor', messages.debtorMissing);
      break;
    case 'amount':
      set('amount', checkAmount(values.amount));
      if (values.description.trim().length > TEXT_MAX) set('description', messages.descriptionTooLong(TEXT_MAX));
      break;
    case 'dueDate':
      date('dueDate', pastDate(values.dueDate, today, messages.dateSubjects.dueDate, { missing: messages.dueDateMissing, future: messages.dueDateFuture }));
      break;
    case 'acknowledged':
      if (values.acknowledged !== 'yes' && values.acknowledged !== 'no') set('acknowledged', messages.acknowledgedMissing);
      else if (values.acknowledged === 'yes') {
        const on = date('acknowledgedDate', pastDate(values.acknowledgedDate, today, messages.dateSubjects.acknowledgedDate, { missing: messages.acknowledgedDateMissing, future: messages.acknowledgedDateFuture }));
        if (on && isIsoDate(values.dueDate.trim()) && on < values.dueDate.trim()) set('acknowledgedDate', messages.acknowledgedDateBeforeDue);
      }
      break;
    case 'interest':
      if (!isChoice(claimQuestions.interest.choices, values.interest)) set('interest', messages.interestMissing);
      break;
    case 'letter':
      if (values.letterSent !== 'yes' && values.letterSent !== 'no') set('letterSent', messages.letterMissing);
      else if (values.letterSent === 'yes') {
        const letter = date('letterDate', pastDate(values.letterDate, today, messages.dateSubjects.letterDate, { missing: messages.letterDateMissing, future: messages.letterDateFuture }));
        const payBy = values.letterPayBy.trim();
        const payByProblem = payBy === '' ? null : dateProblem(payBy, messages.dateSubjects.letterPayBy, '');
        if (payByProblem) set('letterPayBy', payByProblem.message);
        else if (payBy !== '' && letter && payBy < letter) set('letterPayBy', messages.letterPayByBeforeLetter);
      }
      break;
    case 'reply': {
      if (!isChoice(claimQuestions.reply.choices, values.reply)) {
        set('reply', messages.replyMissing);
        break;
      }
      if (values.reply === 'none') break;
      const reply = date('replyDate', pastDate(values.replyDate, today, messages.dateSubjects.replyDate, { missing: messages.replyDateMissing, future: messages.replyDateFuture }));
      const letter = isIsoDate(values.letterDate.trim()) ? values.letterDate.trim() : null;
      if (reply && letter && reply < letter) set('replyDate', messages.replyDateBeforeLetter);
      if (values.reply === 'asked-for-documents' && values.documentsDate.trim() !== '') {
        const sent = date('documentsDate', pastDate(values.documentsDate, today, messages.dateSubjects.documentsDate, { missing: messages.documentsDateMissing, future: messages.documentsDateFuture }));
        if (sent && reply && sent < reply) set('documentsDate', messages.documentsDateBeforeReply);
      }
      break;
    }
    case 'disputed':
      if (values.disputed !== 'yes' && values.disputed !== 'no') set('disputed', messages.disputedMissing);
      break;
    case 'means': {
      const known = [...new Set(values.means.filter((m) => isChoice(claimQuestions.means.choices, m)))];
      if (known.length === 0) set('means', messages.meansMissing);
      else if (known.includes('nothing-known') && known.length > 1) set('means', messages.meansNothingAndSomething);
      break;
    }
    case 'where':
      for (const field of ['debtorPostcode', 'claimantPostcode'] as const) {
        if (values[field].trim() !== '' && !normalisePostcode(values[field])) set(field, messages.postcodeInvalid);
      }
      for (const field of ['claimantName', 'debtorName'] as const) {
        if (values[field].trim().length > NAME_MAX) set(field, messages.nameTooLong(NAME_MAX));
      }
      break;
    case 'served':
      if (!isChoice(defendQuestions.served.choices, values.servedHow)) set('servedHow', messages.servedHowMissing);
      else date('servedDate', pastDate(values.servedDate, today, messages.dateSubjects.servedDate, { missing: messages.servedDateMissing, future: messages.servedDateFuture }));
      break;
    case 'claimFor':
      if (!isChoice(defendQuestions.claimFor.choices, values.claimFor)) set('claimFor', messages.claimForMissing);
      break;
    case 'response':
      if (!isChoice(defendQuestions.response.choices, values.response)) set('response', messages.responseMissing);
      break;
    case 'counterclaim':
      if (values.counterclaim !== 'yes' && values.counterclaim !== 'no') set('counterclaim', messages.counterclaimMissing);
      break;
  }
  return errors;
}

/** The first step of these answers that is not answered (for a restored or changed set), or null when all are. */
export function firstUnansweredStep(values: PlanFormValues, today: string): QuestionStep | null {
  return questionSteps(values, today).find((step) => Object.keys(checkStep(step, values, today)).length > 0) ?? null;
}

const optionalText = (raw: string) => {
  const text = raw.trim();
  return text === '' ? undefined : text;
};

/**
 * Whether every step asked passes `checkStep`, but for the "today or in the past" rules: the mapping does not know the
 * visitor's today, so it checks against the last day there is (and the acknowledgment step, asked only once six years
 * have passed, whenever it was answered).
 */
const allChecked = (values: PlanFormValues) =>
  [...questionSteps(values), ...(values.acknowledged === '' ? [] : (['acknowledged'] as const))].every((step) => Object.keys(checkStep(step, values, '9999-12-31')).length === 0);

/** The plan's model from answers every step of which has passed `checkStep`. Throws on answers that have not. */
export function claimAnswersFrom(values: PlanFormValues): ClaimAnswers {
  const pounds = parsePounds(values.amount);
  if (pounds === null || values.path !== 'claim' || !allChecked(values)) throw new RangeError('Answers not checked');
  const letterSent = values.letterSent === 'yes';
  const reply = values.reply as 'none' | 'replied' | 'disputed' | 'asked-for-documents';
  const replied = letterSent && reply !== 'none';
  const answers: ClaimAnswers = {
    claimant: values.claimant as ClaimAnswers['claimant'],
    debtor: values.debtor as ClaimAnswers['debtor'],
    amountPence: Math.round(pounds * 100),
    dueDate: values.dueDate.trim(),
    letter: letterSent
      ? {
          sent: true,
          date: values.letterDate.trim(),
          ...(values.letterPayBy.trim() !== '' ? { payBy: values.letterPayBy.trim() } : {}),
          reply,
          ...(replied ? { replyDate: values.replyDate.trim() } : {}),
          ...(reply === 'asked-for-documents' && values.documentsDate.trim() !== '' ? { documentsSentDate: values.documentsDate.trim() } : {}),
        }
      : { sent: false },
    means: [...new Set(values.means.filter((m) => isChoice(claimQuestions.means.choices, m)))] as ClaimAnswers['means'],
  };
  const description = optionalText(values.description);
  if (description) answers.description = description;
  if (values.acknowledged === 'yes') answers.acknowledgedOn = values.acknowledgedDate.trim();
  if (bothInBusiness(values)) answers.interest = values.interest as NonNullable<ClaimAnswers['interest']>;
  if (!(letterSent && reply === 'disputed')) answers.disputed = values.disputed === 'yes';
  const debtorPostcode = normalisePostcode(values.debtorPostcode);
  const claimantPostcode = normalisePostcode(values.claimantPostcode);
  if (debtorPostcode) answers.debtorPostcode = debtorPostcode;
  if (claimantPostcode) answers.claimantPostcode = claimantPostcode;
  const claimantName = optionalText(values.claimantName);
  const debtorName = optionalText(values.debtorName);
  if (claimantName) answers.claimantName = claimantName;
  if (debtorName) answers.debtorName = debtorName;
  return answers;
}

export function defendAnswersFrom(values: PlanFormValues): DefendAnswers {
  if (values.path !== 'defend' || !allChecked(values)) throw new RangeError('Answers not checked');
  return {
    served: { how: values.servedHow as DefendAnswers['served']['how'], date: values.servedDate.trim() },
    claimFor: values.claimFor as DefendAnswers['claimFor'],
    response: values.response as DefendAnswers['response'],
    counterclaim: values.counterclaim === 'yes',
  };
}

const poundsText = (pence: number) => (pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2));

/** The answers as the questions show them, from a saved file (the claim's path when it holds both). */
export function formValuesFrom(file: Pick<AnswersFile, 'claim' | 'defend'>): PlanFormValues {
  const { claim, defend } = file;
  if (claim) {
    const letter = claim.letter;
    return {
      ...emptyPlanForm,
      path: 'claim',
      claimant: claim.claimant,
      debtor: claim.debtor,
      amount: poundsText(claim.amountPence),
      description: claim.description ?? '',
      dueDate: claim.dueDate,
      acknowledged: claim.acknowledgedOn ? 'yes' : '',
      acknowledgedDate: claim.acknowledgedOn ?? '',
      interest: claim.interest ?? '',
      letterSent: letter.sent ? 'yes' : 'no',
      letterDate: letter.sent ? letter.date : '',
      letterPayBy: letter.sent ? (letter.payBy ?? '') : '',
      reply: letter.sent ? letter.reply : '',
      replyDate: letter.sent ? (letter.replyDate ?? '') : '',
      documentsDate: letter.sent ? (letter.documentsSentDate ?? '') : '',
      disputed: claim.disputed === undefined ? '' : claim.disputed ? 'yes' : 'no',
      means: [...claim.means],
      debtorPostcode: claim.debtorPostcode ?? '',
      claimantPostcode: claim.claimantPostcode ?? '',
      claimantName: claim.claimantName ?? '',
      debtorName: claim.debtorName ?? '',
    };
  }
  if (defend) {
    return {
      ...emptyPlanForm,
      path: 'defend',
      servedHow: defend.served.how,
      servedDate: defend.served.date,
      claimFor: defend.claimFor,
      response: defend.response,
      counterclaim: defend.counterclaim ? 'yes' : 'no',
    };
  }
  return emptyPlanForm;
}

/** The answers a link carries (from the claim calculator), as the questions show them: the claimant's path. */
export function formValuesFromPrefill(prefill: PlanPrefill): Partial<PlanFormValues> {
  return {
    path: 'claim',
    ...(prefill.amountPence !== undefined ? { amount: penceToPounds(prefill.amountPence) } : {}),
    ...(prefill.dueDate ? { dueDate: prefill.dueDate } : {}),
    ...(prefill.claimant ? { claimant: prefill.claimant } : {}),
    ...(prefill.debtor ? { debtor: prefill.debtor } : {}),
  };
}
