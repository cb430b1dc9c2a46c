/**
 * Issue 56: text for the bundle's pages in the standard PDF fonts, which draw only the Windows-1252 letters: any other
 * character becomes its plain letter where it has one (ł is not one: it becomes ?), so a title typed in any language is
 * drawn rather than failing the bundle. The outline keeps the title as typed (PDF text strings hold any character).
 */
export function drawableText(text: string, drawable: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (drawable(code)) {
      out += char;
      continue;
    }
    const plain = char
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .split('')
      .filter((c) => drawable(c.codePointAt(0)!))
      .join('');
    out += plain || '?';
  }
  return out;
}
