import { MONEY_CLAIMS_HELPLINE } from '../courts/contacts';
import { EX50_URL, FEES_AS_AT } from '../fees';
import {
  CLAIM_FORM_SERVICE,
  DEBT_PROTOCOL_AFTER_A_REPLY,
  DEFENDANT_HEARING_CENTRE,
  FEE_CHANGES_UNCONFIRMED,
  MEDIATION_REFERRAL,
  ONLINE_CLAIM_QUESTIONS,
  PARTICULARS_STATEMENT_OF_TRUTH,
} from '../shared-passages';
import { toPlainText } from '@/content/inline-markup';
import { MONEY_CLAIM_URL } from '../official-urls';
import type { Template } from './schema';

/** The official page for form N1 and its notes (FACTS.md §6). */
const N1_URL = 'https://www.gov.uk/government/publications/form-n1-claim-form-cpr-part-7';

/**
 * Spec 3 template 2: a guide to completing form N1, section by section, with the user's details filled in.
 * Where to issue: Online Civil Money Claims (fixed sums up to £25,000, from 8 Oct 2024), Money Claim Online (up to
 * £100,000), or paper to the Civil National Business Centre (FACTS.md §7, §8). Fees are the same online and on
 * paper (FACTS.md §2); the fee given is the current one from the claim calculator's table, as at FEES_CHECKED, with
 * the EX50 note (issue 24: never the spec's generator bands in instructions for the court form). Interest
 * counts for the fee band but not for the £10,000 track limit (FACTS.md §9). Particulars on a separate sheet carry
 * their own statement of truth (CPR 22.1), and a defended claim for a fixed sum against an individual usually
 * moves to the defendant's hearing centre (FACTS.md §10). A business claiming from an individual must first have
 * followed the Pre-Action Protocol for Debt Claims (FACTS.md §3).
 */
