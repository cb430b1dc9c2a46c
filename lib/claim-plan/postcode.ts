/** A full UK postcode as typed, case and spacing free ("ls14dy", "LS1 4DY"): what the plan's postcode questions take. */
export const FULL_POSTCODE = /^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/;

/** A full postcode in capitals with one space before the inward code ("ls14dy" → "LS1 4DY"); null when not one. */
export function normalisePostcode(typed: string): string | null {
  const text = typed.trim();
  if (!FULL_POSTCODE.test(text)) return null;
  const compact = text.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
