import type { ClaimAnswers, DefendAnswers } from './answers';
import { emptyPlanForm, type PlanFormValues } from './form';

/** The cases (issue 28, "Proof"), shared by the tests. The plan's day is 2 November 2026 unless said. */
export const TODAY = '2026-11-02';

/** A business claiming £2,400 from a sole trader, due 1 March 2021, no letter sent yet. */
export const businessFromSoleTrader: ClaimAnswers = {
  claimant: 'business',
  debtor: 'sole-trader',
  amountPence: 240_000,
  dueDate: '2021-03-01',
  letter: { sent: false },
  means: [],
};

/** An individual claiming £600 from a company. */
export const individualFromCompany: ClaimAnswers = {
  claimant: 'individual',
  debtor: 'organisation',
  amountPence: 60_000,
  dueDate: '2026-06-15',
  letter: { sent: false },
  means: ['bank-account'],
};

/** A £12,000 debt. */
export const overTheLimit: ClaimAnswers = { ...individualFromCompany, amountPence: 1_200_000 };

/** A disputed £8,000 debt owed by a company. */
export const disputedDebt: ClaimAnswers = {
  ...individualFromCompany,
  amountPence: 800_000,
  letter: { sent: true, date: '2026-09-01', reply: 'disputed', replyDate: '2026-09-10' },
};

/** A defendant served on Friday 18 December 2026, disputing a fixed-sum claim. */
export const servedBeforeChristmas: DefendAnswers = {
  served: { how: 'deemed', date: '2026-12-18' },
  claimFor: 'specified',
  response: 'dispute-all',
  counterclaim: false,
};

/** The questions' answers as typed (lib/claim-plan/form.ts): the issue's case: a business claiming £2,400 from a sole trader, due 1 March 2021, no letter yet. */
export const typedClaim: PlanFormValues = {
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
};
export const typedWithLetter = (reply: string, more: Partial<PlanFormValues> = {}): PlanFormValues => ({
  ...typedClaim,
  letterSent: 'yes',
  letterDate: '2026-09-01',
  reply,
  replyDate: reply === 'none' ? '' : '2026-09-10',
  ...more,
});

/** A defendant's answers as typed: served (as deemed) on `servedDate`, a fixed sum, all disputed, no counterclaim. */
export const typedDefence = (servedDate: string): PlanFormValues => ({
  ...emptyPlanForm,
  path: 'defend',
  servedHow: 'deemed',
  servedDate,
  claimFor: 'specified',
  response: 'dispute-all',
  counterclaim: 'no',
});
