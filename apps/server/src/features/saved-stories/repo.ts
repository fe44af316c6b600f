/** The saved_stories table: one row per reader and story. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedStories, users } from '../../db/schema.ts';

export type SavedRow = typeof savedStories.$inferSelect;

export type SaveResult = { kind: 'saved' | 'already-saved'; row: SavedRow } | { kind: 'limit-reached' };

/**
 * Saves once per reader and story, within the reader's limit. The reader's account row is
 * locked for the count and the insert, so two saves at once can neither pass the limit together
 * nor make two rows (the unique constraint stands behind that too).
 */
export async function saveStory(
  db: Db,
  userId: string,
  storyId: string,
  limit: number,
  now: Date,
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [existing] = await tx
      .select()
      .from(savedStories)
      .where(and(eq(savedStories.userId, userId), eq(savedStories.storyId, storyId)));
    if (existing) return { kind: 'already-saved', row: existing };
    const [counted] = await tx.select({ n: count() }).from(savedStories).where(eq(savedStories.userId, userId));
    if ((counted?.n ?? 0) >= limit) return { kind: 'limit-reached' };
    const [row] = await tx
      .insert(savedStories)
      .values({ userId, storyId, savedAt: now })
      .onConflictDoNothing({ target: [savedStories.userId, savedStories.storyId] })
      .returning();
    if (row) return { kind: 'saved', row };
    const [raced] = await tx
      .select()
      .from(savedStories)
      .where(and(eq(savedStories.userId, userId), eq(savedStories.storyId, storyId)));
    if (!raced) throw new Error('saved story vanished while saving');
    return { kind: 'already-saved', row: raced };
  });
}

export async function savedBy(db: Db, userId: string): Promise<SavedRow[]> {
  return db
    .select()
    .from(savedStories)
    .where(eq(savedStories.userId, userId))
    .orderBy(desc(savedStories.savedAt), desc(savedStories.id));
}

/** The reader's row of a story saved under any of `storyIds` (its ids before and after merges). */
export async function savedOne(db: Db, userId: string, storyIds: readonly string[]): Promise<SavedRow | undefined> {
  const [row] = await db
    .select()
    .from(savedStories)
    .where(and(eq(savedStories.userId, userId), inArray(savedStories.storyId, [...storyIds])))
    .orderBy(desc(savedStories.savedAt), desc(savedStories.id))
    .limit(1);
  return row;
}

/** Removes the reader's rows of a story saved under any of `storyIds`. */
export async function removeSaved(db: Db, userId: string, storyIds: readonly string[]): Promise<boolean> {
  const removed = await db
    .delete(savedStories)
    .where(and(eq(savedStories.userId, userId), inArray(savedStories.storyId, [...storyIds])))
    .returning({ id: savedStories.id });
  return removed.length > 0;
}

export async function clearSaved(db: Db, userId: string): Promise<number> {
  const removed = await db
    .delete(savedStories)
    .where(eq(savedStories.userId, userId))
    .returning({ id: savedStories.id });
  return removed.length;
}
