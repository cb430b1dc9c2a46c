/**
 * A multi-line answer put inside running text, as one line: its lines trimmed, blank ones dropped, and joined
 * with ", " ("12 Mill Lane\nShrewsbury" → "12 Mill Lane, Shrewsbury"). A comma the visitor already typed at the end
 * of a line is not doubled.
 */
export function joinLines(value: string): string {
  return value
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim().replace(/,+$/, '').trimEnd())
    .filter((line) => line !== '')
    .join(', ');
}

/** Whether the placeholder at `start` (of `length` characters) has nothing but whitespace beside it on its line. */
function standsAlone(content: string, start: number, length: number): boolean {
  const lineStart = Math.max(content.lastIndexOf('\n', start - 1), content.lastIndexOf('\r', start - 1)) + 1;
  const rest = content.slice(start + length);
  const lineEnd = rest.search(/[\r\n]/);
  const before = content.slice(lineStart, start);
  const after = lineEnd < 0 ? rest : rest.slice(0, lineEnd);
  return before.trim() === '' && after.trim() === '';
}

/**
 * Spec 5: generation replaces placeholders written as [X], {X}, {{X}} and their lower-case forms with the
 * entered values. Values are inserted as plain text: the document is only ever rendered as text.
 *
 * Issue 26: the values named in `inline` (addresses) keep their lines only where the placeholder stands on a
 * line of its own, as in a letter's address block; inside running text ("send it to me at [CLAIMANT_ADDRESS],
 * [CLAIMANT_POSTCODE], or…") their lines are joined with commas, so that a sentence never breaks in the middle.
 */
export function fillPlaceholders(content: string, values: Readonly<Record<string, string>>, { inline = [] }: { inline?: readonly string[] } = {}): string {
  const byName = new Map<string, string>();
  for (const [name, value] of Object.entries(values)) {
    byName.set(name.toUpperCase(), value);
    byName.set(name.toLowerCase(), value);
  }
  const joined = new Set(inline.map((name) => name.toUpperCase()));
  return content.replace(
    /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}|\{([A-Za-z][A-Za-z0-9_]*)\}|\[([A-Za-z][A-Za-z0-9_]*)\]/g,
    (whole: string, a: string | undefined, b: string | undefined, c: string | undefined, offset: number) => {
      const name = (a ?? b ?? c) as string;
      // Only the all-capitals or all-lower-case forms count, as the spec says.
      if (name !== name.toUpperCase() && name !== name.toLowerCase()) return whole;
      const value = byName.get(name);
      if (value === undefined) return whole;
      return joined.has(name.toUpperCase()) && !standsAlone(content, offset, whole.length) ? joinLines(value) : value;
    },
  );
}
