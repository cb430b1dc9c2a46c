import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseInline } from '@/content/inline-markup';
import { allRoutes } from '@/lib/routes';
import { servicePageSchema, type ServicePage } from './schema';

/** Every record file in this folder, loaded on its own so that one broken record cannot hide another. */
const files = readdirSync(__dirname).filter((f) => f.endsWith('.ts') && !/^(schema|index)\.ts$|\.test\.ts$/.test(f));
const records = files.map((file) => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(path.join(__dirname, file)) as Record<string, unknown>;
  const values = Object.values(mod);
  return { file, value: values[0] as ServicePage, count: values.length };
});

/** Every built route (the route list derives from these records, the articles and the static pages). */
const knownPaths = new Set(allRoutes().map((r) => r.path));

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

describe.each(records.map((r) => [r.file, r] as const))('%s', (file, record) => {
  it('exports exactly one record, named after the file', () => {
    expect(record.count).toBe(1);
    expect(`${record.value.slug}.ts`).toBe(file);
  });

  it('validates against the service page schema', () => {
    const result = servicePageSchema.safeParse(record.value);
    expect(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([]);
  });

  it('links only to pages that exist', () => {
    const page = record.value;
    const actionHrefs = [...page.hero.actions, ...page.cta.actions, ...page.sections.flatMap((s) => (s.type === 'packages' ? s.items.map((i) => i.action) : []))]
      .flatMap((a) => (a.kind === 'page' ? [a.href] : []));
    const textHrefs = textsOf(page)
      .flatMap((t) => parseInline(t))
      .flatMap((n) => (n.kind === 'link' && n.href.startsWith('/') ? [n.href] : []));
    const broken = [...actionHrefs, ...textHrefs].filter((href) => !knownPaths.has(href.split('#')[0]!));
    expect(broken).toEqual([]);
  });
});
