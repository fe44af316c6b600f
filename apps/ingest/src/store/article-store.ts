/**
 * The article store: articles keyed by canonical link (stored once across runs and across
 * feeds of one outlet), their story assignment, the stories with their aliases, and the
 * validators of each feed. Kept for a retention window counted from when an article was first
 * seen, so a feed's stale items do not come back as new on every run.
 */
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { IngestDb } from '../db/client.ts';
import {
  ingestArticles,
  ingestFeeds,
  ingestRunFeeds,
  ingestRuns,
  ingestStories,
  ingestStoryAliases,
} from '../db/schema.ts';
import type { FeedEntry } from '../feeds/feed-list.ts';
import type { FeedItem } from '../parse/parse-feed.ts';
import { textLanguage } from '../parse/text-language.ts';

export type StoredArticle = typeof ingestArticles.$inferSelect;
export type FeedState = typeof ingestFeeds.$inferSelect;

/** Inserting thousands of rows in one statement trips parameter limits; this many per batch. */
const INSERT_BATCH = 200;

export class ArticleStore {
  readonly #db: IngestDb;

  constructor(db: IngestDb) {
    this.#db = db;
  }

  async feedState(url: string): Promise<FeedState | undefined> {
    const rows = await this.#db.select().from(ingestFeeds).where(eq(ingestFeeds.url, url));
    return rows[0];
  }

  async allFeedStates(): Promise<FeedState[]> {
    return this.#db.select().from(ingestFeeds);
  }

  async recordFeedSuccess(
    feed: FeedEntry,
    now: Date,
    validators: { etag: string | null; lastModified: string | null } | undefined,
    status: 'ok' | 'not-modified',
  ): Promise<void> {
    const values = {
      url: feed.url,
      outlet: feed.outlet,
      lastFetchedAt: now,
      lastOkAt: now,
      lastStatus: status,
      lastError: null,
      consecutiveFailures: 0,
      notBefore: null,
      ...(validators ? { etag: validators.etag, lastModified: validators.lastModified } : {}),
    };
    await this.#db.insert(ingestFeeds).values(values).onConflictDoUpdate({ target: ingestFeeds.url, set: values });
  }

  /**
   * Counts a failed fetch; `notBefore`, when the server asked for a longer wait than a run takes,
   * is when the feed may be asked again (any other failure, like a success, clears it).
   */
  async recordFeedFailure(feed: FeedEntry, now: Date, error: string, notBefore: Date | null = null): Promise<void> {
    await this.#db
      .insert(ingestFeeds)
      .values({
        url: feed.url,
        outlet: feed.outlet,
        lastFetchedAt: now,
        lastStatus: 'failed',
        lastError: error,
        consecutiveFailures: 1,
        notBefore,
      })
      .onConflictDoUpdate({
        target: ingestFeeds.url,
        set: {
          lastFetchedAt: now,
          lastStatus: 'failed',
          lastError: error,
          consecutiveFailures: sql`${ingestFeeds.consecutiveFailures} + 1`,
          notBefore,
        },
      });
  }

