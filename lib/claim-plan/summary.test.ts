import { claimPlanTool, claimQuestions, defendQuestions } from '@/content/claim-plan/questions';
import { claimAnswersFrom, defendAnswersFrom, emptyPlanForm, type PlanFormValues } from './form';
import { claimPlan, defendPlan } from './plan';
import { answerRows } from './answer-rows';
import { planSummary } from './summary';
import { TODAY, typedClaim, typedDefence, typedWithLetter } from './test-answers';

const q = claimQuestions;
const claim = typedClaim;
const withLetter = typedWithLetter;
const defend = typedDefence('2026-12-18');
const valueOf = (values: PlanFormValues, label: string) => answerRows(values).find((r) => r.label === label)?.value;

describe('answerRows', () => {
  it('has no rows before a path is chosen (the path itself is not a row)', () => {
    expect(answerRows(emptyPlanForm)).toEqual([]);
    expect(answerRows({ ...emptyPlanForm, path: 'claim' }).some((r) => r.step === 'path')).toBe(false);
  });

  it('the issue’s case: one row per answer, in the order asked, each answer as its choice reads', () => {
    expect(answerRows(claim)).toEqual([
      { step: 'claimant', label: 'Who is owed', value: 'A business or sole trader (mine, or the one I act for)' },
      { step: 'debtor', label: 'Who owes', value: 'A sole trader, who owes it for their business' },
      { step: 'amount', label: 'Amount owed', value: '£2,400.00' },
      { step: 'amount', label: 'What it is for', value: 'Invoice INV-0042 for decorating' },
      { step: 'dueDate', label: 'Payment was due', value: '1 March 2021' },
      { step: 'interest', label: 'Interest', value: 'Interest under section 69: 8% a year, which the court may award' },
      { step: 'letter', label: 'Letter before action', value: 'No, not yet' },
      { step: 'disputed', label: 'Disputed', value: 'No, or not that I know of' },
      { step: 'means', label: 'What you know about their money', value: 'I know nothing about their money' },
      { step: 'where', label: 'Postcodes', value: `Theirs: ${claimPlanTool.notGiven}; yours: ${claimPlanTool.notGiven}` },
      { step: 'where', label: 'Names', value: `You: ${claimPlanTool.notGiven}; them: ${claimPlanTool.notGiven}` },
    ]);
  });

  it('labels come from the questions’ wording', () => {
    const labels = answerRows(withLetter('replied')).map((r) => r.label);
    expect(labels).toEqual([
      q.claimant.label,
      q.debtor.label,
      q.amount.label,
      q.amount.descriptionAnswerLabel,
      q.dueDate.label,
      q.interest.label,
      q.letter.label,
      q.reply.label,
      q.disputed.label,
      q.means.label,
      q.where.postcodeLabel,
      q.where.namesLabel,
    ]);
  });

  it('the letter and the reply, each as far as it goes', () => {
    expect(valueOf(withLetter('none'), q.letter.label)).toBe('Sent on 1 September 2026');
    expect(valueOf(withLetter('none', { replyDate: '2026-09-10' }), q.reply.label)).toBe('No reply yet');
    expect(valueOf(withLetter('replied'), q.reply.label)).toBe('Yes, they replied, on 10 September 2026');
    expect(valueOf(withLetter('asked-for-documents'), q.reply.label)).toBe('Yes, they asked for documents, on 10 September 2026; documents not sent yet');
    expect(valueOf(withLetter('asked-for-documents', { documentsDate: '2026-09-20' }), q.reply.label)).toBe(
      'Yes, they asked for documents, on 10 September 2026; documents sent on 20 September 2026',
    );
    expect(valueOf({ ...withLetter('replied'), letterSent: 'no' }, q.reply.label)).toBeUndefined();
  });

  it('a disputing reply: the reply row says so and no separate dispute row is shown', () => {
    const rows = answerRows(withLetter('disputed', { disputed: 'no' }));
    expect(rows.find((r) => r.step === 'reply')?.value).toBe('Yes, they dispute the debt, on 10 September 2026');
    expect(rows.some((r) => r.step === 'disputed')).toBe(false);
  });

  it('amounts as money, however they were typed', () => {
    expect(valueOf({ ...claim, amount: '1,250.50' }, q.amount.label)).toBe('£1,250.50');
    expect(valueOf({ ...claim, amount: '£2400' }, q.amount.label)).toBe('£2,400.00');
    expect(valueOf({ ...claim, amount: '0.01' }, q.amount.label)).toBe('£0.01');
    expect(valueOf({ ...claim, amount: '10000000' }, q.amount.label)).toBe('£10,000,000.00');
  });

  it('means listed in the order chosen', () => {
    expect(valueOf({ ...claim, means: ['home-owner', 'employed'] }, q.means.label)).toBe('They own their home or other property; They are employed (they have a job and wages)');
  });

  it('postcodes as the plan reads them, names and the description trimmed, empty ones “Not given”', () => {
    const values = { ...claim, description: '  ', debtorPostcode: 'ls14dy', claimantPostcode: ' sw1a 1aa ', claimantName: '  Ann Smith ', debtorName: '' };
    expect(valueOf(values, q.amount.descriptionAnswerLabel)).toBe(claimPlanTool.notGiven);
    expect(valueOf(values, q.where.postcodeLabel)).toBe('Theirs: LS1 4DY; yours: SW1A 1AA');
    expect(valueOf(values, q.where.namesLabel)).toBe(`You: Ann Smith; them: ${claimPlanTool.notGiven}`);
  });

  it('the visitor’s text as they typed it, markup and all (rendered as text)', () => {
    const text = '<img src=x onerror=alert(1)> “INV-0042” & ünïcödé';
    const values = { ...claim, description: text, debtorName: '<b>Bob</b> & Co' };
    expect(valueOf(values, q.amount.descriptionAnswerLabel)).toBe(text);
    expect(valueOf(values, q.where.namesLabel)).toBe(`You: ${claimPlanTool.notGiven}; them: <b>Bob</b> & Co`);
  });

  it('the defence path’s rows, in order', () => {
    expect(answerRows(defend)).toEqual([
      { step: 'served', label: defendQuestions.served.label, value: 'I know the day it counts as served: 18 December 2026' },
      { step: 'claimFor', label: defendQuestions.claimFor.label, value: 'Yes, a fixed amount (for example an unpaid invoice)' },
      { step: 'response', label: defendQuestions.response.label, value: 'No: I dispute all of it' },
      { step: 'counterclaim', label: defendQuestions.counterclaim.label, value: 'No' },
    ]);
  });
});

