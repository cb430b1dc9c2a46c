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
