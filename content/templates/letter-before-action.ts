import { EX50_URL } from '../fees';
import { REGISTER_OF_JUDGMENTS } from '../shared-passages';
import type { Template } from './schema';

/**
 * Spec 3 template 1. Spec 9: the letter gives 14 days; the generator's payment deadline is 14 working days
 * (weekends skipped), so the letter names that date and calls it 14 working days, which is never shorter than
 * the 14 days the Practice Direction treats as reasonable for a straightforward claim (FACTS.md §3). Interest
 * is s.69 County Courts Act 1984 at 8% (FACTS.md §5); the court fee is the generator's estimate from the spec's
 * fee bands, so the sender's notes send them to EX50. A business writing to an individual must follow the
 * Pre-Action Protocol for Debt Claims instead (FACTS.md §3): the notes say what changes.
 */
export const letterBeforeActionTemplate = {
  id: 1,
  slug: 'letter-before-action',
  title: 'Letter Before Action',
  category: 'Debt Recovery',
  description:
    'A formal letter asking for payment of an unpaid debt before you start a court claim, with the amount, statutory interest, the court fee you would add and a clear deadline, following the Practice Direction on Pre-Action Conduct and Protocols.',
  pages: 2,
  preview:
    'I am writing formally about money you owe me. If it is not paid, or you have not replied, by the date below, I intend to start a claim against you in the County Court without further notice.',
  fullContent: `[CLAIMANT_NAME]
[CLAIMANT_ADDRESS]
[CLAIMANT_POSTCODE]
Email: [CLAIMANT_EMAIL]
Telephone: [CLAIMANT_PHONE]

[DEBTOR_NAME]
[DEBTOR_ADDRESS]
[DEBTOR_POSTCODE]

Date: [TODAY]

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
   - interest under section 69 of the County Courts Act 1984 at 8% a year from [INVOICE_DATE] to [TODAY]: [INTEREST];
   - the court fee for issuing the claim: [COURT_FEE];
   - total as at [TODAY]: [TOTAL_CLAIM].

   Interest continues to run at [DAILY_INTEREST] a day until the debt is paid or the court gives judgment.

10. The Practice Direction on Pre-Action Conduct and Protocols expects both of us to exchange information and try to settle before a claim is issued. If a claim becomes necessary, I will show the court this letter and any reply you send.

11. If the court gives judgment against you: ${REGISTER_OF_JUDGMENTS}

12. You may wish to get independent advice about this letter, for example from Citizens Advice or a solicitor.

Documents enclosed: [ENCLOSURES]

Yours sincerely,



[CLAIMANT_NAME]


----------------------------------------------------------------
NOTES FOR THE SENDER: read these, then delete everything below the line before you send the letter.

CHECK THE COURT FEE: the court fee in paragraph 9 is an estimate worked out from the fee bands this site uses. Court fees change, and the fee band depends on the amount claimed including interest, so check the current issue fee on the official EX50 fees list (${EX50_URL}) and correct paragraph 9 and the total if they differ.

NOTE FOR BUSINESSES: if you are claiming as a business (including a sole trader) and the person who owes you the money is an individual (including a sole trader), the Pre-Action Protocol for Debt Claims applies instead, and this letter must change before you send it. The letter must give the debtor 30 days to reply, so replace the deadline in paragraphs 4 and 9 with a date at least 30 days after the date of the letter. It must give details of the debt with a statement of account, and it must enclose the Information Sheet, the Reply Form and a financial statement from the Protocol. If the debtor replies that they are getting debt advice, do not issue a claim for at least 30 days after their reply. The Protocol does not apply when one company claims from another company.

BUSINESS TO BUSINESS DEBTS: if you and the debtor both acted in the course of business, you may be able to claim interest under the Late Payment of Commercial Debts (Interest) Act 1998 instead of section 69 interest: 8% a year above the Bank of England reference rate, plus fixed compensation of £40 for a debt under £1,000, £70 for £1,000 to £9,999.99, or £100 for £10,000 or more. You cannot claim both kinds of interest for the same period, so choose one and change paragraph 9 to match.

TIME LIMIT: a claim for a debt must usually be issued within 6 years of the date the money fell due (Limitation Act 1980, section 5).

SENDING THE LETTER: keep a copy, get a free proof of posting from the Post Office, and send it by email as well if you have the debtor's email address, so that you can show the court it was received.`,
  version: '1.0',
  reviewed: '2026-11-23',
  nextSteps: [],
  features: [
    'Sets out the debt, statutory interest at 8% a year and the court fee you would add, with a running total',
    'A firm deadline 14 working days from the date of the letter, worked out for you',
    'Follows the Practice Direction on Pre-Action Conduct and Protocols, and invites settlement or an instalment offer',
    'Sender’s notes on the Pre-Action Protocol for Debt Claims when a business writes to an individual',
  ],
  instructions: [
    'Enter your details, the debtor’s details and the amount owed, exactly as they appear on your invoice or agreement.',
    'Give the date the payment was due: statutory interest is worked out from that date to today.',
    'Describe what the debt is for and any reminders you have already sent, in plain words and date order.',
    'Read the notes for the sender at the end: check the court fee against the EX50 fees list, and if you are a business writing to an individual, follow the Pre-Action Protocol for Debt Claims (30 days, with the Information Sheet, Reply Form and financial statement).',
    'Delete the notes, sign the letter, keep a copy and send it with proof of posting, and by email if you can.',
  ],
  formFields: [
    { id: 'claimant_name', label: 'Your full name (or business name)', type: 'text', placeholder: 'e.g. Jane Smith trading as Smith Decorating', required: true },
    { id: 'claimant_address', label: 'Your address (without the postcode)', type: 'textarea', placeholder: 'House number, street, town', required: true },
    { id: 'claimant_postcode', label: 'Your postcode', type: 'text', placeholder: 'e.g. M1 1AA', required: true },
    { id: 'claimant_email', label: 'Your email address', type: 'text', placeholder: 'e.g. jane@example.co.uk', required: true },
    { id: 'claimant_phone', label: 'Your phone number', type: 'text', placeholder: 'e.g. 07700 900123', required: true },
    { id: 'debtor_name', label: 'Name of the person or business who owes you money', type: 'text', placeholder: 'e.g. John Brown, or Brown Builders Ltd', required: true },
    { id: 'debtor_address', label: 'Their address (without the postcode)', type: 'textarea', placeholder: 'For a company, its registered office from Companies House', required: true },
    { id: 'debtor_postcode', label: 'Their postcode', type: 'text', placeholder: 'e.g. LS1 3BG', required: true },
    { id: 'amount_owed', label: 'Amount owed, before interest (£)', type: 'number', placeholder: 'e.g. 1250.00', required: true },
    { id: 'invoice_number', label: 'Invoice or reference number', type: 'text', placeholder: 'e.g. INV-0042', required: true },
    { id: 'invoice_date', label: 'Date the payment was due (interest runs from this date)', type: 'date', required: true },
    { id: 'debt_details', label: 'What the debt is for, and what has happened since', type: 'textarea', placeholder: 'e.g. On 3 March I painted the outside of your house as agreed for £1,250. I sent my invoice the same day and reminders on 3 April and 1 May, but it has not been paid.', required: true },
    { id: 'payment_details', label: 'How the debtor should pay you', type: 'textarea', placeholder: 'e.g. bank transfer to account name J Smith, sort code 00-00-00, account 12345678, quoting INV-0042', required: true },
    { id: 'enclosures', label: 'Documents you are enclosing', type: 'text', placeholder: 'e.g. copy invoice INV-0042; statement of account', required: true },
  ],
} satisfies Template;
