/**
 * The 24 onboarding interest topics (accounts-and-membership §3 Options) and how each reaches the
 * ranking (DECISIONS.md item 5): onto one of the 10 server categories where one fits, otherwise
 * onto a story tag. One term per topic, so "the fraction of the reader's interests a story
 * matches" (reading-experience §9) counts topics, not spellings.
 */
import { CATEGORY_NAMES, SERVER_CATEGORIES } from '../news/categories.ts';

export const INTEREST_TOPICS = [
  'World News',
  'Politics',
  'Science',
  'Technology',
  'Environment',
  'Business',
  'Sports',
  'Entertainment',
  'Health',
  'Education',
  'Travel',
  'Food',
  'Fashion',
  'Art & Culture',
  'Economy',
  'Climate Change',
  'Space',
  'Medicine',
  'Innovation',
  'Local News',
  'Breaking News',
  'Opinion',
  'Lifestyle',
  'Psychology',
] as const;
export type InterestTopic = (typeof INTEREST_TOPICS)[number];

/** The ranking term of each topic: a server category (capitalised) or a story tag (lower case). */
export const INTEREST_TERMS: Record<InterestTopic, string> = {
  'World News': 'World',
  Politics: 'Politics',
  Science: 'Science',
  Technology: 'Technology',
  Environment: 'Environment',
  Business: 'Business',
  Sports: 'Sports',
  Entertainment: 'Entertainment',
  Health: 'Health',
  Economy: 'Business',
  'Climate Change': 'Environment',
  Space: 'Science',
  Medicine: 'Health',
  Innovation: 'Technology',
  Education: 'education',
  Travel: 'travel',
  Food: 'food',
  Fashion: 'fashion',
  'Art & Culture': 'culture',
  'Local News': 'local',
  'Breaking News': 'breaking',
  Opinion: 'opinion',
  Lifestyle: 'lifestyle',
  Psychology: 'psychology',
};

/**
 * The topics that reach the ranking as a story's tag or reading topic (lower-case terms), by their
 * names as a Dutch reader reads them (apps/web's nl.json, `personalization.topics`: a web test holds
 * the two alike): a reader who mutes "Opinie" or "Reizen" mutes the topic.
 */
export const DUTCH_TAG_TOPIC_NAMES: Readonly<Record<string, InterestTopic>> = {
  Onderwijs: 'Education',
  Reizen: 'Travel',
  Eten: 'Food',
  Mode: 'Fashion',
  'Kunst & cultuur': 'Art & Culture',
  'Lokaal nieuws': 'Local News',
  'Breaking news': 'Breaking News',
  Opinie: 'Opinion',
  Lifestyle: 'Lifestyle',
  Psychologie: 'Psychology',
};

/**
 * A topic name a reader typed or chose, in English or Dutch, to the story term it mutes, for the
 * topics that reach the ranking as a tag or reading topic ("Opinie" → "opinion", "Art & Culture" →
 * "culture"); undefined for the rest (a category's name is the category's, and "Climate Change"
 * does not mute all of Environment).
 */
export function tagTermOfTopicName(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  const topic =
    INTEREST_TOPICS.find((candidate) => candidate.toLowerCase() === key) ??
    Object.entries(DUTCH_TAG_TOPIC_NAMES).find(([dutch]) => dutch.toLowerCase() === key)?.[1];
  const term = topic && INTEREST_TERMS[topic];
  return term && term === term.toLowerCase() ? term : undefined;
}

export function isInterestTopic(value: string): value is InterestTopic {
  return (INTEREST_TOPICS as readonly string[]).includes(value);
}

/**
 * A topic as it is stored: one of the 24 topics, or a server category's name (an older client sent
 * those), in its own spelling whatever the case it came in ('space' is 'Space', 'crime' is 'Crime');
 * undefined for anything else, which no ranking or mail would know what to do with.
 */
export function canonicalTopic(value: string): string | undefined {
  const key = value.trim().toLowerCase();
  const topic = INTEREST_TOPICS.find((name) => name.toLowerCase() === key);
  if (topic) return topic;
  const category = SERVER_CATEGORIES.find((name) => name === key);
  return category && CATEGORY_NAMES.en[category];
}

/**
 * A reader's chosen topics as ranking terms, each once. A stored value that is not a topic (a
 * category name sent by an older client, say) is used as it is.
 */
export function interestTerms(topics: readonly string[]): string[] {
  return [
    ...new Set(topics.map((topic) => (isInterestTopic(topic) ? INTEREST_TERMS[topic] : topic.trim())).filter(Boolean)),
  ];
}

/** The topics a ranking term stands for (to say in words why a story matched). */
export function topicsOfTerm(term: string, chosen: readonly string[]): string[] {
  const key = term.toLowerCase();
  return chosen.filter((topic) => (isInterestTopic(topic) ? INTEREST_TERMS[topic] : topic).toLowerCase() === key);
}