  /** Stores the items not seen before; returns the links of those that were new. */
  async addArticles(feed: FeedEntry, items: readonly FeedItem[], now: Date): Promise<string[]> {
    const unique = new Map(items.map((item) => [item.url, item]));
    const inserted: string[] = [];
    const rows = [...unique.values()].map((item) => ({
      url: item.url,
      // An aggregator's item is its publisher's ("BBC News" in a Google News feed), and a major
      // outlet only by the feed's word for its own items.
      outlet: item.publisher ?? feed.outlet,
      feedUrl: feed.url,
      // The feed's language, unless the item is clearly written in another (an English feed's Spanish gallery).
      language: textLanguage(feed.language, item.title, item.summary),
      country: feed.country,
      category: feed.category,
      major: feed.major && (item.publisher === undefined || item.publisher === feed.outlet),
      title: item.title,
      summary: item.summary,
      author: item.author ?? null,
      publishedAt: item.publishedAt ? new Date(item.publishedAt) : null,
      firstSeenAt: now,
      imageUrl: item.imageUrl ?? null,
      imageAlt: item.imageAlt ?? null,
      wordCount: item.wordCount ?? null,
      feedCategories: item.categories,
    }));
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const result = await this.#db
        .insert(ingestArticles)
        .values(rows.slice(i, i + INSERT_BATCH))
        .onConflictDoNothing({ target: ingestArticles.url })
        .returning({ url: ingestArticles.url });
      inserted.push(...result.map((row) => row.url));
    }
    return inserted;
  }

  /** Articles first seen since `since`, oldest first (the clusterer's working set). */
  async articlesSince(since: Date): Promise<StoredArticle[]> {
    return this.#db
      .select()
      .from(ingestArticles)
      .where(gte(ingestArticles.firstSeenAt, since))
      .orderBy(ingestArticles.firstSeenAt, ingestArticles.url);
  }

  /** Stores what the sentence encoder read in articles' headlines (by link). */
  async saveTitleMeanings(meanings: ReadonlyMap<string, Float32Array>): Promise<void> {
    if (meanings.size === 0) return;
    await this.#db.transaction(async (tx) => {
      for (const [url, titleMeaning] of meanings) {
        await tx.update(ingestArticles).set({ titleMeaning }).where(eq(ingestArticles.url, url));
      }
    });
  }

  /**
   * Deletes articles first seen before the cutoff, and the records of runs started before it (each
   * kept its report, about 2 kB a run, and its feeds' reports); returns how many articles went.
   */
  async purgeBefore(cutoff: Date): Promise<number> {
    const gone = await this.#db
      .delete(ingestArticles)
      .where(lt(ingestArticles.firstSeenAt, cutoff))
      .returning({ url: ingestArticles.url });
    // Its feeds' reports go with a run (on delete cascade).
    await this.#db.delete(ingestRuns).where(lt(ingestRuns.startedAt, cutoff));
    return gone.length;
  }

  /** Writes the clusterer's answer: each article's story, new stories, and merged-away ids as aliases. */
  async saveAssignments(
    assignments: ReadonlyMap<string, string>,
    merges: ReadonlyArray<{ from: string; into: string }>,
    now: Date,
  ): Promise<void> {
    await this.#db.transaction(async (tx) => {
      const byStory = new Map<string, string[]>();
      for (const [url, storyId] of assignments) byStory.set(storyId, [...(byStory.get(storyId) ?? []), url]);
      const existing = new Set((await tx.select({ id: ingestStories.id }).from(ingestStories)).map((row) => row.id));
      const fresh = [...byStory.keys()].filter((id) => !existing.has(id));
      for (let i = 0; i < fresh.length; i += INSERT_BATCH) {
        const batch = fresh.slice(i, i + INSERT_BATCH);
        await tx
          .insert(ingestStories)
          .values(batch.map((id) => ({ id, createdAt: now, updatedAt: now })))
          .onConflictDoNothing();
        // A story again (an event told apart from the story it was merged into) is no alias.
        await tx.delete(ingestStoryAliases).where(inArray(ingestStoryAliases.alias, batch));
      }
      for (const [storyId, urls] of byStory) {
        for (let i = 0; i < urls.length; i += INSERT_BATCH) {
          await tx
            .update(ingestArticles)
            .set({ storyId })
            .where(inArray(ingestArticles.url, urls.slice(i, i + INSERT_BATCH)));
        }
        if (existing.has(storyId)) {
          await tx.update(ingestStories).set({ updatedAt: now }).where(eq(ingestStories.id, storyId));
        }
      }
      for (const { from, into } of merges) {
        // Aliases that pointed at the merged story now point at the survivor: one hop always answers.
        await tx.update(ingestStoryAliases).set({ storyId: into }).where(eq(ingestStoryAliases.storyId, from));
        await tx
          .insert(ingestStoryAliases)
          .values({ alias: from, storyId: into, createdAt: now })
          .onConflictDoUpdate({ target: ingestStoryAliases.alias, set: { storyId: into } });
        await tx.delete(ingestStories).where(eq(ingestStories.id, from));
      }
    });
  }

  /** Story ids in use or ever merged away: a new slug must avoid them all. */
  async takenStoryIds(): Promise<Set<string>> {
    const stories = await this.#db.select({ id: ingestStories.id }).from(ingestStories);
    const aliases = await this.#db.select({ id: ingestStoryAliases.alias }).from(ingestStoryAliases);
    return new Set([...stories, ...aliases].map((row) => row.id));
  }

  /** The story an id answers with now: itself, or the story it was merged into. */
  async resolveStoryId(id: string): Promise<string | undefined> {
    const alias = await this.#db.select().from(ingestStoryAliases).where(eq(ingestStoryAliases.alias, id));
    if (alias[0]) return alias[0].storyId;
    const story = await this.#db.select().from(ingestStories).where(eq(ingestStories.id, id));
    return story[0]?.id;
  }

  /** Merged-away ids and the story each answers as now; with `since`, only ids merged away since then. */
  async aliases(since?: Date): Promise<Array<{ alias: string; storyId: string }>> {
    const all = this.#db
      .select({ alias: ingestStoryAliases.alias, storyId: ingestStoryAliases.storyId })
      .from(ingestStoryAliases);
    return since ? all.where(gte(ingestStoryAliases.createdAt, since)) : all;
  }

  async assignedArticles(storyId: string): Promise<StoredArticle[]> {
    return this.#db
      .select()
      .from(ingestArticles)
      .where(and(isNotNull(ingestArticles.storyId), eq(ingestArticles.storyId, storyId)));
  }

  async startRun(now: Date): Promise<number> {
    const [row] = await this.#db.insert(ingestRuns).values({ startedAt: now }).returning({ id: ingestRuns.id });
    if (!row) throw new Error('could not record the run');
    return row.id;
  }

  async finishRun(id: number, now: Date, report: unknown, editionDir: string | null): Promise<void> {
    await this.#db.update(ingestRuns).set({ finishedAt: now, report, editionDir }).where(eq(ingestRuns.id, id));
  }

  /** When the run started, or undefined for a run not on record. */
  async runStartedAt(id: number): Promise<Date | undefined> {
    const rows = await this.#db
      .select({ startedAt: ingestRuns.startedAt })
      .from(ingestRuns)
      .where(eq(ingestRuns.id, id));
    return rows[0]?.startedAt;
  }

  /** Keeps what one feed's fetch did in a run (a retried fetch replaces its own report). */
  async recordRunFeed(runId: number, feedUrl: string, report: unknown): Promise<void> {
    await this.#db
      .insert(ingestRunFeeds)
      .values({ runId, feedUrl, report })
      .onConflictDoUpdate({ target: [ingestRunFeeds.runId, ingestRunFeeds.feedUrl], set: { report } });
  }

  /** What the feeds' fetches reported in a run. */
  async runFeedReports(runId: number): Promise<unknown[]> {
    const rows = await this.#db.select().from(ingestRunFeeds).where(eq(ingestRunFeeds.runId, runId));
    return rows.map((row) => row.report);
  }
}
