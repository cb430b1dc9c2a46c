/**
 * Issue 26: an email address wraps where a reader expects it to on a narrow screen, before the "@" and before
 * each dot ("help" / "@smallclaimscompass" / ".co" / ".uk"), never mid-word. These are the pieces to join with
 * `<wbr>`; joined with nothing they give back the address exactly.
 */
export function emailWrapParts(email: string): string[] {
  const text = email.trim();
  if (text === '') return [];
  const at = text.lastIndexOf('@');
  // Not an address (no "@", or one at either end): one piece, left to the page's ordinary wrapping.
  if (at <= 0 || at === text.length - 1) return [text];
  const local = text.slice(0, at);
  const domain = text.slice(at);
  const [first = '', ...rest] = domain.split('.');
  return [local, first, ...rest.map((label) => `.${label}`)].filter((part) => part !== '');
}
