import { answersFromQuery } from './form-query';

describe('answersFromQuery (issue 52: a form sent without script comes back as a link)', () => {
  const initial = { event: '', date: '', days: '', means: [] as string[], save: false };

  it('reads each declared field by its name, a date from its three boxes, a group of checkboxes as a list', () => {
    expect(answersFromQuery(initial, '?event=limitation&date-day=1&date-month=1&date-year=2021&means=employed&means=bank-account&save=on')).toEqual({
      event: 'limitation',
      date: '2021-01-01',
      means: ['employed', 'bank-account'],
      save: true,
    });
  });

  it('keeps a date as typed when it is not a real one, so nothing is lost', () => {
    expect(answersFromQuery(initial, '?date-day=31&date-month=2&date-year=2026').date).toBe('2026-2-31');
    expect(answersFromQuery(initial, '?date=2026-03-01').date).toBe('2026-03-01');
  });

  it('reads nothing it was not asked for, and nothing too long', () => {
    expect(answersFromQuery(initial, '?other=1&__proto__=x')).toEqual({});
    expect(answersFromQuery(initial, `?event=${'x'.repeat(501)}`)).toEqual({});
    expect(answersFromQuery(initial, '')).toEqual({});
  });
});
