import { parseInline } from '@/content/inline-markup';
import { PLAN_FORMS } from './forms';
import { PLAN_ITEMS, PLAN_LINKS, PLAN_RULES } from './wording';

const links = (text: string) => parseInline(text).flatMap((node) => (node.kind === 'link' ? [node.href] : []));

describe('the claim plan’s wording', () => {
  it('gives every item a title and a text, and every rule a citation and a text', () => {
    for (const { title, text } of Object.values(PLAN_ITEMS)) expect(title.trim() && text.trim()).toBeTruthy();
    for (const { cite, text } of Object.values(PLAN_RULES)) expect(cite.trim() && text.trim()).toBeTruthy();
  });

  it('links only to site paths or https pages', () => {
    const hrefs = [...Object.values(PLAN_ITEMS), ...Object.values(PLAN_RULES)].flatMap(({ text }) => links(text));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of [...hrefs, ...Object.values(PLAN_LINKS), ...Object.values(PLAN_FORMS).map((f) => f.href)]) {
      expect(href).toMatch(/^(\/[a-z0-9-]|https:\/\/)/);
    }
  });

  it('never calls section 69 interest "statutory interest" (FACTS.md §10)', () => {
    for (const { title, text } of Object.values(PLAN_ITEMS)) expect(`${title} ${text}`).not.toMatch(/statutory interest/i);
  });
});
