/**
 * Drafts kept in the browser (sessionStorage, or this device when the visitor chose it) are untrusted when read back:
 * a draft's parser keeps only the fields the form has, each a string of at most `maxLength` characters.
 */
export function draftFields<T extends string>(fields: readonly T[], maxLength = 200): (raw: unknown) => Partial<Record<T, string>> {
  return (raw) => {
    const out: Partial<Record<T, string>> = {};
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return out;
    for (const field of fields) {
      const value = (raw as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.length <= maxLength) out[field] = value;
    }
    return out;
  };
}
