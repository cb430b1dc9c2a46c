import { DESCRIPTION_MAX } from '@/lib/validation/consultation-fields';
import { claimAnswersFrom, defendAnswersFrom } from './form';
import { claimPlan, defendPlan } from './plan';
import { consultationPrefill } from './consultation';
import { planSummary } from './summary';
import { TODAY, typedClaim, typedDefence } from './test-answers';

const plan = claimPlan(claimAnswersFrom(typedClaim), TODAY);
const summary = planSummary(plan, typedClaim);

describe('consultationPrefill: "Ask us to look at this plan" fills the consultation form without losing what is there', () => {
  it('an empty form gets the summary, the case type and the claim value band', () => {
    expect(consultationPrefill(plan, typedClaim)).toEqual({ description: summary, caseType: 'unpaid-invoice', claimValue: '1000-5000' });
  });

  it('the visitor’s own description stays first, the summary goes below it', () => {
    expect(consultationPrefill(plan, typedClaim, { description: 'My own words.\n' }).description).toBe(`My own words.\n\n${summary}`);
  });

  it('asked twice, the summary is not added twice', () => {
    const once = consultationPrefill(plan, typedClaim, { description: 'My own words.' }).description!;
    expect(consultationPrefill(plan, typedClaim, { description: once }).description).toBe(once);
  });

  it('never cuts the visitor’s words: the summary gets the room left, cut with an ellipsis, or none', () => {
    const own = 'x'.repeat(DESCRIPTION_MAX - 40);
    const description = consultationPrefill(plan, typedClaim, { description: own }).description!;
    expect(description.startsWith(`${own}\n\n`)).toBe(true);
    expect(description).toHaveLength(DESCRIPTION_MAX);
    expect(description.endsWith('…')).toBe(true);
    const full = 'y'.repeat(DESCRIPTION_MAX);
    expect(consultationPrefill(plan, typedClaim, { description: full }).description).toBe(full);
  });

  it('a case type or claim value the visitor chose is kept; an empty one is filled in', () => {
    expect(consultationPrefill(plan, typedClaim, { caseType: 'faulty-goods', claimValue: '' })).toEqual({ description: summary, claimValue: '1000-5000' });
    expect(consultationPrefill(plan, typedClaim, { caseType: '', claimValue: 'under-500' })).toEqual({ description: summary, caseType: 'unpaid-invoice' });
  });

  it('a defence plan fills in the description alone', () => {
    const typed = typedDefence('2026-10-30');
    const defence = defendPlan(defendAnswersFrom(typed), TODAY);
    expect(Object.keys(consultationPrefill(defence, typed, { caseType: 'faulty-goods' }))).toEqual(['description']);
  });
});
