import { templateSchema, type Template } from './schema';
import { templateRecords } from './documents';

/** Spec 3: the seven templates, in order; the premium one last; each checked against the schema. */
export const templates: readonly Template[] = templateRecords.map((t) => templateSchema.parse(t));

export const freeTemplates = templates.filter((t) => t.id !== 7);
export const premiumTemplate = templates.find((t) => t.id === 7)!;

/** What a card shows of a template: no form and no document (those load with the dialog). */
export type TemplateCard = Pick<Template, 'id' | 'slug' | 'title' | 'category' | 'description' | 'pages' | 'features'> & {
  stats?: { uses: number; rating: number };
};

export function templateCard({ id, slug, title, category, description, pages, features }: Template): TemplateCard {
  return { id, slug, title, category, description, pages, features };
}

export type { Template, TemplateField } from './schema';
