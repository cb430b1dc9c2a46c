import type { Template } from './schema';

/** The statement of truth for a witness statement, word for word. */
const WITNESS_STATEMENT_OF_TRUTH =
  'I believe that the facts stated in this witness statement are true. I understand that proceedings for contempt of court may be brought against anyone who makes, or causes to be made, a false statement in a document verified by a statement of truth without an honest belief in its truth.';

/**
 * Spec 3 template 3: a witness statement for a small claim, with the heading (court, claim number, parties),
 * numbered first-person paragraphs, exhibits and the statement of truth. The witness's account is theirs, in
 * their own words, and they sign it: the notes say so. Documents are usually due at least 14 days before the
 * hearing under standard directions (FACTS.md §8), but the court's own directions decide.
 */
export const witnessStatementTemplate = {
  id: 3,
  slug: 'witness-statement',
  title: 'Witness Statement',
  category: 'Evidence',
  description:
    'A witness statement for a small claim in England and Wales, laid out as the court expects: heading, numbered paragraphs in the first person, a list of exhibits and the statement of truth.',
  pages: 3,
  preview:
    'I make this statement on behalf of the Claimant in this claim. The facts in this statement are within my own knowledge unless I say otherwise.',
  fullContent: `In the [COURT_NAME]
Claim number: [CLAIM_NUMBER]

Made on behalf of: the [SUPPORTING_PARTY]
Witness: [WITNESS_NAME]
Statement: first
Exhibits: as listed in paragraph 7
Date: [TODAY]

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

3. The facts in this statement are within my own knowledge unless I say otherwise. Where I repeat something I was told by someone else, I say who told me, and I believe it to be true.

4. Where I refer to a document, I give its exhibit number. The exhibits are copies of documents, attached to this statement and listed in paragraph 7.

What happened

5. [EVENTS]

6. I have set out these events in the order in which they happened, as far as I can remember them.

Documents I refer to

7. The documents attached to this statement are: [EXHIBITS]

Statement of truth

${WITNESS_STATEMENT_OF_TRUTH}

Signed: ______________________________

Full name: [WITNESS_NAME]

Date: ______________________________


----------------------------------------------------------------
NOTES FOR THE WITNESS: read these, then delete everything below the line before you sign.

YOUR OWN ACCOUNT: this statement must be your own account of what happened, in your own words. Someone can help you lay it out, but the facts and the way you describe them must be yours. Include only what you saw, heard or did yourself; if you repeat something someone told you, say who told you and when.

NUMBERED PARAGRAPHS: split "What happened" into short numbered paragraphs, one for each event or topic, in date order, and renumber the paragraphs that follow. Write in the first person ("I saw", "I paid"), give dates wherever you can, and refer to each document by its exhibit number, for example "a copy of my invoice is exhibit JS1". A common style is your initials followed by a number.

EXHIBITS: attach a copy of each document you refer to, marked with its exhibit number, in the same order as the list in paragraph 7.

CHECK, THEN SIGN: read the whole statement carefully. Correct anything that is wrong or unclear, then sign and date it yourself. Nobody else can sign it for you. Only sign if every fact in it is true: a false statement in a document verified by a statement of truth can lead to proceedings for contempt of court.

SENDING IT: follow the court's directions on when to send the statement to the court and to the other side. Standard small claims directions usually require documents, including witness statements, at least 14 days before the hearing. Keep a signed copy and bring it to the hearing.`,
  version: '1.0',
  reviewed: '2026-11-23',
  nextSteps: [],
  features: [
    'The heading the court expects: court, claim number, parties and the witness’s details',
    'Numbered paragraphs in the first person, with a list of exhibits',
    'The statement of truth in its current wording',
    'Notes on keeping the account in the witness’s own words, exhibits and signing',
  ],
  instructions: [
    'Copy the court name and claim number exactly from the court’s papers, and name the claimant and defendant as they appear on the claim form.',
    'Explain who you are and how you know about the facts, then describe what happened in date order, in your own words.',
    'List the documents you refer to with an exhibit number for each, and attach copies marked with those numbers.',
    'Read the notes at the end, split your account into numbered paragraphs, then delete the notes.',
    'Check every fact, then sign and date the statement of truth yourself, and send it by the date in the court’s directions.',
  ],
  formFields: [
    { id: 'court_name', label: 'Court name (from the court’s papers)', type: 'text', placeholder: 'e.g. County Court at Manchester', required: true },
    { id: 'claim_number', label: 'Claim number', type: 'text', placeholder: 'e.g. K1QZ1234', required: true },
    { id: 'claimant_name', label: 'Claimant’s name (as on the claim form)', type: 'text', placeholder: 'e.g. Jane Smith', required: true },
    { id: 'defendant_name', label: 'Defendant’s name (as on the claim form)', type: 'text', placeholder: 'e.g. Brown Builders Ltd', required: true },
    { id: 'supporting_party', label: 'Statement made on behalf of', type: 'select', options: ['Claimant', 'Defendant'], required: true },
    { id: 'witness_name', label: 'Witness’s full name', type: 'text', placeholder: 'e.g. Jane Smith', required: true },
    { id: 'witness_address', label: 'Witness’s address (home or work, without the postcode)', type: 'textarea', placeholder: 'House number, street, town', required: true },
    { id: 'witness_postcode', label: 'Witness’s postcode', type: 'text', placeholder: 'e.g. M60 9DJ', required: true },
    { id: 'witness_occupation', label: 'Witness’s occupation', type: 'text', placeholder: 'e.g. painter and decorator', required: true },
    { id: 'connection', label: 'Who you are and how you know the facts', type: 'textarea', placeholder: 'e.g. I am the Claimant. I run a painting and decorating business and I carried out the work this claim is about.', required: true },
    { id: 'events', label: 'What happened, in date order, in your own words', type: 'textarea', placeholder: 'e.g. On 1 March I met the Defendant at the property and we agreed a price of £1,250 …', required: true },
    { id: 'exhibits', label: 'Documents you refer to, each with an exhibit number', type: 'textarea', placeholder: 'e.g. JS1: my quotation dated 1 March; JS2: my invoice dated 3 March; JS3: photographs of the finished work', required: true },
  ],
} satisfies Template;
