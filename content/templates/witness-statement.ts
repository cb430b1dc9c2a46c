import type { Template } from './schema';

/** The statement of truth for a witness statement, word for word (PD 22, since 6 April 2020; FACTS.md §10). */
const WITNESS_STATEMENT_OF_TRUTH =
  'I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth.';

/** The preparation question's answers in which someone other than the witness wrote the statement down. */
const WRITTEN_BY_SOMEONE_ELSE = ['face-to-face', 'phone', 'video', 'interpreter'];

/**
 * A statement in another language, and a witness who cannot read it (PD 32 and PD 22; FACTS.md §11), for the pages
 * about witness statements: the template's paragraph 3 and notes say the same for its own document.
 */
export const WITNESS_LANGUAGE_AND_READING =
  'If English is not a witness’s own language, their statement is written and signed in their own language and filed with an English translation, and the translator signs the original statement and certifies that the translation is accurate. A witness who cannot read their statement for another reason needs a certificate, made by an authorised person such as a solicitor, that it was read to them.';

/**
 * Spec 3 template 3: a witness statement for a small claim, with the heading (court, claim number, parties),
 * numbered first-person paragraphs, exhibits and the statement of truth in the PD 22 wording. A question asks how
 * the statement was prepared, and a paragraph says so and that it is in the witness's own words (PD 32; FACTS.md
 * §10: own words and language, how it was prepared, e.g. face to face, by phone, through an interpreter; §11: in
 * the witness's language, filed with an English translation the translator certifies, and a certificate that it
 * was read to a witness who cannot read it). On the
 * small claims track most of Part 32 does not apply (CPR 27.2), so its strict formalities may be relaxed, but a
 * witness statement still needs its statement of truth (CPR 22.1). Documents are usually due at least 14 days
 * before the hearing under standard directions (FACTS.md §8), but the court's own directions decide.
 */
