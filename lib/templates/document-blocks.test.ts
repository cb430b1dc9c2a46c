import { blockParagraphs, documentBlocks, expectedParagraphs, paragraphText, type DocumentBlock, type DocumentLine } from './document-blocks';
import { testDocument, testDocuments } from './test-documents';

// oxlint-disable-next-line no-control-regex -- finding the control characters XML forbids is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const blocksOf = (text: string) => documentBlocks(text);
const find = (blocks: DocumentBlock[], text: string) => blocks.find((b) => 'text' in b && b.text === text);
const findStart = (blocks: DocumentBlock[], start: string) => blocks.find((b) => 'text' in b && b.text.startsWith(start));
const signatures = (blocks: DocumentBlock[]) => blocks.filter((b): b is Extract<DocumentBlock, { kind: 'signature' }> => b.kind === 'signature');

/** Every blank line that has a non-blank line after it, counted in the blocks' spaces. */
function spaceLines(blocks: readonly DocumentBlock[]): number {
  const inBody = (body: readonly DocumentLine[]) => body.reduce((n, line) => n + (line.kind === 'space' ? line.lines : 0), 0);
  return blocks.reduce((n, b) => n + (b.kind === 'space' ? b.lines : b.kind === 'numbered' || b.kind === 'signature' ? inBody(b.body) : 0), 0);
}

describe('paragraphText: the one rule between a .txt line and its Word paragraph', () => {
  it.each([
    ['9. If I have not received payment', '9. If I have not received payment'],
    ['   Interest continues to run', 'Interest continues to run'],
    ['\t\t  Tabbed in', 'Tabbed in'],
    ['   - the debt: £1,250.00;', 'the debt: £1,250.00;'],
    ['- a bullet', 'a bullet'],
    ['*  a starred bullet', 'a starred bullet'],
    ['• a dot', 'a dot'],
    ['-not a bullet', '-not a bullet'],
    ['- ', '- '],
    ['-', '-'],
    ['--- x', '--- x'],
    ['☐ The agreement', '☐ The agreement'],
    ['a\tb  ', 'a\tb  '],
    ['Signed: ______', 'Signed: ______'],
    [`<script>&"' 😀`, `<script>&"' 😀`],
    ['bell\u0007 nul\u0000 vt\u000B ff\u000C', 'bell\uFFFD nul\uFFFD vt\uFFFD ff\uFFFD'],
    ['lone \uD800 high, lone \uDC00 low, pair 😀', 'lone \uFFFD high, lone \uFFFD low, pair 😀'],
    ['\uFFFE\uFFFF', '\uFFFD\uFFFD'],
  ])('%j → %j', (line, text) => expect(paragraphText(line)).toBe(text));
});

describe('expectedParagraphs', () => {
  it('lists the non-blank lines in order, split at CRLF, CR or LF, with a rule as an empty paragraph', () => {
    expect(expectedParagraphs('A\r\n\r\n  - b\rC\n   \n\t\n-----\n  ---  \nD\n')).toEqual(['A', 'b', 'C', '', '', 'D']);
    expect(expectedParagraphs('')).toEqual([]);
    expect(expectedParagraphs('\n\r\n \t ')).toEqual([]);
  });
});

