import { addDays } from 'date-fns';
import { DEBT_PROTOCOL_DOCUMENTS_DAYS, DEBT_PROTOCOL_NOTICE_DAYS, DEBT_PROTOCOL_WAIT_AFTER_REPLY_DAYS } from '@/content/claim-plan/constants';
import { PLAN_LINKS } from '@/content/claim-plan/wording';
import { PAYMENT_DEADLINE_WORKING_DAYS } from '@/content/templates/constants';
import { templatePrefillHref } from '@/lib/templates/prefill';
import type { ClaimAnswers } from './answers';
import { latePaymentRate } from './claiming';
import { penceToPounds } from './prefill';
import { fromIso, givenDate, ifCovered, laterOf, periodAfter, thisOrNextWorkingDay, workingDaysAfter } from './dates';
import { item, type PlanDate, type PlanItem, type PlanStep } from './types';

/**
 * Issue 28, step 2: the letter before a claim. A business (or sole trader) claiming from an individual or a sole
 * trader follows the Pre-Action Protocol for Debt Claims (30 days to reply; after a reply, 30 days from the Reply
 * Form or from the documents sent, whichever is later, then 14 days' written notice: FACTS.md §3, §11); anyone
 * else follows the Practice Direction on Pre-Action Conduct. A letter still to write is the generator's, dated
 * the plan's day, so its reply date is the one that letter prints (14 working days); a letter already sent is
 * given the rule's period (the Practice Direction's 14 days, the Protocol's 30), counted as the deadline calculator
 * counts them, or the date the letter itself gave when that is later (FACTS.md §12).
 */

export type LetterKind = 'debt-protocol' | 'pre-action-conduct';

export type BeforeYouClaim = PlanStep<'before-you-claim'> & {
  letter: LetterKind;
  /** The first day a claim may be issued once the steps before a claim are done; null past the bank holiday data. */
  earliestIssue: PlanDate | null;
};

/** Whether the Debt Protocol applies: a business or sole trader claiming from an individual or sole trader. */
export const letterKindFor = (answers: Pick<ClaimAnswers, 'claimant' | 'debtor'>): LetterKind =>
  answers.claimant === 'business' && answers.debtor !== 'organisation' ? 'debt-protocol' : 'pre-action-conduct';

/**
 * The letter generator's "who is writing to whom", from who is owed and who owes: a sole trader owes for their business
 * (the plan's own question says so), an individual as a consumer (FACTS.md §14: Late Payment interest only then).
 */
export function senderKind(answers: Pick<ClaimAnswers, 'claimant' | 'debtor'>): 'business-to-individual' | 'business-to-sole-trader' | 'business-to-business' | 'individual' {
  if (answers.claimant === 'individual') return 'individual';
  return answers.debtor === 'organisation' ? 'business-to-business' : answers.debtor === 'sole-trader' ? 'business-to-sole-trader' : 'business-to-individual';
}

/**
 * "Write this letter": the generator opened on the letter before action with the answers it accepts filled in,
 * the names and postcodes among them when the plan has them.
 */
export function writeLetterHref(answers: ClaimAnswers): string {
  const sender = senderKind(answers);
  // Issue 37: a business's letter claims the interest the plan uses (Late Payment only with a known reference rate).
  const rate = latePaymentRate(answers);
  return templatePrefillHref('letter-before-action', {
    amount_owed: penceToPounds(answers.amountPence),
    invoice_date: answers.dueDate,
    sender_kind: sender,
    ...(sender === 'individual' || sender === 'business-to-individual' ? {} : { interest_kind: rate === null ? 'section-69' : 'late-payment' }),
    ...(rate === null ? {} : { reference_rate: String(rate) }),
    claimant_name: answers.claimantName,
    claimant_postcode: answers.claimantPostcode,
    debtor_name: answers.debtorName,
    debtor_postcode: answers.debtorPostcode,
  });
}

