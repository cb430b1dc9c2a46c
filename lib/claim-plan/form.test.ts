import { NAME_MAX, TEXT_MAX } from '@/content/claim-plan/constants';
import { claimQuestions, defendQuestions, planQuestionErrors as messages } from '@/content/claim-plan/questions';
import { claimAnswersSchema, defendAnswersSchema, type ClaimAnswers, type DefendAnswers } from './answers';
import {
  checkStep,
  claimAnswersFrom,
  defendAnswersFrom,
  emptyPlanForm,
  firstUnansweredStep,
  formValuesFrom,
  questionCount,
  questionProgress,
  questionSteps,
  sixYearsOn,
  STEP_FIELDS,
  type PlanFormValues,
  type QuestionStep,
} from './form';
import { TODAY, typedClaim, typedDefence, typedWithLetter } from './test-answers';
import { fromIso, sixYearsFrom } from './dates';

const claim = typedClaim;
const withLetter = typedWithLetter;
const defend = typedDefence('2026-10-30');
const check = (step: QuestionStep, values: PlanFormValues, today = TODAY) => checkStep(step, values, today);
const CLAIM_STEPS: QuestionStep[] = ['path', 'claimant', 'debtor', 'amount', 'dueDate', 'interest', 'letter', 'reply', 'disputed', 'means', 'where'];
const ALL_STEPS = Object.keys(STEP_FIELDS) as QuestionStep[];

