import { templates } from '@/content/templates';
import { letterBeforeActionTemplate } from '@/content/templates/letter-before-action';
import { buildDocument, inlineAddresses, isAddressField } from './generate';
import { fillPlaceholders, joinLines } from './placeholders';
import { build, demand, letter, n1, settlement, TEST_TODAY, witness } from './test-answers';

/**
 * Issue 26: a multi-line address typed into a textarea is joined with commas where it is filled in inside running
 * text, so that no sentence (the Protocol letter's paragraph 7) breaks in the middle; where the address stands on
 * lines of its own, as in a letter's address block, it keeps its lines.
 */

describe('joinLines', () => {
  it.each([
    ['12 Mill Lane\nShrewsbury', '12 Mill Lane, Shrewsbury'],
    ['12 Mill Lane\r\nShrewsbury\r\n', '12 Mill Lane, Shrewsbury'],
    ['12 Mill Lane\rShrewsbury', '12 Mill Lane, Shrewsbury'],
    ['Flat 2,\n12 Mill Lane,\n\n  Shrewsbury  ', 'Flat 2, 12 Mill Lane, Shrewsbury'],
    ['Flat 2 ,,\n12 Mill Lane', 'Flat 2, 12 Mill Lane'],
    ['12 Mill Lane, Shrewsbury', '12 Mill Lane, Shrewsbury'],
    ['', ''],
    ['\n \n', ''],
    ['<b>1</b> & 2\n$& $1', '<b>1</b> & 2, $& $1'],
  ])('joins %p as %p', (value, expected) => expect(joinLines(value)).toBe(expected));
});

describe('fillPlaceholders with inline values', () => {
  const values = { ADDRESS: '12 Mill Lane\nShrewsbury', DETAILS: 'First line\nSecond line' };
  const inline = ['ADDRESS'];

  it('joins the value inside a sentence, in every placeholder form', () => {
    expect(fillPlaceholders('Send it to me at [ADDRESS], or by email.', values, { inline })).toBe('Send it to me at 12 Mill Lane, Shrewsbury, or by email.');
    expect(fillPlaceholders('Address: {address}', values, { inline })).toBe('Address: 12 Mill Lane, Shrewsbury');
    expect(fillPlaceholders('of {{ ADDRESS }}, say', values, { inline })).toBe('of 12 Mill Lane, Shrewsbury, say');
  });

  it('keeps the lines of a value standing on its own line, with or without indentation, at the start or end of the text', () => {
    expect(fillPlaceholders('Jane\n[ADDRESS]\nSY1 1AA', values, { inline })).toBe('Jane\n12 Mill Lane\nShrewsbury\nSY1 1AA');
    expect(fillPlaceholders('[ADDRESS]', values, { inline })).toBe('12 Mill Lane\nShrewsbury');
    expect(fillPlaceholders('Jane\r\n  [ADDRESS]  \r\nSY1', values, { inline })).toBe('Jane\r\n  12 Mill Lane\nShrewsbury  \r\nSY1');
  });

  it('leaves the values not named inline as they are, even inside a sentence', () => {
    expect(fillPlaceholders('What happened: [DETAILS]', values, { inline })).toBe('What happened: First line\nSecond line');
    expect(fillPlaceholders('at [ADDRESS].', values)).toBe('at 12 Mill Lane\nShrewsbury.');
  });

  it('judges each placeholder on its own line: one alone, one in a sentence', () => {
    expect(fillPlaceholders('[ADDRESS]\nReply to [ADDRESS].', values, { inline })).toBe('12 Mill Lane\nShrewsbury\nReply to 12 Mill Lane, Shrewsbury.');
  });
});

