/**
 * The Late Payment of Commercial Debts (Interest) Act 1998 (FACTS.md §5): between businesses, simple interest at
 * 8% above the Bank of England's reference rate, plus fixed compensation (s.5A). The reference rate for a debt is
 * Bank Rate as it stood on 31 December (for debts that fall overdue from January to June) or on 30 June (July to
 * December), and it stays the same for the life of the debt.
 */

/** The uplift over the reference rate, in percentage points. */
export const LATE_PAYMENT_UPLIFT_PERCENT = 8;

/** Fixed compensation per debt (s.5A), by the amount of the debt: `under` is exclusive. */
export const LATE_PAYMENT_COMPENSATION = [
  { debt: 'Under £1,000', under: 1000, amount: 40 },
  { debt: '£1,000 to £9,999.99', under: 10000, amount: 70 },
  { debt: '£10,000 or more', under: Number.POSITIVE_INFINITY, amount: 100 },
] as const;

/** The reference rate as every form asks for it (the claim calculator, Plan my claim, the letter before action). */
export const REFERENCE_RATE_FIELD = {
  label: 'Bank of England reference rate (%)',
  hint: 'Bank Rate on 31 December for debts overdue from January to June, or on 30 June for July to December.',
  invalid: 'Enter the reference rate as a percentage between 0 and 25, like 3.75',
  /** A rate that differs from the one confirmed for the period (dates already written out). */
  contradicted: (from: string, to: string, rate: number, fixedOn: string) =>
    `For a debt that became overdue from ${from} to ${to}, the reference rate is ${rate}% (Bank Rate on ${fixedOn})`,
} as const;

/** Which interest, as every form offers it: one or the other for the same period, never both (FACTS.md §5). */
export const INTEREST_KIND_QUESTION = {
  legend: 'Which interest will you claim?',
  hint: 'You can claim one or the other for the same period, never both.',
  choices: [
    { value: 'section-69', label: 'Interest under section 69 of the County Courts Act 1984 (8% a year)' },
    { value: 'late-payment', label: 'Interest and fixed compensation under the Late Payment of Commercial Debts (Interest) Act 1998 (8% above the Bank of England reference rate)' },
  ],
} as const;

/** Where the visitor can check Bank Rate on any date. */
export const BANK_RATE_HISTORY_URL = 'https://www.bankofengland.co.uk/boeapps/database/Bank-Rate.asp';

/**
 * Reference rates we could confirm (Bank Rate on the day that fixes each six-month period), checked on
 * REFERENCE_RATES_CHECKED against published reports of each Monetary Policy Committee decision. A period not
 * listed here has no rate we have confirmed: the calculator asks the visitor to enter it from the Bank's history.
 * Add each new period (1 January and 1 July) once the rate that fixes it is known.
 */
export const REFERENCE_RATES_CHECKED = '2026-11-29';
export const REFERENCE_RATES: readonly { from: string; to: string; fixedOn: string; rate: number }[] = [
  { from: '2023-01-01', to: '2023-06-30', fixedOn: '2022-12-31', rate: 3.5 },
  { from: '2023-07-01', to: '2023-12-31', fixedOn: '2023-06-30', rate: 5 },
  { from: '2024-01-01', to: '2024-06-30', fixedOn: '2023-12-31', rate: 5.25 },
  { from: '2024-07-01', to: '2024-12-31', fixedOn: '2024-06-30', rate: 5.25 },
  { from: '2025-01-01', to: '2025-06-30', fixedOn: '2024-12-31', rate: 4.75 },
  { from: '2025-07-01', to: '2025-12-31', fixedOn: '2025-06-30', rate: 4.25 },
  { from: '2026-01-01', to: '2026-06-30', fixedOn: '2025-12-31', rate: 3.75 },
];

/**
 * Periods already begun whose reference rate we could not confirm (FACTS.md §14): on REFERENCE_RATES_CHECKED no stored
 * copy of the Bank of England's Bank Rate history reached 30 June 2026 (only a press report of the June 2026 decision,
 * not the Bank's own record), so the calculator asks the visitor for it and the page says so beside the table. Move a
 * period into REFERENCE_RATES once its rate is confirmed from the Bank's history.
 */
export const REFERENCE_RATES_UNCONFIRMED: readonly { from: string; to: string; fixedOn: string }[] = [{ from: '2026-07-01', to: '2026-12-31', fixedOn: '2026-06-30' }];

/** The row the rates table shows for such a period (dates already written out). */
export const referenceRateNotConfirmed = (fixedOn: string) => `Not yet confirmed: Bank Rate on ${fixedOn}. Check it in the Bank of England’s rate history.`;