export function beforeYouClaim(answers: ClaimAnswers, todayIso: string): BeforeYouClaim {
  const today = fromIso(todayIso);
  const letter = letterKindFor(answers);
  const protocol = letter === 'debt-protocol';
  const sent = answers.letter.sent ? answers.letter : null;
  if (sent && fromIso(sent.date) > today) throw new RangeError('The letter is dated after today');
  if (sent?.replyDate && fromIso(sent.replyDate) > today) throw new RangeError('The reply is dated after today');
  if (sent?.documentsSentDate && fromIso(sent.documentsSentDate) > today) throw new RangeError('The documents are dated after today');
  const letterDate = sent ? fromIso(sent.date) : today;
  const items: PlanItem[] = [];

  const letterKey = protocol ? (sent ? 'debt-protocol-letter-sent' : 'debt-protocol-letter') : sent ? 'pre-action-letter-sent' : 'pre-action-letter';
  items.push(
    item(letterKey, {
      date: givenDate(letterDate),
      rule: protocol ? 'debtProtocol' : 'preActionConduct',
      action: sent ? null : { key: 'write-letter', href: writeLetterHref(answers) },
    }),
  );

  // A letter already sent: its own date to pay or reply, when later than the rule's (FACTS.md §12).
  const byRule = ifCovered(() =>
    protocol ? periodAfter(letterDate, 30, { courtOffice: false }) : sent ? periodAfter(letterDate, 14, { courtOffice: false }) : workingDaysAfter(letterDate, PAYMENT_DEADLINE_WORKING_DAYS),
  );
  const replyBy = byRule && sent?.payBy && sent.payBy > byRule.iso ? givenDate(fromIso(sent.payBy)) : byRule;
  items.push(
    item(protocol ? 'debt-protocol-reply-by' : 'pre-action-reply-by', {
      date: replyBy,
      ...(replyBy ? {} : { dateUnavailable: 'beyond-bank-holiday-data' as const }),
      rule: protocol ? 'debtProtocol' : sent ? 'preActionConduct' : 'generatorDeadline',
    }),
  );

  // The first day after every wait; null once any of them runs past the bank holiday data.
  let notBefore: Date | null = replyBy ? addDays(fromIso(replyBy.iso), 1) : null;
  const replied = sent && sent.reply !== 'none' && sent.replyDate ? { ...sent, replyDate: sent.replyDate } : null;

  if (replied && protocol) {
    const replyDate = fromIso(replied.replyDate);
    const waits: (PlanDate | null)[] = [ifCovered(() => periodAfter(replyDate, DEBT_PROTOCOL_WAIT_AFTER_REPLY_DAYS, { courtOffice: false }))];
    if (replied.reply === 'asked-for-documents') {
      const sendBy = ifCovered(() => periodAfter(replyDate, DEBT_PROTOCOL_DOCUMENTS_DAYS, { courtOffice: false }));
      // Documents not yet sent are taken as sent today: the plan's wait is the soonest it can be.
      const documentsSent = replied.documentsSentDate ? fromIso(replied.documentsSentDate) : today;
      if (!replied.documentsSentDate) {
        const overdue = sendBy !== null && sendBy.iso < todayIso;
        items.push(item(overdue ? 'send-documents-overdue' : 'send-documents', { tone: overdue ? 'stop' : 'warning', date: sendBy, ...(sendBy ? {} : { dateUnavailable: 'beyond-bank-holiday-data' as const }), rule: 'debtProtocolAfterReply' }));
      }
      waits.push(ifCovered(() => periodAfter(documentsSent, DEBT_PROTOCOL_WAIT_AFTER_REPLY_DAYS, { courtOffice: false })));
    }
    const waitDate = waits.every((w) => w !== null) ? waits.reduce((a, b) => (b.iso > a.iso ? b : a)) : null;
    const waitEnd = waitDate ? fromIso(waitDate.iso) : null;
    items.push(item('protocol-wait-after-reply', { date: waitDate, ...(waitDate ? {} : { dateUnavailable: 'beyond-bank-holiday-data' as const }), rule: 'debtProtocolAfterReply' }));
    // Notice can be given once the wait is over (and not before today); the claim follows 14 clear days later.
    const noticeDay = waitEnd ? laterOf(addDays(waitEnd, 1), today) : null;
    const noticeEnds = noticeDay ? ifCovered(() => periodAfter(noticeDay, DEBT_PROTOCOL_NOTICE_DAYS, { courtOffice: false })) : null;
    items.push(item('protocol-notice', { date: noticeDay ? givenDate(noticeDay) : null, ...(noticeDay ? {} : { dateUnavailable: 'beyond-bank-holiday-data' as const }), rule: 'debtProtocolAfterReply' }));
    notBefore = notBefore && noticeEnds ? laterOf(notBefore, addDays(fromIso(noticeEnds.iso), 1)) : null;
  } else if (replied) {
    items.push(item('consider-reply', { rule: 'preActionConduct' }));
  }

  // Issue 55: before spending money on a claim, whether the debtor can pay (the Get paid planner's checks).
  items.push(item('can-they-pay', { rule: 'enforcement', action: { key: 'can-they-pay', href: PLAN_LINKS.canTheyPay } }));

  const earliestIssue = notBefore ? ifCovered(() => thisOrNextWorkingDay(laterOf(notBefore!, today))) : null;
  return { id: 'before-you-claim', items, letter, earliestIssue };
}
