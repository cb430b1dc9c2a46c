/**
 * Visitors' text on the owner's screen and in the owner's email. A name can carry an escape sequence that clears
 * or rewrites the terminal, a carriage return that hides what came before it, or a bidirectional override that
 * makes `evil.exe‮fdp.` read as `evil.exepdf.`: none of them may reach a terminal, a log or an email as they are.
 */

/**
 * Control characters (C0, DEL and C1: `\p{Cc}`), the bidirectional marks, embeddings, overrides and isolates,
 * and the line and paragraph separators (which some terminals and mail clients treat as line breaks).
 */
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/gu;

const visible = (char: string) => {
  const code = char.codePointAt(0)!;
  if (char === '\n') return '\\n';
  if (char === '\r') return '\\r';
  if (char === '\t') return '\\t';
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/**
 * Text for a terminal or a log: every unsafe character shown as a visible escape (`\x1b`, `\u202e`, `\n`), so the
 * owner sees that it was there and nothing acts on the screen. With `multiline`, line breaks are kept (a
 * carriage return before one is dropped), for text that is read as paragraphs.
 */
export function escapeForTerminal(text: string, { multiline = false }: { multiline?: boolean } = {}): string {
  if (!multiline) return text.replace(UNSAFE, visible);
  return text.replace(/\r\n/g, '\n').replace(UNSAFE, (char) => (char === '\n' ? char : visible(char)));
}

/** Text for a single line of an email: unsafe characters removed, runs of space closed up. */
export function cleanForEmail(text: string): string {
  return text.replace(UNSAFE, ' ').replace(/ {2,}/g, ' ').trim();
}
