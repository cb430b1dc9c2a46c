import type { GetPaidAnswers, GoodsCourt, MethodId, MethodStatus, PlanState } from './rules';

/**
 * Issue 55: hand-worked cases for the "Get paid" rules, each with the source its answer is read from. The figures
 * were worked by hand from the rule, not from the code: balance = judgment + costs − paid; goods court by the balance
 * (art. 8); six years counted to the anniversary of the judgment (CPR 83.2(3)(a)); interest 8% a year on the balance
 * of a judgment of £5,000 or more, per day = balance × 8 / 100 / 365, rounded to the penny.
 */

export const CASES_TODAY = '2026-11-30';

const base: GetPaidAnswers = {
  judgmentPence: 320_000,
  costsPence: 0,
  paidPence: 0,
  judgmentIso: '2026-09-01',
  terms: { kind: 'not-stated' },
  debtor: 'individual',
  assets: [],
  regulatedCredit: 'no',
  stops: 'none',
};

export type WorkedCase = {
  name: string;
  source: string;
  answers: GetPaidAnswers;
  today?: string;
  expect: {
    state?: PlanState;
    balancePence?: number;
    goodsCourt?: GoodsCourt;
    /** The methods in order, as `id:status`. */
    methods?: readonly `${MethodId}:${MethodStatus}`[];
    first?: MethodId;
    permissionNeeded?: boolean;
    permissionLastDayIso?: string;
    dueIso?: string | null;
    interestPerDayPence?: number | null;
    creditDecidesCourt?: boolean;
  };
};

const answersWith = (fields: Partial<GetPaidAnswers>): GetPaidAnswers => ({ ...base, ...fields });

