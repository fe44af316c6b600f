/**
 * The reading topics of a story that no server category holds (accounts-and-membership §3: Opinion,
 * Education, Travel, Food, Fashion, Art & Culture, Lifestyle, Psychology; DECISIONS.md item 5 maps
 * each onto a term the ranking matches, `INTEREST_TERMS`). A story carries the term where its outlet
 * filed one of its reports under that desk ("…/travel/…", "nu.nl/eten-en-drinken/…"), marked it as
 * opinion, or where a headline names the topic in plain words ("university students", "museum",
 * "mental health"). Without them a reader who chose Travel or Opinion matched no story of a real
 * edition at all. They are the story's `topics`: matched by interests and mutes, not shown as tags.
 */
import { linkParts } from './article-section.ts';

/** A topic's term (as `INTEREST_TERMS` writes it), its desks' folder names, and words of its headlines. */
interface ReadingTopic {
  term: string;
  desks: readonly string[];
  /** Whole words or phrases, English and Dutch, lower case: one in a headline files the story under it. */
  words: readonly string[];
}

/**
 * Words of one sense in news headlines only: not "novel" ("novel coronavirus"), "depression" (a
 * tropical one), "runway" (a plane's), "passport" (a vaccine's), "restaurant" (a shooting in one).
 */
const TOPICS: readonly ReadingTopic[] = [
  {
    term: 'education',
    desks: ['education', 'schools', 'universities', 'onderwijs'],
    words: [
      'school',
      'schools',
      'pupils',
      'teachers',
      'university',
      'universities',
      'students',
      'exams',
      'gcse',
      'gcses',
      'a-level',
      'a-levels',
      'curriculum',
      'tuition fees',
      'onderwijs',
      'leerlingen',
      'leraren',
      'docenten',
      'studenten',
      'universiteit',
      'examens',
    ],
  },
  {
    term: 'travel',
    desks: ['travel', 'reizen', 'traveller'],
    words: [
      'travel',
      'travellers',
      'travelers',
      'tourism',
      'tourists',
      'airline',
      'airlines',
      'flights',
      'toerisme',
      'toeristen',
      'reizigers',
      'vliegreizen',
    ],
  },
  {
    term: 'food',
    desks: ['food', 'food-drink', 'recipes', 'eten-en-drinken', 'eten', 'koken'],
    words: ['food', 'recipe', 'recipes', 'chef', 'chefs', 'cuisine', 'recept', 'recepten'],
  },
  {
    term: 'fashion',
    // Not CNN's "style": its desk for art and design as much as for fashion.
    desks: ['fashion', 'mode'],
    words: ['fashion', 'catwalk', 'couture', 'fashion week', 'modeontwerper'],
  },
  {
    term: 'culture',
    desks: ['culture', 'arts', 'artanddesign', 'books', 'stage', 'theatre', 'theater', 'cultuur', 'kunst'],
    words: [
      'museum',
      'museums',
      'exhibition',
      'gallery',
      'artist',
      'artists',
      'painting',
      'theatre',
      'opera',
      'ballet',
      'novelist',
      'poet',
      'tentoonstelling',
      'schilderij',
      'kunstenaar',
      'toneel',
    ],
  },
  {
    term: 'lifestyle',
    desks: ['lifestyle', 'life-style', 'life', 'femail', 'wellbeing', 'leven', 'wonen'],
    words: [],
  },
  {
    term: 'psychology',
    desks: ['mental-health', 'psychology', 'psychologie'],
    words: [
      'mental health',
      'psychology',
      'psychologist',
      'psychologists',
      'anxiety',
      'loneliness',
      'eating disorder',
      'psychische',
      'psycholoog',
      'eenzaamheid',
    ],
  },
];

const DESK_TERMS = new Map(TOPICS.flatMap((topic) => topic.desks.map((desk) => [desk, topic.term] as const)));
const WORD_PATTERNS = TOPICS.filter((topic) => topic.words.length > 0).map((topic) => ({
  term: topic.term,
  // Whole words: "school" in "school", not in "preschooler"; "exam" not in "example".
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${topic.words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}\\p{N}])`,
    'iu',
  ),
}));

/** A report as its topics are read: its link and its headline. */
export interface TopicReport {
  url: string;
  title: string;
}

export interface TopicArticle extends TopicReport {
  /** The outlet marked it as opinion (story-builder's `isOpinionPiece`). */
  opinion: boolean;
}

/**
 * The reading topics of a story's reports, in the order of `TOPICS` (opinion first): a desk any
 * report's link is filed under, a headline's words, and opinion where the report whose headline
 * the story shows (`lead`) is one.
 */
export function readingTopics(articles: readonly TopicReport[], lead: TopicArticle): string[] {
  const found = new Set<string>();
  if (lead.opinion) found.add('opinion');
  for (const article of articles) {
    const folders = (linkParts(article.url)?.path ?? '').toLowerCase().split('/').filter(Boolean).slice(0, -1);
    for (const folder of folders) {
      const term = DESK_TERMS.get(folder);
      if (term) found.add(term);
    }
    for (const { term, pattern } of WORD_PATTERNS) if (pattern.test(article.title)) found.add(term);
  }
  return ['opinion', ...TOPICS.map((topic) => topic.term)].filter((term) => found.has(term));
}