export const witnessStatementTemplate: Template = {
  id: 3,
  slug: 'witness-statement',
  title: 'Witness Statement',
  category: 'Evidence',
  description:
    'A witness statement for a small claim in England and Wales, laid out as the court expects: heading, numbered paragraphs in the first person, how the statement was prepared, a list of exhibits and the statement of truth in its current wording.',
  pages: 3,
  preview:
    'I make this statement on behalf of the Claimant in this claim. The facts in this statement are within my own knowledge unless I say otherwise.',
  fullContent: `In the [COURT_NAME]
Claim number: [CLAIM_NUMBER]

Made on behalf of: the [SUPPORTING_PARTY]
Witness: [WITNESS_NAME]
Statement: first
Exhibits: as listed in paragraph 8
Date: [TODAY]
[[IF preparation=interpreter]]
Date of the English translation: ______________________________
[[END]]

BETWEEN

[CLAIMANT_NAME]
Claimant

and

[DEFENDANT_NAME]
Defendant

WITNESS STATEMENT OF [WITNESS_NAME]

I, [WITNESS_NAME], of [WITNESS_ADDRESS], [WITNESS_POSTCODE], [WITNESS_OCCUPATION], say as follows.

Introduction

1. I make this statement on behalf of the [SUPPORTING_PARTY] in this claim.

2. [CONNECTION]

[[IF preparation=witness-wrote]]
3. How this statement was prepared: I wrote this statement myself. It is in my own words.
[[END]]
[[IF preparation=face-to-face]]
3. How this statement was prepared: [PREPARED_BY] wrote it down from what I told them when we met face to face. I have read it through and corrected it where needed. It is in my own words.
[[END]]
[[IF preparation=phone]]
3. How this statement was prepared: [PREPARED_BY] wrote it down from what I told them in a telephone call. I have read it through and corrected it where needed. It is in my own words.
[[END]]
[[IF preparation=video]]
3. How this statement was prepared: [PREPARED_BY] wrote it down from what I told them in a video call. I have read it through and corrected it where needed. It is in my own words.
[[END]]
[[IF preparation=interpreter]]
3. How this statement was prepared: my own language is [WITNESS_LANGUAGE]. I gave my account in [WITNESS_LANGUAGE] through an interpreter, [PREPARED_BY], and the statement was written down in [WITNESS_LANGUAGE] from what I said. It was read back to me in [WITNESS_LANGUAGE] and corrected where needed before I signed it. It is in my own words. I sign this statement, and its statement of truth, in [WITNESS_LANGUAGE]. It is filed with an English translation, and the translator has signed this statement and certified that the translation is accurate.
[[END]]

4. The facts in this statement are within my own knowledge unless I say otherwise. Where I repeat something I was told by someone else, I say who told me, and I believe it to be true.

5. Where I refer to a document, I give its exhibit number. The exhibits are copies of documents, attached to this statement and listed in paragraph 8.

What happened

6. [EVENTS]

7. I have set out these events in the order in which they happened, as far as I can remember them.

Documents I refer to

8. The documents attached to this statement are: [EXHIBITS]

Statement of truth

${WITNESS_STATEMENT_OF_TRUTH}

Signed: ______________________________

Full name: [WITNESS_NAME]

Date: ______________________________


----------------------------------------------------------------
NOTES FOR THE WITNESS: these notes are not part of the statement. Read them before you sign. Printing the statement from our page leaves them off; in a copy or a download, delete everything below the line before you sign.

YOUR OWN ACCOUNT: this statement must be your own account of what happened, in your own words. Someone can help you lay it out or write it down, but the facts and the way you describe them must be yours, and paragraph 3 must say truthfully how the statement was prepared (your answer: [PREPARATION]). If that answer is wrong, make the statement again with the right one. Include only what you saw, heard or did yourself; if you repeat something someone told you, say who told you and when.

[[IF preparation=interpreter]]
YOUR OWN LANGUAGE: a witness statement must be written in the witness's own language, and its statement of truth too. Sign the statement written in [WITNESS_LANGUAGE]: that signed statement is the one filed at court, with an English translation (this English version, once checked against it). The translator signs the original statement and certifies that the translation is accurate, and the heading of the statement gives the date of the translation.

[[END]]
NUMBERED PARAGRAPHS: split "What happened" into short numbered paragraphs, one for each event or topic, in date order, and renumber the paragraphs that follow. Write in the first person ("I saw", "I paid"), give dates wherever you can, and refer to each document by its exhibit number, for example "a copy of my invoice is exhibit JS1". A common style is your initials followed by a number.

EXHIBITS: attach a copy of each document you refer to, marked with its exhibit number, in the same order as the list in paragraph 8.

SMALL CLAIMS: on the small claims track the court may not insist on every formal rule for witness statements in Practice Direction 32, but the statement still needs the statement of truth above, signed by the witness.

IF THE WITNESS CANNOT READ: a witness who cannot read the statement (for a reason other than language, for example sight loss or difficulty reading) needs a certificate, made by an authorised person such as a solicitor, that the statement was read to them and that they appeared to understand and approve it. Ask the court or an adviser before the witness signs.

CHECK, THEN SIGN: read the whole statement carefully. Correct anything that is wrong or unclear, then sign and date it yourself. Nobody else can sign it for you. Only sign if every fact in it is true: a false statement in a document verified by a statement of truth can lead to proceedings for contempt of court.

SENDING IT: follow the court's directions on when to send the statement to the court and to the other side. Standard small claims directions usually require documents, including witness statements, at least 14 days before the hearing. Keep a signed copy and bring it to the hearing.`,
  version: '2.0',
  reviewed: '2026-11-23',
  nextSteps: [
    {
      text: 'Read the statement through with the witness. Every fact must be their own recollection, in their own words: you can help with the layout, but never suggest what they should say.',
    },
    {
      when: { preparation: ['interpreter'] },
      text: 'Have the statement written out in [WITNESS_LANGUAGE], read back to the witness, and signed by them in that language, statement of truth included. File that signed statement with an English translation (this English version, checked against it): the translator signs the original statement and certifies that the translation is accurate.',
    },
    {
      text: 'The witness signs and dates the statement of truth themselves, and only if every fact is true. Attach a copy of each exhibit, marked with its number.',
    },
    {
      text: 'Send copies to the court and to the other side by the date in the court’s directions: standard small claims directions usually ask for documents at least 14 days before the hearing. Keep proof that you sent them, and bring a signed copy to the hearing.',
    },
    {
      text: 'For the rest of your evidence, use the [Evidence Collection Checklist](/legal-templates#template-evidence-checklist) and our guide on [how to collect evidence](/blog/how-to-collect-evidence-for-your-small-claims-case).',
    },
  ],
  features: [
    'The heading the court expects: court, claim number, parties and the witness’s details',
    'Numbered paragraphs in the first person, with a list of exhibits',
    'A paragraph saying how the statement was prepared (by the witness, by someone else face to face, by phone or by video, or through an interpreter) and that it is in the witness’s own words',
    'Through an interpreter: the statement in the witness’s own language, filed with an English translation, and the translator certifies that the translation is accurate',
    'The statement of truth in its current wording',
  ],
  instructions: [
    'Copy the court name and claim number exactly from the court’s papers, and name the claimant and defendant as they appear on the claim form.',
    'Say how the statement was prepared: written by the witness, written down by someone else from what the witness said, or through an interpreter.',
    'Explain who the witness is and how they know about the facts, then describe what happened in date order, in the witness’s own words.',
    'List the documents referred to with an exhibit number for each, and attach copies marked with those numbers.',
    'Check every fact; the witness then signs and dates the statement of truth themselves, and you send it by the date in the court’s directions.',
  ],
  formFields: [
    {
      id: 'preparation',
      label: 'How was this statement prepared?',
      type: 'choice',
      required: true,
      hint: 'The statement must say how it was prepared, and it must be in the witness’s own words.',
      choices: [
        { value: 'witness-wrote', label: 'The witness wrote it themselves' },
        { value: 'face-to-face', label: 'Someone else wrote it down from what the witness told them face to face' },
        { value: 'phone', label: 'Someone else wrote it down from what the witness told them by phone' },
        { value: 'video', label: 'Someone else wrote it down from what the witness told them by video call' },
        { value: 'interpreter', label: 'Through an interpreter, because the witness’s own language is not English' },
      ],
    },
    {
      id: 'prepared_by',
      label: 'Who wrote it down or interpreted: their name, and who they are',
      type: 'text',
      placeholder: 'e.g. Jane Smith, the Claimant',
      required: true,
      when: { preparation: WRITTEN_BY_SOMEONE_ELSE },
    },
    {
      id: 'witness_language',
      label: 'The witness’s own language',
      type: 'text',
      placeholder: 'e.g. Polish',
      required: true,
      when: { preparation: ['interpreter'] },
    },
    { id: 'court_name', label: 'Court name (from the court’s papers)', type: 'text', placeholder: 'e.g. County Court at Manchester', required: true },
    { id: 'claim_number', label: 'Claim number', type: 'text', placeholder: 'e.g. K1QZ1234', required: true },
    { id: 'claimant_name', label: 'Claimant’s name (as on the claim form)', type: 'text', placeholder: 'e.g. Jane Smith', required: true },
    { id: 'defendant_name', label: 'Defendant’s name (as on the claim form)', type: 'text', placeholder: 'e.g. Brown Builders Ltd', required: true },
    { id: 'supporting_party', label: 'Statement made on behalf of', type: 'select', options: ['Claimant', 'Defendant'], required: true },
    { id: 'witness_name', label: 'Witness’s full name', type: 'text', placeholder: 'e.g. Jane Smith', required: true },
    { id: 'witness_address', label: 'Witness’s address (home or work, without the postcode)', type: 'textarea', placeholder: 'House number, street, town', required: true },
    { id: 'witness_postcode', label: 'Witness’s postcode', type: 'text', placeholder: 'e.g. M60 9DJ', required: true },
    { id: 'witness_occupation', label: 'Witness’s occupation', type: 'text', placeholder: 'e.g. painter and decorator', required: true },
    { id: 'connection', label: 'Who the witness is and how they know the facts', type: 'textarea', placeholder: 'e.g. I am the Claimant. I run a painting and decorating business and I carried out the work this claim is about.', required: true },
    { id: 'events', label: 'What happened, in date order, in the witness’s own words', type: 'textarea', placeholder: 'e.g. On 1 March I met the Defendant at the property and we agreed a price of £1,250 …', required: true },
    { id: 'exhibits', label: 'Documents referred to, each with an exhibit number', type: 'textarea', placeholder: 'e.g. JS1: my quotation dated 1 March; JS2: my invoice dated 3 March; JS3: photographs of the finished work', required: true },
  ],
};
