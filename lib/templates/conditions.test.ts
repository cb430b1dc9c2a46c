import { conditionHolds, conditionRefs, resolveConditions, shownFields } from './conditions';

describe('conditions', () => {
  it('holds when every listed question has one of the listed answers', () => {
    expect(conditionHolds(undefined, {})).toBe(true);
    expect(conditionHolds({ kind: ['a', 'b'] }, { kind: 'b' })).toBe(true);
    expect(conditionHolds({ kind: ['a'] }, { kind: 'b' })).toBe(false);
    expect(conditionHolds({ kind: ['a'] }, {})).toBe(false);
    expect(conditionHolds({ kind: ['a'], issued: ['yes'] }, { kind: 'a', issued: 'no' })).toBe(false);
  });

  it('hides a field whose question is itself hidden, whatever answer that question kept', () => {
    const fields: { id: string; when?: Record<string, string[]> }[] = [
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
});