describe('questionSteps', () => {
  it('asks only what the plan is for until a path is chosen, or when the path is not one of ours', () => {
    expect(questionSteps(emptyPlanForm)).toEqual(['path']);
    expect(questionSteps({ ...claim, path: 'hacker' })).toEqual(['path']);
    expect(questionSteps({ ...claim, path: 'Claim' })).toEqual(['path']);
  });

  it('asks a defendant about service, the claim, their answer and a counterclaim, whatever the claim answers hold', () => {
    const steps = ['path', 'served', 'claimFor', 'response', 'counterclaim'];
    expect(questionSteps({ path: 'defend', claimant: '', debtor: '', letterSent: '', reply: '' })).toEqual(steps);
    expect(questionSteps({ path: 'defend', claimant: 'business', debtor: 'organisation', letterSent: 'yes', reply: 'disputed' })).toEqual(steps);
  });

  it('skips the reply when no letter was sent (or the letter question is unanswered), and asks about a dispute', () => {
    const steps = ['path', 'claimant', 'debtor', 'amount', 'dueDate', 'interest', 'letter', 'disputed', 'means', 'where'];
    expect(questionSteps(claim)).toEqual(steps);
    expect(questionSteps({ ...claim, letterSent: '' })).toEqual(steps);
    // A reply kept from an earlier "yes" is not asked, and does not stop the dispute question.
    expect(questionSteps({ ...claim, letterSent: 'no', reply: 'disputed' })).toEqual(steps);
  });

  it.each(['', 'none', 'replied', 'asked-for-documents'])('asks the reply after a letter, then the dispute question (reply %p)', (reply) => {
    expect(questionSteps({ path: 'claim', claimant: 'business', debtor: 'sole-trader', letterSent: 'yes', reply })).toEqual(CLAIM_STEPS);
  });

  it('asks which interest only when both are in business: a business owed by a sole trader or a company (issue 37)', () => {
    const withInterest = (claimant: string, debtor: string) => questionSteps({ path: 'claim', claimant, debtor, letterSent: 'no', reply: '' }).includes('interest');
    expect(withInterest('business', 'organisation')).toBe(true);
    expect(withInterest('business', 'sole-trader')).toBe(true);
    expect(withInterest('business', 'individual')).toBe(false);
    expect(withInterest('individual', 'organisation')).toBe(false);
    expect(questionSteps({ path: 'claim', claimant: 'business', debtor: 'organisation', letterSent: 'no', reply: '' }).slice(4, 7)).toEqual(['dueDate', 'interest', 'letter']);
    expect(check('interest', { ...claim, claimant: 'business', debtor: 'organisation', interest: '' })).toEqual({ interest: messages.interestMissing });
    expect(check('interest', { ...claim, claimant: 'business', debtor: 'organisation', interest: 'compound' })).toEqual({ interest: messages.interestMissing });
    expect(check('interest', { ...claim, claimant: 'business', debtor: 'organisation', interest: 'late-payment' })).toEqual({});
  });

  it('asks about part payments and signed acknowledgments once six years from the due date have passed, before the plan says so (FACTS.md §14)', () => {
    const due = (dueDate: string, today: string) => questionSteps({ ...claim, dueDate }, today);
    expect(due('2020-11-28', '2026-11-29')).toEqual(['path', 'claimant', 'debtor', 'amount', 'dueDate', 'acknowledged', 'interest', 'letter', 'disputed', 'means', 'where']);
    // The last day itself is still in time: not asked.
    expect(due('2020-11-29', '2026-11-29')).not.toContain('acknowledged');
    // Today not known yet (the server's render), or no real due date: not asked.
    expect(due('2020-11-28', '')).not.toContain('acknowledged');
    expect(due('2020-13-01', '2026-11-29')).not.toContain('acknowledged');
    // Counted while the due date is unknown, so the total never rises under the visitor (issue 54).
    const start = { path: 'claim', claimant: 'business', debtor: 'organisation', letterSent: 'no', reply: '', dueDate: '' };
    expect(questionCount(start, '2026-11-29')).toBe(11);
    expect(questionCount({ ...start, dueDate: '2020-11-28' }, '2026-11-29')).toBe(11);
    expect(questionCount({ ...start, dueDate: '2025-11-28' }, '2026-11-29')).toBe(10);
  });

  it('counts six years as the deadline calculator does, 29 February to 28 February', () => {
    for (const due of ['2020-02-29', '2024-02-29', '2021-03-01', '2020-12-31', '1994-02-28']) expect(sixYearsOn(due)).toBe(sixYearsFrom(fromIso(due)).iso);
  });

  it('checks the acknowledgment: an answer, then a real date from the due date to today', () => {
    const today = '2026-11-29';
    const values = { ...claim, dueDate: '2020-06-01' };
    expect(checkStep('acknowledged', { ...values, acknowledged: '' }, today)).toEqual({ acknowledged: messages.acknowledgedMissing });
    expect(checkStep('acknowledged', { ...values, acknowledged: 'no' }, today)).toEqual({});
    expect(checkStep('acknowledged', { ...values, acknowledged: 'yes', acknowledgedDate: '' }, today)).toEqual({ acknowledgedDate: messages.acknowledgedDateMissing });
    expect(checkStep('acknowledged', { ...values, acknowledged: 'yes', acknowledgedDate: '2026--1' }, today)).toEqual({ acknowledgedDate: 'The date of the part payment or acknowledgment must include a month' });
    expect(checkStep('acknowledged', { ...values, acknowledged: 'yes', acknowledgedDate: '2020-05-31' }, today)).toEqual({ acknowledgedDate: messages.acknowledgedDateBeforeDue });
    expect(checkStep('acknowledged', { ...values, acknowledged: 'yes', acknowledgedDate: '2026-11-30' }, today)).toEqual({ acknowledgedDate: messages.acknowledgedDateFuture });
    expect(checkStep('acknowledged', { ...values, acknowledged: 'yes', acknowledgedDate: '2024-03-01' }, today)).toEqual({});
    expect(claimAnswersFrom({ ...values, acknowledged: 'yes', acknowledgedDate: '2024-03-01' }).acknowledgedOn).toBe('2024-03-01');
    expect(claimAnswersFrom({ ...values, acknowledged: 'no', acknowledgedDate: '2024-03-01' }).acknowledgedOn).toBeUndefined();
    expect(() => claimAnswersFrom({ ...values, acknowledged: 'yes', acknowledgedDate: '' })).toThrow(RangeError);
  });

  it('counts the questions that may yet be asked, so the total only falls: none before the path (issue 40)', () => {
    const start = { path: '', claimant: '', debtor: '', letterSent: '', reply: '' };
    expect(questionCount(start)).toBeNull();
    expect(questionCount({ ...start, path: 'claim' })).toBe(11);
    expect(questionCount({ ...start, path: 'claim', claimant: 'individual' })).toBe(10);
    expect(questionCount({ ...start, path: 'claim', claimant: 'business', debtor: 'sole-trader', letterSent: 'no' })).toBe(10);
    expect(questionCount({ ...start, path: 'claim', claimant: 'individual', debtor: 'organisation', letterSent: 'yes', reply: 'disputed' })).toBe(9);
    expect(questionCount({ ...start, path: 'defend' })).toBe(5);
  });

  it('keeps the count still while a question is answered, and says when the answer before left questions out (issue 54)', () => {
    const today = '2026-11-29';
    const start = { ...emptyPlanForm, path: 'claim' };
    expect(questionProgress(emptyPlanForm, 'path', today)).toEqual({ number: 1, of: null, fewer: 0 });
    expect(questionProgress({ ...emptyPlanForm, path: 'claim' }, 'path', today)).toEqual({ number: 1, of: null, fewer: 0 });
    // Question 2, whatever is chosen on it: the count is the answers before it (the path) alone.
    for (const claimant of ['', 'business', 'individual']) expect(questionProgress({ ...start, claimant }, 'claimant', today)).toEqual({ number: 2, of: 12, fewer: 0 });
    // Question 3: an individual is owed, so no interest question; said once, on the question after the answer.
    expect(questionProgress({ ...start, claimant: 'individual' }, 'debtor', today)).toEqual({ number: 3, of: 11, fewer: 1 });
    expect(questionProgress({ ...start, claimant: 'individual', debtor: 'individual' }, 'amount', today)).toEqual({ number: 4, of: 11, fewer: 0 });
    expect(questionProgress({ ...start, claimant: 'business' }, 'debtor', today)).toEqual({ number: 3, of: 12, fewer: 0 });
    // The due date: the part payment question counted until it is given; a recent one leaves it out on the next question.
    const dated = { ...start, claimant: 'business', debtor: 'organisation', amount: '900' };
    expect(questionProgress({ ...dated, dueDate: '2026-06-15' }, 'dueDate', today)).toEqual({ number: 5, of: 12, fewer: 0 });
    expect(questionProgress({ ...dated, dueDate: '2026-06-15' }, 'interest', today)).toEqual({ number: 6, of: 11, fewer: 1 });
    expect(questionProgress({ ...dated, dueDate: '2019-06-15' }, 'acknowledged', today)).toEqual({ number: 6, of: 12, fewer: 0 });
    // No letter sent: no question about its reply.
    const lettered = { ...dated, dueDate: '2026-06-15', interest: 'section-69' };
    expect(questionProgress({ ...lettered, letterSent: 'no' }, 'letter', today)).toEqual({ number: 7, of: 11, fewer: 0 });
    expect(questionProgress({ ...lettered, letterSent: 'no' }, 'disputed', today)).toEqual({ number: 8, of: 10, fewer: 1 });
    // A defence has five questions from the start.
    expect(questionProgress({ ...emptyPlanForm, path: 'defend' }, 'served', today)).toEqual({ number: 2, of: 5, fewer: 0 });
    // The total is never below the question's number, and the last question is "N of N", for any answers.
    for (const values of [claim, withLetter('disputed'), withLetter('asked-for-documents'), defend]) {
      const steps = questionSteps(values, today);
      for (const step of steps) {
        const { number, of } = questionProgress(values, step, today);
        expect(of === null || of >= number).toBe(true);
      }
      expect(questionProgress(values, steps[steps.length - 1]!, today)).toMatchObject({ number: steps.length, of: steps.length });
    }
  });

  it('does not ask about a dispute when the reply disputed the debt', () => {
    expect(questionSteps({ path: 'claim', claimant: 'business', debtor: 'sole-trader', letterSent: 'yes', reply: 'disputed' })).toEqual(CLAIM_STEPS.filter((s) => s !== 'disputed'));
  });

  it('lists only steps that have fields', () => {
    for (const values of [claim, withLetter('asked-for-documents'), defend]) {
      for (const step of questionSteps(values)) expect(STEP_FIELDS[step].length).toBeGreaterThan(0);
    }
  });
});