describe('planSummary', () => {
  describe('the issue’s case: a business claiming £2,400 from a sole trader, due 1 March 2021, no letter, planned 2 November 2026', () => {
    const typed: PlanFormValues = {
      ...claim,
      description: 'Invoice “INV-0042” for decorating <b>the hall</b> & stairs\nsecond line',
      debtorPostcode: 'ls14dy',
      claimantName: 'Ann’s Decorating & Co',
      debtorName: "Bob O'Brien",
    };
    const plan = claimPlan(claimAnswersFrom(typed), TODAY);
    const summary = planSummary(plan, typed);
    const lines = summary.split('\n');

    it('opens with the plan’s date and ends with the request', () => {
      expect(lines[0]).toBe('My plan from “Plan my claim”, worked out on 2 November 2026.');
      expect(lines.at(-1)).toBe('Please look at this plan with me.');
    });

    it('includes the limitation date, 1 March 2027', () => {
      expect(lines).toContain('- Last day to issue your claim: it is close: 1 March 2027');
    });

    it('includes the issue fee on the earliest issue day, and the interest to it', () => {
      expect(lines).toContain('- Issue fee: 3 December 2026: £205.00');
      expect(lines).toContain('- Interest to the day you issue: 3 December 2026: £1,106.24');
    });

    it('includes the Debt Protocol letter and its reply-by date', () => {
      expect(lines).toContain('- Send a Letter of Claim under the Debt Protocol: 2 November 2026');
      expect(lines).toContain('- The debtor’s reply is due: 2 December 2026');
    });

    it('holds every answer row, and the visitor’s own text verbatim', () => {
      for (const row of answerRows(typed)) expect(summary).toContain(`\n- ${row.label}: ${row.value}\n`);
      expect(summary).toContain(typed.description);
      expect(summary).toContain('Ann’s Decorating & Co');
      expect(summary).toContain("Bob O'Brien");
      expect(summary).toContain('Theirs: LS1 4DY');
    });

    it('heads each step with its title, without doubling a question mark', () => {
      expect(lines).toContain('Can you still claim?');
      expect(lines).toContain('Before you claim:');
      expect(lines).toContain('Claiming:');
      expect(summary).not.toContain('?:');
    });

    it('is plain text: no markup of its own', () => {
      expect(summary.replace(typed.description, '')).not.toMatch(/[<>*_[\]]/);
    });
  });

  it('a defendant served on Friday 18 December 2026: the answers and the dated steps', () => {
    const plan = defendPlan(defendAnswersFrom(defend), '2026-12-18');
    const lines = planSummary(plan, defend).split('\n');
    expect(lines[0]).toBe('My plan from “Plan my claim”, worked out on 18 December 2026.');
    expect(lines).toContain('- Served: I know the day it counts as served: 18 December 2026');
    expect(lines).toContain('Replying to a claim against you:');
    expect(lines).toContain('- File your defence: 4 January 2027');
    expect(lines.at(-1)).toBe('Please look at this plan with me.');
  });
});
