import { blockTexts } from './block-text';

describe('blockTexts', () => {
  it('gives a callout its title only when it has one', () => {
    expect(blockTexts({ type: 'callout', variant: 'tip', text: 'Keep copies.' } as never)).toEqual(['Keep copies.']);
    expect(blockTexts({ type: 'callout', variant: 'tip', title: 'Tip', text: 'Keep copies.' } as never)).toEqual(['Tip', 'Keep copies.']);
  });

  it('gives every question and answer of a FAQ block, and every cell of a table', () => {
    expect(blockTexts({ type: 'faq', items: [{ question: 'Q?', answer: 'A.' }] } as never)).toEqual(['Q?', 'A.']);
    expect(blockTexts({ type: 'table', caption: 'Fees', columns: ['Claim', 'Fee'], rows: [['£300', '£35']] } as never)).toEqual([
      'Fees',
      'Claim',
      'Fee',
      '£300',
      '£35',
    ]);
  });
});
