import type { Template } from './schema';

/**
 * Spec 3 template 5, with the spec's payment method select. A plain-English agreement settling a dispute for a
 * sum: parties, the dispute, payment, full and final settlement, default, no admission, optional confidentiality,
 * signatures, and "subject to contract" while it is a draft. After a claim is issued the settlement should be
 * recorded with the court: the notes stay general (consent order; a Tomlin order only if understood). The
 * mediation wording follows the Small Claims Mediation Service passage (FACTS.md §1).
 */
export const settlementAgreementTemplate = {
  id: 5,
  slug: 'settlement-agreement',
  title: 'Settlement Agreement',
  category: 'Dispute Resolution',
  description:
    'A written agreement settling a dispute for an agreed sum: who pays whom, how and by when, full and final settlement, what happens if payment is missed, and no admission of liability, with notes on recording it with the court.',
  pages: 3,
  preview:
    'The Paying Party will pay the Receiving Party the Settlement Sum in full and final settlement of all claims arising out of the Dispute. Nothing in this agreement is an admission of liability by either party.',
  fullContent: `DRAFT: SUBJECT TO CONTRACT

SETTLEMENT AGREEMENT

This agreement is made on the date on which it has been signed by both parties.

PARTIES

(1) [RECEIVING_PARTY_NAME] of [RECEIVING_PARTY_ADDRESS], [RECEIVING_PARTY_POSTCODE] ("the Receiving Party")

(2) [PAYING_PARTY_NAME] of [PAYING_PARTY_ADDRESS], [PAYING_PARTY_POSTCODE] ("the Paying Party")

BACKGROUND

A. A dispute has arisen between the parties about the following matter: [DISPUTE_DESCRIPTION] ("the Dispute").

B. Court claim number, if a claim has been issued: [CLAIM_NUMBER]

C. The parties have agreed to settle the Dispute on the terms below.

AGREED TERMS

1. Payment

1.1 The Paying Party will pay the Receiving Party [SETTLEMENT_AMOUNT] ("the Settlement Sum") in full, so that the Receiving Party receives it on or before [PAYMENT_DATE] ("the Payment Date").

1.2 Payment method: [PAYMENT_METHOD]. Payment details: [PAYMENT_DETAILS]

1.3 If any payment is made in cash, the Receiving Party will give the Paying Party a signed and dated receipt for it.

2. Full and final settlement

2.1 The Settlement Sum is paid and accepted in full and final settlement of all claims that either party has, or may have, against the other arising out of the Dispute.

2.2 Once the Settlement Sum has been received in full, neither party will bring or continue any claim against the other arising out of the Dispute, except a claim to enforce this agreement.

3. If a court claim has been issued

3.1 Within 7 days after both parties have signed this agreement, the parties will tell the court in writing, quoting the claim number, that the claim has been settled, and will sign any consent order needed to record this agreement with the court.

4. If payment is not made

4.1 If the Paying Party does not pay the Settlement Sum in full by the Payment Date, the whole of the unpaid balance becomes payable at once, and the Receiving Party may take court action to recover it, or enforce any court order recording this agreement, together with any interest and court fees the court allows.

5. No admission of liability

5.1 This agreement settles a disputed matter. Nothing in it is an admission of liability by either party.

6. Costs

6.1 Each party will pay their own costs of the Dispute and of this agreement, including any court fees they have already paid, unless this agreement says otherwise.

7. Confidentiality (optional: delete this clause if you do not want it)

7.1 Both parties will keep the terms of this agreement confidential and will not disclose them to anyone else, except to their professional advisers, to enforce this agreement, or where the law or a court requires it.

8. Whole agreement

8.1 This agreement records everything the parties have agreed about settling the Dispute. It can be changed only in writing signed by both parties.

9. Law

9.1 This agreement is governed by the law of England and Wales, and the courts of England and Wales may decide any dispute about it.

SIGNED

Signed by [RECEIVING_PARTY_NAME] (the Receiving Party)

Signature: ______________________________

Date: ______________________________


Signed by [PAYING_PARTY_NAME] (the Paying Party)

Signature: ______________________________

Date: ______________________________


----------------------------------------------------------------
NOTES FOR BOTH PARTIES: read these, then delete everything below the line, and the words "DRAFT: SUBJECT TO CONTRACT", before you sign.

SUBJECT TO CONTRACT: keep the words "DRAFT: SUBJECT TO CONTRACT" at the top of every draft you send while you are still negotiating. They show that neither of you intends to be bound until the final version is signed. Delete them only when you both agree the final wording.

CHECK THE TERMS: make sure the amount, the payment method, the Payment Date and the payment details are right. If the Settlement Sum is meant to include a court fee you have already paid, say so in clause 1.1 or add it to the sum. If the money will be paid by instalments, replace clause 1 with a list of each instalment and its date.

CONFIDENTIALITY: clause 7 is optional. Delete it, and renumber the clauses that follow, if you are happy for the terms to be known.

SIGNING: each party signs and dates two copies and keeps one. A company should sign through a director or someone authorised to sign for it. Do not sign anything you do not understand; get independent advice if you are unsure.

IF A COURT CLAIM HAS ALREADY BEEN ISSUED: do not simply stop. Tell the court in writing that the claim has settled, quoting the claim number, and record the settlement with the court. The usual way is a consent order: a short document setting out the agreed terms, signed by both parties, which the court is asked to approve. A "Tomlin order", which pauses the claim on terms set out in a separate schedule, is another option, but use one only if you understand how it works or have taken advice. If you settle through the court's Small Claims Mediation Service, the mediator records your agreement and it becomes binding.`,
  version: '1.0',
  reviewed: '2026-11-23',
  nextSteps: [],
  features: [
    'Records who pays whom, how much, by which method and by what date',
    'Full and final settlement of the dispute, with no admission of liability',
    'Clear terms on what happens if payment is missed, and an optional confidentiality clause',
    'Signature blocks, “subject to contract” guidance for drafts, and notes on recording a settlement with the court',
  ],
  instructions: [
    'Enter both parties’ details: the Receiving Party is paid the money; the Paying Party pays it.',
    'Describe the dispute briefly and neutrally, and give the court claim number if a claim has been issued.',
    'Enter the agreed sum, payment method, payment date and the details needed to pay.',
    'Send it as a draft marked “subject to contract” until you both agree the wording, then delete those words and the notes.',
    'Both sign and date two copies; if a claim has been issued, tell the court and record the settlement with it.',
  ],
  formFields: [
    { id: 'receiving_party_name', label: 'Name of the party being paid', type: 'text', placeholder: 'e.g. Jane Smith', required: true },
    { id: 'receiving_party_address', label: 'Their address (without the postcode)', type: 'textarea', placeholder: 'House number, street, town', required: true },
    { id: 'receiving_party_postcode', label: 'Their postcode', type: 'text', placeholder: 'e.g. NE1 8QF', required: true },
    { id: 'paying_party_name', label: 'Name of the party paying', type: 'text', placeholder: 'e.g. Brown Builders Ltd', required: true },
    { id: 'paying_party_address', label: 'Their address (without the postcode)', type: 'textarea', placeholder: 'For a company, its registered office', required: true },
    { id: 'paying_party_postcode', label: 'Their postcode', type: 'text', placeholder: 'e.g. WC2A 2LL', required: true },
    { id: 'dispute_description', label: 'What the dispute is about', type: 'textarea', placeholder: 'e.g. the building work carried out at 1 High Street in March and the unpaid balance of the price', required: true },
    { id: 'claim_number', label: 'Court claim number (write “None” if no claim has been issued)', type: 'text', placeholder: 'e.g. K1QZ1234, or None', required: true },
    { id: 'settlement_amount', label: 'Settlement amount (£)', type: 'number', placeholder: 'e.g. 900.00', required: true },
    { id: 'payment_method', label: 'Payment method', type: 'select', options: ['Bank Transfer', 'Cheque', 'Cash', 'Other'], required: true },
    { id: 'payment_date', label: 'Date by which payment must be received', type: 'date', required: true },
    { id: 'payment_details', label: 'Payment details (if you chose Other, describe the method here too)', type: 'textarea', placeholder: 'e.g. account name J Smith, sort code 00-00-00, account 12345678, reference SETTLEMENT', required: true },
  ],
} satisfies Template;
