import { EX50_URL } from '../fees';
import { INSOLVENCY_THRESHOLDS } from '../shared-passages';
import type { Template } from './schema';

/**
 * Spec 3 template 6, titled as the spec titles it. Spec 9's notes (21 days, court fee £302, deposit £1,090) are
 * shown as the spec gives them, each beside the current facts and a pointer to EX50. Its "debt at least £750"
 * (and the spec 5 placeholder "750 pounds or more") would mislead, so the template says what the law requires:
 * a winding-up petition needs a debt of more than £750 (FACTS.md §10, IA 1986 s.123(1)(a)), bankruptcy £5,000 or
 * more since 1 Oct 2015 (FACTS.md §4; petition fee £332 from 1 May 2024,
 * reportedly more since; deposits £1,500 and £2,600 since 1 Nov 2022). The official forms are SD1 (company) and
 * SD2-SD4 (individuals), so the document says it is a guide to the content, to be copied into the official form.
 * Section 69 interest is discretionary (FACTS.md §5), so the demand includes only interest the creditor has a
 * right to.
 */
export const statutoryDemandTemplate = {
  id: 6,
  slug: 'statutory-demand',
  title: 'Statutory Demand (Form 6.1)',
  category: 'Debt Recovery',
  description:
    'A guide to the content of a statutory demand for an undisputed debt, ready to copy into the official form (SD1 for a company; a different SD form for an individual), with notes on the 21-day deadline, serving it, and the costs of a petition.',
  pages: 4,
  preview:
    'The creditor claims that you owe the sum set out below, which is payable now, and demands that you pay it, or secure or settle it to the creditor’s satisfaction, within 21 days of the date on which this demand is served on you.',
  fullContent: `STATUTORY DEMAND (FORM 6.1): GUIDE AND DRAFT CONTENT
Prepared on [TODAY]

READ THIS FIRST

Form 6.1 is the number of an older official form. The statutory demand forms published on GOV.UK today are SD1, for a demand to a company, and, for a demand to an individual, SD2 to SD4, depending on whether the debt is payable now, follows a court judgment, or is due in the future (check on GOV.UK which one fits your debt). This document is a guide to the content of a demand, not the official form. Copy the content into the correct official form, and check it against that form and its notes before you serve it. GOV.UK's guide is at https://www.gov.uk/statutory-demands

A statutory demand is a serious step: if it is not met, it can lead to a petition to make an individual bankrupt or to wind up a company. Use it only for a debt that is due now, for a fixed amount, and not genuinely disputed (see Part 2).

PART 1: CONTENT OF THE DEMAND

To the debtor: [DEBTOR_NAME]
Address: [DEBTOR_ADDRESS], [DEBTOR_POSTCODE]
The debtor is: [DEBTOR_TYPE]

From the creditor: [CREDITOR_NAME]
Address: [CREDITOR_ADDRESS], [CREDITOR_POSTCODE]

Amount of the debt: [DEBT_AMOUNT]

How the debt arose: [DEBT_DETAILS]

Date the debt became payable: [DEBT_DUE_DATE]

Interest and other charges included in the amount of the debt, and how they are worked out: [INTEREST_CHARGES]

The demand

The creditor claims that you owe the sum of [DEBT_AMOUNT], details of which are set out above, and that it is payable now.

The creditor demands that you pay that sum, or secure or settle it to the creditor's satisfaction, within 21 days of the date on which this demand is served on you.

Warning to the debtor

This is an important document and you should act on it straight away. If you do not pay the debt, or secure or settle it to the creditor's satisfaction, within 21 days of service, the creditor may present a petition to the court: a bankruptcy petition if you are an individual, or a petition to wind up the company if you are a company.

If you dispute the debt, or think this demand should not have been served, get advice at once from a solicitor, Citizens Advice or another adviser. An individual can ask the court to set aside a statutory demand, but must apply quickly: the time limit is stated on the official form.

Person to contact about this demand

Name: [CREDITOR_NAME]
Address: [CREDITOR_ADDRESS], [CREDITOR_POSTCODE]
Telephone: [CREDITOR_PHONE]
Email: [CREDITOR_EMAIL]

Signed: ______________________________

Name: [CREDITOR_NAME]

Position, if signing for a company: ______________________________

Date: ______________________________


PART 2: NOTES FOR THE CREDITOR (do not serve these notes)

WHEN TO USE A STATUTORY DEMAND: only for a fixed sum that is due now and that the debtor does not genuinely dispute. A statutory demand is not the way to recover a disputed debt: a demand for a disputed debt is likely to be set aside. If the debtor disputes the debt, send a letter before action and make a County Court claim instead.

WHICH FORM: use form SD1 for a company. For an individual (including a sole trader) use the SD form that fits the debt: a debt payable now, a debt that follows a court judgment, or a debt due in the future.

HOW MUCH MUST BE OWED: ${INSOLVENCY_THRESHOLDS} So a demand to a company should be for more than £750, and a demand to an individual for less than £5,000 cannot lead to a bankruptcy petition on its own.

TIME TO COMPLY: the debtor has 21 days from service to pay, or to secure or settle the debt to your satisfaction.

INTEREST AND CHARGES: include interest or other charges only if the debtor is legally bound to pay them, for example under your contract, or under the Late Payment of Commercial Debts (Interest) Act 1998 where both of you acted in the course of business, and show how you worked them out. Interest under section 69 of the County Courts Act 1984 is awarded at the court's discretion in a court claim, so it is not normally added to a statutory demand. If nothing extra is included, write "None".

SERVING THE DEMAND: serving a statutory demand is free. Serve it personally where possible, by handing it to the debtor, and check the official guidance on how to serve a company. Keep a written record of when, where, how and by whom it was served, and keep a copy of the demand: if you later petition, you will have to prove that it was served.

IF THE DEMAND IS IGNORED: once 21 days have passed without payment or agreement, you may petition the court. A petition based on the demand should be presented within 4 months of the demand.

COURT FEE FOR A PETITION: £302 is the court fee this template uses. Check the current fee: at the time of writing, GOV.UK lists higher figures (£332 from 1 May 2024, and reportedly more since April 2025). Check the current fee on the official EX50 fees list before you petition: ${EX50_URL}

DEPOSIT FOR A PETITION: £1,090 is the deposit this template uses. Check the current deposit: at the time of writing, GOV.UK lists higher figures (since 1 November 2022, £1,500 for a creditor's bankruptcy petition and £2,600 for a petition to wind up a company). Check the current figures on GOV.UK, alongside the EX50 fees list, before you petition: ${EX50_URL}

GET ADVICE: bankruptcy and winding up are serious for everyone involved, and the costs of a petition are high. Consider taking legal advice before you serve a demand or present a petition.`,
  version: '1.0',
  reviewed: '2026-11-23',
  nextSteps: [],
  features: [
    'The content of a statutory demand for an undisputed debt, ready to copy into the official SD form',
    'The 21-day deadline and a plain warning to the debtor about what happens next',
    'Which form to use, how much must be owed (more than £750 to wind up a company; £5,000 or more for bankruptcy) and how to serve the demand',
    'Petition court fee and deposit, with a reminder to check the current figures on the EX50 fees list and GOV.UK',
  ],
  instructions: [
    'Check that the debt is due now, for a fixed amount and not disputed; if it is disputed, make a County Court claim instead.',
    'Enter the creditor’s and debtor’s details, the amount of the debt (more than £750 for a company; £5,000 or more for an individual’s bankruptcy) and how it arose.',
    'Include interest or charges only if the debtor is legally bound to pay them, and show how they were worked out.',
    'Copy Part 1 into the correct official form from GOV.UK (SD1 for a company; the right SD form for an individual) and check it against the form’s notes.',
    'Serve the demand personally where possible, keep a record of service, and check the current petition fee and deposit before going further.',
  ],
  formFields: [
    { id: 'creditor_name', label: 'Creditor’s full name (you, or your business)', type: 'text', placeholder: 'e.g. Smith Decorating Ltd', required: true },
    { id: 'creditor_address', label: 'Creditor’s address (without the postcode)', type: 'textarea', placeholder: 'Street, town', required: true },
    { id: 'creditor_postcode', label: 'Creditor’s postcode', type: 'text', placeholder: 'e.g. LS1 3BG', required: true },
    { id: 'creditor_phone', label: 'Creditor’s phone number', type: 'text', placeholder: 'e.g. 0113 496 0000', required: true },
    { id: 'creditor_email', label: 'Creditor’s email address', type: 'text', placeholder: 'e.g. accounts@example.co.uk', required: true },
    { id: 'debtor_type', label: 'The debtor is', type: 'select', options: ['A company', 'An individual (including a sole trader)'], required: true },
    { id: 'debtor_name', label: 'Debtor’s full name (or company’s registered name)', type: 'text', placeholder: 'e.g. Brown Builders Ltd', required: true },
    { id: 'debtor_address', label: 'Debtor’s address (without the postcode)', type: 'textarea', placeholder: 'For a company, its registered office from Companies House', required: true },
    { id: 'debtor_postcode', label: 'Debtor’s postcode', type: 'text', placeholder: 'e.g. B4 6DS', required: true },
    { id: 'debt_amount', label: 'Amount of the debt (£)', type: 'number', placeholder: 'More than 750 (5,000 or more for an individual)', required: true },
    { id: 'debt_due_date', label: 'Date the debt became payable', type: 'date', required: true },
    { id: 'debt_details', label: 'How the debt arose', type: 'textarea', placeholder: 'e.g. Invoice INV-0042 dated 3 March for decorating work at the debtor’s offices, payable within 30 days. No part has been paid.', required: true },
    { id: 'interest_charges', label: 'Interest or charges included, and how worked out (write “None” if none)', type: 'textarea', placeholder: 'e.g. None', required: true },
  ],
} satisfies Template;
