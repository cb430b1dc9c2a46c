import { cycles, foldersImportingEachOther, importGraph, lineShares, upwardImports } from './import-graph';

/**
 * Issue 52: the house's shape, held. No files import each other in a circle; nothing imports up the layers (app and
 * the programs, then components, hooks, the islands' browser side, lib, content); no top-level folder holds more than
 * 35 % of the lines; the islands' browser side and their build, and the build and the islands' build, import one way.
 */
describe('the import graph', () => {
  const graph = importGraph();

  it('has no files importing each other in a circle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no import pointing up the layers', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('has no top-level folder over 35 % of the lines', () => {
    expect(lineShares(graph).filter((folder) => folder.share > 0.35)).toEqual([]);
  });

  it('keeps the islands, the shell and the build one way round', () => {
    const pairs = foldersImportingEachOther(graph);
    for (const [a, b] of [
      ['islands/client', 'shell'],
      ['islands/client', 'islands/build'],
      ['islands/build', 'build'],
      ['inbox', 'lib'],
    ]) {
      expect(pairs).not.toContain(`${a} -> ${b}`);
      expect(pairs).not.toContain(`${b} -> ${a}`);
    }
  });

  it('finds a circle and an upward import when there is one', () => {
    const made = { files: ['lib/a.ts', 'lib/b.ts', 'content/c.ts'], lines: new Map<string, number>(), edges: new Map([['lib/a.ts', new Set(['lib/b.ts'])], ['lib/b.ts', new Set(['lib/a.ts'])], ['content/c.ts', new Set(['lib/a.ts'])]]) };
    expect(cycles(made)).toEqual([['lib/a.ts', 'lib/b.ts']]);
    expect(upwardImports(made)).toEqual(['content/c.ts -> lib/a.ts']);
  });
});
