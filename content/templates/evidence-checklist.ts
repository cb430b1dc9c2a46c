import type { Template } from './schema';

/**
 * Spec 3 template 4, with the spec's case type select. The generator only replaces [CASE_TYPE], so the document
 * has a general part, a section for every case type headed by its name, and a note telling the reader which
 * section to use. No expert evidence without permission (CPR 27.5), standard directions' 14 days (FACTS.md §1, §8),
 * the Pre-Action Protocol's enclosures (§3) and the small claims limits (§1).
 */
export const evidenceChecklistTemplate: Template = {
  id: 4,
  slug: 'evidence-checklist',
  title: 'Evidence Collection Checklist',
  category: 'Case Preparation',
  description:
    'A checklist of the evidence to gather for a small claim, with a general list for every case and a section for your type of case: unpaid invoice, breach of contract, faulty goods, property damage or other.',
  pages: 3,
  preview:
    'Part A applies to every case. Part B has a section for each type of case: work through the one headed with your case type and tick each item when you have it.',
  fullContent: `EVIDENCE COLLECTION CHECKLIST

Case: [YOUR_NAME] v [OTHER_PARTY_NAME]
Type of case: [CASE_TYPE]
Amount claimed: [AMOUNT_CLAIMED]
Prepared on: [TODAY]

What the dispute is about: [DISPUTE_SUMMARY]

HOW TO USE THIS CHECKLIST

Part A applies to every case. Part B has a section for each type of case: work through the section headed "[CASE_TYPE]" and skip the others. If your case is of more than one kind, use every section that fits; if you chose Other, use the Other section and any others close to your dispute. Part C explains how to organise your evidence and send it in time.

Tick each item when you have it. If you cannot get something, note why: the judge may ask.

PART A: EVIDENCE FOR EVERY CASE

☐ The agreement: a signed contract, accepted quote, order confirmation or terms and conditions. If the agreement was spoken, write down who agreed what, when and where, and who else was there.
☐ All correspondence with [OTHER_PARTY_NAME]: emails, letters, text and app messages, as complete threads. Make sure screenshots show who sent each message and the date.
☐ Your letter before action, any reply, and proof that you sent it (proof of posting or the sent email).
☐ Proof of the money involved: invoices, receipts, bank or card statements.
☐ A calculation showing how you reached [AMOUNT_CLAIMED], with each item listed and any interest shown separately.
☐ A timeline: one page listing the key dates in order.
☐ Notes you made at the time, such as diary entries or notes of phone calls (date, time, who you spoke to and what was said).
☐ Photographs or video, with the date they were taken. Keep the original files.
☐ Witnesses: the names and contact details of anyone who saw what happened or knows the facts, and whether each will give a signed witness statement and come to the hearing.

PART B: EVIDENCE FOR YOUR TYPE OF CASE

Your case type is [CASE_TYPE]. Use the section with that heading.

Unpaid Invoice

☐ Each unpaid invoice, showing its date, number, amount and payment terms.
☐ What the customer agreed to: the order, purchase order, accepted quote or contract, including the payment terms and any term about interest.
☐ Proof that you did the work or delivered the goods: signed delivery notes, timesheets, photographs of finished work, or messages confirming completion.
☐ A statement of account listing invoices, payments, credits and the balance.
☐ Your reminders and any replies, especially any message accepting that the money is owed, or any complaint (note when it was first raised).
☐ Dates and amounts of any part payments.
☐ Your interest calculation: interest under section 69 of the County Courts Act 1984, which the court may award (8% a year from the date payment was due is the rate usually claimed), or, between businesses, interest under the Late Payment of Commercial Debts (Interest) Act 1998, but never both for the same period.
☐ If you are a business claiming from an individual (including a sole trader): your letter of claim under the Pre-Action Protocol for Debt Claims, with the Information Sheet, Reply Form and financial statement you enclosed, and the debtor's reply.

Breach of Contract

☐ The contract, or the emails and messages showing what was offered and accepted, plus any terms and conditions that applied and any changes you both agreed later.
☐ What was promised: specifications, descriptions, adverts, quotes and deadlines.
☐ What actually happened: photographs, reports, and the dates of missed deadlines or unfinished work.
☐ Proof that you kept your side of the bargain: payments made and what you did.
☐ Your complaints: when you told the other side about the problem, what they said, and whether they were given a chance to put it right.
☐ Proof of your loss: receipts, invoices or quotes for putting things right or replacing what was not provided.
☐ What you did to keep your losses down, such as getting more than one quote.

Faulty Goods

☐ Proof of purchase: receipt, order confirmation, or bank or card statement.
☐ How the goods were described: the advert, listing or product page (take a screenshot), and anything the seller told you.
☐ The fault: photographs or video, the date you first noticed it, and how you had been using the item.
☐ Your complaints: when you reported the fault, to whom, any reference numbers, the seller's replies, and any attempts at repair, replacement or return.
☐ The costs the fault caused: repair quotes or invoices, the price of a replacement, and any other losses.
☐ The item itself: keep it, and do not throw it away or have it repaired before it is photographed, because it may need to be inspected.

Property Damage

☐ Photographs or video of the damage, taken as soon as possible, close up and from further away, with before and after pictures if you have earlier ones.
☐ Proof that the property is yours and what it was worth: receipts, valuations or photographs from before the damage.
☐ How the damage happened: your notes made at the time, witnesses' details, and any CCTV or dashcam footage (ask for it quickly, as footage is often overwritten).
☐ Any police or incident reference number.
☐ The cost of putting it right: two or three written quotes, or invoices for repairs already done, and receipts for related costs.
☐ Insurance: letters with your insurer and the other side's insurer, any excess you paid, and whether your insurer has already paid for any of the loss (tell the court if it has).

Other

☐ Write down, in one sentence each, what you say the other side did wrong and what loss it caused you. Under each point, list the evidence that proves it.
☐ Use the items in the sections above that are closest to your dispute.
☐ Check that your claim suits the small claims track. The general limit is £10,000. Lower limits apply to parts of a personal injury claim, and to a housing disrepair claim that asks the court to order repairs (a claim for damages only uses the £10,000 limit). A claim by a residential occupier against their landlord for harassment or unlawful eviction relating to residential premises never goes to the small claims track.

PART C: ORGANISING AND SENDING YOUR EVIDENCE

☐ Keep the originals safe and bring them to the hearing; send copies.
☐ Put your documents in date order, number the pages and add an index at the front.
☐ Make enough copies: one for the court, one for each other party and one for yourself.
☐ Send them by the date in the court's directions. Standard small claims directions usually require documents at least 14 days before the hearing, but the date in your court's directions is the one that counts.
☐ Witness statements: each witness's statement is their own account, in their own words, says how it was prepared, and is signed by the witness with a statement of truth.
☐ Expert evidence: you cannot rely on an expert's report without the court's permission. A trader's quote or invoice for repairs is an ordinary document, but a report giving an expert's opinion, for example on the cause of a fault, needs permission first.
☐ Keep to what matters: include only evidence that helps to prove a point in dispute.`,
  version: '2.0',
  reviewed: '2026-11-23',
  nextSteps: [
    {
      text: 'If the other side holds documents you need, ask them in writing for copies, giving a date to reply, for example **[RESPONSE_DEADLINE]** (7 working days from today). Keep a copy of your request.',
    },
    {
      text: 'Put your evidence in date order, number the pages and add an index. Send copies to the court and the other side by the date in the court’s directions: standard small claims directions usually ask for them at least 14 days before the hearing.',
    },
    {
      text: 'For each witness, prepare a statement in their own words with the [Witness Statement template](/legal-templates#template-witness-statement). You cannot rely on an expert’s report without the court’s permission.',
    },
    {
      text: 'Our guide on [how to collect evidence](/blog/how-to-collect-evidence-for-your-small-claims-case) explains what judges look for, and the [step-by-step guide](/step-by-step-guide) shows where evidence fits in the claim.',
    },
  ],
  features: [
    'A general evidence list for every small claim, from the agreement to witnesses',
    'A section for each case type: unpaid invoice, breach of contract, faulty goods, property damage and other',
    'How to organise your documents into a numbered, indexed bundle',
    'Deadlines and the rule on expert evidence, so nothing is left out or sent late',
  ],
  instructions: [
    'Choose the case type that best fits your dispute and enter the names and amount claimed.',
    'Work through Part A, then the section of Part B headed with your case type, ticking each item as you find it.',
    'For anything you cannot get, note why, and ask the other side in writing for documents only they hold.',
    'Follow Part C to put your evidence in order, and send it by the date in the court’s directions.',
  ],
  formFields: [
    { id: 'your_name', label: 'Your name', type: 'text', placeholder: 'e.g. Jane Smith', required: true, autocomplete: 'name' },
    { id: 'other_party_name', label: 'The other side’s name', type: 'text', placeholder: 'e.g. Brown Builders Ltd', required: true },
    {
      id: 'case_type',
      label: 'Case type',
      type: 'select',
      options: ['Unpaid Invoice', 'Breach of Contract', 'Faulty Goods', 'Property Damage', 'Other'],
      required: true,
    },
    { id: 'amount_claimed', label: 'Amount you are claiming (£)', type: 'number', placeholder: 'e.g. 1250.00', required: true },
    { id: 'dispute_summary', label: 'What the dispute is about, in one or two sentences', type: 'textarea', placeholder: 'e.g. I paid for a new boiler that has broken down three times in two months, and the installer will not repair it.', required: true },
  ],
};
