import { siteConfig } from '@/content/site';

/**
 * The years of the footer's copyright line: from the site's first year (spec 2: 2024) to the year of `now`, as a
 * range with an en dash ("2024–2026"), or the one year while they are the same. The footer is rendered when the
 * site is built, so `now` is the build's date: each build states the years up to its own.
 */
export function copyrightYears(since: number, now: Date): string {
  if (!Number.isInteger(since)) throw new RangeError(`Not a year: ${since}`);
  const year = now.getUTCFullYear();
  if (Number.isNaN(year)) throw new RangeError('Invalid date');
  // A clock set before the first year would otherwise print a backwards range.
  return year > since ? `${since}–${year}` : String(since);
}

/**
 * The footer's copyright years, worked out once, when the site is built (this module is evaluated by the
 * build, never in the browser: the footer is a server component).
 */
export const COPYRIGHT_YEARS = copyrightYears(siteConfig.copyrightSince, new Date());
