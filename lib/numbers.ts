/**
 * A number as the site writes it in English: digits grouped in threes with commas ("5,000", "12,480",
 * "0.4"), as `toLocaleString('en-GB')` would write it, without Intl. The first Intl formatter a page creates
 * loads the browser's locale data, a pause of tens of milliseconds on a phone; this runs while islands
 * hydrate (character limits, usage counts), so it stays plain arithmetic on the string.
 */
export function groupDigits(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [whole = '', fraction] = String(Math.abs(n)).split('.');
  // Numbers from 1e21 print in exponent form, which has nothing to group.
  const grouped = /e/i.test(whole) ? whole : whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** "1,250.50", "£1250.5" or " 1250 " as pounds; null when it is not an amount of money (negative, text, 3 decimals). */
export function parsePounds(raw: string): number | null {
  const text = raw.trim().replace(/^£/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A percentage like "3.75" or "3.75%", 0 to 25 (a Bank of England reference rate); null otherwise. */
export function parsePercent(raw: string): number | null {
  const text = raw.trim().replace(/%$/, '').trim();
  if (!/^\d{1,2}(\.\d{1,3})?$/.test(text)) return null;
  const value = Number(text);
  return value <= 25 ? value : null;
}

/** Pounds as the site writes money ("£2,400.00"), without Intl (see `groupDigits`); negative amounts with a minus. */
export function formatPounds(pounds: number): string {
  if (!Number.isFinite(pounds)) throw new RangeError(`Not an amount: ${pounds}`);
  const pence = Math.round(Math.abs(pounds) * 100);
  return `${pounds < 0 ? '-' : ''}£${groupDigits(Math.trunc(pence / 100))}.${String(pence % 100).padStart(2, '0')}`;
}