describe('checkStep', () => {
  it('finds nothing wrong with every step of complete answers', () => {
    for (const values of [claim, withLetter('none'), withLetter('replied'), withLetter('disputed'), withLetter('asked-for-documents', { documentsDate: '2026-09-20' }), defend]) {
      for (const step of questionSteps(values)) expect([step, check(step, values)]).toEqual([step, {}]);
    }
  });

  it('refuses every step of empty answers, each error on one of the step’s own fields', () => {
    const empty = { ...emptyPlanForm, letterSent: 'yes' };
    expect(check('where', empty)).toEqual({}); // all optional
    for (const step of ALL_STEPS.filter((s) => s !== 'where')) {
      const errors = check(step, empty);
      expect(Object.keys(errors).length).toBeGreaterThan(0);
      for (const field of Object.keys(errors)) expect(STEP_FIELDS[step]).toContain(field);
    }
  });

  describe('choices', () => {
    it.each([
      ['path', 'path', messages.pathMissing],
      ['claimant', 'claimant', messages.claimantMissing],
      ['debtor', 'debtor', messages.debtorMissing],
      ['letter', 'letterSent', messages.letterMissing],
      ['reply', 'reply', messages.replyMissing],
      ['disputed', 'disputed', messages.disputedMissing],
      ['served', 'servedHow', messages.servedHowMissing],
      ['claimFor', 'claimFor', messages.claimForMissing],
      ['response', 'response', messages.responseMissing],
      ['counterclaim', 'counterclaim', messages.counterclaimMissing],
    ] as const)('%s: refuses a missing answer and a value that is not a choice', (step, field, message) => {
      const base = step === 'served' || step === 'claimFor' || step === 'response' || step === 'counterclaim' ? defend : withLetter('none');
      for (const bad of ['', 'hacker', ' ', 'YES', '<script>', 'toString', '__proto__']) {
        expect(check(step, { ...base, [field]: bad })).toEqual({ [field]: message });
      }
    });

    it.each([
      ['claimant', 'claimant', claimQuestions.claimant.choices],
      ['debtor', 'debtor', claimQuestions.debtor.choices],
      ['reply', 'reply', claimQuestions.reply.choices],
      ['disputed', 'disputed', claimQuestions.disputed.choices],
      ['letter', 'letterSent', claimQuestions.letter.choices],
      ['claimFor', 'claimFor', defendQuestions.claimFor.choices],
      ['response', 'response', defendQuestions.response.choices],
      ['counterclaim', 'counterclaim', defendQuestions.counterclaim.choices],
    ] as const)('%s: takes each of its choices', (step, field, choices) => {
      const base = step === 'claimFor' || step === 'response' || step === 'counterclaim' ? defend : withLetter('none');
      for (const { value } of choices) expect(check(step, { ...base, [field]: value, replyDate: '2026-09-10', letterDate: '2026-09-01' })).toEqual({});
    });

    it('path takes claim and defend', () => {
      expect(check('path', claim)).toEqual({});
      expect(check('path', defend)).toEqual({});
    });
  });

  describe('amount', () => {
    it.each([
      ['', messages.amountMissing],
      ['   ', messages.amountMissing],
      ['abc', messages.amountInvalid],
      ['0.001', messages.amountInvalid],
      ['-5', messages.amountInvalid],
      ['1e3', messages.amountInvalid],
      ['.50', messages.amountInvalid],
      ['2,40', messages.amountInvalid],
      ['2400 pounds', messages.amountInvalid],
      ['0', messages.amountZero],
      ['0.00', messages.amountZero],
      ['10000000.01', messages.amountTooLarge],
      ['10,000,001', messages.amountTooLarge],
      ['99999999999999999999', messages.amountTooLarge],
    ])('refuses %p', (amount, message) => {
      expect(check('amount', { ...claim, amount })).toEqual({ amount: message });
    });

    it.each(['0.01', '1', '2400', '2400.5', '2400.50', ' 2400 ', '1,250.50', '£2400', '£2,400.00', '10000000', '£10,000,000.00'])('takes %p', (amount) => {
      expect(check('amount', { ...claim, amount })).toEqual({});
    });

    it('takes no description, and one up to the limit (spaces around it not counted)', () => {
      expect(check('amount', { ...claim, description: '' })).toEqual({});
      expect(check('amount', { ...claim, description: 'x'.repeat(TEXT_MAX) })).toEqual({});
      expect(check('amount', { ...claim, description: `  ${'x'.repeat(TEXT_MAX)}\n` })).toEqual({});
    });

    it('refuses a description over the limit, beside an amount error', () => {
      expect(check('amount', { ...claim, description: 'x'.repeat(TEXT_MAX + 1) })).toEqual({ description: messages.descriptionTooLong(TEXT_MAX) });
      expect(check('amount', { ...claim, amount: '', description: 'x'.repeat(TEXT_MAX + 1) })).toEqual({
        amount: messages.amountMissing,
        description: messages.descriptionTooLong(TEXT_MAX),
      });
    });
  });

  describe('dates', () => {
    it.each([
      ['', messages.dueDateMissing],
      ['  ', messages.dueDateMissing],
      ['2026-02-30', `${messages.dateSubjects.dueDate} must be a real date`],
      ['2025-02-29', `${messages.dateSubjects.dueDate} must be a real date`],
      ['2026-13-01', `${messages.dateSubjects.dueDate} must be a real date`],
      ['2026-00-10', `${messages.dateSubjects.dueDate} must be a real date`],
      ['1/3/2021', `${messages.dateSubjects.dueDate} must include a month and year`],
      ['2021--1', `${messages.dateSubjects.dueDate} must include a month`],
      ['-3-1', `${messages.dateSubjects.dueDate} must include a year`],
      ['21-3-1', 'Year must include 4 numbers'],
      ['2021-March-1', `${messages.dateSubjects.dueDate} must be a real date`],
      ['hacker', `${messages.dateSubjects.dueDate} must include a month and year`],
      ['2026-11-03', messages.dueDateFuture],
      ['2027-01-01', messages.dueDateFuture],
    ])('due date: refuses %p', (dueDate, message) => {
      expect(check('dueDate', { ...claim, dueDate })).toEqual({ dueDate: message });
    });

    it.each(['2026-11-02', '2021-03-01', '2024-02-29', ' 2021-03-01 '])('due date: takes %p (today %s counts as past)', (dueDate) => {
      expect(check('dueDate', { ...claim, dueDate })).toEqual({});
    });

    it('compares with the today it is given, not the machine’s clock', () => {
      expect(check('dueDate', { ...claim, dueDate: '2030-01-01' }, '2030-01-01')).toEqual({});
      expect(check('dueDate', { ...claim, dueDate: '2021-03-01' }, '2021-02-28')).toEqual({ dueDate: messages.dueDateFuture });
    });

    it('letter: asks its date only when one was sent, and refuses a missing, unreal or future one', () => {
      expect(check('letter', { ...claim, letterSent: 'no', letterDate: 'hacker' })).toEqual({});
      expect(check('letter', withLetter('none'))).toEqual({});
      expect(check('letter', withLetter('none', { letterDate: '' }))).toEqual({ letterDate: messages.letterDateMissing });
      expect(check('letter', withLetter('none', { letterDate: '2026-02-30' }))).toEqual({ letterDate: `${messages.dateSubjects.letterDate} must be a real date` });
      expect(check('letter', withLetter('none', { letterDate: '2026-11-03' }))).toEqual({ letterDate: messages.letterDateFuture });
      expect(check('letter', withLetter('none', { letterDate: TODAY }))).toEqual({});
    });

    it('letter: the date it gave to pay or reply is optional, a real date, on or after the letter, and may be ahead (issue 37)', () => {
      const letter = (letterPayBy: string) => check('letter', withLetter('none', { letterDate: '2026-10-01', letterPayBy }));
      expect(letter('')).toEqual({});
      expect(letter('2026-10-21')).toEqual({});
      expect(letter('2027-01-31')).toEqual({});
      expect(letter('2026-10-01')).toEqual({});
      expect(letter('2026-09-30')).toEqual({ letterPayBy: messages.letterPayByBeforeLetter });
      expect(letter('2026-02-30')).toEqual({ letterPayBy: `${messages.dateSubjects.letterPayBy} must be a real date` });
      expect(claimAnswersFrom(withLetter('none', { letterDate: '2026-10-01', letterPayBy: ' 2026-10-21 ' })).letter).toMatchObject({ payBy: '2026-10-21' });
      expect(claimAnswersFrom(withLetter('none', { letterDate: '2026-10-01' })).letter).not.toHaveProperty('payBy');
      const back = formValuesFrom({ claim: claimAnswersFrom(withLetter('none', { letterDate: '2026-10-01', letterPayBy: '2026-10-21' })) });
      expect(back.letterPayBy).toBe('2026-10-21');
    });

    it('reply: no date needed when there was no reply (a date left from before is not checked)', () => {
      expect(check('reply', withLetter('none', { replyDate: 'hacker', documentsDate: 'hacker' }))).toEqual({});
    });

    it.each(['replied', 'disputed', 'asked-for-documents'])('reply %p: refuses a missing, unreal or future reply date, or one before the letter', (reply) => {
      expect(check('reply', withLetter(reply, { replyDate: '' }))).toEqual({ replyDate: messages.replyDateMissing });
      expect(check('reply', withLetter(reply, { replyDate: '2026-09-31' }))).toEqual({ replyDate: `${messages.dateSubjects.replyDate} must be a real date` });
      expect(check('reply', withLetter(reply, { replyDate: '2026-11-03' }))).toEqual({ replyDate: messages.replyDateFuture });
      expect(check('reply', withLetter(reply, { replyDate: '2026-08-31' }))).toEqual({ replyDate: messages.replyDateBeforeLetter });
      expect(check('reply', withLetter(reply, { replyDate: '2026-09-01' }))).toEqual({}); // the same day as the letter
      expect(check('reply', withLetter(reply, { replyDate: TODAY }))).toEqual({});
    });

    it('reply: does not compare with a letter date that is not a real date (the letter step says so)', () => {
      expect(check('reply', withLetter('replied', { letterDate: '2026-02-30' }))).toEqual({});
    });

    it('documents: optional, and checked only when documents were asked for', () => {
      expect(check('reply', withLetter('asked-for-documents', { documentsDate: '' }))).toEqual({});
      expect(check('reply', withLetter('asked-for-documents', { documentsDate: '   ' }))).toEqual({});
      expect(check('reply', withLetter('replied', { documentsDate: 'hacker' }))).toEqual({});
      expect(check('reply', withLetter('asked-for-documents', { documentsDate: '2026-09-10' }))).toEqual({});
      expect(check('reply', withLetter('asked-for-documents', { documentsDate: TODAY }))).toEqual({});
    });

    it('documents: refuses an unreal or future date, or one before the request', () => {
      expect(check('reply', withLetter('asked-for-documents', { documentsDate: '2026-02-30' }))).toEqual({ documentsDate: `${messages.dateSubjects.documentsDate} must be a real date` });
      expect(check('reply', withLetter('asked-for-documents', { documentsDate: 'soon' }))).toEqual({ documentsDate: `${messages.dateSubjects.documentsDate} must include a month and year` });
      expect(check('reply', withLetter('asked-for-documents', { documentsDate: '2026-11-03' }))).toEqual({ documentsDate: messages.documentsDateFuture });
      expect(check('reply', withLetter('asked-for-documents', { documentsDate: '2026-09-09' }))).toEqual({ documentsDate: messages.documentsDateBeforeReply });
    });

    it('documents: a wrong reply date and a documents date are each reported', () => {
      expect(check('reply', withLetter('asked-for-documents', { replyDate: '', documentsDate: '2026-11-03' }))).toEqual({
        replyDate: messages.replyDateMissing,
        documentsDate: messages.documentsDateFuture,
      });
    });

    it('served: asks the date once how it was served is known, and refuses a missing, unreal or future one', () => {
      for (const { value } of defendQuestions.served.choices) expect(check('served', { ...defend, servedHow: value })).toEqual({});
      expect(check('served', { ...defend, servedHow: 'hacker', servedDate: 'hacker' })).toEqual({ servedHow: messages.servedHowMissing });
      expect(check('served', { ...defend, servedDate: '' })).toEqual({ servedDate: messages.servedDateMissing });
      expect(check('served', { ...defend, servedDate: '2026-02-29' })).toEqual({ servedDate: `${messages.dateSubjects.servedDate} must be a real date` });
      expect(check('served', { ...defend, servedDate: '2026-11-03' })).toEqual({ servedDate: messages.servedDateFuture });
      expect(check('served', { ...defend, servedDate: TODAY })).toEqual({});
    });
  });

  describe('means', () => {
    it.each([[['employed']], [['employed', 'home-owner', 'trading', 'bank-account']], [['nothing-known']], [['nothing-known', 'nothing-known']], [['bank-account', 'hacker']]])('takes %p', (means) => {
      expect(check('means', { ...claim, means })).toEqual({});
    });

    it.each([[[]], [['hacker']], [['', 'Employed', '__proto__']]])('refuses %p: nothing known selected', (means) => {
      expect(check('means', { ...claim, means })).toEqual({ means: messages.meansMissing });
    });

    it.each([[['nothing-known', 'employed']], [['bank-account', 'nothing-known']], [['employed', 'home-owner', 'trading', 'bank-account', 'nothing-known']]])(
      'refuses “nothing known” with something known: %p',
      (means) => {
        expect(check('means', { ...claim, means })).toEqual({ means: messages.meansNothingAndSomething });
      },
    );
  });

  describe('where', () => {
    it.each(['', '  ', 'ls14dy', 'LS1 4DY', 'SW1A 1AA', 'sw1a1aa'])('takes the postcode %p', (postcode) => {
      expect(check('where', { ...claim, debtorPostcode: postcode, claimantPostcode: postcode })).toEqual({});
    });

    it.each(['LS1', 'hacker', 'LS1 4D', '12345'])('refuses the postcode %p, on whichever field holds it', (postcode) => {
      expect(check('where', { ...claim, debtorPostcode: postcode })).toEqual({ debtorPostcode: messages.postcodeInvalid });
      expect(check('where', { ...claim, claimantPostcode: postcode })).toEqual({ claimantPostcode: messages.postcodeInvalid });
      expect(check('where', { ...claim, debtorPostcode: postcode, claimantPostcode: postcode })).toEqual({
        debtorPostcode: messages.postcodeInvalid,
        claimantPostcode: messages.postcodeInvalid,
      });
    });

    it('takes names up to the limit, spaces around them not counted, and refuses longer ones', () => {
      const longest = 'n'.repeat(NAME_MAX);
      expect(check('where', { ...claim, claimantName: longest, debtorName: ` ${longest} ` })).toEqual({});
      expect(check('where', { ...claim, claimantName: `${longest}n` })).toEqual({ claimantName: messages.nameTooLong(NAME_MAX) });
      expect(check('where', { ...claim, debtorName: `${longest}n` })).toEqual({ debtorName: messages.nameTooLong(NAME_MAX) });
    });
  });
});

