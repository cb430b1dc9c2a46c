import type { ArticleBlock } from '@/content/blog/schema';

/**
 * Every piece of text an article block shows, in its content markup (links and bold as written in the
 * record). The read-time check counts its words; the no-JavaScript tests look for it on the page.
 */
export function blockTexts(block: ArticleBlock): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'subheading':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case 'callout':
      return [...(block.title ? [block.title] : []), block.text];
    case 'quote':
      return [block.text, block.attribution];
    case 'faq':
      return block.items.flatMap((i) => [i.question, i.answer]);
    case 'mistakes':
      return block.items.flatMap((i) => [i.title, i.description, i.consequence, i.solution]);
    case 'evidence-types':
      return block.items.flatMap((i) => [i.type, i.description, ...i.examples]);
    case 'timeline':
      return block.items.flatMap((i) => [i.time, i.title, i.description]);
    case 'rules':
      return block.items.flatMap((i) => [i.rule, i.description]);
    case 'costs':
      return block.items.flatMap((i) => [i.type, i.description, i.typical, i.recoverable]);
    case 'fee-table':
      return [block.caption, ...block.rows.map((r) => r.claimValue)];
    case 'cards':
      return block.items.flatMap((i) => [i.title, i.text]);
  }
}
