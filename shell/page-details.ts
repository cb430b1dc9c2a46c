import { formatLongDate } from '@/lib/dates';
import { SHELL_ATTR } from '@/lib/page-markers';

/** Fills each `<time data-today>` with the visitor's today, en-GB long format (never frozen at build time). */
export function showToday(): void {
  const now = new Date();
  for (const time of document.querySelectorAll<HTMLTimeElement>(`time[${SHELL_ATTR.today}]`)) {
    time.dateTime = now.toISOString().slice(0, 10);
    time.textContent = formatLongDate(now);
    time.removeAttribute('aria-hidden');
  }
}
