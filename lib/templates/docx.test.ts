import { crc32, inflateRawSync } from 'node:zlib';
import { expectedParagraphs } from './document-blocks';
import { DOCX_TYPE, documentDocx, hangingIndent } from './docx';
import { AWKWARD_LINE, TODAY, testDocument, testDocuments } from './test-documents';
import { letterBeforeActionTemplate } from '@/content/templates/letter-before-action';
import { documentParts } from './document-parts';
import { build, letter } from './test-answers';

/**
 * The .docx is read back the way Word would start to: as a zip package, with a reader written here on Node's
 * zlib rather than the fflate that docx wrote it with, so that a fault in that library cannot hide itself.
 */
function unzip(bytes: Uint8Array): Map<string, string> {
  const data = Buffer.from(bytes);
  const end = data.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip file: no end of central directory');
  const count = data.readUInt16LE(end + 10);
  let entry = data.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    if (data.readUInt32LE(entry) !== 0x02014b50) throw new Error(`bad central directory entry ${i}`);
    const method = data.readUInt16LE(entry + 10);
    const crc = data.readUInt32LE(entry + 16);
    const compressedSize = data.readUInt32LE(entry + 20);
    const size = data.readUInt32LE(entry + 24);
    const nameLength = data.readUInt16LE(entry + 28);
    const extraLength = data.readUInt16LE(entry + 30);
    const commentLength = data.readUInt16LE(entry + 32);
    const local = data.readUInt32LE(entry + 42);
    const name = data.toString('utf8', entry + 46, entry + 46 + nameLength);
    if (data.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const compressed = data.subarray(start, start + compressedSize);
    const content = method === 8 ? inflateRawSync(compressed) : method === 0 ? compressed : null;
    if (!content) throw new Error(`${name}: compression method ${method}`);
    if (content.length !== size || crc32(content) !== crc) throw new Error(`${name}: size or CRC does not match`);
    files.set(name, content.toString('utf8'));
    entry += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const decode = (xml: string) =>
  xml.replace(/&(lt|gt|quot|apos|amp|#(\d+)|#x([0-9a-f]+));/gi, (_m, name: string, dec?: string, hex?: string) =>
    dec ? String.fromCodePoint(Number(dec)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' } as Record<string, string>)[name]!,
  );

/** Checks the XML is well formed, as far as a Word document's XML needs: tags nest, text has no raw "<" or stray "&". */
function expectWellFormed(xml: string) {
  const stack: string[] = [];
  const misnested: string[] = [];
  const tag = /<(\/?)([\w:.-]+)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|<\?xml[^>]*\?>/g;
  let last = 0;
  for (const match of xml.matchAll(tag)) {
    const between = xml.slice(last, match.index);
    expect(between).not.toMatch(/[<>]|&(?!(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);)/i);
    last = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (!name || selfClosing) continue;
    if (!closing) stack.push(name);
    else if (stack.pop() !== name) misnested.push(name);
  }
  expect(misnested).toEqual([]);
  expect(xml.slice(last)).toBe('');
  expect(stack).toEqual([]);
  // oxlint-disable-next-line no-control-regex -- finding the control characters XML forbids is the point
  expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/);
}

type WordParagraph = { text: string; style?: string; bordered: boolean; bulleted: boolean; keepNext: boolean; hanging?: number; left?: number; bold: string[] };

/** The body's paragraphs: text (runs joined, tabs as "\t"), style, and the formatting the tests look at. */
function wordParagraphs(documentXml: string): WordParagraph[] {
  const body = /<w:body>([\s\S]*)<\/w:body>/.exec(documentXml)![1]!;
  return [...body.matchAll(/<w:p>([\s\S]*?)<\/w:p>|<w:p\/>/g)].map(([, inner = '']) => {
    const text = [...inner.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>|<w:br\/>/g)].map(([m, t]) => (m === '<w:tab/>' ? '\t' : m === '<w:br/>' ? '\n' : decode(t ?? ''))).join('');
    const indent = /<w:ind ([^>]*)\/>/.exec(inner)?.[1] ?? '';
    const number = (name: string) => (new RegExp(`w:${name}="(\\d+)"`).exec(indent) ? Number(new RegExp(`w:${name}="(\\d+)"`).exec(indent)![1]) : undefined);
    return {
      text,
      style: /<w:pStyle w:val="([^"]+)"\/>/.exec(inner)?.[1],
      bordered: /<w:pBdr><w:bottom /.test(inner),
      bulleted: /<w:numPr>/.test(inner),
      keepNext: /<w:keepNext\/>/.test(inner),
      hanging: number('hanging'),
      left: number('left'),
      bold: [...inner.matchAll(/<w:r><w:rPr><w:b\/>(?:<w:bCs\/>)?<\/w:rPr><w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, t]) => decode(t!)),
    };
  });
}