describe('firstUnansweredStep', () => {
  it('is the first step, in order, that is not answered; null when all are', () => {
    expect(firstUnansweredStep(emptyPlanForm, TODAY)).toBe('path');
    expect(firstUnansweredStep({ ...emptyPlanForm, path: 'claim' }, TODAY)).toBe('claimant');
    expect(firstUnansweredStep({ ...claim, amount: 'abc', dueDate: '' }, TODAY)).toBe('amount');
    expect(firstUnansweredStep({ ...claim, letterSent: 'yes' }, TODAY)).toBe('letter');
    expect(firstUnansweredStep({ ...claim, letterSent: 'yes', letterDate: '2026-09-01' }, TODAY)).toBe('reply');
    expect(firstUnansweredStep({ ...claim, means: ['hacker'] }, TODAY)).toBe('means');
    expect(firstUnansweredStep({ ...claim, debtorPostcode: 'LS1' }, TODAY)).toBe('where');
    expect(firstUnansweredStep(claim, TODAY)).toBeNull();
    expect(firstUnansweredStep({ ...emptyPlanForm, path: 'defend' }, TODAY)).toBe('served');
    expect(firstUnansweredStep({ ...defend, counterclaim: '' }, TODAY)).toBe('counterclaim');
    expect(firstUnansweredStep(defend, TODAY)).toBeNull();
  });

  it('ignores a question that is skipped (no dispute answer needed after a disputing reply)', () => {
    expect(firstUnansweredStep(withLetter('disputed', { disputed: '' }), TODAY)).toBeNull();
    expect(firstUnansweredStep(withLetter('replied', { disputed: '' }), TODAY)).toBe('disputed');
  });

  it('finds a date that has become future for an earlier today', () => {
    expect(firstUnansweredStep(claim, '2021-02-28')).toBe('dueDate');
  });
});

