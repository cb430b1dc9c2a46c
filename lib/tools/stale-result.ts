/**
 * Issue 26: a calculator's result belongs to the answers it was worked out from. Once the visitor changes an
 * answer, the result on screen no longer answers what the form says, and is marked out of date until they
 * calculate again (changing the answer back makes it current again).
 */
export type Answers = Readonly<Record<string, string | undefined>>;

const normalise = (value: string | undefined) => (typeof value === 'string' ? value.trim() : '');

/** Whether two sets of answers are the same: every field, ignoring spaces around a value; a missing field is empty. */
export function sameAnswers(then: Answers, now: Answers): boolean {
  const fields = new Set([...Object.keys(then), ...Object.keys(now)]);
  for (const field of fields) {
    if (normalise(then[field]) !== normalise(now[field])) return false;
  }
  return true;
}

/** Whether a result worked out from `then` is out of date for the answers `now` in the form (no result: never). */
export function isStale(then: Answers | null | undefined, now: Answers): boolean {
  return then != null && !sameAnswers(then, now);
}
