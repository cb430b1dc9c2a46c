import { letterBeforeActionTemplate } from '@/content/templates/letter-before-action';
import { documentParts, notesLabel, notesStart, withoutNotes } from './document-parts';
import { provenance } from './generate';
import { build, letter } from './test-answers';
import { testDocument, testDocuments } from './test-documents';

/** Issue 26: the printed document is the document without the notes written for the person who made it. */

const WITH_NOTES: Record<string, string> = {
  'letter-before-action': 'Notes for the sender',
  'witness-statement': 'Notes for the witness',
  'settlement-agreement': 'Notes for both parties',
  'statutory-demand': 'Notes for the creditor',
};

describe('documentParts', () => {
  it.each(testDocuments.map((doc) => [doc.name, doc] as const))('%s: the parts are the whole text, in order', (_name, doc) => {
    const { sender, body, notes } = documentParts(doc.text);
    expect(sender + body + notes).toBe(doc.text);
  });

  it.each(testDocuments.map((doc) => [doc.name, doc] as const))('%s: the notes, if any, are apart and labelled, and never in what is printed', (_name, doc) => {
    const { sender, body, notes } = documentParts(doc.text);
    const printed = sender + body;
    expect(printed).toBe(withoutNotes(doc.text));
    expect(printed).not.toMatch(/NOTES FOR|below the line|do not serve these notes/);
    const label = WITH_NOTES[doc.template.slug] ?? null;
    expect(notesLabel(notes)).toBe(label);
    expect(/^-{3,}\n(PART 2: )?NOTES FOR /.test(notes)).toBe(label !== null);
    // The provenance is for the person who made the document: after the notes when there are some.
    expect((label ? notes : printed).endsWith(`${provenance(doc.template)}\n`)).toBe(true);
  });

  it('finds a letter’s sender block: the lines at the top, up to the first blank line, with the line break after them', () => {
    const { sender, body } = documentParts(build(letterBeforeActionTemplate, { ...letter, claimant_address: '12 Mill Lane\nShrewsbury' }));
    expect(sender).toBe('Jane Smith trading as Smith Decorating\n12 Mill Lane\nShrewsbury\nSY1 1AA\nEmail: jane@example.co.uk\nTelephone: 07700 900123\n');
    expect(body.startsWith('\nJohn Brown\n')).toBe(true);
  });

  it('finds no sender block in what is not a letter', () => {
    for (const slug of ['n1-claim-guide', 'witness-statement', 'evidence-checklist', 'settlement-agreement', 'statutory-demand', 'bespoke-templates']) {
      expect(documentParts(testDocument(slug).text).sender).toBe('');
    }
    expect(documentParts('Jane\n1 High St\n\nDear John,\n\nPay me.').sender).toBe('');
    expect(documentParts('\nJane\n\nDear John,\n\nYours sincerely,\n').sender).toBe('');
    // The "sender block" would run past the salutation: not a letter's layout.
    expect(documentParts('Dear John,\nPay me.\n\nYours sincerely,\n').sender).toBe('');
    expect(documentParts(`${'line\n'.repeat(11)}\nDear John,\n\nYours sincerely,\n`).sender).toBe('');
  });

  it('keeps CRLF text whole, with its sender block', () => {
    const text = 'Jane\r\n1 High St\r\n\r\nDear John,\r\n\r\nYours sincerely,\r\n\r\n----\r\nNOTES FOR THE SENDER: x\r\n';
    const { sender, body, notes } = documentParts(text);
    expect(sender).toBe('Jane\r\n1 High St\r\n');
    expect(notes).toBe('----\r\nNOTES FOR THE SENDER: x\r\n');
    expect(sender + body + notes).toBe(text);
  });

  it('takes the last rule followed by a notes heading, so that a visitor’s own rule and "NOTES FOR" cannot cut the document short', () => {
    const text = 'Letter\n----\nNOTES FOR ME typed by the visitor\nMore letter\n\n---\n\nNOTES FOR THE SENDER: real\n';
    expect(notesStart(text)).toBe(text.indexOf('---\n\nNOTES'));
    expect(documentParts(text).notes).toBe('---\n\nNOTES FOR THE SENDER: real\n');
  });

  it('leaves a rule that is not followed by notes in the document', () => {
    for (const text of ['Letter\n----\nSigned\n', 'Letter\n----\n', 'Letter\n----\nnotes for the sender\n', '', '\n\n']) {
      expect(documentParts(text)).toEqual({ sender: '', body: text, notes: '' });
    }
  });
});

describe('notesLabel', () => {
  it.each([
    ['----\nNOTES FOR THE SENDER: read these', 'Notes for the sender'],
    ['----\nPART 2: NOTES FOR THE CREDITOR (do not serve these notes)', 'Notes for the creditor'],
    ["---\nNOTES FOR BOTH PARTIES: x", 'Notes for both parties'],
    ['', null],
    ['----\nsome text', null],
  ])('labels %p as %p', (notes, label) => expect(notesLabel(notes)).toBe(label));
});