/** Complete answer sets, each as typed, to feed the plan's model. */
const completeClaims: [string, PlanFormValues][] = [
  ['the issue’s case', claim],
  ['no description, means listed', { ...claim, description: '   ', means: ['employed', 'home-owner'] }],
  ['an individual from a company, disputed, with postcodes and names', { ...claim, claimant: 'individual', debtor: 'organisation', amount: '600', disputed: 'yes', means: ['bank-account'], debtorPostcode: 'ls14dy', claimantPostcode: ' SW1A 1AA ', claimantName: '  Ann Smith ', debtorName: 'Acme Ltd' }],
  ['a letter with no reply (a reply date left from before)', withLetter('none', { replyDate: '2026-09-10', documentsDate: '2026-09-20' })],
  ['a reply', withLetter('replied')],
  ['a disputing reply (a dispute answer left from before)', withLetter('disputed', { disputed: 'no' })],
  ['documents asked for, not sent', withLetter('asked-for-documents')],
  ['documents asked for and sent', withLetter('asked-for-documents', { documentsDate: '2026-09-20' })],
  ['a reply and a documents date left from another reply', withLetter('replied', { documentsDate: '2026-09-20' })],
  ['no letter, with letter answers left from before', { ...claim, letterSent: 'no', letterDate: '2026-09-01', reply: 'disputed', replyDate: '2026-09-10' }],
  ['the most the plan takes, with commas and a pound sign', { ...claim, amount: '£10,000,000.00', description: 'd'.repeat(TEXT_MAX), claimantName: 'c'.repeat(NAME_MAX), debtorName: 'n'.repeat(NAME_MAX) }],
  ['one penny, and an unknown means beside a known one', { ...claim, amount: '0.01', means: ['trading', 'hacker'] }],
  ['pence, and text that looks like markup', { ...claim, amount: '1,250.50', description: '<img src=x onerror=alert(1)> “quotes” & ünïcödé', debtorName: '<b>Bob</b>' }],
];

