/** The story archive repository (DECISIONS.md item 13): every story ever published, by id. */
import type { Story, StoryText } from '@tidings/core/schemas/edition';
import { eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storyArchive } from '../../db/schema.ts';
import type { Edition } from '../../lib/edition-store.ts';

/** Rows per INSERT: large editions are written in chunks to keep each statement small. */
const UPSERT_CHUNK = 500;

export interface ArchivedStory {
  story: Story;
  translations: Record<string, StoryText>;
}

export function createStoryArchive(db: Db) {
  return {
    /** Upserts every story of an edition in one transaction: all or nothing. */
    async keepEdition(edition: Edition): Promise<void> {
      const rows = edition.stories.map((story) => {
        const translations: Record<string, StoryText> = {};
        for (const [locale, texts] of edition.translations) {
          const text = texts.get(story.id);
          if (text) translations[locale] = text;
        }
        const published = Date.parse(story.published_at ?? '');
        return {
          id: story.id,
          story,
          translations,
          editionId: edition.id,
          publishedAt: Number.isNaN(published) ? null : new Date(published),
        };
      });
      await db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
          await tx
            .insert(storyArchive)
            .values(rows.slice(i, i + UPSERT_CHUNK))
            .onConflictDoUpdate({
              target: storyArchive.id,
              set: {
                story: sql`excluded.story`,
                translations: sql`excluded.translations`,
                editionId: sql`excluded.edition_id`,
                publishedAt: sql`excluded.published_at`,
                lastSeenAt: sql`now()`,
              },
            });
        }
      });
    },

    async find(id: string): Promise<ArchivedStory | undefined> {
      const [row] = await db
        .select({ story: storyArchive.story, translations: storyArchive.translations })
        .from(storyArchive)
        .where(eq(storyArchive.id, id))
        .limit(1);
      return row;
    },

    /** Every story published after `since` (a weekly digest's week reaches past the current edition). */
    async publishedSince(since: Date): Promise<ArchivedStory[]> {
      return db
        .select({ story: storyArchive.story, translations: storyArchive.translations })
        .from(storyArchive)
        .where(gt(storyArchive.publishedAt, since));
    },
  };
}

export type StoryArchive = ReturnType<typeof createStoryArchive>;
