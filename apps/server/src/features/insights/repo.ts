/** The reading_events and reading_history_settings tables: one reader's reading, and whether it is recorded. */
import type { ReadingEvent } from '@tidings/core/insights/events';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { readingEvents, readingHistorySettings } from '../../db/schema.ts';

export type ReadingEventRow = typeof readingEvents.$inferSelect;
export type NewReadingEvent = Omit<typeof readingEvents.$inferInsert, 'id'>;

export async function isPaused(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ paused: readingHistorySettings.paused })
    .from(readingHistorySettings)
    .where(eq(readingHistorySettings.userId, userId));
  return row?.paused ?? false;
}

export async function setPaused(db: Db, userId: string, paused: boolean, now: Date): Promise<void> {
  await db
    .insert(readingHistorySettings)
    .values({ userId, paused, updatedAt: now })
    .onConflictDoUpdate({ target: readingHistorySettings.userId, set: { paused, updatedAt: now } });
}

export async function recordEvent(db: Db, event: NewReadingEvent): Promise<void> {
  await db.insert(readingEvents).values(event);
}

/** An event as the reader downloads it: their reading history's file, and Download my data. */
export const exportedEvent = (row: ReadingEventRow) => ({
  kind: row.kind,
  storyId: row.storyId,
  episode: row.episode,
  categories: row.categories,
  sources: row.sources,
  readMs: row.readMs,
  openedAt: row.openedAt.toISOString(),
});

/** The reader's events opened after `since` (all of them without it), oldest first. */
export async function eventsOf(db: Db, userId: string, since?: Date): Promise<ReadingEventRow[]> {
  return db
    .select()
    .from(readingEvents)
    .where(
      since
        ? and(eq(readingEvents.userId, userId), gt(readingEvents.openedAt, since))
        : eq(readingEvents.userId, userId),
    )
    .orderBy(asc(readingEvents.openedAt), asc(readingEvents.id));
}

/**
 * Per story the reader opened, every source it had at one of those openings (AI content filtering:
 * a story with no source beyond these has nothing new for the reader).
 */
export async function readSourcesByStory(db: Db, userId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .select({ storyId: readingEvents.storyId, sources: readingEvents.sources })
    .from(readingEvents)
    .where(and(eq(readingEvents.userId, userId), eq(readingEvents.kind, 'story')));
  const read = new Map<string, Set<string>>();
  for (const row of rows) {
    if (!row.storyId) continue;
    const sources = read.get(row.storyId) ?? new Set<string>();
    for (const source of row.sources) sources.add(source);
    read.set(row.storyId, sources);
  }
  return new Map([...read].map(([id, sources]) => [id, [...sources]]));
}

export async function clearEvents(db: Db, userId: string): Promise<number> {
  const removed = await db
    .delete(readingEvents)
    .where(eq(readingEvents.userId, userId))
    .returning({ id: readingEvents.id });
  return removed.length;
}

/** Housekeeping: every reader's events opened before `cutoff`. */
export async function pruneEventsBefore(db: Db, cutoff: Date): Promise<number> {
  const removed = await db
    .delete(readingEvents)
    .where(lt(readingEvents.openedAt, cutoff))
    .returning({ id: readingEvents.id });
  return removed.length;
}

/** A row as the insight rules in packages/core read it. */
export function toReadingEvent(row: ReadingEventRow): ReadingEvent {
  return {
    kind: row.kind,
    storyId: row.storyId,
    categories: row.categories,
    sources: row.sources,
    readMs: row.readMs,
    openedAt: row.openedAt.getTime(),
  };
}