describe('claimAnswersFrom', () => {
  it.each(completeClaims)('%s: answers that pass every step make answers the schema accepts', (_name, values) => {
    expect(firstUnansweredStep(values, TODAY)).toBeNull();
    const answers = claimAnswersFrom(values);
    const parsed = claimAnswersSchema.safeParse(answers);
    expect(parsed.success ? 'accepted' : parsed.error.issues).toBe('accepted');
    expect(parsed.data).toEqual(answers);
  });

  it('the issue’s case, exactly', () => {
    expect(claimAnswersFrom(claim)).toEqual<ClaimAnswers>({
      claimant: 'business',
      debtor: 'sole-trader',
      amountPence: 240_000,
      description: 'Invoice INV-0042 for decorating',
      dueDate: '2021-03-01',
      letter: { sent: false },
      disputed: false,
      means: ['nothing-known'],
      interest: 'section-69',
    });
  });

  it('amounts in whole pence, however they were typed', () => {
    const pence = (amount: string) => claimAnswersFrom({ ...claim, amount }).amountPence;
    expect(pence('2400')).toBe(240_000);
    expect(pence('2400.00')).toBe(240_000);
    expect(pence('£2,400')).toBe(240_000);
    expect(pence('1,250.50')).toBe(125_050);
    expect(pence('0.29')).toBe(29);
    expect(pence('10000000')).toBe(1_000_000_000);
    expect(pence('19.99')).toBe(1999);
  });

  it('trims text and dates, normalises postcodes, and leaves out what was not given', () => {
    const answers = claimAnswersFrom({ ...claim, description: '  ', dueDate: ' 2021-03-01 ', debtorPostcode: 'ls14dy', claimantPostcode: '', claimantName: ' Ann ', debtorName: '' });
    expect(answers.dueDate).toBe('2021-03-01');
    expect(answers.debtorPostcode).toBe('LS1 4DY');
    expect(answers.claimantName).toBe('Ann');
    for (const key of ['description', 'claimantPostcode', 'debtorName'] as const) expect(answers).not.toHaveProperty(key);
  });

  it('keeps the letter’s answers only as far as they apply', () => {
    expect(claimAnswersFrom(completeClaims[9]![1]).letter).toEqual({ sent: false });
    expect(claimAnswersFrom(withLetter('none', { replyDate: '2026-09-10' })).letter).toEqual({ sent: true, date: '2026-09-01', reply: 'none' });
    expect(claimAnswersFrom(withLetter('replied', { documentsDate: '2026-09-20' })).letter).toEqual({ sent: true, date: '2026-09-01', reply: 'replied', replyDate: '2026-09-10' });
    expect(claimAnswersFrom(withLetter('asked-for-documents', { documentsDate: '2026-09-20' })).letter).toEqual({
      sent: true,
      date: '2026-09-01',
      reply: 'asked-for-documents',
      replyDate: '2026-09-10',
      documentsSentDate: '2026-09-20',
    });
  });

  it('the dispute: the visitor’s answer, or none when the reply disputed it (the plan reads the reply)', () => {
    expect(claimAnswersFrom({ ...claim, disputed: 'yes' }).disputed).toBe(true);
    expect(claimAnswersFrom({ ...claim, disputed: 'no' }).disputed).toBe(false);
    expect(claimAnswersFrom(withLetter('disputed', { disputed: 'no' })).disputed).toBeUndefined();
    expect(claimAnswersFrom({ ...withLetter('disputed'), letterSent: 'no', disputed: 'no' }).disputed).toBe(false);
  });

  it('keeps only known means, each once (the schema refuses a repeat)', () => {
    expect(claimAnswersFrom({ ...claim, means: ['trading', 'hacker', 'employed'] }).means).toEqual(['trading', 'employed']);
    const twice = claimAnswersFrom({ ...claim, means: ['employed', 'bank-account', 'employed'] });
    expect(twice.means).toEqual(['employed', 'bank-account']);
    expect(claimAnswersSchema.safeParse(twice).success).toBe(true);
    expect(claimAnswersFrom({ ...claim, means: ['nothing-known', 'nothing-known'] }).means).toEqual(['nothing-known']);
  });

  it.each([
    ['no path', { ...claim, path: '' }],
    ['the defence path', { ...claim, path: 'defend' }],
    ['no amount', { ...claim, amount: '' }],
    ['an amount that is not one', { ...claim, amount: 'abc' }],
    ['no amount at all', { ...claim, amount: '0' }],
    ['a claimant that is not a choice', { ...claim, claimant: 'hacker' }],
    ['no debtor', { ...claim, debtor: '' }],
    ['no due date', { ...claim, dueDate: '' }],
    ['a due date that is not a real date', { ...claim, dueDate: '2026-02-30' }],
    ['no letter answer', { ...claim, letterSent: '' }],
    ['a letter without its date', withLetter('none', { letterDate: '' })],
    ['a letter without its reply', withLetter('')],
    ['a reply before the letter', withLetter('replied', { replyDate: '2026-08-01' })],
    ['documents before the request', withLetter('asked-for-documents', { documentsDate: '2026-09-01' })],
    ['no dispute answer', { ...claim, disputed: '' }],
    ['no means', { ...claim, means: [] }],
    ['nothing known and something known', { ...claim, means: ['nothing-known', 'employed'] }],
    ['a partial postcode', { ...claim, debtorPostcode: 'LS1' }],
    ['a description over the limit', { ...claim, description: 'x'.repeat(TEXT_MAX + 1) }],
    ['a name over the limit', { ...claim, debtorName: 'x'.repeat(NAME_MAX + 1) }],
  ])('throws on answers that were not checked: %s', (_name, values) => {
    expect(() => claimAnswersFrom(values)).toThrow(RangeError);
  });
});

