/**
 * What the news lists need of a signed-in reader: their mutes (DECISIONS.md item 4, applied in
 * every list), their interest topics (the personalised feed) and, for a premium reader who switched
 * it on, the AI content filter with what they have read (issue #18). Read once per reader and kept
 * for a few seconds per instance; a change on this instance is seen at once.
 */
import { readerTopics } from '@tidings/core/account/preference-edits';
import type { ContentFilter } from '@tidings/core/news/content-filter';
import { type Mutes, NO_MUTES } from '@tidings/core/news/muting';
import type { Preferences } from '@tidings/core/schemas/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { readSourcesByStory } from '../insights/repo.ts';
import { storedPreferences } from './repo.ts';

const CACHE_MS = 10_000;

/** What a list needs of whoever asks: a visitor is not signed in and has no mutes or topics. */
export interface Personal {
  signedIn: boolean;
  mutes: Mutes;
  topics: string[];
  /** The AI content filter, for a premium reader who switched it on; undefined otherwise. */
  filter?: ContentFilter | undefined;
}

export const VISITOR: Personal = { signedIn: false, mutes: NO_MUTES, topics: [] };

/** A reader's stored preferences (null when none) and their content filter when it applies. */
interface Known {
  prefs: Preferences | null;
  filter: ContentFilter | undefined;
}

export interface ReaderPreferences {
  personalFor(request: FastifyRequest): Promise<Personal>;
  /** The same for a reader known by id (the first page, from the reader cookie). */
  personalForUser(userId: string): Promise<Personal>;
  mutesFor(request: FastifyRequest): Promise<Mutes>;
  /** The signed-in reader's chosen topics (categories and interests); none for a visitor. */
  topicsFor(request: FastifyRequest): Promise<string[]>;
  forget(userId: string): void;
}

export function readerPreferences(app: FastifyInstance): ReaderPreferences {
  const cache = new LRUCache<string, Known>({ max: 50_000, ttl: CACHE_MS });
  async function ofUser(userId: string): Promise<Known> {
    const cached = cache.get(userId);
    if (cached !== undefined) return cached;
    const prefs = await storedPreferences(app.database.db, userId);
    // The filter is premium (§6): a reader whose plan ended keeps the setting but not the filter.
    const filter =
      prefs?.contentFilter && (await app.billing.isPremium(userId))
        ? { read: await readSourcesByStory(app.database.db, userId) }
        : undefined;
    const known = { prefs, filter };
    cache.set(userId, known);
    return known;
  }
  /** The signed-in reader's preferences and filter, or undefined for a visitor. */
  async function of(request: FastifyRequest): Promise<Known | undefined> {
    // Routes open to visitors ask who is calling only when a token came with the request.
    if (!request.headers.authorization) return undefined;
    const user = request.user ?? (await request.server.optionalUser(request));
    return user ? ofUser(user.id) : undefined;
  }
  const personalOf = (known: Known | undefined): Personal =>
    known === undefined
      ? VISITOR
      : { signedIn: true, mutes: mutesOf(known.prefs), topics: topicsOf(known.prefs), filter: known.filter };
  const mutesOf = (prefs: Preferences | null | undefined): Mutes =>
    prefs ? { words: prefs.mutedWords, topics: prefs.mutedTopics, sources: prefs.mutedSources } : NO_MUTES;
  const topicsOf = (prefs: Preferences | null | undefined) => (prefs ? readerTopics(prefs) : []);
  return {
    personalFor: async (request) => personalOf(await of(request)),
    personalForUser: async (userId) => personalOf(await ofUser(userId)),
    mutesFor: async (request) => mutesOf((await of(request))?.prefs),
    topicsFor: async (request) => topicsOf((await of(request))?.prefs),
    forget(userId) {
      cache.delete(userId);
    },
  };
}
