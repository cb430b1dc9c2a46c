import { AlignmentType, BorderStyle, Document, Footer, Header, HeadingLevel, Packer, PageNumber, Paragraph, Tab, TextRun, type IParagraphOptions } from 'docx';
import { siteConfig } from '@/content/site';
import { documentBlocks, type DocumentLine } from './document-blocks';
import { documentParts, notesLabel } from './document-parts';

/**
 * Issue 17 point 7: the generated document as a Word file, built with the `docx` library from the blocks that
 * `documentBlocks` reads, so every paragraph of the .txt is a paragraph of the .docx with the same text (the
 * rule is in `document-blocks.ts`).
 *
 * This module imports `docx` statically and is itself meant to be loaded only on demand: the page calls
 * `await import('@/lib/templates/docx')` when the visitor asks for the Word copy, so the library (its own
 * chunk) never weighs on the page's first load. Import nothing from here in code that the page loads anyway.
 */

const FONT = 'Arial';
/** Run sizes are in half-points. */
const BODY_SIZE = 22;
/** Twips (1/20 pt): one blank line of 11 pt text at the 1.15 line spacing below. */
const BLANK_LINE = 253;
/** More blank lines than this between paragraphs add no more space (a signature's blank lines are all kept). */
const MAX_BLANK_LINES = 4;
const BULLET_HANG = 360;

/** Arial's advance widths in thousandths of an em, for the characters paragraph labels are made of. */
const ARIAL_WIDTHS: Record<string, number> = {
  ' ': 278, '.': 278, '(': 333, ')': 333, '☐': 1000, '☑': 1000, '☒': 1000,
  ...Object.fromEntries([...'0123456789'].map((c) => [c, 556])),
  ...Object.fromEntries([...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611][i]!])),
  ...Object.fromEntries([...'abcdefghijklmnopqrstuvwxyz'].map((c, i) => [c, [556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500][i]!])),
};

/**
 * The hanging indent for a numbered paragraph: the width of its label and the space after it, so the lines it
 * wraps onto start under its first word. A tab after the label goes to the next half-centimetre or so.
 */
export function hangingIndent(lead: string): number {
  const twipsPerEm = (BODY_SIZE / 2) * 20;
  const label = lead.replace(/\s+$/, '');
  const space = lead.slice(label.length);
  const labelWidth = [...label].reduce((sum, c) => sum + (ARIAL_WIDTHS[c] ?? 556), 0) * (twipsPerEm / 1000);
  if (space.includes('\t')) return Math.min(1440, Math.ceil((labelWidth + 60) / 284) * 284);
  const spaceWidth = [...space].length * ARIAL_WIDTHS[' ']! * (twipsPerEm / 1000);
  return Math.min(1440, Math.round(labelWidth + spaceWidth));
}

/** "CHECK THE COURT FEE:" at the start of a note: the capitals label, shown in bold. */
const BOLD_LEAD = /^\p{Lu}[\p{Lu}\d\s'’,()&/-]{0,58}:(?=\s|$)/u;

/** A line's text as runs: its tabs as Word tabs, and a capitals label before a colon in bold. */
function runs(text: string, boldLead = false): TextRun[] {
  const lead = boldLead ? BOLD_LEAD.exec(text)?.[0] : undefined;
  const parts = lead && /\p{Lu}{2}/u.test(lead) ? [{ text: lead, bold: true }, { text: text.slice(lead.length), bold: false }] : [{ text, bold: false }];
  return parts
    .filter((part) => part.text !== '')
    .map(({ text: part, bold }) => new TextRun({ bold: bold || undefined, children: part.split('\t').flatMap((piece, i) => (i === 0 ? [piece] : [new Tab(), piece])).filter((child) => child !== '') }));
}

const spaceBefore = (blank: number) => (blank > 0 ? { spacing: { before: Math.min(blank, MAX_BLANK_LINES) * BLANK_LINE } } : {});

/** The Word paragraphs for the document's blocks, in order. */
function paragraphs(text: string): IParagraphOptions[] {
  const out: IParagraphOptions[] = [];
  let blank = 0;
  const add = (options: IParagraphOptions) => {
    out.push({ ...options, ...spaceBefore(blank) });
    blank = 0;
  };
  const addLines = (body: readonly DocumentLine[], indent: number, keepTogether: boolean) => {
    body.forEach((line, index) => {
      const keepNext = keepTogether && index < body.length - 1 ? true : undefined;
      if (line.kind === 'space') {
        // Space to sign in: real empty paragraphs, as many as the .txt has blank lines.
        if (keepTogether) for (let i = 0; i < line.lines; i++) out.push({ keepNext: true });
        else blank += line.lines;
      } else if (line.kind === 'bullet') {
        add({ children: runs(line.text), bullet: { level: 0 }, indent: { left: indent + 2 * BULLET_HANG, hanging: BULLET_HANG }, keepNext });
      } else {
        add({ children: runs(line.text), indent: indent > 0 ? { left: indent } : undefined, keepNext });
      }
    });
  };

  for (const block of documentBlocks(text)) {
    switch (block.kind) {
      case 'space':
        blank += block.lines;
        break;
      case 'heading':
        add({ children: runs(block.text), heading: block.level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2 });
        break;
      case 'paragraph':
        add({ children: runs(block.text, true), indent: block.indent > 0 ? { left: Math.min(block.indent, 40) * 110 } : undefined });
        break;
      case 'bullet':
        add({ children: runs(block.text), bullet: { level: 0 }, indent: { left: 2 * BULLET_HANG, hanging: BULLET_HANG } });
        break;
      case 'numbered': {
        const hang = hangingIndent(block.lead);
        add({ children: runs(block.text), indent: { left: hang, hanging: hang } });
        addLines(block.body, hang, false);
        break;
      }
      case 'rule':
        add({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '808080', space: 1 } } });
        break;
      case 'signature': {
        // Keep the signature area on one page, with the paragraph before it (a statement of truth, say).
        const before = out.at(-1);
        if (before) out[out.length - 1] = { ...before, keepNext: true };
        addLines(block.body, 0, true);
        break;
      }
    }
  }
  return out;
}

