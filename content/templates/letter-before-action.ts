import { EX50_URL } from '../fees';
import { DEBT_PROTOCOL_AFTER_A_REPLY, REGISTER_OF_JUDGMENTS } from '../shared-passages';
import { LANDLORD_COUNTS_AS_BUSINESS } from '../protocol-scope';
import { DEBT_PROTOCOL_URL, MONEY_CLAIM_URL } from '../official-urls';
import { DUE_DATE_RULE } from '../tools/due-date';
import { BANK_RATE_HISTORY_URL, INTEREST_KIND_QUESTION, REFERENCE_RATE_FIELD, REFERENCE_RATES } from '../tools/late-payment';
import { format, parseISO } from 'date-fns';
import type { Template } from './schema';


const longDate = (iso: string) => format(parseISO(iso), 'd MMMM yyyy');

/** The latest reference rate we have confirmed, for the field's hint. */
function latestReferenceRate(): string {
  const latest = REFERENCE_RATES.at(-1)!;
  return `For a debt that became overdue from ${longDate(latest.from)} to ${longDate(latest.to)}, it is ${latest.rate}%.`;
}

/**
 * Spec 3 template 1. The first question decides the letter (FACTS.md §3):
 * - a business (including a sole trader or public body) writing to an individual (including a sole trader) gets a
 *   letter of claim under the Pre-Action Protocol for Debt Claims: 30 days to reply (the computed
 *   PROTOCOL_REPLY_DEADLINE), the debt with a statement of account, the Information Sheet, Reply Form and a
 *   financial statement enclosed, no claim before the reply date and, after a reply, none until 30 days after the
 *   Reply Form or after the documents asked for are sent, whichever is later, with 14 days' written notice before
 *   issuing (FACTS.md §11, DEBT_PROTOCOL_AFTER_A_REPLY);
 * - anyone else gets the spec's letter (spec 9: 14 days). The generator's payment deadline is 14 working days,
 *   never shorter than the 14 days the Practice Direction on Pre-Action Conduct treats as reasonable.
 * Interest is section 69 County Courts Act 1984 interest, which the court may award (FACTS.md §5, §10: never
 * "statutory interest", the Late Payment Act's term). A business chooses instead, one or the other (issue 37),
 * Late Payment Act interest at 8% above the reference rate with the fixed compensation (s.5A): the letter then
 * claims both, and the court fee is banded on the debt, interest and compensation. The court fee is the
 * generator's estimate, banded on the amount claimed (FACTS.md §2), to be checked on EX50.
 */
