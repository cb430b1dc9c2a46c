import { DATE_BOX_SUFFIX, DATE_PARTS, dateValue } from './date-input';

/**
 * Issue 52: a form island's own submission without script is a GET to its page, whose field names are the page's link
 * parameters (a text or select by its name, a date by its three boxes or by its one name, a group of checkboxes by
 * their shared name). When the island starts it reads them back in full, as it would a shared link. Only the declared
 * fields are read, each as the kind its initial value is; nothing else in the address is trusted.
 */
export function answersFromQuery<T extends Record<string, string | readonly string[] | boolean>>(initial: T, search: string, maxLength = 500): Partial<T> {
  const params = new URLSearchParams(search);
  const out: Partial<Record<keyof T, unknown>> = {};
  for (const key of Object.keys(initial) as (keyof T & string)[]) {
    const kind = initial[key];
    if (Array.isArray(kind)) {
      if (params.has(key)) out[key] = params.getAll(key).filter((v) => v.length <= maxLength);
      continue;
    }
    if (typeof kind === 'boolean') {
      if (params.has(key)) out[key] = params.get(key) !== '' && params.get(key) !== 'false';
      continue;
    }
    const boxes = DATE_PARTS.map((part) => params.get(`${key}${DATE_BOX_SUFFIX[part]}`));
    const value = boxes.some((box) => box !== null) ? dateValue({ day: boxes[0] ?? '', month: boxes[1] ?? '', year: boxes[2] ?? '' }) : params.get(key);
    if (value !== null && value.length <= maxLength) out[key] = value;
  }
  return out as Partial<T>;
}
