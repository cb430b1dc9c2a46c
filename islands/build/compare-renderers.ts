/**
 * Issue 36: the islands are written for React and run on Preact's compat layer. This compares what the two renderers
 * make of the same island and props, and names every difference that matters to a visitor: an element, an attribute
 * (Preact once dropped `spellCheck`), a text. What only the serialisation differs in is left out: React's text
 * separators and Suspense markers (comments), boolean attributes written `x` or `x=""`, entity spelling, and the ids
 * `useId` makes (each renderer has its own format), which are compared by where they are used instead.
 */

type Token = { kind: 'open'; tag: string; attrs: Map<string, string> } | { kind: 'close'; tag: string } | { kind: 'text'; text: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

/** The ids `useId` writes: React DOM's (`_R_…_`, `«r…»`, `:r…:`) and Preact's (`P0-1`). */
const GENERATED_ID = /_R_[A-Za-z0-9]*_|«[^»]*»|:[rR][A-Za-z0-9]*:|\bP\d+-\d+\b/g;

/** Void elements: no closing tag follows. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** An HTML fragment as renderers serialise it (well-formed, attributes quoted), as open, close and text tokens. */
export function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  const ids = new Map<string, string>();
  const stableIds = (value: string) => value.replace(GENERATED_ID, (id) => ids.get(id) ?? (ids.set(id, `id${ids.size + 1}`), `id${ids.size}`));
  let text = '';
  const flush = () => {
    if (text !== '') tokens.push({ kind: 'text', text: decode(text).replace(/\s+/g, ' ') });
    text = '';
  };
  const pattern = /<!--[\s\S]*?-->|<\/([a-zA-Z][\w-]*)\s*>|<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:="[^"]*"|='[^']*'|=[^\s>]+)?)*)\s*\/?>|([^<]+|<)/g;
  for (const match of html.matchAll(pattern)) {
    const [whole, closing, opening, attrText, plain] = match;
    if (plain !== undefined) {
      text += plain;
      continue;
    }
    if (whole.startsWith('<!--')) continue;
    flush();
    if (closing) {
      tokens.push({ kind: 'close', tag: closing.toLowerCase() });
      continue;
    }
    const attrs = new Map<string, string>();
    for (const attr of (attrText ?? '').matchAll(/([^\s=>/]+)(?:="([^"]*)"|='([^']*)'|=([^\s>]+))?/g)) {
      const name = attr[1]!.toLowerCase();
      let value = decode(attr[2] ?? attr[3] ?? attr[4] ?? '');
      if (name === 'style') value = value.replace(/\s*([:;])\s*/g, '$1').replace(/;$/, '');
      attrs.set(name, stableIds(value));
    }
    const tag = opening!.toLowerCase();
    tokens.push({ kind: 'open', tag, attrs });
    if (VOID.has(tag) || whole.endsWith('/>')) tokens.push({ kind: 'close', tag });
  }
  flush();
  return tokens;
}

const tokenText = (token: Token | undefined) =>
  token === undefined ? 'nothing' : token.kind === 'text' ? `text "${token.text.slice(0, 60)}"` : token.kind === 'close' ? `</${token.tag}>` : `<${token.tag}>`;

/**
 * The differences between two renderings of one island (`preact`, then `react`), one line each, with the element
 * they are in; [] when the two agree on every element, attribute and text.
 */
export function renderDifferences(preact: string, react: string, limit = 20): string[] {
  const a = tokenize(preact);
  const b = tokenize(react);
  const differences: string[] = [];
  const path: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length) && differences.length < limit; i++) {
    const p = a[i];
    const r = b[i];
    const where = path.join(' > ') || '(top)';
    if (!p || !r || p.kind !== r.kind || (p.kind !== 'text' && p.tag !== (r as { tag: string }).tag)) {
      differences.push(`${where}: Preact renders ${tokenText(p)}, React ${tokenText(r)}`);
      break; // The trees have parted: what follows would only repeat it.
    }
    if (p.kind === 'text' && r.kind === 'text') {
      if (p.text !== r.text) differences.push(`${where}: Preact says "${p.text.slice(0, 80)}", React "${r.text.slice(0, 80)}"`);
      continue;
    }
    if (p.kind === 'close') {
      path.pop();
      continue;
    }
    if (p.kind === 'open' && r.kind === 'open') {
      const id = p.attrs.get('id');
      path.push(`${p.tag}${id && !/^id\d+$/.test(id) ? `#${id}` : ''}`);
      for (const name of new Set([...p.attrs.keys(), ...r.attrs.keys()])) {
        const [pv, rv] = [p.attrs.get(name), r.attrs.get(name)];
        if (pv === rv) continue;
        const shown = (v: string | undefined) => (v === undefined ? 'no attribute' : `"${v.slice(0, 60)}"`);
        differences.push(`${path.join(' > ')}: ${name}: Preact ${shown(pv)}, React ${shown(rv)}`);
      }
    }
  }
  return differences;
}