const completeDefences: [string, PlanFormValues][] = [
  ['deemed, specified, disputed in full, no counterclaim', defend],
  ['served by post, unspecified, disputed in part, counterclaim', { ...defend, servedHow: 'claim-form-posted', claimFor: 'unspecified', response: 'dispute-part', counterclaim: 'yes' }],
  ['online, admitted, with claim answers left from before', { ...claim, ...defend, servedHow: 'online', servedDate: ' 2026-11-02 ', response: 'admit-all', path: 'defend' }],
];

describe('defendAnswersFrom', () => {
  it.each(completeDefences)('%s: answers the schema accepts', (_name, values) => {
    expect(firstUnansweredStep(values, TODAY)).toBeNull();
    const answers = defendAnswersFrom(values);
    const parsed = defendAnswersSchema.safeParse(answers);
    expect(parsed.success ? 'accepted' : parsed.error.issues).toBe('accepted');
  });

  it('leaves "today or in the past" to checkStep, which knows the visitor’s today', () => {
    expect(defendAnswersFrom({ ...defend, servedDate: '2026-12-18' }).served.date).toBe('2026-12-18');
    expect(claimAnswersFrom({ ...claim, dueDate: '2026-12-18' }).dueDate).toBe('2026-12-18');
  });

  it('exactly', () => {
    expect(defendAnswersFrom(completeDefences[2]![1])).toEqual<DefendAnswers>({
      served: { how: 'online', date: '2026-11-02' },
      claimFor: 'specified',
      response: 'admit-all',
      counterclaim: false,
    });
  });

  it.each([
    ['no path', { ...defend, path: '' }],
    ['the claim path', { ...defend, path: 'claim' }],
    ['no service answer', { ...defend, servedHow: '' }],
    ['a service date that is not a real date', { ...defend, servedDate: '2026-11-31' }],
    ['a claim that is neither', { ...defend, claimFor: 'hacker' }],
    ['no answer to the claim', { ...defend, response: '' }],
    ['no counterclaim answer', { ...defend, counterclaim: 'maybe' }],
  ])('throws on answers that were not checked: %s', (_name, values) => {
    expect(() => defendAnswersFrom(values)).toThrow(RangeError);
  });
});

