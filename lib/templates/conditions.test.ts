import { askedFields, conditionHolds, conditionRefs, documentStop, refusalFor, resolveConditions, shownFields, type Condition } from './conditions';

describe('conditions', () => {
  it('holds when every listed question has one of the listed answers', () => {
    expect(conditionHolds(undefined, {})).toBe(true);
    expect(conditionHolds({ kind: ['a', 'b'] }, { kind: 'b' })).toBe(true);
    expect(conditionHolds({ kind: ['a'] }, { kind: 'b' })).toBe(false);
    expect(conditionHolds({ kind: ['a'] }, {})).toBe(false);
    expect(conditionHolds({ kind: ['a'], issued: ['yes'] }, { kind: 'a', issued: 'no' })).toBe(false);
  });

  it('hides a field whose question is itself hidden, whatever answer that question kept', () => {
    const fields: { id: string; when?: Condition }[] = [
      { id: 'issued' },
      { id: 'outcome', when: { issued: ['yes'] } },
      { id: 'tomlin_terms', when: { outcome: ['tomlin'] } },
    ];
    expect(shownFields(fields, { issued: 'yes', outcome: 'tomlin' }).map((f) => f.id)).toEqual(['issued', 'outcome', 'tomlin_terms']);
    expect(shownFields(fields, { issued: 'no', outcome: 'tomlin' }).map((f) => f.id)).toEqual(['issued']);
  });

  const doc = ['Start', '[[IF kind=company]]', 'Company', '[[IF issued=yes]]', 'Issued', '[[END]]', '[[ELSE]]', 'Individual', '[[END]]', 'End'].join('\n');

  it('keeps the lines of the blocks that hold, nested, and drops the markers', () => {
    expect(resolveConditions(doc, { kind: 'company', issued: 'yes' })).toBe('Start\nCompany\nIssued\nEnd');
    expect(resolveConditions(doc, { kind: 'company', issued: 'no' })).toBe('Start\nCompany\nEnd');
    expect(resolveConditions(doc, { kind: 'individual', issued: 'yes' })).toBe('Start\nIndividual\nEnd');
    expect(resolveConditions(doc, {})).toBe('Start\nIndividual\nEnd');
    expect(resolveConditions('[[IF kind=a|b]]\nAB\n[[END]]', { kind: 'b' })).toBe('AB');
  });

  it('lists the questions a document tests', () => {
    expect(conditionRefs(doc)).toEqual([
      { id: 'kind', values: ['company'] },
      { id: 'issued', values: ['yes'] },
    ]);
  });

  it.each([
    ['[[IF kind=a]]\nno end'],
    ['[[END]]'],
    ['[[ELSE]]'],
    ['[[IF kind=a]]\n[[ELSE]]\n[[ELSE]]\n[[END]]'],
    ['text [[IF kind=a]] inline\n[[END]]'],
    ['[[IF Kind=A]]\n[[END]]'],
  ])('refuses the malformed document %p', (content) => {
    expect(() => conditionRefs(content)).toThrow(SyntaxError);
    expect(() => resolveConditions(content, {})).toThrow(SyntaxError);
  });

  describe('a guardrail answer that stops the document (issue 26)', () => {
    const fields: { id: string; when?: Condition; choices?: { value: string; refusal?: string }[] }[] = [
      { id: 'disputed', choices: [{ value: 'no' }, { value: 'yes', refusal: 'Disputed: use a letter instead.' }] },
      { id: 'kind', choices: [{ value: 'company' }, { value: 'individual' }] },
      { id: 'basis', when: { kind: ['individual'] }, choices: [{ value: 'now' }, { value: 'future', refusal: 'Not yet due.' }] },
      { id: 'name' },
      { id: 'amount' },
    ];
    const ids = (values: Record<string, string>) => askedFields(fields, values).map((f) => f.id);

    it('asks nothing after the stopping answer, at once, whatever else was typed before', () => {
      expect(ids({ disputed: 'yes' })).toEqual(['disputed']);
      expect(ids({ disputed: 'yes', kind: 'individual', basis: 'now', name: 'Jane' })).toEqual(['disputed']);
      expect(ids({ disputed: 'no', kind: 'individual', basis: 'future' })).toEqual(['disputed', 'kind', 'basis']);
    });

    it('asks everything shown when no answer stops the document, or none is given yet', () => {
      expect(ids({})).toEqual(['disputed', 'kind', 'name', 'amount']);
      expect(ids({ disputed: 'no', kind: 'individual', basis: 'now' })).toEqual(['disputed', 'kind', 'basis', 'name', 'amount']);
      expect(askedFields(fields, { disputed: 'no' })).toEqual(shownFields(fields, { disputed: 'no' }));
    });

    it('ignores a stopping answer kept by a question that is no longer asked', () => {
      // An individual chose "future", then the debtor became a company: the basis question is not asked.
      expect(documentStop(fields, { disputed: 'no', kind: 'company', basis: 'future' })).toBeNull();
      expect(ids({ disputed: 'no', kind: 'company', basis: 'future' })).toEqual(['disputed', 'kind', 'name', 'amount']);
    });

    it('names the first stopping question and its refusal', () => {
      expect(documentStop(fields, { disputed: 'yes', kind: 'individual', basis: 'future' })).toEqual({ field: fields[0], refusal: 'Disputed: use a letter instead.' });
      expect(documentStop(fields, { disputed: 'no', kind: 'individual', basis: 'future' })?.refusal).toBe('Not yet due.');
    });

    it.each([[{}], [{ disputed: '' }], [{ disputed: 'no' }], [{ disputed: 'maybe' }], [{ name: 'yes' }]])('finds no refusal in %p', (values) => {
      expect(refusalFor(fields[0]!, values)).toBeUndefined();
      expect(refusalFor(fields[3]!, values)).toBeUndefined();
    });
  });
});