describe('documentBlocks', () => {
  it.each(testDocuments.map((doc) => [doc.name, doc.text]))('keeps every line of the %s, in order, with the rule’s text', (_name, text) => {
    const blocks = blocksOf(text);
    expect(blockParagraphs(blocks)).toEqual(expectedParagraphs(text));
    expect(blockParagraphs(blocks).length).toBeGreaterThan(5);
  });

  it('reads the letter before action: headings, numbered paragraphs with their bullets, the signature space, the rules', () => {
    const blocks = blocksOf(testDocument('letter-before-action').text);
    expect(find(blocks, 'LETTER BEFORE ACTION')).toEqual({ kind: 'heading', level: 1, text: 'LETTER BEFORE ACTION' });
    expect(find(blocks, 'What the debt is for')).toEqual({ kind: 'heading', level: 2, text: 'What the debt is for' });
    expect(blocks.filter((b) => b.kind === 'numbered').map((b) => (b as { label: string }).label)).toEqual(['1.', '2.', '3.', '4.', '5.', '6.', '7.', '8.', '9.', '10.', '11.', '12.']);

    const nine = findStart(blocks, '9. If I have not received payment') as Extract<DocumentBlock, { kind: 'numbered' }>;
    expect(nine).toMatchObject({ kind: 'numbered', label: '9.', lead: '9. ' });
    expect(nine.body.map((line) => line.kind)).toEqual(['space', 'bullet', 'bullet', 'bullet', 'bullet']);
    expect(nine.body[1]).toEqual({ kind: 'bullet', text: 'the debt: £1,250.50;' });
    expect(nine.body[2]).toEqual({ kind: 'bullet', text: expect.stringContaining('and £0.27 a day after that until the debt is paid or the court gives judgment;') });

    expect(signatures(blocks)).toEqual([
      { kind: 'signature', body: [{ kind: 'line', text: 'Yours sincerely,' }, { kind: 'space', lines: 3 }, { kind: 'line', text: 'Sample claimant_name' }] },
    ]);
    expect(blocks.filter((b) => b.kind === 'rule')).toHaveLength(2);
    expect(blocks.at(-1)).toMatchObject({ kind: 'paragraph', text: expect.stringMatching(/^Made with the Letter Before Action template/) });
  });

  it('gives a paragraph the lines typed into it, and keeps a name in capitals under "Yours sincerely,"', () => {
    const blocks = blocksOf('2. First line\nsecond line\n\n   indented after a blank\n\nNot part of it.\n\nYours sincerely,\n\n\nJANE SMITH\n\n----\nNotes.');
    expect(blocks).toEqual([
      { kind: 'numbered', label: '2.', lead: '2. ', text: '2. First line', body: [{ kind: 'line', text: 'second line' }, { kind: 'space', lines: 1 }, { kind: 'line', text: 'indented after a blank' }] },
      { kind: 'space', lines: 1 },
      { kind: 'paragraph', text: 'Not part of it.', indent: 0 },
      { kind: 'space', lines: 1 },
      { kind: 'signature', body: [{ kind: 'line', text: 'Yours sincerely,' }, { kind: 'space', lines: 2 }, { kind: 'line', text: 'JANE SMITH' }] },
      { kind: 'space', lines: 1 },
      { kind: 'rule' },
      { kind: 'paragraph', text: 'Notes.', indent: 0 },
    ]);
  });

  it('reads the settlement agreement’s clause headings, clauses and both parties’ signature space', () => {
    const blocks = blocksOf(testDocument('settlement-agreement').text);
    expect(find(blocks, '1. Payment')).toEqual({ kind: 'heading', level: 2, text: '1. Payment' });
    expect(findStart(blocks, '1.1 The Paying Party')).toMatchObject({ kind: 'numbered', label: '1.1' });
    expect(findStart(blocks, '(1) Sample receiving_party_name')).toMatchObject({ kind: 'numbered', label: '(1)' });
    expect(findStart(blocks, 'A. A dispute')).toMatchObject({ kind: 'numbered', label: 'A.' });
    expect(find(blocks, 'SIGNED')).toMatchObject({ kind: 'heading', level: 1 });
    const [signature] = signatures(blocks);
    expect(signature!.body).toEqual([
      { kind: 'line', text: 'Signed by Sample receiving_party_name (the Receiving Party)' },
      { kind: 'space', lines: 1 },
      { kind: 'line', text: 'Signature: ______________________________' },
      { kind: 'space', lines: 1 },
      { kind: 'line', text: 'Date: ______________________________' },
      { kind: 'space', lines: 2 },
      { kind: 'line', text: 'Signed by Sample paying_party_name (the Paying Party)' },
      { kind: 'space', lines: 1 },
      { kind: 'line', text: 'Signature: ______________________________' },
      { kind: 'space', lines: 1 },
      { kind: 'line', text: 'Date: ______________________________' },
    ]);
  });

  it('ends the statutory demand’s signature area at the rule above its notes', () => {
    const blocks = blocksOf(testDocument('statutory-demand').text);
    const [signature] = signatures(blocks);
    expect(signature!.body.filter((line) => line.kind === 'line').map((line) => (line as { text: string }).text)).toEqual([
      'Signed: ______________________________',
      'Name: Sample creditor_name',
      'Position, if signing for a company: ______________________________',
      'Date: ______________________________',
    ]);
    expect(blocks[blocks.indexOf(signature!) + 2]).toEqual({ kind: 'rule' });
    expect(blocks[blocks.indexOf(signature!) + 3]).toEqual({
      kind: 'heading',
      level: 1,
      text: 'PART 2: NOTES FOR THE CREDITOR (do not serve these notes: printing this document from our page leaves them off)',
    });
  });

  it('reads the witness statement’s title with the witness’s name, and its tick-box-free signature lines', () => {
    const blocks = blocksOf(testDocument('witness-statement').text);
    expect(find(blocks, 'WITNESS STATEMENT OF Sample witness_name')).toMatchObject({ kind: 'heading', level: 1 });
    expect(find(blocks, 'Statement of truth')).toMatchObject({ kind: 'heading', level: 2 });
    expect(signatures(blocks)[0]!.body[0]).toEqual({ kind: 'line', text: 'Signed: ______________________________' });
  });

  it('hangs the checklist’s tick boxes and the N1 guide’s bullets', () => {
    expect(findStart(blocksOf(testDocument('evidence-checklist').text), '☐ The agreement')).toMatchObject({ kind: 'numbered', label: '☐', lead: '☐ ' });
    const n1 = blocksOf(testDocument('n1-claim-guide').text);
    expect(findStart(n1, 'Send a letter before action')).toMatchObject({ kind: 'bullet' });
    expect(find(n1, 'GUIDE TO COMPLETING FORM N1 (CLAIM FORM)')).toMatchObject({ kind: 'heading', level: 1 });
    expect(find(n1, 'AND THE CLAIMANT CLAIMS:')).toMatchObject({ kind: 'paragraph' });
  });

  it('keeps the indentation of a paragraph that is not part of a numbered one, as columns', () => {
    expect(blocksOf('  two\n\tfour')).toEqual([
      { kind: 'paragraph', text: 'two', indent: 2 },
      { kind: 'paragraph', text: 'four', indent: 4 },
    ]);
  });

  it.each([
    ['an empty string', ''],
    ['blank lines only', '\n \r\n\t\n'],
    ['a very long line', 'x'.repeat(200_000)],
    ['a long line of hyphens', '-'.repeat(100_000)],
    ['many blank lines', `a${'\n'.repeat(50_000)}b`],
    ['many short lines', Array.from({ length: 20_000 }, (_, i) => (i % 3 ? `${i}. line` : 'Signed: ___')).join('\n')],
  ])('copes with %s', (_name, text) => {
    const blocks = blocksOf(text);
    expect(blockParagraphs(blocks)).toEqual(expectedParagraphs(text));
  });

  describe('with any input', () => {
    // A fixed-seed generator, so that a failure can be reproduced.
    let seed = 17;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T,>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
    const fragments = [
      '', '', '', ' ', '\t', 'LETTER BEFORE ACTION', 'What happened', 'and', '9. If I', '10.', '1. Payment', '1.1 The', '(2) x', 'A. B', '☐ tick',
      '   - bullet', '-', '- ', '* star', '• dot', '----', '  ---  ', '---x', 'Yours sincerely,', 'Signed: ____', 'Signed by X', 'JANE SMITH',
      'PART 2: NOTES (x)', '<script>&"\'', '😀', '\u0000\u0007', '\uD800', '\uDC00x', 'x'.repeat(3000), '\f', '\u000B', 'a\tb', '\u2028', '\u00A0indented',
      '   Interest continues', 'Date: ____', 'M1 1AA', 'Email: a@b.c',
    ];
    const separators = ['\n', '\n', '\r\n', '\r'];
    const documents = Array.from({ length: 400 }, () => {
      const count = Math.floor(random() * 40);
      let text = '';
      for (let i = 0; i < count; i++) text += pick(fragments) + (random() < 0.3 ? pick(fragments) : '') + pick(separators);
      return text;
    });

    it('never throws, keeps every non-blank line in order, and keeps every blank line before text as space', () => {
      for (const text of documents) {
        const blocks = blocksOf(text);
        expect(blockParagraphs(blocks)).toEqual(expectedParagraphs(text));
        const lines = text.split(/\r\n|\r|\n/);
        const lastText = lines.findLastIndex((line) => line.trim() !== '');
        expect(spaceLines(blocks)).toBe(lines.slice(0, lastText + 1).filter((line) => line.trim() === '').length);
      }
    });

    it('gives every paragraph text, and only text XML can carry', () => {
      for (const text of documents) {
        for (const paragraph of blockParagraphs(blocksOf(text))) expect(NOT_XML.test(paragraph)).toBe(false);
        const texts = blocksOf(text).flatMap((b) => (b.kind === 'rule' || b.kind === 'space' ? [] : 'text' in b ? [b.text] : []));
        for (const t of texts) expect(t.length).toBeGreaterThan(0);
      }
    });
  });
});
