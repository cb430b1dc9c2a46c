import { EX50_URL } from '../fees';
import { INSOLVENCY_THRESHOLDS } from '../shared-passages';
import { STATUTORY_DEMANDS_URL } from '../official-urls';
import type { Template } from './schema';


/** Companies House's register, to check a company's registered office. */
const COMPANIES_HOUSE_URL = 'https://find-and-update.company-information.service.gov.uk/';

/** Refusals are shown in the generator, on the templates page. */
const LETTER_BEFORE_ACTION_POINTER = 'The Letter Before Action template on this page will help.';

/**
 * Spec 3 template 6, titled as the spec titles it ("Statutory Demand (Form 6.1)"), but the document and the card
 * say plainly that Form 6.1 is the obsolete 1986 name of an individual's form that never applied to a company
 * (FACTS.md §10). Three questions choose the form and the law that goes with it (FACTS.md §4, §10):
 * - a genuinely disputed debt (or "not sure") is refused: send a letter before action and make a County Court claim;
 * - a company gets SD1: a winding-up petition needs a debt exceeding £750 (IA 1986 s.123(1)(a)), service is by
 *   leaving the demand at the registered office, and the company's remedy is an injunction to stop a petition;
 * - an individual (including a sole trader) gets SD2 (debt payable now) or SD3 (from a judgment or order): a
 *   bankruptcy petition needs £5,000 or more (s.267(4)), service is personal where practicable, and the debtor may
 *   apply to set the demand aside within 18 days of service; a future debt (SD4) is refused.
 * Spec 9's notes (21 days, court fee £302, deposit £1,090) are shown as the spec gives them, each beside the
 * current figures (petition fee £332 from 1 May 2024, reportedly more since; deposits £1,500 and £2,600 since
 * 1 Nov 2022) and a pointer to EX50. Section 69 interest is discretionary (FACTS.md §5), so the demand includes
 * only interest the creditor has a right to.
 */
