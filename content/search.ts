/**
 * Issue 19: search across the site (Pagefind, indexed from the export after every build). The page record, the
 * kinds of page a search can be narrowed to, and the words people use for the same thing.
 */
export const searchPage = {
  path: '/search',
  title: 'Search',
  crumb: 'Search',
  description:
    'Search every guide, article, service page, court form and court on Small Claims Compass, in your own words: CCJ, bailiff, defence form and more.',
  intro: 'Search every guide, article, service, court form and court on this site.',
} as const;

/** The kinds of page a search can be narrowed to, in the order the filters list them. */
export const SEARCH_KINDS = ['Article', 'Guide', 'FAQ', 'Court forms', 'Courts', 'Tool', 'Service'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** Each kind as a heading over its pages. */
export const SEARCH_KIND_HEADINGS: Record<SearchKind, string> = {
  Article: 'Articles',
  Guide: 'Guides',
  FAQ: 'FAQ',
  'Court forms': 'Court forms',
  Courts: 'Courts',
  Tool: 'Tools',
  Service: 'Services',
};

/**
 * Words and phrases that mean the same thing to a visitor: a search for one also finds pages that use another.
 * Lower case; each group is a set of equivalents.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['ccj', 'county court judgment'],
  ['bailiff', 'enforcement agent'],
  ['small claims court', 'county court'],
  ['letter before action', 'letter of claim'],
  ['defence form', 'n9b'],
  ['claim form', 'n1'],
  ['directions questionnaire', 'n180'],
];

export const searchMessages = {
  label: 'Search the site',
  button: 'Search',
  needsScript: 'Search needs JavaScript, which is off or still loading in your browser. Every section of the site is listed below.',
  unavailable: 'Search is not available right now. Every section of the site is listed below.',
  searching: 'Searching…',
  noResults: (query: string) => `No pages match “${query}”. Try fewer or different words, or browse the sections below.`,
  results: (count: number, query: string) => `${count} ${count === 1 ? 'page matches' : 'pages match'} “${query}”`,
  alsoSearched: (terms: readonly string[]) => `Also searched for: ${terms.map((t) => `“${t}”`).join(', ')}`,
} as const;