const heading = (size: number) => ({ run: { font: FONT, size, bold: true, color: '000000' }, paragraph: { keepNext: true, keepLines: true } });

const PAGE = { size: { width: 11906, height: 16838 }, margin: { top: 1440, right: 1440, bottom: 1440, left: 1440 } };

const pageNumbers = () =>
  new Footer({
    children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ size: 18, children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] })] })],
  });

/** How many paragraphs the first `lines` of text make: one per non-blank line. */
const paragraphCount = (lines: string) => lines.split(/\r\n|\r|\n/).filter((line) => line.trim() !== '').length;

/**
 * The Word document: A4, 2.54 cm margins, Arial 11 pt in British English, page numbers in the footer. A letter's
 * sender block is set on the right. The notes for the person who made the document (issue 26) are a section of
 * their own, starting on a new page, with their label in the page header ("Notes for the sender: not part of the
 * document"), so that they can be read, and left out when it is printed or sent.
 */
function wordDocument(text: string, meta: { title: string; date: Date }): Document {
  const { date } = meta;
  const made = [date.getDate(), date.getMonth() + 1].map((n) => String(n).padStart(2, '0')).concat(String(date.getFullYear())).join('/');
  const { sender, body, notes } = documentParts(text);
  const senderParagraphs = paragraphCount(sender);
  const letter = paragraphs(sender + body).map((options, i) => new Paragraph(i < senderParagraphs ? { ...options, alignment: AlignmentType.RIGHT } : options));
  const label = notesLabel(notes);
  const notesSection = notes.trim()
    ? [
        {
          properties: { page: PAGE },
          headers: {
            default: new Header({
              children: [new Paragraph({ children: [new TextRun({ size: 18, bold: true, text: `${label ?? 'Notes'}: not part of the document` })] })],
            }),
          },
          footers: { default: pageNumbers() },
          children: paragraphs(notes).map((options) => new Paragraph(options)),
        },
      ]
    : [];
  return new Document({
    title: meta.title,
    creator: siteConfig.name,
    lastModifiedBy: siteConfig.name,
    description: `Made on ${made} with ${siteConfig.name} (${siteConfig.url}). General guidance, not legal advice.`,
    styles: {
      default: {
        document: { run: { font: FONT, size: BODY_SIZE, language: { value: 'en-GB' } }, paragraph: { spacing: { before: 0, after: 0, line: 276 } } },
        heading1: heading(28),
        heading2: heading(24),
      },
    },
    sections: [
      // An empty header keeps the notes' header off the letter's pages.
      { properties: { page: PAGE }, headers: { default: new Header({ children: [new Paragraph({})] }) }, footers: { default: pageNumbers() }, children: letter },
      ...notesSection,
    ],
  });
}

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The document as a .docx file for the browser to download. */
export async function documentDocx(text: string, meta: { title: string; date: Date }): Promise<Blob> {
  return Packer.toBlob(wordDocument(text, meta));
}
