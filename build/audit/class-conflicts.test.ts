import { classAttributes, classConflicts, describeConflict, overriddenClasses } from '@/build/audit/class-conflicts';

describe('overriddenClasses', () => {
  it('finds a utility that a later one for the same property overrides', () => {
    expect(overriddenClasses('inline-flex text-base font-semibold text-lg')).toEqual(['text-base']);
    expect(overriddenClasses('rounded-xl border border-border bg-card border-accent/30 bg-accent-soft')).toEqual(['border-border', 'bg-card']);
    expect(overriddenClasses('size-9 shrink-0 size-8')).toEqual(['size-9']);
  });

  it('keeps utilities that only look alike: other properties, other variants, sides of a shorthand', () => {
    expect(overriddenClasses('shadow-card hover:shadow-lg focus-within:shadow-lg')).toEqual([]);
    expect(overriddenClasses('px-3 pl-10')).toEqual([]);
    expect(overriddenClasses('text-sm text-muted-foreground')).toEqual([]);
    expect(overriddenClasses('max-sm:whitespace-normal sm:whitespace-nowrap')).toEqual([]);
  });

  it('ignores repeated classes and spacing, and accepts an empty list', () => {
    expect(overriddenClasses('  flex   flex  gap-2 ')).toEqual([]);
    expect(overriddenClasses('')).toEqual([]);
  });
});

describe('classConflicts', () => {
  it('reports each conflicting class list once', () => {
    const conflicts = classConflicts(['p-4 p-6', 'flex', 'p-4 p-6']);
    expect(conflicts).toEqual([{ classList: 'p-4 p-6', overridden: ['p-4'] }]);
    expect(describeConflict(conflicts[0]!)).toBe('p-4 overridden in class="p-4 p-6"');
  });
});

describe('classAttributes', () => {
  it('reads class attributes and unescapes what React escapes in them', () => {
    const html = `<div class="flex gap-2"><svg class="[&amp;_svg:not([class*=&#x27;size-&#x27;])]:size-4"></svg><p data-class="x">t</p></div>`;
    expect(classAttributes(html)).toEqual(['flex gap-2', "[&_svg:not([class*='size-'])]:size-4"]);
  });
});
