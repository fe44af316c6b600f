/** The preferences calls (accounts-and-membership §5, §7; DECISIONS.md items 2-4). */
import { z } from 'zod';
import { canonicalTopic } from '../account/interests.ts';
import {
  ageRangeSchema,
  genderSchema,
  PREFERENCE_ITEM_MAX_LENGTH,
  PREFERENCE_LIST_MAX_ITEMS,
  preferencesSchema,
  themeSchema,
} from './account.ts';

/** Half of a character: a UTF-16 surrogate without its pair ("\ud800" in JSON). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * A word, topic or source as a reader types it. A lone surrogate is no character anyone types and
 * the database stores no text holding one: it is bad input (400), not a failed store (500).
 */
const item = z
  .string()
  .max(PREFERENCE_ITEM_MAX_LENGTH)
  .refine((value) => !LONE_SURROGATE.test(value), 'must be text, and this holds half of a character');

const list = z.array(item).max(PREFERENCE_LIST_MAX_ITEMS);

/** An interest topic or a server category, stored in its own spelling (`canonicalTopic`). */
const topic = item.transform((value, context) => {
  const known = canonicalTopic(value);
  if (known) return known;
  context.addIssue({ code: 'custom', message: `"${value}" is not one of the interest topics or categories` });
  return z.NEVER;
});
const topicList = z.array(topic).max(PREFERENCE_LIST_MAX_ITEMS);

/** The kinds of change PATCH /preferences makes, one per call; demographics are age and gender together. */
const PATCH_KIND: Record<string, string> = {
  theme: 'theme',
  interests: 'interests',
  age: 'demographics',
  gender: 'demographics',
  onboarding_completed: 'onboarding_completed',
  contentFilter: 'contentFilter',
};

/**
 * §7 PATCH /preferences: exactly one of {theme}, {interests}, demographics, {onboarding_completed:
 * true}, {contentFilter}. One object (not a union of five), so a bad value is named as such ("theme:
 * Invalid option") rather than as a key no shape knows.
 */
export const preferencesPatchSchema = z
  .strictObject({
    theme: themeSchema.optional(),
    interests: topicList.optional(),
    age: ageRangeSchema.optional(),
    gender: genderSchema.optional(),
    onboarding_completed: z.literal(true).optional(),
    contentFilter: z.boolean().optional(),
  })
  .refine((body) => new Set(Object.keys(body).map((key) => PATCH_KIND[key])).size === 1, {
    message: 'change exactly one of: theme, interests, age and gender, onboarding_completed, contentFilter',
  });

export const categoriesPatchSchema = z.strictObject({ categories: topicList });
/** PUT /preferences: every preference at once, the topics held to the known ones as in the PATCH calls. */
export const preferencesPutSchema = preferencesSchema.extend({
  categories: topicList.default([]),
  interests: topicList.default([]),
});
/** Only the settings named change: no defaults filled in for the others (they keep what is stored). */
export const emailSettingsPatchSchema = z.strictObject({
  emailSettings: z.strictObject({
    weeklyDigest: z.boolean().optional(),
    dailyDigest: z.boolean().optional(),
    breakingNews: z.boolean().optional(),
    productUpdates: z.boolean().optional(),
  }),
});
export const mutedPatchSchema = z.strictObject({
  mutedTopics: list.optional(),
  mutedSources: list.optional(),
  mutedWords: list.optional(),
});

export const muteWordSchema = z.strictObject({ word: item });
export const muteTopicSchema = z.strictObject({ topic: item });
export const muteSourceSchema = z.strictObject({ source: item });
