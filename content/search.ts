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
  // Issue 26: the words visitors use for a question the pages answer in other words.
  ['bailiffs', 'enforcement agents'],
  ['sue', 'claim'],
  ['how much', 'cost'],
  ['cost', 'fees'],
  ['credit rating', 'credit file', 'credit score'],
  ["won't pay", 'not paying', 'unpaid', 'enforce'],
  ['get my money', 'enforce'],
  // After judgment the pages call the defendant who owes the money the debtor.
  ['defendant', 'debtor'],
  ['how long', 'weeks'],
];

/**
 * Issue 40: questions visitors ask in words the pages use otherwise, searched in the pages' words instead (not as
 * well: "hear" alone finds every page on the hearing). Lower case phrases.
 */
export const SEARCH_REPHRASINGS: Readonly<Record<string, string>> = {
  // The court finder asks "Which court will deal with my claim?".
  'court will hear my claim': 'court will deal with my claim',
  'court will hear my case': 'court will deal with my claim',
};

/** Issue 26: misspellings (and the British "judgement") visitors type, each with the word the pages use. Lower case. */
export const SEARCH_SPELLINGS: Readonly<Record<string, string>> = {
  judgement: 'judgment',
  judgements: 'judgments',
  baliff: 'bailiff',
  baliffs: 'bailiffs',
  bailif: 'bailiff',
  evidance: 'evidence',
  evidense: 'evidence',
  clams: 'claims',
  clam: 'claim',
  enforcment: 'enforcement',
  questionaire: 'questionnaire',
  defense: 'defence',
  witnes: 'witness',
  mediaton: 'mediation',
  seperate: 'separate',
};

/**
 * Issue 26: words that carry no meaning for a search on their own ("how", "does", "it"): a question is also
 * searched without them, since Pagefind finds only pages that hold every word. Lower case.
 */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set(
  ('a an the i me my we us our you your it its they them their he she his her is are was were be been being am do does did ' +
    "can could should would will shall may might must how what when where which who whom why to of in on at for from with by " +
    "about after before if or and not no get got go going need needs much many there this that these those so than then just " +
    "any some want i'm it's don't can't").split(' '),
);

/**
 * Issue 26: how much each kind of page counts in the ranking, so that guidance comes before the pages that sell
 * a service on the same subject (a service page still comes first when it is the one that answers).
 */
export const SEARCH_KIND_WEIGHTS: Record<SearchKind, number> = {
  Article: 1.15,
  Guide: 1.15,
  FAQ: 1.05,
  'Court forms': 1.05,
  Courts: 1.05,
  Tool: 1.05,
  Service: 0.9,
};

export const searchMessages = {
  label: 'Search the site',
  button: 'Search',
  needsScript: 'Search needs JavaScript, which is off or still loading in your browser. Every section of the site is listed below.',
  unavailable: 'Search is not available right now. Every section of the site is listed below.',
  searching: 'Searching…',
  noResults: (query: string) => `No pages match “${query}”. Try fewer or different words, or browse the sections below.`,
  /**
   * Issue 40: a count that means something. Pages holding every word of the question are counted apart from those
   * that hold only some (the search looks word by word too, so nearly every page would otherwise "match").
   */
  results: (all: number, some: number, query: string) => {
    const more = some === 0 ? '' : `, and ${some} more ${some === 1 ? 'page has' : 'pages have'} some of its words`;
    return all === 0
      ? `No page has every word of “${query}”; ${some} ${some === 1 ? 'page has' : 'pages have'} some of them`
      : `${all} ${all === 1 ? 'page matches' : 'pages match'} “${query}”${more}`;
  },
  alsoSearched: (terms: readonly string[]) => `Also searched for: ${terms.map((t) => `“${t}”`).join(', ')}`,
} as const;
