/** A piece of a search excerpt: text, highlighted or not. */
export type ExcerptPart = { text: string; mark: boolean };

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities an HTML-escaped excerpt holds (named ones above and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const point = code[1]?.toLowerCase() === 'x' ? Number.parseInt(code.slice(2), 16) : Number.parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : match;
    }
    return entities[code.toLowerCase()] ?? match;
  });
}

/**
 * Pagefind's excerpt (escaped page text with `<mark>` around the words found) as plain parts, so it is rendered
 * as text, never as HTML. Any other tag is dropped.
 */
export function parseExcerpt(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [i, piece] of excerpt.split(/<mark>([\s\S]*?)<\/mark>/).entries()) {
    const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
    if (text) parts.push({ text, mark: i % 2 === 1 });
  }
  return parts;
}

/** A result's address as the site links it: clean URLs, no `.html` (as every host config serves them). */
export function cleanResultUrl(url: string): string {
  const clean = url.replace(/(\/index)?\.html$/, '');
  return clean === '' ? '/' : clean;
}