describe('formValuesFrom', () => {
  it.each(completeClaims)('%s: the claim’s answers come back as equivalent answers, every step answered', (_name, values) => {
    const answers = claimAnswersFrom(values);
    const back = formValuesFrom({ claim: answers });
    expect(firstUnansweredStep(back, TODAY)).toBeNull();
    expect(claimAnswersFrom(back)).toEqual(answers);
    expect(formValuesFrom({ claim: claimAnswersFrom(back) })).toEqual(back);
  });

  it('shows amounts as pounds, with pence only when there are some', () => {
    const amount = (typed: string) => formValuesFrom({ claim: claimAnswersFrom({ ...claim, amount: typed }) }).amount;
    expect(amount('2400')).toBe('2400');
    expect(amount('2400.00')).toBe('2400');
    expect(amount('£2,400')).toBe('2400');
    expect(amount('2400.5')).toBe('2400.50');
    expect(amount('1,250.50')).toBe('1250.50');
    expect(amount('0.01')).toBe('0.01');
    expect(amount('0.10')).toBe('0.10');
    expect(amount('£10,000,000.00')).toBe('10000000');
  });

  it('the issue’s case, exactly: the answers as typed, trimmed and normalised', () => {
    const typed = { ...claim, description: ' Invoice INV-0042 for decorating ', debtorPostcode: 'ls14dy', claimantName: ' Ann ' };
    expect(formValuesFrom({ claim: claimAnswersFrom(typed) })).toEqual<PlanFormValues>({
      ...emptyPlanForm,
      path: 'claim',
      claimant: 'business',
      debtor: 'sole-trader',
      amount: '2400',
      description: 'Invoice INV-0042 for decorating',
      dueDate: '2021-03-01',
      interest: 'section-69',
      letterSent: 'no',
      disputed: 'no',
      means: ['nothing-known'],
      debtorPostcode: 'LS1 4DY',
      claimantName: 'Ann',
    });
  });

  it('a letter with documents sent, and a disputing reply (the dispute question left empty: it is not asked)', () => {
    const documents = formValuesFrom({ claim: claimAnswersFrom(withLetter('asked-for-documents', { documentsDate: '2026-09-20' })) });
    expect(documents).toMatchObject({ letterSent: 'yes', letterDate: '2026-09-01', reply: 'asked-for-documents', replyDate: '2026-09-10', documentsDate: '2026-09-20', disputed: 'no' });
    const disputed = formValuesFrom({ claim: claimAnswersFrom(withLetter('disputed', { disputed: 'no' })) });
    expect(disputed).toMatchObject({ reply: 'disputed', replyDate: '2026-09-10', documentsDate: '', disputed: '' });
    expect(firstUnansweredStep(disputed, TODAY)).toBeNull();
  });

  it('a saved claim with nothing yet known of the means, or no dispute answer, asks those again', () => {
    const { disputed: _disputed, ...rest } = claimAnswersFrom(claim);
    expect(firstUnansweredStep(formValuesFrom({ claim: { ...rest, means: [] } }), TODAY)).toBe('disputed');
    expect(firstUnansweredStep(formValuesFrom({ claim: { ...rest, disputed: true, means: [] } }), TODAY)).toBe('means');
  });

  it.each(completeDefences)('%s: the defence’s answers come back as equivalent answers', (_name, values) => {
    const answers = defendAnswersFrom(values);
    const back = formValuesFrom({ defend: answers });
    expect(firstUnansweredStep(back, TODAY)).toBeNull();
    expect(defendAnswersFrom(back)).toEqual(answers);
    expect(back).toEqual({ ...emptyPlanForm, path: 'defend', servedHow: answers.served.how, servedDate: answers.served.date, claimFor: answers.claimFor, response: answers.response, counterclaim: answers.counterclaim ? 'yes' : 'no' });
  });

  it('takes the claim when a file holds both, and the empty form when it holds neither', () => {
    expect(formValuesFrom({ claim: claimAnswersFrom(claim), defend: defendAnswersFrom(defend) }).path).toBe('claim');
    expect(formValuesFrom({})).toEqual(emptyPlanForm);
  });

  it('gives the form its own copy of the means', () => {
    const answers = claimAnswersFrom({ ...claim, means: ['employed'] });
    const back = formValuesFrom({ claim: answers });
    expect(back.means).toEqual(answers.means);
    expect(back.means).not.toBe(answers.means);
  });
});
