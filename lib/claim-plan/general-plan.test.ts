import { PLAN_FORMS } from '@/content/claim-plan/forms';
import { GENERAL_PLAN, GENERAL_PLAN_PATHS } from '@/content/claim-plan/general-plan';
import { PLAN_ITEMS, PLAN_RULES, PLAN_STEPS, type PlanStepId } from '@/content/claim-plan/wording';
import { CLAIMANT_KINDS, DEBTOR_KINDS, DEBTOR_MEANS, DEFENCE_RESPONSES, SERVICE_KINDS, type ClaimAnswers, type DefendAnswers } from './answers';
import { claimPlan, defendPlan } from './plan';
import { TODAY } from './test-answers';
import type { PlanItem } from './types';

/**
 * Issue 28: the general plan (content/claim-plan/general-plan.ts) is data the page renders without JavaScript. It
 * must name only real items, rules and forms, cover every step, and say of each item what the plan's own rules say:
 * the item belongs to that step, rests on that rule and names only forms the plan names for it.
 */

const entries = (Object.keys(GENERAL_PLAN) as PlanStepId[]).flatMap((step) => GENERAL_PLAN[step].items.map((entry) => ({ step, ...entry })));

describe('the general plan record', () => {
  it('covers every step of the plan once, in the claimant’s order and then the defendant’s', () => {
    const listed = [...GENERAL_PLAN_PATHS.claim, ...GENERAL_PLAN_PATHS.defend];
    expect([...listed].sort()).toEqual(Object.keys(PLAN_STEPS).sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(Object.keys(GENERAL_PLAN).sort()).toEqual(Object.keys(PLAN_STEPS).sort());
    expect(GENERAL_PLAN_PATHS.claim).toEqual(['can-you-claim', 'before-you-claim', 'claiming', 'after-you-claim', 'getting-paid']);
    for (const step of listed) expect(GENERAL_PLAN[step].items.length).toBeGreaterThan(0);
  });

  it('names only real items, rules and forms, each item once', () => {
    for (const entry of entries) {
      expect(Object.hasOwn(PLAN_ITEMS, entry.item)).toBe(true);
      expect(Object.hasOwn(PLAN_RULES, entry.rule)).toBe(true);
      for (const form of entry.forms ?? []) expect(Object.hasOwn(PLAN_FORMS, form)).toBe(true);
      expect(entry.when === undefined || entry.when.trim().length > 0).toBe(true);
    }
    const keys = entries.map((e) => e.item);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('does not treat a made-up key or an inherited property as real', () => {
    expect(Object.hasOwn(PLAN_ITEMS, 'no-such-item')).toBe(false);
    expect(Object.hasOwn(PLAN_ITEMS, 'toString')).toBe(false);
    expect(Object.hasOwn(PLAN_RULES, 'constructor')).toBe(false);
  });

  it('has the issue’s steps: the time limit, the right letter, how to claim, the replies, enforcement, and a defence', () => {
    const has = (step: PlanStepId, item: string) => GENERAL_PLAN[step].items.some((e) => e.item === item);
    expect(has('can-you-claim', 'limitation-in-time')).toBe(true);
    expect(has('can-you-claim', 'statutory-demand-disputed')).toBe(true);
    expect(has('before-you-claim', 'debt-protocol-letter') && has('before-you-claim', 'pre-action-letter')).toBe(true);
    expect(has('claiming', 'issue-fee') && has('claiming', 'help-with-fees')).toBe(true);
    expect(has('after-you-claim', 'default-judgment') && has('after-you-claim', 'mediation')).toBe(true);
    expect(has('getting-paid', 'nothing-known-warning')).toBe(true);
    expect(has('defending', 'defend-defence') && has('defending', 'defend-ccj')).toBe(true);
  });
});

describe('the general plan agrees with the plan’s rules', () => {
  // Every kind of claim the plan distinguishes: who claims from whom, how much, the letter and its reply, what is
  // known of the debtor's means; and every kind of reply to a claim.
  const letters: ClaimAnswers['letter'][] = [
    { sent: false },
    { sent: true, date: '2026-09-01', reply: 'none' },
    { sent: true, date: '2026-09-01', reply: 'replied', replyDate: '2026-09-10' },
    { sent: true, date: '2026-09-01', reply: 'disputed', replyDate: '2026-09-10' },
    { sent: true, date: '2026-09-01', reply: 'asked-for-documents', replyDate: '2026-09-10' },
  ];
  const claims: ClaimAnswers[] = CLAIMANT_KINDS.flatMap((claimant) =>
    DEBTOR_KINDS.flatMap((debtor) =>
      [40_000, 240_000, 700_000, 1_200_000].flatMap((amountPence) =>
        // The £2,400 debt fell due in 2021, a half-year whose Late Payment reference rate the site does not hold.
        letters.flatMap((letter) => DEBTOR_MEANS.map((means) => ({ claimant, debtor, amountPence, dueDate: amountPence === 240_000 ? '2021-03-01' : '2026-03-01', letter, means: [means] }))),
      ),
    ),
  );
  const defences: DefendAnswers[] = SERVICE_KINDS.flatMap((how) =>
    (['specified', 'unspecified'] as const).flatMap((claimFor) =>
      DEFENCE_RESPONSES.flatMap((response) => [true, false].map((counterclaim) => ({ served: { how, date: '2026-10-20' }, claimFor, response, counterclaim }))),
    ),
  );
  const seen = new Map<string, PlanItem[]>();
  const record = (step: PlanStepId, it: PlanItem) => seen.set(`${step}/${it.key}`, [...(seen.get(`${step}/${it.key}`) ?? []), it]);
  for (const answers of claims) for (const step of claimPlan(answers, TODAY).steps) for (const it of step.items) record(step.id, it);
  for (const answers of defences) for (const step of defendPlan(answers, TODAY).steps) for (const it of step.items) record(step.id, it);

  it.each(entries)('$step: $item is in that step, rests on $rule, and names only its forms', ({ step, item, rule, forms }) => {
    const given = seen.get(`${step}/${item}`);
    expect(given).toBeDefined();
    expect(new Set(given!.map((it) => it.rule))).toContain(rule);
    const planForms = new Set(given!.flatMap((it) => it.forms));
    expect((forms ?? []).filter((form) => !planForms.has(form))).toEqual([]);
  });
});
