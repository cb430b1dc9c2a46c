/**
 * Issue 26: a generated document in its parts, so that the page can print the letter as a letter and leave off
 * the notes written for the person who made it (nobody can "delete everything below the line" on paper).
 *
 * - `notes`: from the last rule line (three or more hyphens on their own) that is followed, after any blank lines,
 *   by a notes heading ("NOTES FOR THE SENDER: …", "PART 2: NOTES FOR THE CREDITOR …") to the end, with anything
 *   after the notes (the provenance line). Every template that has notes for its user marks them so.
 * - `sender`: in a letter (a "Dear …," line and a "Yours sincerely," or "Yours faithfully,"), the lines at the
 *   very top up to the first blank line: the sender's name and address block, set out as a letter sets it.
 * - `body`: the rest, from the blank line after the sender block.
 *
 * The parts are slices of the text, in order: `sender + body + notes === text`, always, so that nothing is lost
 * and the page shows exactly the text that is downloaded and copied.
 */
export type DocumentParts = { sender: string; body: string; notes: string };

const RULE = /^[ \t]*-{3,}[ \t]*$/;
const NOTES_HEADING = /^(?:PART \d+: )?NOTES FOR\b/;
const SALUTATION = /^Dear .+,\s*$/m;
const VALEDICTION = /^Yours (sincerely|faithfully),\s*$/m;
/** A sender block is a few lines: more than this is not an address. */
const MAX_SENDER_LINES = 10;

/** Where the notes start (the index of their rule line), or the text's length when it has none. */
export function notesStart(text: string): number {
  const lines = text.split('\n');
  let offset = 0;
  let found = text.length;
  for (let i = 0; i < lines.length; i++) {
    if (RULE.test(lines[i]!.replace(/\r$/, ''))) {
      let next = i + 1;
      while (next < lines.length && lines[next]!.trim() === '') next += 1;
      if (next < lines.length && NOTES_HEADING.test(lines[next]!)) found = offset;
    }
    offset += lines[i]!.length + 1;
  }
  return found;
}

/** Where the sender block ends (after the line break that ends its last line), or 0 when the document is not a letter. */
function senderEnd(text: string): number {
  if (!SALUTATION.test(text) || !VALEDICTION.test(text) || text.trim() === '' || /^\s/.test(text)) return 0;
  const blank = /\r?\n[ \t]*\r?\n/.exec(text);
  if (!blank) return 0;
  const block = text.slice(0, blank.index);
  const salutation = SALUTATION.exec(text)!.index;
  if (blank.index > salutation || block.split('\n').length > MAX_SENDER_LINES) return 0;
  return blank.index + (blank[0].startsWith('\r\n') ? 2 : 1);
}

export function documentParts(text: string): DocumentParts {
  const notesAt = notesStart(text);
  const letter = text.slice(0, notesAt);
  const senderAt = senderEnd(letter);
  return { sender: letter.slice(0, senderAt), body: letter.slice(senderAt), notes: text.slice(notesAt) };
}

/** The document without its notes: what is printed and sent. */
export const withoutNotes = (text: string) => text.slice(0, notesStart(text));

/** The notes' label from their heading ("NOTES FOR THE SENDER: …" → "Notes for the sender"), or null when there are none. */
export function notesLabel(notes: string): string | null {
  const heading = notes
    .split('\n')
    .map((line) => line.trim())
    .find((line) => NOTES_HEADING.test(line));
  const label = heading && /^(?:PART \d+: )?(NOTES FOR [A-Z' ]*[A-Z])/.exec(heading)?.[1];
  return label ? label.charAt(0) + label.slice(1).toLowerCase() : null;
}