export const WORKED_CASES: readonly WorkedCase[] = [
  {
    name: '1. Employed home owner owing £3,200 (issue 55, journey 1): wages first, then goods either court, then the home',
    source: 'FACTS.md §8 (N337: employed, at least £50); art. 8 (£600 to £4,999.99: either court); FACTS.md §15',
    answers: answersWith({ assets: ['employed', 'home'] }),
    expect: {
      state: 'enforceable',
      balancePence: 320_000,
      goodsCourt: 'either',
      methods: ['attachment-of-earnings:open', 'charging-order:open', 'order-to-obtain-information:open', 'third-party-debt-order:find-out', 'warrant-or-writ:find-out'],
      interestPerDayPence: null,
    },
  },
  {
    name: '2. £450 and goods (issue 55, journey 2): a County Court warrant only',
    source: 'High Court and County Courts Jurisdiction Order 1991 art. 8(1)(b): less than £600, County Court only',
    answers: answersWith({ judgmentPence: 45_000, assets: ['goods'] }),
    expect: { goodsCourt: 'county', first: 'warrant-of-control', methods: ['warrant-of-control:open', 'order-to-obtain-information:open', 'attachment-of-earnings:find-out', 'third-party-debt-order:find-out', 'charging-order:find-out'] },
  },
  {
    name: '3. A company owing £7,500 (issue 55, journey 3), nothing known: find out first (N316A); no wages; goods in the High Court; interest runs',
    source: 'FACTS.md §15 (N316A for a company officer); art. 8(1)(a); County Courts (Interest on Judgment Debts) Order 1991; FACTS.md §8',
    answers: answersWith({ judgmentPence: 750_000, debtor: 'company', regulatedCredit: 'no' }),
    expect: {
      goodsCourt: 'high',
      first: 'order-to-obtain-information',
      methods: ['order-to-obtain-information:open', 'third-party-debt-order:find-out', 'writ-of-control:find-out', 'charging-order:find-out', 'attachment-of-earnings:closed'],
      // 750,000 × 8 / 100 / 365 = 164.38…
      interestPerDayPence: 164,
    },
  },
  { name: '4. Balance £599.99: County Court only', source: 'art. 8(1)(b)', answers: answersWith({ judgmentPence: 59_999 }), expect: { goodsCourt: 'county' } },
  { name: '5. Balance £600: either court', source: 'art. 8(1)(c): not less than £600, less than £5,000', answers: answersWith({ judgmentPence: 60_000 }), expect: { goodsCourt: 'either' } },
  { name: '6. Balance £4,999.99: either court', source: 'art. 8(1)(c)', answers: answersWith({ judgmentPence: 499_999 }), expect: { goodsCourt: 'either', interestPerDayPence: null } },
  {
    name: '7. Balance £5,000: High Court only, and interest runs (about £1.10 a day)',
    source: 'art. 8(1)(a); 1991 Interest Order art. 1(2) "not less than £5,000"; 500,000 × 8 / 100 / 365 = 109.59',
    answers: answersWith({ judgmentPence: 500_000 }),
    expect: { goodsCourt: 'high', interestPerDayPence: 110 },
  },
  {
    name: '8. A judgment of £5,200 of which £300 is paid: £4,900 sought, so either court; interest still runs on the judgment of £5,000 or more',
    source: 'art. 8(1) "the sum which it is sought to enforce"; Interest Order: a judgment "for the payment of a sum of money of not less than £5,000"; 490,000 × 8 / 100 / 365 = 107.40',
    answers: answersWith({ judgmentPence: 520_000, paidPence: 30_000 }),
    expect: { balancePence: 490_000, goodsCourt: 'either', interestPerDayPence: 107 },
  },
  {
    name: '9. A regulated consumer credit debt of £6,000: County Court only, whatever the amount',
    source: 'art. 8(1A): proceedings arising out of an agreement regulated by the Consumer Credit Act 1974',
    answers: answersWith({ judgmentPence: 600_000, regulatedCredit: 'yes', assets: ['goods'] }),
    expect: { goodsCourt: 'county', first: 'warrant-of-control' },
  },
  {
    name: '10. £6,000, credit not known: High Court, flagged as turning on the credit answer',
    source: 'art. 8(1)(a) and (1A)',
    answers: answersWith({ judgmentPence: 600_000, regulatedCredit: 'unknown' }),
    expect: { goodsCourt: 'high', creditDecidesCourt: true },
  },
  {
    name: '11. Employed person owing £49.99: attachment of earnings closed',
    source: 'FACTS.md §8: at least £50 owed',
    answers: answersWith({ judgmentPence: 4_999, assets: ['employed'] }),
    expect: { methods: ['order-to-obtain-information:open', 'third-party-debt-order:find-out', 'warrant-of-control:find-out', 'charging-order:find-out', 'attachment-of-earnings:closed'] },
  },
  { name: '12. Employed person owing £50: attachment of earnings open', source: 'FACTS.md §8: at least £50 owed', answers: answersWith({ judgmentPence: 5_000, assets: ['employed'] }), expect: { first: 'attachment-of-earnings' } },
  {
    name: '13. A sole trader who is not known to be employed: attachment of earnings to find out (self-employed)',
    source: 'FACTS.md §8: employed, not self-employed',
    answers: answersWith({ debtor: 'sole-trader', assets: ['goods'] }),
    expect: { first: 'warrant-or-writ', methods: ['warrant-or-writ:open', 'order-to-obtain-information:open', 'attachment-of-earnings:find-out', 'third-party-debt-order:find-out', 'charging-order:find-out'] },
  },
  {
    name: '14. A company with a known bank account: third party debt order first, N316A offered next',
    source: 'FACTS.md §8 (N349); §15 (N316A)',
    answers: answersWith({ debtor: 'company', assets: ['bank'] }),
    expect: { first: 'third-party-debt-order', methods: ['third-party-debt-order:open', 'order-to-obtain-information:open', 'warrant-or-writ:find-out', 'charging-order:find-out', 'attachment-of-earnings:closed'] },
  },
  {
    name: '15. A judgment exactly six years old today: no permission yet; the anniversary is the last day',
    source: 'CPR 83.2(3)(a): "six years or more have elapsed"; counted as the deadline calculator counts six years',
    answers: answersWith({ judgmentIso: '2020-11-30', assets: ['goods'] }),
    expect: { permissionNeeded: false, permissionLastDayIso: '2026-11-30' },
  },
  {
    name: '16. Six years and a day: the warrant needs the court’s permission first (N244 before N323)',
    source: 'CPR 83.2(3)(a)',
    answers: answersWith({ judgmentIso: '2020-11-29', judgmentPence: 45_000, assets: ['goods'] }),
    expect: { permissionNeeded: true, permissionLastDayIso: '2026-11-29', first: 'warrant-of-control' },
  },
  {
    name: '17. In a Breathing Space: enforcement paused',
    source: 'GOV.UK Breathing Space guidance for creditors; FACTS.md §8, §15',
    answers: answersWith({ stops: 'breathing-space', assets: ['employed'] }),
    expect: { state: 'breathing-space' },
  },
  { name: '18. Bankrupt: enforcement stopped', source: 'FACTS.md §15: bankruptcy or liquidation stops it', answers: answersWith({ stops: 'insolvency' }), expect: { state: 'insolvency' } },
  {
    name: '19. Instalments paid on time: nothing to enforce',
    source: 'GOV.UK Enforce a judgment (enforce only once a payment is missed); FACTS.md §15',
    answers: answersWith({ terms: { kind: 'instalments', paying: 'on-time' } }),
    expect: { state: 'instalments-on-time', dueIso: null },
  },
  { name: '20. Instalments in arrears: enforceable', source: 'GOV.UK Enforce a judgment', answers: answersWith({ terms: { kind: 'instalments', paying: 'behind' } }), expect: { state: 'enforceable' } },
  {
    name: '21. No date given: due 14 days after the judgment (1 September + 14 = 15 September 2026)',
    source: 'CPR 40.11 (secondary source)',
    answers: answersWith({}),
    expect: { dueIso: '2026-09-15', state: 'enforceable' },
  },
  {
    name: '22. Due by a date still to come: not yet enforceable',
    source: 'CPR 40.11: the date the judgment gives',
    answers: answersWith({ judgmentIso: '2026-11-20', terms: { kind: 'by-date', dueIso: '2026-12-18' } }),
    expect: { state: 'not-due', dueIso: '2026-12-18' },
  },
  {
    name: '23. Judgment £3,000 with costs £205, £3,205 paid: nothing left',
    source: 'Arithmetic: 300,000 + 20,500 − 320,500 = 0',
    answers: answersWith({ judgmentPence: 300_000, costsPence: 20_500, paidPence: 320_500 }),
    expect: { state: 'paid', balancePence: 0 },
  },
  {
    name: '24. Judgment £4,800 with costs £205: £5,005 in all, so the High Court for goods and interest runs',
    source: 'art. 8(1)(a) on the sum sought (judgment with costs); 500,500 × 8 / 100 / 365 = 109.70',
    answers: answersWith({ judgmentPence: 480_000, costsPence: 20_500 }),
    expect: { balancePence: 500_500, goodsCourt: 'high', interestPerDayPence: 110 },
  },
  {
    name: '25. A judgment of 29 February 2020: the last day without permission is 28 February 2026',
    source: 'CPR 83.2(3)(a); six years from 29 February end on 28 February, as the deadline calculator counts',
    answers: answersWith({ judgmentIso: '2020-02-29' }),
    expect: { permissionLastDayIso: '2026-02-28', permissionNeeded: true },
  },
  {
    name: '26. A partnership: no wages to attach; N316 to find out',
    source: 'FACTS.md §8: attachment of earnings only against an employed individual',
    answers: answersWith({ debtor: 'partnership' }),
    expect: { first: 'order-to-obtain-information', methods: ['order-to-obtain-information:open', 'third-party-debt-order:find-out', 'warrant-or-writ:find-out', 'charging-order:find-out', 'attachment-of-earnings:closed'] },
  },
];
