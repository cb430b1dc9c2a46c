/**
 * Issue 17 point 7: a generated document (plain text) read as typed blocks, so that the Word copy can give
 * headings, numbered paragraphs, bullets and the signature area their own formatting.
 *
 * The rule that ties the Word copy to the .txt (tested, and what the .docx tests compare):
 * - the text is split into lines at CRLF, CR or LF; a line is blank when `line.trim() === ''`;
 * - a rule line (only hyphens, at least three, with optional whitespace around) becomes an empty paragraph
 *   drawn as a line;
 * - every other non-blank line becomes exactly one Word paragraph, in the same order, whose text is
 *   `paragraphText(line)`: the line without its leading whitespace (indentation becomes paragraph indent), and
 *   without a bullet marker ("-", "*" or "•" followed by whitespace and then text; the paragraph becomes a
 *   bulleted one instead), with any character XML cannot carry (C0 controls other than tab, U+FFFE, U+FFFF,
 *   unpaired surrogates) replaced by U+FFFD. Nothing else changes: numbers such as "9." stay in the text,
 *   tabs stay tabs, trailing spaces stay;
 * - blank lines become space: before the next paragraph, or, in a signature area, empty paragraphs to sign in.
 *
 * Telling headings from paragraphs is a guess from the line alone and its neighbours. What a visitor typed can
 * look like a heading or a number; that only changes its formatting, never its text.
 */

/** A line inside a numbered paragraph or a signature area. */
export type DocumentLine = { kind: 'line'; text: string } | { kind: 'bullet'; text: string } | { kind: 'space'; lines: number };

export type DocumentBlock =
  /** Level 1: a title or part heading in capitals; level 2: a short heading ("What happened", "1. Payment"). */
  | { kind: 'heading'; level: 1 | 2; text: string }
  /** A paragraph of its own; `indent` is how many columns the .txt indented it by (a tab counts as 4). */
  | { kind: 'paragraph'; text: string; indent: number }
  | { kind: 'bullet'; text: string }
  /**
   * A paragraph that starts with a number ("9.", "1.1", "(2)", "A.") or a tick box ("☐"), kept in its text so
   * that "paragraph 9" still points at it. `lead` is the label with the whitespace after it, for the hanging
   * indent. Lines that follow it directly, and indented lines after a blank line, are its continuation.
   */
  | { kind: 'numbered'; label: string; lead: string; text: string; body: DocumentLine[] }
  | { kind: 'rule' }
  /** Blank lines between blocks. */
  | { kind: 'space'; lines: number }
  /**
   * From "Yours sincerely," or a "Signed: ____" or "Signed by" line to the next rule, numbered paragraph or
   * capitals heading with more than a rule after it. Its blank lines are the space to sign in.
   */
  | { kind: 'signature'; body: DocumentLine[] };

/** The document's lines, split at CRLF, CR or LF. */
export function documentLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}

export const isBlankLine = (line: string) => line.trim() === '';

export const isRuleLine = (line: string) => /^\s*-{3,}\s*$/.test(line);

const BULLET = /^[-*•]\s+(?=\S)/;

// Characters XML 1.0 cannot carry: Word refuses a file that has one.
// oxlint-disable-next-line no-control-regex -- finding these control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text the Word paragraph for a non-blank, non-rule line has (see the module's rule). */
export function paragraphText(line: string): string {
  return line.trimStart().replace(BULLET, '').replace(NOT_XML, '\uFFFD');
}

/** Whether the line's paragraph is a bulleted one. */
export const isBulletLine = (line: string) => BULLET.test(line.trimStart());

/**
 * The Word paragraphs the .txt's non-blank lines become, in order: each line's `paragraphText`, or '' for a
 * rule line. A .docx has the same paragraphs when its non-empty paragraphs and its rule paragraphs (as '')
 * give this list.
 */
export function expectedParagraphs(text: string): string[] {
  return documentLines(text)
    .filter((line) => !isBlankLine(line))
    .map((line) => (isRuleLine(line) ? '' : paragraphText(line)));
}

/** The texts of the blocks' paragraphs in order, with '' for a rule: for a well-read document, `expectedParagraphs`. */
export function blockParagraphs(blocks: readonly DocumentBlock[]): string[] {
  const lines = (body: readonly DocumentLine[]) => body.flatMap((line) => (line.kind === 'space' ? [] : [line.text]));
  return blocks.flatMap((block) => {
    switch (block.kind) {
      case 'space':
        return [];
      case 'rule':
        return [''];
      case 'numbered':
        return [block.text, ...lines(block.body)];
      case 'signature':
        return lines(block.body);
      default:
        return [block.text];
    }
  });
}

const NUMBER_LABEL = /^(\d{1,3}\.(?:\d{1,3}\.?)*|\(\d{1,3}\)|\([a-z]{1,4}\)|[A-Z]\.|[☐☑☒])(\s+)(?=\S)/u;
const VALEDICTION = /^(yours (sincerely|faithfully|truly)|((with )?(kind|best) )?regards)[,.]?\s*$/i;
const SIGNING_LINE = /^[^_]{0,80}_{3,}/;
const SIGNED_BY = /^signed by\b/i;

