import { ISLAND_MODULES, type IslandName } from '@/islands/manifest';
import { islandComponents } from './registry';

describe('the island registry', () => {
  it('holds, for every island in the manifest, the very component the manifest names (the build bundles that one)', async () => {
    expect(Object.keys(islandComponents).sort()).toEqual(Object.keys(ISLAND_MODULES).sort());
    for (const [name, { module, exportName }] of Object.entries(ISLAND_MODULES)) {
      const exports = (await import(module)) as Record<string, unknown>;
      expect(exports[exportName]).toBe(islandComponents[name as IslandName]);
    }
  });
});