export const n1ClaimGuideTemplate: Template = {
  id: 2,
  slug: 'n1-claim-guide',
  title: 'Small Claims Court Application (N1)',
  category: 'Court Forms',
  description:
    'A section-by-section guide to completing form N1, the County Court claim form, with your details, particulars of claim, interest and fee worked out and ready to copy into the paper form or the online service.',
  pages: 4,
  preview:
    'This guide takes you through each part of form N1, the claim form that starts a County Court claim, with your details filled in, ready to copy into the paper form or the online service.',
  fullContent: `GUIDE TO COMPLETING FORM N1 (CLAIM FORM)
Prepared for [CLAIMANT_NAME] on [TODAY]

This guide takes you through each part of form N1, the claim form that starts a County Court claim, with your details filled in, ready to copy into the paper form or the online service. Check every entry before you submit it. The official form, and the notes for claimants published with it, are on GOV.UK: ${N1_URL}

BEFORE YOU START

- Send a letter before action and wait until its deadline has passed. The court expects you to have tried to settle first.
- If you are a business (including a sole trader) claiming a debt from an individual (including a sole trader), you must first have followed the Pre-Action Protocol for Debt Claims: a letter of claim giving the debtor 30 days to reply, with the Information Sheet, Reply Form and a financial statement. ${DEBT_PROTOCOL_AFTER_A_REPLY}
- Check the time limit: a claim for a debt or under a simple contract must usually be issued within 6 years of the date it arose.
- Claims worth up to £10,000 usually go to the small claims track. Interest is ignored when the court decides the track, so interest on top of the debt does not take the claim out of the small claims track, but it does count towards the issue fee.

WHERE TO ISSUE YOUR CLAIM

Online (for a fixed amount of money):
- Online Civil Money Claims, for claims of a fixed amount up to £25,000 (helpline ${MONEY_CLAIMS_HELPLINE.display}).
- Money Claim Online, for larger fixed-amount claims of less than £100,000 (leaving out interest and costs).
${ONLINE_CLAIM_QUESTIONS} The sections below cover what they ask for, so use them to prepare your answers, whichever route you take.

On paper:
- Complete form N1 and send it with the fee to the Civil National Business Centre, St Katharine's House, 21-27 St Katharine's Street, Northampton NN1 2LH. Keep a copy of everything you send; the official notes for claimants say how many copies the court needs.

The issue fee has been the same online and on paper since 18 May 2021.

SECTION 1: THE COURT

Court name (top right of the form): follow the official notes for claimants on GOV.UK, which say what to write for a money claim sent to the Civil National Business Centre.
Claim number and issue date: leave these blank. The court fills them in.
Fee account number: leave blank unless you have one. Help with Fees reference: fill in only if you have applied for Help with Fees (see section 10).

SECTION 2: CLAIMANT'S DETAILS

Name: [CLAIMANT_NAME]
Address: [CLAIMANT_ADDRESS]
Postcode: [CLAIMANT_POSTCODE]
Telephone: [CLAIMANT_PHONE]
Email: [CLAIMANT_EMAIL]

Give your title and full name. If you trade under another name, write your name followed by "trading as" and the trading name. A company uses its full registered name.

SECTION 3: DEFENDANT'S DETAILS

Name: [DEFENDANT_NAME]
Address: [DEFENDANT_ADDRESS]
Postcode: [DEFENDANT_POSTCODE]

The court sends the claim to this address, so it must be right. For a limited company, use its full registered name and the registered office shown on Companies House.

SECTION 4: BRIEF DETAILS OF CLAIM

[BRIEF_DETAILS]

One or two lines are enough here. The full story goes in the particulars of claim (section 7).

SECTION 5: VALUE

[AMOUNT_OWED] plus interest under section 69 of the County Courts Act 1984, as set out in the particulars of claim.

SECTION 6: PREFERRED COUNTY COURT HEARING CENTRE

[PREFERRED_COURT]

This is the court where you would like any hearing to take place, usually the one nearest to you. ${DEFENDANT_HEARING_CENTRE} So if [DEFENDANT_NAME] is an individual or sole trader and defends this claim, expect it to go to the hearing centre for their address rather than yours: the centre you name here matters less than people think.

SECTION 7: PARTICULARS OF CLAIM

Human Rights Act question (just above the particulars): tick No unless your claim raises an issue under the Human Rights Act 1998.

You can write the particulars on the form or attach them on a separate sheet headed with the names of the parties. ${PARTICULARS_STATEMENT_OF_TRUTH} Suggested wording:

PARTICULARS OF CLAIM

1. The Claimant is [CLAIMANT_NAME]. The Defendant is [DEFENDANT_NAME].

2. [CLAIM_PARTICULARS]

3. The sum of [AMOUNT_OWED] fell due for payment on [INVOICE_DATE]. The Defendant has not paid it, despite the Claimant's letter before action dated [LBA_DATE].

4. The Claimant claims interest under section 69 of the County Courts Act 1984 at the rate of 8% a year from [INVOICE_DATE] to the date of this claim, which to [TODAY] amounts to [INTEREST], and continuing after that at the daily rate of [DAILY_INTEREST] until judgment or earlier payment.

AND THE CLAIMANT CLAIMS:
(1) [AMOUNT_OWED];
(2) interest under paragraph 4;
(3) the court fee.

If these particulars are on a separate sheet, end them with this statement of truth, signed and dated:

STATEMENT OF TRUTH
I believe that the facts stated in these particulars of claim are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth.
Signed: ______________________________
Full name: [CLAIMANT_NAME]
Date: ______________________________

Interest under section 69 is at the court's discretion: the court decides whether to award it, and 8% a year is the rate usually claimed. Claim it in the particulars, as above.

Keep the particulars to the facts: who agreed what and when, what was done, what has not been paid, and what you are asking for. Leave out arguments and opinions. You will send your evidence later, by the date in the court's directions.

SECTION 8: AMOUNT CLAIMED AND TOTAL (bottom right of the form)

Amount claimed: [AMOUNT_OWED] plus interest of [INTEREST] to [TODAY]. Add the two together. If you issue on a later day, add [DAILY_INTEREST] for each extra day.
Court fee: [CURRENT_COURT_FEE] (${FEES_AS_AT}: check it on EX50, see section 10)
Legal representative's costs: leave blank if you are acting for yourself.
Total amount: [CURRENT_TOTAL_CLAIM] (as at [TODAY], ${FEES_AS_AT})

SECTION 9: STATEMENT OF TRUTH

The statement of truth on the form reads: "I believe that the facts stated in this claim form are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth."

Sign it, write your full name ([CLAIMANT_NAME]) and the date. Only sign if everything in the form and particulars is true.

Address to which documents and payments should be sent: [CLAIMANT_ADDRESS], [CLAIMANT_POSTCODE].

SECTION 10: THE COURT FEE

Issue fee: [CURRENT_COURT_FEE], for a claim of [AMOUNT_OWED] plus interest of [INTEREST] (the fee band depends on the amount claimed including interest).

${toPlainText(FEE_CHANGES_UNCONFIRMED)} The EX50 fees list: ${EX50_URL}

If you are on a low income or have little in savings, you may not have to pay the fee, or only part of it. Apply for Help with Fees (form EX160) before you issue, and write your reference number on the claim form.

WHAT HAPPENS NEXT

- The court sends the claim to the defendant. ${CLAIM_FORM_SERVICE}
- The defendant has 14 days from service of the particulars of claim to respond: to pay, admit the claim, or defend it. Filing an acknowledgment of service gives them 28 days from service to file a defence.
- If the defendant does not respond in time, you can ask the court for judgment in default: online, or on form N225 for a fixed amount.
- If the defendant defends the claim, both of you will be sent a directions questionnaire (form N180) to complete.
- ${toPlainText(MEDIATION_REFERRAL)}`,
  version: '2.0',
  reviewed: '2026-11-23',
  nextSteps: [
    {
      text: `Check the issue fee on the official [EX50 fees list](${EX50_URL}): the fee here, [CURRENT_COURT_FEE] (${FEES_AS_AT}), is banded on the debt plus interest. If you are on a low income or have little in savings, apply for Help with Fees (form EX160) before you issue.`,
    },
    {
      text: 'Interest goes on at [DAILY_INTEREST] a day after [TODAY]: if you issue on a later day, add it to the interest and the total in sections 7 and 8.',
    },
    {
      text: `Issue the claim online through GOV.UK’s [make a court claim for money](${MONEY_CLAIM_URL}) service, or post form N1 with the fee to the Civil National Business Centre. If your particulars are on a separate sheet, sign and date their own statement of truth.`,
    },
    {
      text: 'Once the claim is served, the defendant has 14 days to respond, or 28 days to file a defence if they acknowledge service. If they do not respond in time, ask for judgment in default (online, or on form N225). Our [step-by-step guide](/step-by-step-guide) explains each stage.',
    },
    {
      text: 'If the claim is defended, fill in the directions questionnaire (form N180) by the date the court gives, and start gathering your evidence with the [Evidence Collection Checklist](/legal-templates#template-evidence-checklist).',
    },
  ],
  features: [
    'Walks through every section of form N1 in order, with your details filled in',
    'Particulars of claim in numbered paragraphs, with interest under section 69 at 8% a year (which the court may award) worked out to today and a daily rate, and their own statement of truth for a separate sheet',
    'Amount claimed, the issue fee for the debt plus interest from the official fee table (with the date it was checked), and the total, with a reminder to check the fee on the official EX50 list',
    'Why the hearing centre you name matters less than people think when an individual defends a claim for a fixed sum',
    'Where to issue: Online Civil Money Claims, Money Claim Online, or paper to the Civil National Business Centre',
    'What happens after you issue, from service to default judgment',
  ],
  instructions: [
    'Send a letter before action first, and wait for its deadline to pass before you issue.',
    'Enter your details and the defendant’s exactly as they should appear on the claim; for a company, use the registered name and office from Companies House.',
    'Write the particulars of claim in plain, factual sentences: what was agreed, what happened and what is unpaid.',
    'Check the court fee on the official EX50 fees list, and apply for Help with Fees first if you may qualify.',
    'Copy each section into the paper form N1 or the online service, check it, then sign the statement of truth only if everything is true.',
  ],
  formFields: [
    { id: 'claimant_name', label: 'Your full name (or business name)', type: 'text', placeholder: 'e.g. Mrs Jane Smith', required: true, autocomplete: 'name' },
    { id: 'claimant_address', label: 'Your address (without the postcode)', type: 'textarea', placeholder: 'House number, street, town', required: true, autocomplete: 'street-address' },
    { id: 'claimant_postcode', label: 'Your postcode', type: 'text', placeholder: 'e.g. B4 6DS', required: true, autocomplete: 'postal-code' },
    { id: 'claimant_phone', label: 'Your phone number', type: 'text', placeholder: 'e.g. 07700 900123', required: true, autocomplete: 'tel' },
    { id: 'claimant_email', label: 'Your email address', type: 'text', placeholder: 'e.g. jane@example.co.uk', required: true, autocomplete: 'email' },
    { id: 'defendant_name', label: 'Defendant’s full name (or company name)', type: 'text', placeholder: 'e.g. Mr John Brown, or Brown Builders Ltd', required: true },
    { id: 'defendant_address', label: 'Defendant’s address (without the postcode)', type: 'textarea', placeholder: 'For a company, its registered office', required: true },
    { id: 'defendant_postcode', label: 'Defendant’s postcode', type: 'text', placeholder: 'e.g. BS1 6GR', required: true },
    { id: 'brief_details', label: 'Brief details of the claim (one line)', type: 'text', placeholder: 'e.g. Unpaid invoice for decorating work carried out in March', required: true },
    { id: 'amount_owed', label: 'Amount owed, before interest (£)', type: 'number', placeholder: 'e.g. 1250.00', required: true },
    { id: 'invoice_date', label: 'Date the payment was due (interest runs from this date)', subject: 'The date the payment was due', type: 'date', required: true },
    { id: 'lba_date', label: 'Date of your letter before action', subject: 'The date of your letter before action', type: 'date', required: true },
    { id: 'claim_particulars', label: 'What happened (the facts of your claim)', type: 'textarea', placeholder: 'e.g. On 1 March the Defendant agreed to pay £1,250 for painting the outside of their house. The Claimant finished the work on 3 March and sent an invoice the same day.', required: true },
    { id: 'preferred_court', label: 'Preferred County Court hearing centre', type: 'text', placeholder: 'e.g. County Court at Birmingham', required: true },
  ],
};