export const statutoryDemandTemplate: Template = {
  id: 6,
  slug: 'statutory-demand',
  title: 'Statutory Demand (Form 6.1)',
  category: 'Debt Recovery',
  description:
    'The content of a statutory demand for an undisputed debt, ready to copy into the current official form: SD1 for a company, SD2 or SD3 for an individual. “Form 6.1” is the obsolete name of a 1986 form for individuals, which never applied to a company. With the 21-day deadline, how to serve the demand, and the costs of a petition.',
  pages: 4,
  preview:
    'The creditor claims that you owe the sum set out below, which is payable now, and demands that you pay it, or secure or compound for it to the creditor’s satisfaction, within 21 days of the date on which this demand is served on you.',
  fullContent: `[[IF debtor_kind=company]]
STATUTORY DEMAND TO A COMPANY: CONTENT FOR FORM SD1
[[ELSE]]
[[IF debt_basis=judgment]]
STATUTORY DEMAND TO AN INDIVIDUAL, FOR A DEBT DUE UNDER A JUDGMENT OR ORDER: CONTENT FOR FORM SD3
[[ELSE]]
STATUTORY DEMAND TO AN INDIVIDUAL, FOR A DEBT PAYABLE NOW: CONTENT FOR FORM SD2
[[END]]
[[END]]
Prepared on [TODAY]

ABOUT THIS DOCUMENT (for the creditor: do not serve this part)

[[IF debtor_kind=company]]
This is the content of a statutory demand to a company, to copy into form SD1, the official form for a demand to a company under the Insolvency (England and Wales) Rules 2016, in use since 6 April 2017.
[[END]]
[[IF debt_basis=payable-now]]
This is the content of a statutory demand to an individual for a debt that is payable now, to copy into form SD2, the official form for that demand under the Insolvency (England and Wales) Rules 2016, in use since 6 April 2017.
[[END]]
[[IF debt_basis=judgment]]
This is the content of a statutory demand to an individual for a debt due under a court judgment or order, to copy into form SD3, the official form for that demand under the Insolvency (England and Wales) Rules 2016, in use since 6 April 2017.
[[END]]

On our site this template is called "Statutory Demand (Form 6.1)". Form 6.1 is an obsolete name: it was the 1986 form for a demand to an individual, it never applied to a company, and it has been replaced by the SD forms. Do not use a Form 6.1.

This document is not the official form. Copy Part 1 into the official form from GOV.UK (${STATUTORY_DEMANDS_URL}), check it against the form and its notes, and serve the official form.

Your answers: does the debtor dispute the debt? [DEBT_DISPUTED]. The debtor is: [DEBTOR_KIND].
[[IF debtor_kind=individual]]
The debt is: [DEBT_BASIS].
[[END]]

A statutory demand is a serious step: if it is not met, it can lead to a petition to make an individual bankrupt or to wind up a company. Never use one for a debt that is genuinely disputed.

[[IF debtor_kind=company]]
PART 1: CONTENT OF THE DEMAND (copy into form SD1)

Statutory demand under section 123(1)(a) of the Insolvency Act 1986

To the company: [DEBTOR_NAME]
Registered office: [DEBTOR_ADDRESS], [DEBTOR_POSTCODE]
[[ELSE]]
[[IF debt_basis=judgment]]
PART 1: CONTENT OF THE DEMAND (copy into form SD3)
[[ELSE]]
PART 1: CONTENT OF THE DEMAND (copy into form SD2)
[[END]]

To the debtor: [DEBTOR_NAME]
Address: [DEBTOR_ADDRESS], [DEBTOR_POSTCODE]
[[END]]

From the creditor: [CREDITOR_NAME]
Address: [CREDITOR_ADDRESS], [CREDITOR_POSTCODE]

Amount of the debt: [DEBT_AMOUNT]

How the debt arose: [DEBT_DETAILS]

[[IF debt_basis=judgment]]
The judgment or order: made by the [JUDGMENT_COURT] on [JUDGMENT_DATE], claim number [JUDGMENT_CLAIM_NUMBER].

[[END]]
Date the debt became payable: [DEBT_DUE_DATE]

Interest and other charges included in the amount of the debt, and how they are worked out: [INTEREST_CHARGES]

The demand

[[IF debtor_kind=company]]
The creditor claims that the company owes the sum of [DEBT_AMOUNT], details of which are set out above, and that it is payable now.

The creditor demands that the company pay that sum, or secure or compound for it to the creditor's reasonable satisfaction, within 21 days of the date on which this demand is served on the company by being left at its registered office.

Warning to the company

This is an important document and the company should act on it straight away. If, within 21 days of service, the company has not paid the debt, or secured or compounded for it to the creditor's reasonable satisfaction, the creditor may present a petition to the court to wind up the company.

If the company disputes the debt, it should get legal advice at once. A company cannot apply to have a statutory demand set aside: its remedy is to ask the court for an injunction to stop a winding-up petition being presented.
[[ELSE]]
[[IF debt_basis=judgment]]
The creditor claims that you owe the sum of [DEBT_AMOUNT] under the judgment or order set out above, and that it is payable now.
[[ELSE]]
The creditor claims that you owe the sum of [DEBT_AMOUNT], details of which are set out above, and that it is payable now.
[[END]]

The creditor demands that you pay that sum, or secure or compound for it to the creditor's satisfaction, within 21 days of the date on which this demand is served on you.

Warning to the debtor

This is an important document and you should act on it straight away. If, within 21 days of service, you have not paid the debt, or secured or compounded for it to the creditor's satisfaction, the creditor may present a bankruptcy petition against you.

If you dispute the debt, or think this demand should not have been served on you, you may apply to the court to set it aside. You must apply within 18 days of the date on which this demand was served on you. Get advice at once from a solicitor, Citizens Advice or another adviser.
[[END]]

Person to contact about this demand

Name: [CREDITOR_NAME]
Address: [CREDITOR_ADDRESS], [CREDITOR_POSTCODE]
Telephone: [CREDITOR_PHONE]
Email: [CREDITOR_EMAIL]

Signed: ______________________________

Name: [CREDITOR_NAME]

Position, if signing for a company: ______________________________

Date: ______________________________


----------------------------------------------------------------
PART 2: NOTES FOR THE CREDITOR (do not serve these notes: printing this document from our page leaves them off)

WHEN TO USE A STATUTORY DEMAND: only for a fixed sum that is due now and that the debtor does not genuinely dispute. Never use one for a debt that is genuinely disputed: send a letter before action and make a County Court claim instead, where the court can decide the dispute.

HOW MUCH MUST BE OWED: ${INSOLVENCY_THRESHOLDS}

[[IF debtor_kind=company]]
So a demand to a company can support a winding-up petition only for a debt exceeding £750.
[[ELSE]]
So a bankruptcy petition needs a debt of £5,000 or more: a demand to an individual for less cannot lead to a petition on its own.
[[END]]

TIME TO COMPLY: the debtor has 21 days from service to pay, or to secure or compound for the debt to your satisfaction.

INTEREST AND CHARGES: include interest or other charges only if the debtor is legally bound to pay them, for example under your contract, under the judgment, or under the Late Payment of Commercial Debts (Interest) Act 1998 where both of you acted in the course of business, and show how you worked them out. Interest under section 69 of the County Courts Act 1984 is awarded at the court's discretion in a court claim, so it is not added to a statutory demand. If nothing extra is included, write "None".

[[IF debtor_kind=company]]
SERVING THE DEMAND: serve it by leaving it at the company's registered office (section 123(1)(a) of the Insolvency Act 1986). Check the registered office on Companies House (${COMPANIES_HOUSE_URL}) on the day you serve it. Serving a statutory demand is free.
[[ELSE]]
SERVING THE DEMAND: serve it on the debtor personally, by handing it to them, wherever that is practicable. If it is not, check GOV.UK's guidance before you use another way. Serving a statutory demand is free.
[[END]]

Keep a written record of when, where, how and by whom the demand was served, and keep a copy of it: if you later petition, you will have to prove that it was served.

[[IF debtor_kind=company]]
IF THE DEMAND IS IGNORED: once 21 days from service have passed without payment or agreement, you may petition the court to wind up the company. A petition based on the demand should be presented within 4 months of serving the demand.
[[ELSE]]
IF THE DEMAND IS IGNORED: the debtor may apply to set the demand aside within 18 days of service. Once 21 days from service have passed without payment or agreement, you may present a bankruptcy petition. A petition based on the demand should be presented within 4 months of serving the demand.
[[END]]

COURT FEE FOR A PETITION: £302 is the court fee this template uses. Check the current fee: at the time of writing, GOV.UK lists higher figures (£332 from 1 May 2024, and reportedly more since April 2025). Check the current fee on the official EX50 fees list before you petition: ${EX50_URL}

[[IF debtor_kind=company]]
DEPOSIT FOR A PETITION: £1,090 is the deposit this template uses. Check the current deposit: at the time of writing, GOV.UK lists a higher figure for a winding-up petition (£2,600 since 1 November 2022). Check the current figures on GOV.UK, alongside the EX50 fees list, before you petition: ${EX50_URL}
[[ELSE]]
DEPOSIT FOR A PETITION: £1,090 is the deposit this template uses. Check the current deposit: at the time of writing, GOV.UK lists a higher figure for a creditor's bankruptcy petition (£1,500 since 1 November 2022). Check the current figures on GOV.UK, alongside the EX50 fees list, before you petition: ${EX50_URL}
[[END]]

GET ADVICE: bankruptcy and winding up are serious for everyone involved, and the costs of a petition are high. Consider taking legal advice before you serve a demand or present a petition.`,
  version: '2.0',
  reviewed: '2026-11-23',
  nextSteps: [
    {
      when: { debtor_kind: ['company'] },
      text: `Copy Part 1 into **form SD1** from GOV.UK’s [statutory demands](${STATUTORY_DEMANDS_URL}) page, check it against the form’s notes, then sign and date it. Do not use a Form 6.1: it is obsolete, and it was never a company form.`,
    },
    {
      when: { debt_basis: ['payable-now'] },
      text: `Copy Part 1 into **form SD2** from GOV.UK’s [statutory demands](${STATUTORY_DEMANDS_URL}) page, check it against the form’s notes, then sign and date it. Do not use a Form 6.1: it is obsolete.`,
    },
    {
      when: { debt_basis: ['judgment'] },
      text: `Copy Part 1 into **form SD3** from GOV.UK’s [statutory demands](${STATUTORY_DEMANDS_URL}) page, check it against the form’s notes and the judgment or order, then sign and date it. Do not use a Form 6.1: it is obsolete.`,
    },
    {
      when: { debtor_kind: ['company'] },
      text: `Serve it by **leaving it at the company’s registered office**: check the address on [Companies House](${COMPANIES_HOUSE_URL}) on the day. Write down when, where and by whom it was left, and keep a copy.`,
    },
    {
      when: { debtor_kind: ['individual'] },
      text: 'Serve it on the debtor **personally**, by handing it to them, wherever that is practicable. Write down when, where and by whom it was served, and keep a copy. The debtor may apply to the court to set it aside within **18 days** of service.',
    },
    {
      when: { debtor_kind: ['company'] },
      text: 'The company has **21 days from service** (not from today, [TODAY]) to pay, or to secure or compound for the debt. If it does not, you may petition to wind it up, but only for a debt exceeding £750, and within 4 months of serving the demand. The company’s remedy, if it disputes the debt, is to ask the court for an injunction to stop the petition.',
    },
    {
      when: { debtor_kind: ['individual'] },
      text: 'The debtor has **21 days from service** (not from today, [TODAY]) to pay, or to secure or compound for the debt. If they do not, you may present a bankruptcy petition, but only for a debt of £5,000 or more, and within 4 months of serving the demand.',
    },
    {
      text: `Before you petition, check the current petition fee on the official [EX50 fees list](${EX50_URL}) and the deposit on GOV.UK: both are higher than the figures this template was given. Consider taking legal advice first.`,
    },
  ],
  features: [
    'Asks whether the debt is disputed (if it is, use a letter before action and a County Court claim instead), and whether the debtor is a company or an individual',
    'The content for the right official form: SD1 for a company, SD2 for an individual’s debt payable now, SD3 for a debt from a judgment or order (“Form 6.1” is the obsolete 1986 form name)',
    'How much must be owed (more than £750 to wind up a company; £5,000 or more for bankruptcy), how to serve the demand, and the 18 days an individual has to apply to set it aside',
    'The 21-day deadline, and the petition court fee and deposit with a reminder to check the current figures on the EX50 fees list and GOV.UK',
  ],
  instructions: [
    'Answer the questions first: a statutory demand is only for a debt that is not disputed, and the form depends on whether the debtor is a company or an individual.',
    'Enter the creditor’s and debtor’s details (for a company, its registered office), the amount of the debt and how it arose.',
    'Include interest or charges only if the debtor is legally bound to pay them, and show how they were worked out.',
    'Copy Part 1 into the official form named at the top (SD1, SD2 or SD3) from GOV.UK, and check it against the form’s notes.',
    'Serve it as the notes say (at a company’s registered office; personally on an individual where practicable), keep a record of service, and check the current petition fee and deposit before going further.',
  ],
  formFields: [
    {
      id: 'debt_disputed',
      label: 'Does the debtor dispute the debt?',
      type: 'choice',
      required: true,
      hint: 'A statutory demand must never be used for a debt that is genuinely disputed, for example where the debtor has complained about the goods or work, or says the amount is wrong.',
      choices: [
        { value: 'no', label: 'No, the debtor does not dispute the debt' },
        {
          value: 'yes',
          label: 'Yes, the debtor disputes all or part of it',
          refusal: `A statutory demand must not be used for a debt that is genuinely disputed. Send a letter before action instead, then make a County Court claim, where the court can decide the dispute. ${LETTER_BEFORE_ACTION_POINTER}`,
        },
        {
          value: 'not-sure',
          label: 'I am not sure',
          refusal: `If you are not sure whether the debtor disputes the debt, do not use a statutory demand: it must not be used for a debt that is genuinely disputed. Send a letter before action instead, and make a County Court claim if the debt is not paid. ${LETTER_BEFORE_ACTION_POINTER}`,
        },
      ],
    },
    {
      id: 'debtor_kind',
      label: 'Is the debtor a company or an individual?',
      type: 'choice',
      required: true,
      hint: 'A sole trader is an individual. A limited company is a company.',
      choices: [
        { value: 'company', label: 'A company' },
        { value: 'individual', label: 'An individual (including a sole trader)' },
      ],
    },
    {
      id: 'debt_basis',
      label: 'What kind of debt is it?',
      type: 'choice',
      required: true,
      when: { debtor_kind: ['individual'] },
      choices: [
        { value: 'payable-now', label: 'A debt payable now, not from a court judgment or order (form SD2)' },
        { value: 'judgment', label: 'A debt due under a court judgment or order (form SD3)' },
        {
          value: 'future',
          label: 'A debt that is not yet payable, but will be in the future (form SD4)',
          refusal: `This template does not cover a debt that is not yet payable (form SD4). Wait until the debt falls due: then use this template if it is not disputed, or send a letter before action and make a County Court claim. If you need to act before it falls due, take legal advice about form SD4. ${LETTER_BEFORE_ACTION_POINTER}`,
        },
      ],
    },
    { id: 'creditor_name', label: 'Creditor’s full name (you, or your business)', type: 'text', placeholder: 'e.g. Smith Decorating Ltd', required: true, autocomplete: 'name' },
    { id: 'creditor_address', label: 'Creditor’s address (without the postcode)', type: 'textarea', placeholder: 'Street, town', required: true, autocomplete: 'street-address' },
    { id: 'creditor_postcode', label: 'Creditor’s postcode', type: 'text', placeholder: 'e.g. LS1 3BG', required: true, autocomplete: 'postal-code' },
    { id: 'creditor_phone', label: 'Creditor’s phone number', type: 'text', placeholder: 'e.g. 0113 496 0000', required: true, autocomplete: 'tel' },
    { id: 'creditor_email', label: 'Creditor’s email address', type: 'text', placeholder: 'e.g. accounts@example.co.uk', required: true, autocomplete: 'email' },
    { id: 'debtor_name', label: 'Debtor’s full name (or company’s registered name)', type: 'text', placeholder: 'e.g. Brown Builders Ltd', required: true },
    { id: 'debtor_address', label: 'Debtor’s address, without the postcode (for a company, its registered office)', type: 'textarea', placeholder: 'For a company, its registered office from Companies House', required: true },
    { id: 'debtor_postcode', label: 'Debtor’s postcode', type: 'text', placeholder: 'e.g. B4 6DS', required: true },
    { id: 'debt_amount', label: 'Amount of the debt (£)', type: 'number', placeholder: 'More than 750 (5,000 or more for an individual)', required: true },
    { id: 'debt_due_date', label: 'Date the debt became payable', subject: 'The date the debt became payable', type: 'date', required: true },
    { id: 'debt_details', label: 'How the debt arose', type: 'textarea', placeholder: 'e.g. Invoice INV-0042 dated 3 March for decorating work at the debtor’s offices, payable within 30 days. No part has been paid.', required: true },
    { id: 'judgment_court', label: 'Court that made the judgment or order', type: 'text', placeholder: 'e.g. County Court at Leeds', required: true, when: { debt_basis: ['judgment'] } },
    { id: 'judgment_claim_number', label: 'Claim number of the judgment or order', type: 'text', placeholder: 'e.g. K1QZ1234', required: true, when: { debt_basis: ['judgment'] } },
    { id: 'judgment_date', label: 'Date of the judgment or order', subject: 'The date of the judgment or order', type: 'date', required: true, when: { debt_basis: ['judgment'] } },
    { id: 'interest_charges', label: 'Interest or charges included, and how worked out (write “None” if none)', type: 'textarea', placeholder: 'e.g. None', required: true },
  ],
};
