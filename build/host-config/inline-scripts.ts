import { createHash } from 'node:crypto';

/**
 * The strict CSP's inputs from an exported page: the hash of every inline script the browser would run
 * (Next's RSC payload pushes on island pages, the consent check in the head) and the speculation rules, which
 * browsers check against `script-src` too. Data blocks such as JSON-LD are not run, so CSP does not apply to them
 * and they are not hashed.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i;
const RUNNABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'speculationrules']);

export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    // `src` itself, not a data attribute that ends in it (the shell's loader names the shell in `data-shell-src`).
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!RUNNABLE_TYPES.has(type)) continue;
    scripts.push(body);
  }
  return scripts;
}

export const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

/** The CSP source list for a page's inline scripts, without duplicates, in document order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHash))];
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;
const CHARSET_META = /<meta charSet="utf-8"\s*\/?>/i;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * The page with its policy in a `<meta http-equiv>` tag, placed straight after the charset declaration so it
 * governs every script that follows (and for hosts that send no headers at all). Replaces an earlier tag, so
 * running the step twice is harmless.
 */
export function withCspMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const cleaned = html.replace(CSP_META, '');
  if (!CHARSET_META.test(cleaned)) throw new Error('An exported page has no <meta charset>, so its CSP has nowhere to go');
  return cleaned.replace(CHARSET_META, (charset) => `${charset}${tag}`);
}
