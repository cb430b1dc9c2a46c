import type { Article, ArticleBlock } from '@/content/blog/schema';

/** Reading speed the stated read times are measured against (words a minute). */
export const READING_SPEED = { min: 200, max: 230 } as const;
/** How far an article's length may stray from its stated read time. */
export const READ_TIME_TOLERANCE = 0.25;

const LINK = /\[([^\]]+)\]\([^)]+\)/g;

export function countWords(text: string): number {
  const plain = text.replace(LINK, '$1').replace(/\*\*/g, ' ');
  return plain.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

function blockText(block: ArticleBlock): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'subheading':
      return [block.text];
    case 'list':
      return block.items;
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()];
    case 'callout':
      return [block.title ?? '', block.text];
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

/** Words a reader reads: intro, headings and every block's text. */
export function articleWordCount(article: Pick<Article, 'title' | 'intro' | 'sections'>): number {
  const texts = [
    article.title,
    ...article.intro,
    ...article.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockText)]),
  ];
  return texts.reduce((sum, t) => sum + countWords(t), 0);
}

/** The range of word counts that honestly matches a read time in minutes. */
export function wordRangeFor(readTime: number): { min: number; max: number } {
  return {
    min: Math.floor(readTime * READING_SPEED.min * (1 - READ_TIME_TOLERANCE)),
    max: Math.ceil(readTime * READING_SPEED.max * (1 + READ_TIME_TOLERANCE)),
  };
}
