/**
 * A tiny inline markup for content text: `**bold**` and `[label](href)`. Everything else is plain text, so
 * content can never inject HTML. Only internal paths, anchors, https, mailto and tel links are allowed.
 */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string; external: boolean };

const TOKEN = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|#|https:\/\/|mailto:|tel:)/.test(href);
}

export function parseInline(source: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of source.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push({ kind: 'text', text: source.slice(last, index) });
    const [whole, bold, label, href] = match;
    if (bold !== undefined) {
      nodes.push({ kind: 'strong', text: bold });
    } else if (label !== undefined && href !== undefined && isSafeHref(href)) {
      nodes.push({ kind: 'link', text: label, href, external: href.startsWith('https://') });
    } else {
      nodes.push({ kind: 'text', text: whole });
    }
    last = index + whole.length;
  }
  if (last < source.length) nodes.push({ kind: 'text', text: source.slice(last) });
  return nodes;
}

/** Plain text of inline markup (for meta descriptions and JSON-LD). */
export function toPlainText(source: string): string {
  return parseInline(source)
    .map((n) => n.text)
    .join('');
}
