/**
 * Spec 5: generation replaces placeholders written as [X], {X}, {{X}} and their lower-case forms with the
 * entered values. Values are inserted as plain text: the document is only ever rendered as text.
 */
export function fillPlaceholders(content: string, values: Readonly<Record<string, string>>): string {
  const byName = new Map<string, string>();
  for (const [name, value] of Object.entries(values)) {
    byName.set(name.toUpperCase(), value);
    byName.set(name.toLowerCase(), value);
  }
  return content.replace(/\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}|\{([A-Za-z][A-Za-z0-9_]*)\}|\[([A-Za-z][A-Za-z0-9_]*)\]/g, (whole, a, b, c) => {
    const name = (a ?? b ?? c) as string;
    // Only the all-capitals or all-lower-case forms count, as the spec says.
    if (name !== name.toUpperCase() && name !== name.toLowerCase()) return whole;
    const value = byName.get(name);
    return value === undefined ? whole : value;
  });
}