/** The paragraphs to compare with the .txt: those with text, and the rules as ''. */
const comparable = (paragraphs: WordParagraph[]) => paragraphs.filter((p) => p.text !== '' || p.bordered).map((p) => (p.bordered ? '' : p.text));

async function word(text: string, title = 'Letter Before Action') {
  const blob = await documentDocx(text, { title, date: TODAY });
  const files = unzip(new Uint8Array(await blob.arrayBuffer()));
  const documentXml = files.get('word/document.xml')!;
  return { blob, files, documentXml, paragraphs: wordParagraphs(documentXml) };
}

describe('documentDocx (issue 17 point 7)', () => {
  it.each(testDocuments.map((doc) => [doc.name, doc]))('writes the %s as a Word package with the same paragraphs as the .txt', async (_name, doc) => {
    const { blob, files, documentXml, paragraphs } = await word(doc.text, doc.template.title);
    expect(blob.type).toBe(DOCX_TYPE);
    expect(blob.size).toBeLessThan(40_000);

    const contentTypes = files.get('[Content_Types].xml')!;
    const documentPart = /<Override [^>]*PartName="\/word\/document.xml"[^>]*>/.exec(contentTypes)?.[0];
    expect(documentPart).toContain('ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"');
    expect(files.get('_rels/.rels')).toMatch(/Target="\/?word\/document.xml"/);
    for (const [name, xml] of files) if (name.endsWith('.xml') || name.endsWith('.rels')) expectWellFormed(xml);

    expect(comparable(paragraphs)).toEqual(expectedParagraphs(doc.text));
    expect(comparable(paragraphs).length).toBeGreaterThan(10);
    expect(documentXml).toContain('<w:pgSz w:w="11906" w:h="16838"');
  });

  it('gives headings Word heading styles and keeps them with what follows', async () => {
    const { paragraphs } = await word(testDocument('letter-before-action').text);
    const style = (text: string) => paragraphs.find((p) => p.text === text)?.style;
    expect(style('LETTER BEFORE ACTION')).toBe('Heading1');
    expect(style('What the debt is for')).toBe('Heading2');
    expect(style('What will happen if you do not pay or reply')).toBe('Heading2');
    expect(style('Dear Sample debtor_name,')).toBeUndefined();

    const settlement = (await word(testDocument('settlement-agreement').text, 'Settlement Agreement')).paragraphs;
    expect(settlement.find((p) => p.text === '1. Payment')?.style).toBe('Heading2');
    expect(settlement.find((p) => p.text === 'SETTLEMENT AGREEMENT')?.style).toBe('Heading1');
  });

  it('keeps the numbers in numbered paragraphs, hanging from them, with their bullets and continuation under the text', async () => {
    const { paragraphs } = await word(testDocument('letter-before-action').text);
    const numbered = paragraphs.filter((p) => /^\d+\. /.test(p.text));
    expect(numbered.map((p) => p.text.split(' ')[0])).toEqual(['1.', '2.', '3.', '4.', '5.', '6.', '7.', '8.', '9.', '10.', '11.', '12.']);
    for (const p of numbered) expect(p.hanging).toBe(hangingIndent(`${p.text.split(' ')[0]} `));
    const nine = paragraphs.findIndex((p) => p.text.startsWith('9. If I have not'));
    expect(paragraphs.slice(nine + 1, nine + 5).map((p) => [p.bulleted, p.text.split(':')[0]])).toEqual([
      [true, 'the debt'],
      [true, 'interest under section 69 of the County Courts Act 1984, which the court may award, at 8% a year from 24 August 2026 to 22 November 2026'],
      [true, 'the court fee for issuing a claim for the debt plus interest'],
      [true, 'total as at 22 November 2026'],
    ]);
    expect(paragraphs[nine + 5]).toMatchObject({ text: expect.stringMatching(/^10\. The Practice Direction/), bulleted: false });
  });

  it('measures a label’s hanging indent in Arial 11 pt', () => {
    expect(hangingIndent('9. ')).toBe(245);
    expect(hangingIndent('10. ')).toBe(367);
    expect(hangingIndent('1.1 ')).toBe(367);
    expect(hangingIndent('9.\t')).toBe(284);
    expect(hangingIndent(`${'9'.repeat(100)}. `)).toBe(1440);
  });

  it('keeps the signature area’s blank lines as empty paragraphs to sign in, on one page with what comes before', async () => {
    const { paragraphs } = await word(testDocument('letter-before-action').text);
    const from = paragraphs.findIndex((p) => p.text === 'Yours sincerely,');
    expect(paragraphs.slice(from, from + 5).map((p) => [p.text, p.keepNext])).toEqual([
      ['Yours sincerely,', true],
      ['', true],
      ['', true],
      ['', true],
      ['Sample claimant_name', false],
    ]);
    expect(paragraphs[from - 1]).toMatchObject({ text: 'Documents enclosed: Sample enclosures', keepNext: true });

    const witness = (await word(testDocument('witness-statement').text, 'Witness Statement')).paragraphs;
    const signed = witness.findIndex((p) => p.text.startsWith('Signed: ___'));
    expect(witness.slice(signed, signed + 5).map((p) => p.text)).toEqual(['Signed: ______________________________', '', 'Full name: Sample witness_name', '', 'Date: ______________________________']);
  });

  it('draws the rules as bordered empty paragraphs and puts bullets in Word lists', async () => {
    const { paragraphs } = await word(testDocument('n1-claim-guide').text, 'Small Claims Court Application (N1)');
    expect(paragraphs.filter((p) => p.bordered).map((p) => p.text)).toEqual(['']);
    const bullet = paragraphs.find((p) => p.text.startsWith('Send a letter before action'))!;
    expect(bullet).toMatchObject({ bulleted: true, hanging: 360 });
  });

  it('shows the capitals label of a note in bold', async () => {
    const { paragraphs } = await word(testDocument('letter-before-action').text);
    expect(paragraphs.find((p) => p.text.startsWith('THE COURT FEE:'))?.bold).toEqual(['THE COURT FEE:']);
    expect(paragraphs.find((p) => p.text.startsWith('Email:'))?.bold).toEqual([]);
  });

  it('keeps markup, ampersands, quotes, emoji and tabs typed by the visitor as text, and replaces what XML cannot carry', async () => {
    const doc = testDocument('letter-before-action', true);
    const { documentXml, paragraphs } = await word(doc.text);
    const texts = paragraphs.map((p) => p.text);
    expect(texts).toContain(`${AWKWARD_LINE} claimant_name`);
    expect(texts).toContain('2. <script>alert("x")</script> & \'quotes\' 😀 £1,250.00');
    expect(texts).toContain('Tab\there, a bell\uFFFD and a lone \uFFFD surrogate');
    expect(documentXml).not.toContain('<script>');
    expect(documentXml).toContain('&lt;script&gt;');
  });

  it('sets the document’s properties: title, creator and date', async () => {
    const { files } = await word('Hello', 'Letter <Before> & "Action"');
    const core = files.get('docProps/core.xml')!;
    expect(decode(/<dc:title>([^<]*)<\/dc:title>/.exec(core)![1]!)).toBe('Letter <Before> & "Action"');
    expect(core).toContain('<dc:creator>Small Claims Compass</dc:creator>');
    expect(core).toContain('<cp:lastModifiedBy>Small Claims Compass</cp:lastModifiedBy>');
    expect(decode(/<dc:description>([^<]*)<\/dc:description>/.exec(core)![1]!)).toMatch(/^Made on 22\/11\/2026 with Small Claims Compass/);
  });

  it('sets A4, Arial 11 pt in British English, and page numbers in the footer', async () => {
    const { files, documentXml } = await word('Hello');
    expect(documentXml).toMatch(/<w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440"/);
    const styles = files.get('word/styles.xml')!;
    expect(styles).toMatch(/<w:docDefaults><w:rPrDefault><w:rPr>.*w:ascii="Arial".*<w:sz w:val="22"\/>.*<w:lang w:val="en-GB"/);
    const footer = [...files].find(([name]) => /^word\/footer\d*\.xml$/.test(name))?.[1];
    expect(footer).toContain('PAGE');
    expect(footer).toContain('NUMPAGES');
  });

  it('writes an empty or blank document as a valid one with no text paragraphs', async () => {
    for (const text of ['', '\n\n  \r\n']) {
      const { files, paragraphs } = await word(text);
      expectWellFormed(files.get('word/document.xml')!);
      expect(comparable(paragraphs)).toEqual([]);
    }
  });

  it('fails the comparison when a line is dropped or moved', async () => {
    const { paragraphs } = await word('A\nB\n\nC');
    expect(comparable(paragraphs)).toEqual(['A', 'B', 'C']);
    expect(comparable(paragraphs)).not.toEqual(expectedParagraphs('A\nC\nB'));
    expect(comparable(paragraphs)).not.toEqual(expectedParagraphs('A\nB\n---\nC'));
  });
});

describe('documentDocx: the letter as a letter, the notes apart (issue 26)', () => {
  const protocolLetter = build(letterBeforeActionTemplate, { ...letter, claimant_address: '12 Mill Lane\nShrewsbury', claimant_postcode: 'SY1 1AA' });

  /** The body's paragraphs by section: a paragraph that carries section properties ends its section. */
  const sections = (documentXml: string) => {
    const body = /<w:body>([\s\S]*)<\/w:body>/.exec(documentXml)![1]!;
    const out: string[][] = [[]];
    for (const [whole] of body.matchAll(/<w:p>[\s\S]*?<\/w:p>|<w:p\/>/g)) {
      out.at(-1)!.push(whole);
      if (whole.includes('<w:sectPr')) out.push([]);
    }
    return out.filter((paragraphs) => paragraphs.length > 0).map((paragraphs) => wordParagraphs(`<w:body>${paragraphs.join('')}</w:body>`));
  };

  it('writes the Protocol letter’s paragraph 7 as one paragraph, the address joined with commas', async () => {
    const { paragraphs } = await word(protocolLetter);
    const seven = paragraphs.filter((p) => /12 Mill Lane|Shrewsbury/.test(p.text) && !/^(12 Mill Lane|Shrewsbury)$/.test(p.text));
    expect(seven).toHaveLength(1);
    expect(seven[0]!.text).toMatch(/^7\. Please fill in the enclosed Reply Form and send it to me by 23 December 2026, at 12 Mill Lane, Shrewsbury, SY1 1AA, or by email to jane@example\.co\.uk\. The Reply Form/);
    expect(paragraphs.some((p) => p.text.startsWith('Shrewsbury, SY1 1AA'))).toBe(false);
  });

  it('sets the sender block on the right and keeps its lines', async () => {
    const { documentXml } = await word(protocolLetter);
    const [letterSection] = sections(documentXml);
    const right = [...documentXml.matchAll(/<w:p>([\s\S]*?)<\/w:p>/g)].filter(([, inner]) => /<w:jc w:val="right"\/>/.test(inner!)).length;
    expect(letterSection!.slice(0, 6).map((p) => p.text)).toEqual(['Jane Smith trading as Smith Decorating', '12 Mill Lane', 'Shrewsbury', 'SY1 1AA', 'Email: jane@example.co.uk', 'Telephone: 07700 900123']);
    expect(right).toBe(6);
  });

  it.each(['letter-before-action', 'witness-statement', 'settlement-agreement', 'statutory-demand'])('%s: puts the notes in a section of their own, on a new page, labelled in its header', async (slug) => {
    const text = testDocument(slug).text;
    const { files, documentXml } = await word(text);
    const [first, second, ...rest] = sections(documentXml);
    expect(rest).toEqual([]);
    const { sender, body, notes } = documentParts(text);
    expect(comparable(first!)).toEqual(expectedParagraphs(sender + body));
    expect(comparable(second!)).toEqual(expectedParagraphs(notes));
    expect(comparable(first!).join('\n')).not.toMatch(/NOTES FOR/);
    expect(comparable(second!)[1]).toMatch(/^(PART 2: )?NOTES FOR /);
    // A new section starts on a new page (no type, or "nextPage"), and has its own header naming the notes.
    expect(documentXml).not.toMatch(/<w:type w:val="(continuous|nextColumn)"\/>/);
    const headers = [...files].filter(([name]) => /^word\/header\d*\.xml$/.test(name)).map(([, xml]) => xml);
    expect(headers.some((xml) => /<w:t[^>]*>Notes for (the sender|the witness|both parties|the creditor): not part of the document<\/w:t>/.test(xml))).toBe(true);
  });

  it('writes a document without notes in one section', async () => {
    const { documentXml } = await word(testDocument('n1-claim-guide').text);
    expect(sections(documentXml)).toHaveLength(1);
    expect(documentXml.match(/<w:sectPr/g)).toHaveLength(1);
  });
});