describe('the templates’ addresses', () => {
  it('treats every "…address" field, and only those, as an address', () => {
    const ids = templates.flatMap((t) => t.formFields.filter(isAddressField).map((f) => `${t.slug}:${f.id}`));
    expect(ids).toEqual([
      'letter-before-action:claimant_address',
      'letter-before-action:debtor_address',
      'n1-claim-guide:claimant_address',
      'n1-claim-guide:defendant_address',
      'witness-statement:witness_address',
      'settlement-agreement:receiving_party_address',
      'settlement-agreement:paying_party_address',
      'statutory-demand:creditor_address',
      'statutory-demand:debtor_address',
    ]);
    expect(inlineAddresses(letterBeforeActionTemplate.formFields)).toEqual(['CLAIMANT_ADDRESS', 'DEBTOR_ADDRESS']);
    for (const template of templates) for (const field of template.formFields.filter(isAddressField)) expect(field.type).toBe('textarea');
  });

  /** Each template's main answers with every address typed over two lines, marked with its field. */
  const cases = [
    ['letter-before-action (Protocol letter)', letterBeforeActionTemplate, letter, true],
    // The 14-day letter has its addresses only in the address blocks.
    ['letter-before-action (14-day letter)', letterBeforeActionTemplate, { ...letter, sender_kind: 'individual' }, false],
    ['n1-claim-guide', templates.find((t) => t.slug === 'n1-claim-guide')!, n1, true],
    ['witness-statement', templates.find((t) => t.slug === 'witness-statement')!, witness, true],
    ['settlement-agreement', templates.find((t) => t.slug === 'settlement-agreement')!, settlement, true],
    ['statutory-demand (company)', templates.find((t) => t.slug === 'statutory-demand')!, demand, true],
    ['statutory-demand (individual)', templates.find((t) => t.slug === 'statutory-demand')!, { ...demand, debtor_kind: 'individual', debt_basis: 'payable-now' }, true],
  ] as const;

  it.each(cases)('%s: no line of the document starts in the middle of an address, and each address in a sentence is joined', (_name, template, answers, anyInSentence) => {
    const fields = template.formFields.filter(isAddressField);
    const values: Record<string, string> = { ...answers };
    for (const field of fields) values[field.id] = `12 Mill Lane ${field.id}\nShrewsbury ${field.id}`;
    const lines = build(template, values).split('\n');
    let inSentences = 0;
    const broken: string[] = [];
    for (const field of fields) {
      const [first, second] = [`12 Mill Lane ${field.id}`, `Shrewsbury ${field.id}`];
      lines.forEach((line, i) => {
        // On a line of its own, the address keeps its lines; in a sentence, it is joined; never does a line start mid-address.
        if (line === first) {
          if (lines[i + 1] !== second) broken.push(line);
        } else if (line.includes(first)) {
          if (line.includes(`${first}, ${second}`)) inSentences += 1;
          else broken.push(line);
        } else if (line.includes(second) && lines[i - 1] !== first) {
          broken.push(line);
        }
      });
    }
    expect(broken).toEqual([]);
    expect(inSentences > 0).toBe(anyInSentence);
  });

  it('writes the Protocol letter’s paragraph 7 as one line, and keeps the address block’s lines (issue 26)', () => {
    const values = { ...letter, claimant_address: '12 Mill Lane\nShrewsbury', claimant_postcode: 'SY1 1AA' };
    const document = buildDocument(letterBeforeActionTemplate, values, TEST_TODAY);
    const paragraph7 = document.split('\n').find((line) => line.startsWith('7. '));
    expect(paragraph7).toBe(
      '7. Please fill in the enclosed Reply Form and send it to me by 23 December 2026, at 12 Mill Lane, Shrewsbury, SY1 1AA, or by email to jane@example.co.uk. The Reply Form lets you tell me whether you accept that you owe the debt, accept only part of it, dispute it, or need more information or documents before you can say.',
    );
    expect(document.startsWith('Jane Smith trading as Smith Decorating\n12 Mill Lane\nShrewsbury\nSY1 1AA\nEmail: jane@example.co.uk\n')).toBe(true);
    expect(document).not.toMatch(/^Shrewsbury, SY1 1AA, or by email/m);
  });
});