/** A word in capitals: at least two capital letters, no small ones and no digits ("PART", "(CLAIM", "CLAIMANT'S"). */
const isCapsWord = (word: string) => /^[("'‘“[]?\p{Lu}{2,}[\p{Lu}'’-]*[)\]"'’”:,.]?$/u.test(word);

/** The capitals words a line starts with, before its first word with a small letter. */
function leadingCapsWords(line: string): number {
  let count = 0;
  for (const word of line.split(/\s+/)) {
    if (/\p{Ll}/u.test(word)) break;
    if (isCapsWord(word)) count += 1;
  }
  return count;
}

const endsLikeSentence = (line: string) => /[.,;:!?]$/.test(line);

/** "LETTER BEFORE ACTION", "PART 2: NOTES FOR THE CREDITOR (do not serve these notes)", "WITNESS STATEMENT OF Jo Bloggs". */
function isCapsHeading(line: string, standalone: boolean, first: boolean): boolean {
  if (line.length > 120 || endsLikeSentence(line)) return false;
  const caps = leadingCapsWords(line);
  const noSmall = !/\p{Ll}/u.test(line);
  if (standalone) return caps >= 2 || (caps === 1 && noSmall);
  // A title line directly followed by a line such as "Prepared on …".
  return first && noSmall && caps >= 3;
}

/** "What happened", "Statement of truth": short, capitalised, on its own, and not a sentence or a label. */
function isShortHeading(line: string): boolean {
  return line.length <= 70 && /^\p{Lu}/u.test(line) && /\p{Ll}/u.test(line) && !line.includes(':') && !endsLikeSentence(line) && line.split(/\s+/).length <= 10;
}

const isSignatureStart = (line: string) => VALEDICTION.test(line) || SIGNED_BY.test(line) || SIGNING_LINE.test(line);

const indentColumns = (line: string) => {
  const indent = /^\s*/.exec(line)![0];
  return [...indent].reduce((columns, c) => columns + (c === '\t' ? 4 : 1), 0);
};

/** Reads a generated plain-text document into blocks. Never throws; keeps every non-blank line (see the module's rule). */
export function documentBlocks(text: string): DocumentBlock[] {
  const lines = documentLines(text);
  const blocks: DocumentBlock[] = [];
  const firstLine = lines.findIndex((line) => !isBlankLine(line));
  const boundary = (index: number) => index < 0 || index >= lines.length || isBlankLine(lines[index]!) || isRuleLine(lines[index]!);
  const nextNonBlank = (index: number) => {
    for (let i = index + 1; i < lines.length; i++) if (!isBlankLine(lines[i]!)) return lines[i]!;
    return undefined;
  };

  let open: Extract<DocumentBlock, { kind: 'numbered' | 'signature' }> | null = null;
  let blank = 0;

  const bodyLine = (line: string): DocumentLine => ({ kind: isBulletLine(line) ? 'bullet' : 'line', text: paragraphText(line) });

  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    if (isBlankLine(raw)) {
      blank += 1;
      continue;
    }
    const line = raw.trim();
    const atMargin = !/^\s/.test(raw);
    const standalone = boundary(i - 1) && boundary(i + 1);
    const capsHeading = !isRuleLine(raw) && atMargin && isCapsHeading(line, standalone, i === firstLine);
    const number = atMargin ? NUMBER_LABEL.exec(raw) : null;

    if (open?.kind === 'numbered' && !isRuleLine(raw) && !number && !capsHeading && (blank === 0 || !atMargin)) {
      if (blank > 0) open.body.push({ kind: 'space', lines: blank });
      open.body.push(bodyLine(raw));
      blank = 0;
      continue;
    }
    // A name typed in capitals under "Yours sincerely," is not a heading: a heading has more than a rule after it.
    const next = nextNonBlank(i);
    const endsSignature = capsHeading && next !== undefined && !isRuleLine(next);
    if (open?.kind === 'signature' && !isRuleLine(raw) && !number && !endsSignature) {
      if (blank > 0) open.body.push({ kind: 'space', lines: blank });
      open.body.push(bodyLine(raw));
      blank = 0;
      continue;
    }
    open = null;
    if (blank > 0) blocks.push({ kind: 'space', lines: blank });
    blank = 0;

    if (isRuleLine(raw)) {
      blocks.push({ kind: 'rule' });
    } else if (number) {
      const clause = /^(\d{1,3})\.$/.exec(number[1]!);
      if (clause && line.length <= 100 && next !== undefined && new RegExp(`^${clause[1]}\\.1\\s`).test(next)) {
        blocks.push({ kind: 'heading', level: 2, text: paragraphText(raw) });
      } else {
        open = { kind: 'numbered', label: number[1]!, lead: number[0], text: paragraphText(raw), body: [] };
        blocks.push(open);
      }
    } else if (capsHeading) {
      blocks.push({ kind: 'heading', level: 1, text: paragraphText(raw) });
    } else if (isSignatureStart(line)) {
      open = { kind: 'signature', body: [bodyLine(raw)] };
      blocks.push(open);
    } else if (isBulletLine(raw)) {
      blocks.push({ kind: 'bullet', text: paragraphText(raw) });
    } else if (atMargin && standalone && isShortHeading(line)) {
      blocks.push({ kind: 'heading', level: 2, text: paragraphText(raw) });
    } else {
      blocks.push({ kind: 'paragraph', text: paragraphText(raw), indent: indentColumns(raw) });
    }
  }
  return blocks;
}
