import { toPlainText } from '@/content/inline-markup';
import { EX50_URL } from '../fees';
import { REGISTER_OF_JUDGMENTS, SETTLING_AN_ISSUED_CLAIM } from '../shared-passages';
import type { Template } from './schema';

/**
 * Spec 3 template 5, with the spec's payment method select ('Bank Transfer', 'Cheque', 'Cash', 'Other'). A
 * plain-English agreement settling a dispute for a sum: parties, the dispute, payment, full and final settlement
 * that takes effect only when the money is received, default, no admission, optional confidentiality, signatures,
 * and "subject to contract" while it is a draft. Questions ask whether a claim has been issued and, if so, which
 * of the three routes follows (FACTS.md §10, "Settling an issued claim"): a Tomlin order (a stay on the agreed
 * terms with permission to apply; no judgment; a default is enforced by applying under it), judgment by consent
 * (a County Court judgment, on the register unless paid in full within one month and proof given; FACTS.md §11; once entered, the claim
 * merges in it, so on that route clause 2 says the judgment settles the dispute, not payment: FACTS.md §11), or discontinuance
 * (form N279) once the money is received, so that the claim is still alive if it is not. The agreement says what
 * happens if payment is not made on each route.
 */
export const settlementAgreementTemplate: Template = {
  id: 5,
  slug: 'settlement-agreement',
  title: 'Settlement Agreement',
  category: 'Dispute Resolution',
  description:
    'A written agreement settling a dispute for an agreed sum: who pays whom, how and by when, full and final settlement once the money is received, and what happens if it is not. If a court claim has been issued, it says what happens to the claim: a Tomlin order, judgment by consent (the claim then merges in the judgment, which settles the dispute), or discontinuance once paid.',
  pages: 3,
  preview:
    'The Paying Party will pay the Receiving Party the Settlement Sum in full and final settlement of all claims arising out of the Dispute. The settlement takes effect when the Settlement Sum has been received in full or, if judgment is entered by consent, when the Claim merges in the judgment.',
  fullContent: `DRAFT: SUBJECT TO CONTRACT

SETTLEMENT AGREEMENT

This agreement is made on the date on which it has been signed by both parties.

PARTIES

(1) [RECEIVING_PARTY_NAME] of [RECEIVING_PARTY_ADDRESS], [RECEIVING_PARTY_POSTCODE] ("the Receiving Party")

(2) [PAYING_PARTY_NAME] of [PAYING_PARTY_ADDRESS], [PAYING_PARTY_POSTCODE] ("the Paying Party")

BACKGROUND

A. A dispute has arisen between the parties about the following matter: [DISPUTE_DESCRIPTION] ("the Dispute").

[[IF claim_issued=yes]]
B. The Dispute is the subject of a court claim in the [COURT_NAME], claim number [CLAIM_NUMBER] ("the Claim").
[[ELSE]]
B. No court claim has been issued about the Dispute.
[[END]]

C. The parties have agreed to settle the Dispute on the terms below.

AGREED TERMS

1. Payment

1.1 The Paying Party will pay the Receiving Party [SETTLEMENT_AMOUNT] ("the Settlement Sum") in full, so that the Receiving Party receives it on or before [PAYMENT_DATE] ("the Payment Date").

1.2 Payment method: [PAYMENT_METHOD]. Payment details: [PAYMENT_DETAILS]

1.3 If any payment is made in cash, the Receiving Party will give the Paying Party a signed and dated receipt for it.

[[IF claim_outcome=consent-judgment]]
2. Full and final settlement, by the judgment
[[ELSE]]
2. Full and final settlement, when the money is received
[[END]]

2.1 The Settlement Sum is to be paid and accepted in full and final settlement of all claims that either party has, or may have, against the other arising out of the Dispute.

[[IF claim_outcome=consent-judgment]]
2.2 Once judgment is entered by consent under clause 3, the Claim merges in the judgment: the Dispute is then settled by the judgment, whether or not the Settlement Sum has been paid, and if it is not paid the Receiving Party's remedy is to enforce the judgment, not to continue the Claim or bring a new claim.

2.3 Once judgment has been entered, neither party will bring or continue any claim against the other arising out of the Dispute, except to enforce the judgment.
[[ELSE]]
2.2 The settlement takes effect only when the Receiving Party has received the Settlement Sum in full. Until then, the Dispute is not settled.

2.3 Once the Settlement Sum has been received in full, neither party will bring or continue any claim against the other arising out of the Dispute, except a claim to enforce this agreement.
[[END]]

[[IF claim_issued=no]]
3. No court claim

3.1 No court claim has been issued about the Dispute. Once the Settlement Sum has been received in full, neither party will start one, except a claim to enforce this agreement.

4. If payment is not made

4.1 If the Paying Party does not pay the Settlement Sum in full by the Payment Date, the whole of the unpaid balance becomes payable at once, and the Receiving Party may bring a court claim under this agreement to recover it, together with any interest and court fees the court allows.
[[END]]
[[IF claim_outcome=tomlin]]
3. The Claim: a Tomlin order

3.1 Within 7 days after both parties have signed this agreement, the parties will sign a consent order and send it to the court, quoting the claim number, asking the court to order that the Claim is stayed (put on hold) on the terms of this agreement, set out in a schedule to the order, except for the purpose of carrying those terms into effect, and that each party has permission to apply to the court to carry them into effect. This is known as a Tomlin order. It is not a judgment.

3.2 Neither party will take any other step in the Claim, except to carry the terms of this agreement into effect.

4. If payment is not made

4.1 If the Paying Party does not pay the Settlement Sum in full by the Payment Date, the whole of the unpaid balance becomes payable at once, and the Receiving Party may apply to the court in the Claim, using the permission to apply in the Tomlin order, for judgment for the unpaid balance or for an order enforcing the terms of this agreement, without starting a new claim.
[[END]]
[[IF claim_outcome=consent-judgment]]
3. The Claim: judgment by consent

3.1 Within 7 days after both parties have signed this agreement, the parties will sign a consent order and send it to the court, quoting the claim number, asking the court to enter judgment in the Claim for the Receiving Party against the Paying Party for the Settlement Sum, [SETTLEMENT_AMOUNT], to be paid by the Payment Date, [PAYMENT_DATE], with no order as to costs.

3.2 That judgment will be a County Court judgment. ${REGISTER_OF_JUDGMENTS}

4. If payment is not made

4.1 If the Paying Party does not pay the Settlement Sum in full by the Payment Date, the Receiving Party may enforce the judgment for the unpaid balance, without starting a new claim.
[[END]]
[[IF claim_outcome=discontinue]]
3. The Claim: discontinuance once the money is received

3.1 Within 7 days after the Receiving Party has received the Settlement Sum in full, the claimant in the Claim will file a notice of discontinuance (form N279) at the court, ending the Claim, and send a copy to the other party.

3.2 Until the Settlement Sum has been received in full, the Claim is not discontinued, and both parties will keep to the court's directions and deadlines unless the court agrees to change them.

4. If payment is not made

4.1 If the Paying Party does not pay the Settlement Sum in full by the Payment Date, the whole of the unpaid balance becomes payable at once. The Claim has not been discontinued, so the claimant may continue with it; or the Receiving Party may bring a court claim under this agreement to recover the unpaid balance, together with any interest and court fees the court allows.
[[END]]

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
NOTES FOR BOTH PARTIES: these notes are not part of the agreement. Read them before you sign. Printing the agreement from our page leaves them off; in a copy or a download, delete everything below the line before you sign, and the words "DRAFT: SUBJECT TO CONTRACT" once you both agree the final wording.

YOUR ANSWERS: has a court claim been issued? [CLAIM_ISSUED].
[[IF claim_issued=yes]]
What happens to the claim: [CLAIM_OUTCOME]. Clauses 2 to 4 follow that choice; if it is not what you both want, make the agreement again with the right answer.

WHICH ROUTE: ${toPlainText(SETTLING_AN_ISSUED_CLAIM)}
[[END]]

SUBJECT TO CONTRACT: keep the words "DRAFT: SUBJECT TO CONTRACT" at the top of every draft you send while you are still negotiating. They show that neither of you intends to be bound until the final version is signed. Delete them only when you both agree the final wording.

CHECK THE TERMS: make sure the amount, the payment method, the Payment Date and the payment details are right. If the Settlement Sum is meant to include a court fee you have already paid, say so in clause 1.1 or add it to the sum. If the money will be paid by instalments, replace clause 1 with a list of each instalment and its date.

CONFIDENTIALITY: clause 7 is optional. Delete it, and renumber the clauses that follow, if you are happy for the terms to be known.

SIGNING: each party signs and dates two copies and keeps one. A company should sign through a director or someone authorised to sign for it. Do not sign anything you do not understand; get independent advice if you are unsure. If you settle through the court's Small Claims Mediation Service, the mediator records your agreement and it becomes binding.`,
  version: '2.0',
  reviewed: '2026-11-23',
  nextSteps: [
    {
      text: 'Send the agreement as a draft marked “subject to contract” until you both agree the wording. Then delete those words and the notes, and both sign and date two copies, one for each of you.',
    },
    {
      when: { claim_outcome: ['tomlin'] },
      text: `Within 7 days of signing, send the court a consent order signed by both of you, quoting claim number [CLAIM_NUMBER], asking for the claim to be stayed on the terms of the agreement (in a schedule) with permission to apply: a Tomlin order. A fee may be payable: check the official [EX50 fees list](${EX50_URL}).`,
    },
    {
      when: { claim_outcome: ['tomlin'] },
      text: 'If the money has not arrived by **[PAYMENT_DATE]**, apply to the court in claim [CLAIM_NUMBER], under the permission to apply in the order (usually on form N244), for judgment for the unpaid balance or an order enforcing the terms. You do not need a new claim.',
    },
    {
      when: { claim_outcome: ['consent-judgment'] },
      text: `Within 7 days of signing, send the court a consent order signed by both of you, quoting claim number [CLAIM_NUMBER], asking for judgment for [SETTLEMENT_AMOUNT] to be paid by [PAYMENT_DATE]. A fee may be payable: check the official [EX50 fees list](${EX50_URL}).`,
    },
    {
      when: { claim_outcome: ['consent-judgment'] },
      text: `The judgment will be a County Court judgment. ${REGISTER_OF_JUDGMENTS} Once it is entered, the claim merges in the judgment: the dispute is settled by the judgment, so if it is not paid by **[PAYMENT_DATE]**, you ask the court to enforce the judgment rather than continuing the claim: see our [judgment enforcement](/services/judgment-enforcement) page.`,
    },
    {
      when: { claim_outcome: ['discontinue'] },
      text: 'Until the money arrives, the claim goes on: keep to the court’s deadlines, and if a hearing is coming up before **[PAYMENT_DATE]**, write to the court quoting claim number [CLAIM_NUMBER] to say that terms have been agreed.',
    },
    {
      when: { claim_outcome: ['discontinue'] },
      text: 'Once the full payment has arrived, the claimant files a notice of discontinuance (form N279) at the court within 7 days and sends a copy to the other side. If it has not arrived by **[PAYMENT_DATE]**, do not discontinue: the claimant can continue the claim.',
    },
    {
      when: { claim_issued: ['no'] },
      text: 'If the money has not arrived by **[PAYMENT_DATE]**, the unpaid balance is payable at once and you can make a court claim under the agreement: the [N1 claim guide](/legal-templates#template-n1-claim-guide) helps you fill in the claim form.',
    },
    {
      text: 'Keep proof of every payment made or received under the agreement, such as bank statements or signed cash receipts.',
    },
  ],
  features: [
    'Records who pays whom, how much, by which method and by what date',
    'Full and final settlement that takes effect when the money has been received or, with judgment by consent, when the claim merges in the judgment; no admission of liability',
    'If a claim has been issued, the route you choose for it: a Tomlin order, judgment by consent, or discontinuance once paid, and what happens if payment is missed on each',
    'An optional confidentiality clause, signature blocks and “subject to contract” guidance for drafts',
  ],
  instructions: [
    'Answer whether a court claim has been issued and, if it has, choose what will happen to it: a Tomlin order, judgment by consent, or discontinuance once the money arrives.',
    'Enter both parties’ details: the Receiving Party is paid the money; the Paying Party pays it.',
    'Describe the dispute briefly and neutrally, and enter the agreed sum, payment method, payment date and the details needed to pay.',
    'Send it as a draft marked “subject to contract” until you both agree the wording, then delete those words and the notes.',
    'Both sign and date two copies; if a claim has been issued, send the court what clause 3 says, when it says.',
  ],
  formFields: [
    {
      id: 'claim_issued',
      label: 'Has a court claim been issued about this dispute?',
      type: 'choice',
      required: true,
      choices: [
        { value: 'no', label: 'No, no court claim has been issued' },
        { value: 'yes', label: 'Yes, a court claim has been issued' },
      ],
    },
    { id: 'claim_number', label: 'Court claim number', type: 'text', placeholder: 'e.g. K1QZ1234', required: true, when: { claim_issued: ['yes'] } },
    { id: 'court_name', label: 'Court dealing with the claim (from the court’s papers)', type: 'text', placeholder: 'e.g. County Court at Newcastle', required: true, when: { claim_issued: ['yes'] } },
    {
      id: 'claim_outcome',
      label: 'What will happen to the court claim?',
      type: 'choice',
      required: true,
      when: { claim_issued: ['yes'] },
      hint: 'A judgment by consent is a County Court judgment. A Tomlin order is not a judgment, and neither is a discontinuance.',
      choices: [
        {
          value: 'tomlin',
          label: 'The claim is put on hold (stayed) on the agreed terms, with permission to go back to the court to enforce them: a Tomlin order, which is not a judgment',
        },
        {
          value: 'consent-judgment',
          label: 'Judgment by consent for the agreed sum: a County Court judgment, which goes on the register (removed only if paid in full within one month, with proof of payment)',
        },
        {
          value: 'discontinue',
          label: 'The claimant ends the claim with a notice of discontinuance (form N279) once the money has been received',
        },
      ],
    },
    { id: 'receiving_party_name', label: 'Name of the party being paid', type: 'text', placeholder: 'e.g. Jane Smith', required: true },
    { id: 'receiving_party_address', label: 'Their address (without the postcode)', type: 'textarea', placeholder: 'House number, street, town', required: true },
    { id: 'receiving_party_postcode', label: 'Their postcode', type: 'text', placeholder: 'e.g. NE1 8QF', required: true },
    { id: 'paying_party_name', label: 'Name of the party paying', type: 'text', placeholder: 'e.g. Brown Builders Ltd', required: true },
    { id: 'paying_party_address', label: 'Their address (without the postcode)', type: 'textarea', placeholder: 'For a company, its registered office', required: true },
    { id: 'paying_party_postcode', label: 'Their postcode', type: 'text', placeholder: 'e.g. WC2A 2LL', required: true },
    { id: 'dispute_description', label: 'What the dispute is about', type: 'textarea', placeholder: 'e.g. the building work carried out at 1 High Street in March and the unpaid balance of the price', required: true },
    { id: 'settlement_amount', label: 'Settlement amount (£)', type: 'number', placeholder: 'e.g. 900.00', required: true },
    { id: 'payment_method', label: 'Payment method', type: 'select', options: ['Bank Transfer', 'Cheque', 'Cash', 'Other'], required: true },
    { id: 'payment_date', label: 'Date by which payment must be received', subject: 'The date payment must be received by', type: 'date', required: true },
    { id: 'payment_details', label: 'Payment details (if you chose Other, describe the method here too)', type: 'textarea', placeholder: 'e.g. account name J Smith, sort code 00-00-00, account 12345678, reference SETTLEMENT', required: true },
  ],
};
