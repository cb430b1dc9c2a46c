import type { Article } from '@/content/blog/schema';
import { blockTexts } from './block-text';

/** Reading speed the stated read times are measured against (words a minute). */
export const READING_SPEED = { min: 200, max: 230 } as const;
/** How far an article's length may stray from its stated read time. */
export const READ_TIME_TOLERANCE = 0.25;

const LINK = /\[([^\]]+)\]\([^)]+\)/g;

export function countWords(text: string): number {
  const plain = text.replace(LINK, '$1').replace(/\*\*/g, ' ');
  return plain.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Words a reader reads: intro, headings and every block's text. */
export function articleWordCount(article: Pick<Article, 'title' | 'intro' | 'sections'>): number {
  const texts = [
    article.title,
    ...article.intro,
    ...article.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockTexts)]),
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
