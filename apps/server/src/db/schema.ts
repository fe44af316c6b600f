/** Drizzle schema: one table per concern. */
import type { Story } from '@tidings/core/schemas/edition';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The story archive (DECISIONS.md item 13): every story of every loaded edition is kept,
 * so a shared /story/{id} link answers after the story leaves the current edition.
 */
export const storyArchive = pgTable(
  'story_archive',
  {
    id: text('id').primaryKey(),
    story: jsonb('story').$type<Story>().notNull(),
    /** nl-NL and other translations of this story, keyed by locale. */
    translations: jsonb('translations')
      .$type<Record<string, { headline?: string; sub_headline?: string; description?: string }>>()
      .notNull()
      .default({}),
    editionId: text('edition_id').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('story_archive_published_at_idx').on(table.publishedAt)],
);
