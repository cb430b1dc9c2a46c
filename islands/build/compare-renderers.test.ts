import { renderDifferences } from '@/islands/build/compare-renderers';

describe('renderDifferences', () => {
  it('finds none where only the serialisation differs: comments, boolean attributes, entities, styles, generated ids', () => {
    const preact = `<div><label for="P0-1">It's</label><input id="P0-1" required aria-describedby="P0-1-hint" style="color: red;"/><p id="P0-1-hint">a &amp; b</p></div>`;
    const react = `<div><label for="_R_abc_">It&#x27;s</label><!-- --><input id="_R_abc_" required="" aria-describedby="_R_abc_-hint" style="color:red"/><p id="_R_abc_-hint">a &amp; b</p></div>`;
    expect(renderDifferences(preact, react)).toEqual([]);
  });

  it('names an attribute one renderer leaves out, with the element it is on', () => {
    expect(renderDifferences('<form><input id="name"/></form>', '<form><input id="name" spellcheck="false"/></form>')).toEqual([
      'form > input#name: spellcheck: Preact no attribute, React "false"',
    ]);
  });

  it('names a different text, and where the trees part', () => {
    expect(renderDifferences('<p>Showing all 6 courts</p>', '<p>Showing 1 of 6 courts</p>')).toEqual(['p: Preact says "Showing all 6 courts", React "Showing 1 of 6 courts"']);
    expect(renderDifferences('<ul><li>a</li></ul>', '<ul><li>a</li><li>b</li></ul>')).toEqual(['ul: Preact renders </ul>, React <li>']);
  });

  it('tells ids apart by where they are used: two ids swapped is a difference', () => {
    const preact = '<label for="P0-1">A</label><input id="P0-1"/><input id="P0-2"/>';
    const react = '<label for="_R_2_">A</label><input id="_R_1_"/><input id="_R_2_"/>';
    expect(renderDifferences(preact, react)).not.toEqual([]);
  });
});
