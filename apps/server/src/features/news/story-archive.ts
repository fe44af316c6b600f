/** The story archive repository (DECISIONS.md item 13): every story ever published, by id. */
import type { Story, StoryText } from '@tidings/core/schemas/edition';
import { and, eq, gt, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storyAliases, storyArchive } from '../../db/schema.ts';
import type { Edition } from '../../lib/edition-store.ts';

/** Rows per INSERT: large editions are written in chunks to keep each statement small. */
const UPSERT_CHUNK = 500;

export interface ArchivedStory {
  story: Story;
  translations: Record<string, StoryText>;
}

export function createStoryArchive(db: Db) {
  return {
    /**
     * Upserts every story and alias of an edition in one transaction: all or nothing. An alias
     * whose story the edition merged in turn is re-pointed at the survivor (one hop, as the
     * pipeline keeps them), and an id that is a story of the edition is no alias.
     */
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
      const aliases = [...edition.aliases].map(([alias, storyId]) => ({ alias, storyId, editionId: edition.id }));
      await db.transaction(async (tx) => {
        for (let i = 0; i < aliases.length; i += UPSERT_CHUNK) {
          const chunk = aliases.slice(i, i + UPSERT_CHUNK);
          // An id kept from before whose story was merged in turn answers as the survivor: one hop.
          await tx.execute(sql`UPDATE ${storyAliases} SET story_id = merged.into_id
            FROM (VALUES ${sql.join(
              chunk.map(({ alias, storyId }) => sql`(${alias}, ${storyId})`),
              sql`, `,
            )}) AS merged(from_id, into_id)
            WHERE ${storyAliases.storyId} = merged.from_id AND ${storyAliases.alias} <> merged.into_id`);
          await tx
            .insert(storyAliases)
            .values(chunk)
            .onConflictDoUpdate({
              target: storyAliases.alias,
              set: { storyId: sql`excluded.story_id`, editionId: sql`excluded.edition_id` },
            });
        }
        for (let i = 0; i < rows.length; i += UPSERT_CHUNK) {
          // A story of the edition answers as itself: an id the archive knew as merged away is no alias now.
          await tx.delete(storyAliases).where(
            inArray(
              storyAliases.alias,
              rows.slice(i, i + UPSERT_CHUNK).map((row) => row.id),
            ),
          );
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

    /**
     * Every story published after `since` (a weekly digest's week reaches past the current
     * edition), but none whose id was merged into another story: the survivor tells it.
     */
    async publishedSince(since: Date): Promise<ArchivedStory[]> {
      return db
        .select({ story: storyArchive.story, translations: storyArchive.translations })
        .from(storyArchive)
        .where(
          and(
            gt(storyArchive.publishedAt, since),
            notExists(db.select().from(storyAliases).where(eq(storyAliases.alias, storyArchive.id))),
          ),
        );
    },

    /** The story each of `ids` was merged into, for those an edition ever named as merged. */
    async aliasTargets(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ alias: storyAliases.alias, storyId: storyAliases.storyId })
        .from(storyAliases)
        .where(inArray(storyAliases.alias, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.alias, row.storyId]));
    },

    /** Every id an edition ever named as merged into the story `id`. */
    async aliasesInto(id: string): Promise<string[]> {
      const rows = await db
        .select({ alias: storyAliases.alias })
        .from(storyAliases)
        .where(eq(storyAliases.storyId, id));
      return rows.map((row) => row.alias);
    },
  };
}

export type StoryArchive = ReturnType<typeof createStoryArchive>;
