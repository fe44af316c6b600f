/**
 * Whether the session behind an access token still lives (ASVS 7.4.1, 7.4.2): an access token
 * is refused once its session was ended (logout, sign out everywhere, reuse of a spent refresh
 * token, idle or absolute expiry) or its account deleted. Answers are cached for a few seconds
 * per instance (rules.ts SESSION_CHECK_CACHE_MS), so a busy reader costs no database round
 * trip per request; this instance forgets its answer at once when it ends a session itself.
 */
import { LRUCache } from 'lru-cache';
import type { RefreshTokens } from './refresh-tokens.ts';
import { SESSION_CHECK_CACHE_MS } from './rules.ts';

export interface SessionCheck {
  isLive(userId: string, familyId: string): Promise<boolean>;
  /** Drops cached answers for one session of the account, or for all of them. */
  forget(userId: string, familyId?: string): void;
}

export function createSessionCheck(refreshTokens: Pick<RefreshTokens, 'isLive'>): SessionCheck {
  const cache = new LRUCache<string, boolean>({ max: 100_000, ttl: SESSION_CHECK_CACHE_MS });
  const keyOf = (userId: string, familyId: string) => `${userId}/${familyId}`;
  return {
    async isLive(userId, familyId) {
      const key = keyOf(userId, familyId);
      const cached = cache.get(key);
      if (cached !== undefined) return cached;
      const live = await refreshTokens.isLive(familyId, userId);
      cache.set(key, live);
      return live;
    },
    forget(userId, familyId) {
      if (familyId) {
        cache.delete(keyOf(userId, familyId));
        return;
      }
      for (const key of cache.keys()) if (key.startsWith(`${userId}/`)) cache.delete(key);
    },
  };
}
