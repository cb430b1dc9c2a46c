/** Spec 3: blog categories. Kept apart from the zod schema so the blog filter ships without zod. */
export const articleCategories = ['Legal Guide', 'Expert Tips', 'Strategy', 'Finance', 'Court Process'] as const;
export type ArticleCategory = (typeof articleCategories)[number];