export const letterBeforeActionTemplate: Template = {
  id: 1,
  slug: 'letter-before-action',
  title: 'Letter Before Action',
  category: 'Debt Recovery',
  description:
    'A formal letter asking for payment of an unpaid debt before you start a court claim: a letter under the Pre-Action Protocol for Debt Claims (30 days to reply) when a business writes to an individual, otherwise a 14-working-day deadline. It sets out the debt, interest under section 69 of the County Courts Act 1984 that the court may award, and the estimated court fee.',
  pages: 3,
  preview:
    'I am writing formally about money you owe me. If it is not paid, or you have not replied, by the date below, I intend to start a claim against you in the County Court.',
  fullContent: `[CLAIMANT_NAME]
[CLAIMANT_ADDRESS]
[CLAIMANT_POSTCODE]
Email: [CLAIMANT_EMAIL]
Telephone: [CLAIMANT_PHONE]

[DEBTOR_NAME]
[DEBTOR_ADDRESS]
[DEBTOR_POSTCODE]

Date: [TODAY]

[[IF sender_kind=business-to-individual|business-to-sole-trader]]
LETTER OF CLAIM UNDER THE PRE-ACTION PROTOCOL FOR DEBT CLAIMS

Dear [DEBTOR_NAME],

Unpaid sum of [AMOUNT_OWED]: invoice or reference [INVOICE_NUMBER]

1. I am writing about money you owe me. Before a business starts a court claim against an individual for a debt, it is expected to follow the Pre-Action Protocol for Debt Claims, and this letter is sent under that Protocol. Please read it, and the Information Sheet enclosed with it, carefully.

2. You have 30 days from the date of this letter to reply, so please reply by [PROTOCOL_REPLY_DEADLINE]. I will not start a court claim against you before that date.

The debt

3. [DEBT_DETAILS]

4. The amount owed is [AMOUNT_OWED] (invoice or reference [INVOICE_NUMBER]). Payment was due on [INVOICE_DATE] and has not been made. If our agreement was made in writing, you can ask me for a copy of it.

5. Statement of account, up to date at the date of this letter:

[STATEMENT_OF_ACCOUNT]

[[IF interest_kind=late-payment]]
6. I have not added interest or any other charges to the amount owed. We both acted in the course of business, so the debt carries interest under the Late Payment of Commercial Debts (Interest) Act 1998 at [INTEREST_RATE] a year (8% above the Bank of England reference rate of [REFERENCE_RATE]) from [INVOICE_DATE], the day payment was due. To the date of this letter that comes to [INTEREST], and it goes on at [DAILY_INTEREST] a day until the debt is paid. Under section 5A of that Act I am also entitled to fixed compensation of [COMPENSATION] for the late payment. If I have to start a court claim, I will claim both.
[[ELSE]]
6. I have not added interest or any other charges to the amount owed. If I have to start a court claim, I will ask the court to award interest under section 69 of the County Courts Act 1984, which the court may award, at 8% a year from [INVOICE_DATE]. To the date of this letter that comes to [INTEREST], and it would go on at [DAILY_INTEREST] a day until the debt is paid or the court gives judgment.
[[END]]

How to reply

7. Please fill in the enclosed Reply Form and send it to me by [PROTOCOL_REPLY_DEADLINE], at [CLAIMANT_ADDRESS], [CLAIMANT_POSTCODE], or by email to [CLAIMANT_EMAIL]. The Reply Form lets you tell me whether you accept that you owe the debt, accept only part of it, dispute it, or need more information or documents before you can say.

8. To pay the debt in full, please pay [AMOUNT_OWED] as follows: [PAYMENT_DETAILS]

9. If you cannot pay it all now, please say on the Reply Form how you propose to pay, for example by instalments, and fill in the enclosed financial statement so that I can consider your offer. If you would like to talk about how to pay, contact me on [CLAIMANT_PHONE] or at [CLAIMANT_EMAIL].

10. If you dispute the debt, or any part of it, please explain why on the Reply Form, and send me copies of any documents you rely on or tell me which documents you would like to see. If you ask for documents, I will send them to you, or explain why I cannot, within 30 days of your request.

After you reply

11. If you reply, I will not start a court claim until at least 30 days after I receive your completed Reply Form or, if you ask me for documents, 30 days after I send them to you, whichever is later. That gives you time to get free, independent debt advice if you want it: the Information Sheet lists organisations that give it. If we have still not agreed how the debt will be paid by then, I will give you at least 14 days' written notice before I start a claim.

If you do not reply

12. If by [PROTOCOL_REPLY_DEADLINE] you have not paid and I have not received your reply, I may start a claim against you in the County Court. In any claim I would ask for:

   - the debt: [AMOUNT_OWED];
[[IF interest_kind=late-payment]]
   - interest under the Late Payment of Commercial Debts (Interest) Act 1998 at [INTEREST_RATE] a year from [INVOICE_DATE] to [TODAY]: [INTEREST], and [DAILY_INTEREST] a day after that;
   - fixed compensation under section 5A of that Act: [COMPENSATION];
   - the court fee for issuing a claim for the debt, interest and compensation: [COURT_FEE]. This is an estimate: the fee depends on the amount claimed, and court fees change. The current fees are in the official EX50 fees list: ${EX50_URL}
[[ELSE]]
   - interest under section 69 of the County Courts Act 1984, which the court may award, at 8% a year from [INVOICE_DATE] to [TODAY]: [INTEREST], and [DAILY_INTEREST] a day after that;
   - the court fee for issuing a claim for the debt plus interest: [COURT_FEE]. This is an estimate: the fee depends on the amount claimed including interest, and court fees change. The current fees are in the official EX50 fees list: ${EX50_URL}
[[END]]
   - total as at [TODAY]: [TOTAL_CLAIM].

13. I would much rather settle this without a court claim, and I will consider any reasonable proposal, including payment by instalments or mediation. If a claim becomes necessary, I will show the court this letter and any reply you send.

14. If the court gives judgment against you: ${REGISTER_OF_JUDGMENTS}

Enclosed with this letter:

   - the Information Sheet and the Reply Form from the Pre-Action Protocol for Debt Claims (both are annexed to the Protocol, which the Ministry of Justice publishes on its procedure rules website: ${DEBT_PROTOCOL_URL});
   - a financial statement form (the Standard Financial Statement), on which you can set out your income and outgoings if you need time to pay;
   - other documents: [ENCLOSURES]
[[ELSE]]
LETTER BEFORE ACTION

Dear [DEBTOR_NAME],

Unpaid sum of [AMOUNT_OWED]: invoice or reference [INVOICE_NUMBER]

1. I am writing formally about money you owe me. If it is not paid, or you have not replied, by the date below, I intend to start a claim against you in the County Court without further notice.

What the debt is for

2. [DEBT_DETAILS]

3. Payment of [AMOUNT_OWED] (invoice or reference [INVOICE_NUMBER]) was due on [INVOICE_DATE]. It has not been paid.

What I am asking you to do

4. Please pay [AMOUNT_OWED] in full by [PAYMENT_DEADLINE]. That is 14 working days from the date of this letter, which is longer than the 14 days the Practice Direction on Pre-Action Conduct and Protocols treats as a reasonable time to reply to a straightforward claim.

5. You can pay as follows: [PAYMENT_DETAILS]

6. If you say you do not owe the money, or not all of it, please write to me by the same date, explaining which parts you dispute and why, and send me copies of any documents you rely on.

7. If you accept that you owe the money but cannot pay it all at once, please contact me by the same date with a proposal, for example payment by instalments. I will consider any reasonable offer.

8. I am willing to try to settle this without going to court, whether by discussing it with you or through mediation, and I will consider any proposal you make.

What will happen if you do not pay or reply

9. If I have not received payment, or a reply, by [PAYMENT_DEADLINE], I intend to issue a claim against you in the County Court without further notice. In that claim I will ask for:

   - the debt: [AMOUNT_OWED];
[[IF interest_kind=late-payment]]
   - interest under the Late Payment of Commercial Debts (Interest) Act 1998 at [INTEREST_RATE] a year (8% above the Bank of England reference rate of [REFERENCE_RATE]) from [INVOICE_DATE] to [TODAY]: [INTEREST], and [DAILY_INTEREST] a day after that until the debt is paid;
   - fixed compensation under section 5A of that Act: [COMPENSATION];
   - the court fee for issuing a claim for the debt, interest and compensation: [COURT_FEE]. This is an estimate: the fee depends on the amount claimed, and court fees change. The current fees are in the official EX50 fees list: ${EX50_URL}
[[ELSE]]
   - interest under section 69 of the County Courts Act 1984, which the court may award, at 8% a year from [INVOICE_DATE] to [TODAY]: [INTEREST], and [DAILY_INTEREST] a day after that until the debt is paid or the court gives judgment;
   - the court fee for issuing a claim for the debt plus interest: [COURT_FEE]. This is an estimate: the fee depends on the amount claimed including interest, and court fees change. The current fees are in the official EX50 fees list: ${EX50_URL}
[[END]]
   - total as at [TODAY]: [TOTAL_CLAIM].

10. The Practice Direction on Pre-Action Conduct and Protocols expects both of us to exchange information and try to settle before a claim is issued. If a claim becomes necessary, I will show the court this letter and any reply you send.

11. If the court gives judgment against you: ${REGISTER_OF_JUDGMENTS}

12. You may wish to get independent advice about this letter, for example from Citizens Advice or a solicitor.

Documents enclosed: [ENCLOSURES]
[[END]]

Yours sincerely,



[CLAIMANT_NAME]


----------------------------------------------------------------
NOTES FOR THE SENDER: these notes are not part of the letter. Read them before you send it. Printing the letter from our page leaves them off; in a copy or a download, delete everything below the line before you send the letter.

WHO IS WRITING TO WHOM (your answer): [SENDER_KIND]. If that is not right, make the letter again with the right answer, because the rules differ: a business (including a sole trader) writing to an individual (including a sole trader) must follow the Pre-Action Protocol for Debt Claims.

[[IF sender_kind=business-to-individual|business-to-sole-trader]]
THE ENCLOSURES: print the Information Sheet and the Reply Form from the annex to the Protocol (${DEBT_PROTOCOL_URL}) and a financial statement form, and send them with the letter. Send the letter on the day it is dated: the 30 days run from that date.

AFTER A REPLY: ${DEBT_PROTOCOL_AFTER_A_REPLY}

[[END]]
[[IF sender_kind=business-to-individual]]
A DEBTOR WHO OWES YOU FOR THEIR OWN BUSINESS: this letter is for a person who owes the money for themselves, so it claims section 69 interest only. If they are a sole trader who owes it for their business, make the letter again choosing a sole trader: you may then claim Late Payment interest and compensation instead.

[[END]]
[[IF sender_kind=business-to-sole-trader]]
A SOLE TRADER: the Protocol applies to a sole trader as to any individual, even when the debt is for their business. You may choose Late Payment interest and compensation only because the sole trader owes this money for their business; if they owe it for themselves, as a consumer, make the letter again choosing a consumer: section 69 interest only.

[[END]]
[[IF sender_kind=business-to-sole-trader|business-to-business]]
WHICH INTEREST (your answer): [INTEREST_KIND].

[[END]]
[[IF interest_kind=late-payment]]
LATE PAYMENT INTEREST: the letter claims interest under the Late Payment of Commercial Debts (Interest) Act 1998 and fixed compensation instead of section 69 interest. That is right only if you and the debtor both acted in the course of business: never for a consumer. The interest runs from the day payment was due under your agreement; if you agreed no date, from 30 days after you delivered the goods or services or after the debtor had your invoice, whichever is later (a due date printed only on the invoice does not set it). The reference rate is Bank Rate on 31 December for a debt that became overdue from January to June, or on 30 June for July to December, and it stays the same for the life of the debt: check it on the Bank of England's Bank Rate history (${BANK_RATE_HISTORY_URL}). The compensation is per debt, usually per invoice: for several invoices, work out the interest and compensation for each from its own due date. For a contract made on or after 16 March 2013 you may also claim reasonable costs of recovering the debt beyond the compensation.

[[END]]
[[IF interest_kind=section-69]]
LATE PAYMENT INTEREST BETWEEN BUSINESSES: if you and the debtor both acted in the course of business, you may be able to claim interest under the Late Payment of Commercial Debts (Interest) Act 1998 instead of section 69 interest: 8% a year above the Bank of England reference rate, plus fixed compensation of £40 for a debt under £1,000, £70 for £1,000 to £9,999.99, or £100 for £10,000 or more. You can claim one kind of interest or the other for the same period, never both: to claim it, make the letter again and choose it.

[[END]]
[[IF sender_kind=business-to-business]]
IS THE DEBTOR A SOLE TRADER? If the debtor is an individual trading in their own name, not a company, the Pre-Action Protocol for Debt Claims applies: make the letter again, choosing a business writing to a sole trader.

[[END]]
THE COURT FEE: the fee in the letter is an estimate from the fee bands this site uses, for a claim of the debt plus interest (and compensation, if you claim it). Check the current issue fee on the official EX50 fees list (${EX50_URL}) and correct the letter if it differs.

TIME LIMIT: a claim for a debt must usually be issued within 6 years of the date the money fell due (Limitation Act 1980, section 5).

SENDING THE LETTER: keep a copy, get a free proof of posting from the Post Office, and send it by email as well if you have the debtor's email address, so that you can show the court it was received.`,
  version: '2.2',
  reviewed: '2026-11-29',
  nextSteps: [
    {
      when: { sender_kind: ['business-to-individual', 'business-to-sole-trader'] },
      text: `Before you post the letter, enclose the **Information Sheet** and **Reply Form** annexed to the [Pre-Action Protocol for Debt Claims](${DEBT_PROTOCOL_URL}) and a financial statement form (the Standard Financial Statement). Send it on the day it is dated, [TODAY]: the 30 days run from that date.`,
    },
    {
      text: 'Keep a copy of the letter and everything you enclose, with proof that you sent it: a free certificate of posting from the Post Office, or the sent email. The court will want to see them if you make a claim.',
    },
    {
      when: { sender_kind: ['business-to-individual', 'business-to-sole-trader'] },
      text: 'The debtor has until **[PROTOCOL_REPLY_DEADLINE]** to reply (30 days from the date of the letter). Do not start a court claim before then.',
    },
    {
      when: { sender_kind: ['business-to-individual', 'business-to-sole-trader'] },
      text: `${DEBT_PROTOCOL_AFTER_A_REPLY} If they dispute the debt, answer them and try to settle, for example by agreeing instalments or through mediation.`,
    },
    {
      when: { sender_kind: ['business-to-individual', 'business-to-sole-trader'] },
      text: `If you have not been paid, and have had no reply, by **[PROTOCOL_REPLY_DEADLINE]**, you can start a claim: online through GOV.UK’s [make a court claim for money](${MONEY_CLAIM_URL}) page (Online Civil Money Claims, for a fixed sum up to £25,000), or on paper form N1. The [N1 claim guide](/legal-templates#template-n1-claim-guide) sets out each section of the form with the interest and estimated fee worked out.`,
    },
    {
      when: { sender_kind: ['business-to-business', 'individual'] },
      text: 'The debtor has until **[PAYMENT_DEADLINE]** (14 working days from the date of the letter) to pay or reply.',
    },
    {
      when: { sender_kind: ['business-to-business', 'individual'] },
      text: `If you have not been paid, or had a reply, by **[PAYMENT_DEADLINE]**, you can start a claim: online through GOV.UK’s [make a court claim for money](${MONEY_CLAIM_URL}) page (Online Civil Money Claims, for a fixed sum up to £25,000), or on paper form N1. The [N1 claim guide](/legal-templates#template-n1-claim-guide) sets out each section of the form with the interest and estimated fee worked out.`,
    },
    {
      when: { sender_kind: ['business-to-business', 'individual'] },
      text: 'If the debtor replies disputing the debt or offering to pay in instalments, consider what they say before you start a claim, and keep trying to settle: a reasonable offer or mediation can save you the time and cost of a hearing.',
    },
    {
      text: `Before you issue, check the court fee on the official [EX50 fees list](${EX50_URL}): the band depends on the debt plus interest. If you are on a low income or have little in savings, you may be able to get help with the fee (form EX160).`,
    },
    { text: 'A claim for a debt must usually be started within 6 years of the date the money fell due, so do not wait too long.' },
  ],
  features: [
    'Asks first who is writing to whom, so a business writing to an individual gets a letter under the Pre-Action Protocol for Debt Claims: 30 days to reply, a statement of account, and the Information Sheet, Reply Form and financial statement to enclose',
    'Sets out the debt, interest under section 69 of the County Courts Act 1984 at 8% a year (which the court may award) and the estimated court fee for a claim of the debt plus interest, with a running total',
    'Between businesses, lets you claim Late Payment interest (8% above the Bank of England reference rate) and the fixed compensation instead, with the fee band the larger claim leads to',
    'A firm reply date worked out for you: 30 days under the Protocol, otherwise 14 working days from the date of the letter',
    'Invites settlement or an instalment offer, and explains what happens next if the debtor does not pay or reply',
  ],
  instructions: [
    'Answer the first question: whether you are a business (including a sole trader) writing to a consumer or to a sole trader, a business writing to a company or other business, or an individual.',
    'Enter your details, the debtor’s details and the amount owed, exactly as they appear on your invoice or agreement.',
    'Give the date the payment was due: interest is worked out from that date to today. A business chooses section 69 interest or, if both sides acted in the course of business, Late Payment interest and compensation, with the Bank of England reference rate for the period the debt became overdue.',
    'Describe what the debt is for and any reminders you have already sent, in plain words and date order; a business writing to an individual also gives a statement of account.',
    'Check the court fee against the EX50 fees list, delete the notes, sign the letter, keep a copy and send it with proof of posting (and by email if you can), with any enclosures it lists.',
  ],
  formFields: [
    {
      id: 'sender_kind',
      label: 'Who is writing, and to whom?',
      type: 'choice',
      required: true,
      hint: `A business includes a sole trader and a public body. ${LANDLORD_COUNTS_AS_BUSINESS} When a business writes to an individual, sole traders included, the Protocol applies and the letter is different. Late Payment interest is only for a debt between businesses: never for a consumer.`,
      choices: [
        { value: 'business-to-individual', label: 'A business (including a sole trader) writing to a person who owes the money for themselves, not for a business (a consumer)' },
        { value: 'business-to-sole-trader', label: 'A business (including a sole trader) writing to a sole trader who owes the money for their own business (both acting in the course of business)' },
        { value: 'business-to-business', label: 'A business writing to a company or other business that is not a sole trader (both acting in the course of business)' },
        { value: 'individual', label: 'An individual, not acting in the course of a business, writing to a person or a business' },
      ],
    },
    { id: 'claimant_name', label: 'Your full name (or business name)', type: 'text', placeholder: 'e.g. Jane Smith trading as Smith Decorating', required: true, autocomplete: 'name' },
    { id: 'claimant_address', label: 'Your address (without the postcode)', type: 'textarea', placeholder: 'House number, street, town', required: true, autocomplete: 'street-address' },
    { id: 'claimant_postcode', label: 'Your postcode', type: 'text', placeholder: 'e.g. M1 1AA', required: true, autocomplete: 'postal-code' },
    { id: 'claimant_email', label: 'Your email address', type: 'text', placeholder: 'e.g. jane@example.co.uk', required: true, autocomplete: 'email' },
    { id: 'claimant_phone', label: 'Your phone number', type: 'text', placeholder: 'e.g. 07700 900123', required: true, autocomplete: 'tel' },
    { id: 'debtor_name', label: 'Name of the person or business who owes you money', type: 'text', placeholder: 'e.g. John Brown, or Brown Builders Ltd', required: true },
    { id: 'debtor_address', label: 'Their address (without the postcode)', type: 'textarea', placeholder: 'For a company, its registered office from Companies House', required: true },
    { id: 'debtor_postcode', label: 'Their postcode', type: 'text', placeholder: 'e.g. LS1 3BG', required: true },
    { id: 'amount_owed', label: 'Amount owed, before interest (£)', type: 'number', placeholder: 'e.g. 1250.00', required: true },
    { id: 'invoice_number', label: 'Invoice or reference number', type: 'text', placeholder: 'e.g. INV-0042', required: true },
    { id: 'invoice_date', label: 'Date the payment was due (interest runs from this date)', subject: 'The date the payment was due', type: 'date', hint: DUE_DATE_RULE, required: true },
    {
      id: 'interest_kind',
      label: INTEREST_KIND_QUESTION.legend,
      type: 'choice',
      required: true,
      hint: `${INTEREST_KIND_QUESTION.hint} Late Payment interest and its compensation apply only when you and the debtor both acted in the course of business, never to a consumer.`,
      choices: INTEREST_KIND_QUESTION.choices.map((choice) => ({ ...choice })),
      when: { sender_kind: ['business-to-sole-trader', 'business-to-business'] },
    },
    {
      id: 'reference_rate',
      label: REFERENCE_RATE_FIELD.label,
      type: 'number',
      placeholder: 'e.g. 3.75',
      hint: `${REFERENCE_RATE_FIELD.hint} ${latestReferenceRate()}`,
      required: true,
      when: { interest_kind: ['late-payment'] },
    },
    {
      id: 'debt_details',
      label: 'What the debt is for, and what has happened since',
      type: 'textarea',
      placeholder: 'e.g. On 1 March you agreed, by phone, that I would paint the outside of your house for £1,250. I finished on 3 March and sent my invoice the same day, with reminders on 3 April and 1 May, but it has not been paid.',
      hint: 'Say who agreed what, when and how (in writing, by phone or in person).',
      required: true,
    },
    {
      id: 'statement_of_account',
      label: 'Statement of account: each invoice, each payment received and the balance owed',
      type: 'textarea',
      placeholder: 'e.g. 3 March 2026, invoice INV-0042: £1,250.00. Payments received: none. Balance owed: £1,250.00.',
      hint: 'The Pre-Action Protocol for Debt Claims asks for an up-to-date statement of account with the letter.',
      required: true,
      when: { sender_kind: ['business-to-individual', 'business-to-sole-trader'] },
    },
    { id: 'payment_details', label: 'How the debtor should pay you', type: 'textarea', placeholder: 'e.g. bank transfer to account name J Smith, sort code 00-00-00, account 12345678, quoting INV-0042', required: true },
    { id: 'enclosures', label: 'Documents you are enclosing', type: 'text', placeholder: 'e.g. copy invoice INV-0042', required: true },
  ],
};
