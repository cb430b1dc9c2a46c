import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { engineMismatches, installedPackages, nodeVersionProblem, type InstalledPackage } from '@/build/node-engines';

const pkg = (name: string, node?: string): InstalledPackage => ({ name, version: '1.0.0', dir: `node_modules/${name}`, node });

describe('the Node.js check', () => {
  it('names each installed package whose engines the running Node does not meet', () => {
    const packages = [pkg('lighthouse', '>=22.19'), pkg('html-validate', '^20.19.0 || >= 22.12.0'), pkg('plain'), pkg('broken', 'not a range')];
    expect(engineMismatches(packages, 'v20.20.2').map((p) => p.name)).toEqual(['lighthouse', 'broken']);
    expect(engineMismatches(packages, 'v22.19.0').map((p) => p.name)).toEqual(['broken']);
  });

  it('says first when the project itself needs a newer Node', () => {
    expect(nodeVersionProblem('v18.20.0', '>=20.19', [])).toMatch(/needs Node\.js >=20\.19 .* this is v18\.20\.0/);
  });

  it('lists the packages that need a newer Node, and is silent when all is well', () => {
    expect(nodeVersionProblem('v20.20.2', '>=20.19', [pkg('lighthouse', '>=22.19')])).toMatch(/lighthouse@1\.0\.0 needs Node >=22\.19/);
    expect(nodeVersionProblem('v20.20.2', '>=20.19', [pkg('next', '>=20.9.0')])).toBeNull();
  });

  it('finds plain, scoped and nested packages under node_modules', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'engines-'));
    const write = (dir: string, json: object) => {
      mkdirSync(path.join(root, dir), { recursive: true });
      writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify(json));
    };
    write('a', { name: 'a', version: '1.0.0', engines: { node: '>=18' } });
    write('@scope/b', { name: '@scope/b', version: '2.0.0' });
    write('a/node_modules/c', { name: 'c', version: '3.0.0', engines: { node: '>=24' } });
    mkdirSync(path.join(root, '.bin'));
    const found = installedPackages(root).map((p) => `${p.name}@${p.version} ${p.node ?? '-'}`).sort();
    expect(found).toEqual(['@scope/b@2.0.0 -', 'a@1.0.0 >=18', 'c@3.0.0 >=24']);
    expect(installedPackages(path.join(root, 'missing'))).toEqual([]);
  });
});
