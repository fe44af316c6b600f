/** The signed-in reader's saved stories, and saving or removing one with the spec's toasts (§8). */

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FREE_LIMITS, LIMIT_CODES, LIMIT_WARNING_FROM } from '@tidings/core/plans/limits';
import type { ListedSavedStory } from '@tidings/core/schemas/saved';
import { useEffect } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { openPremiumDialog } from '../../lib/membership-dialogs.ts';
import { isOffline } from '../../lib/offline.ts';
import { currentAccessToken } from '../../lib/session-token.ts';
import { toast } from '../../lib/toast.ts';
import { useSignedInEmail } from '../auth/session.ts';
import { useBilling } from '../premium/use-premium.ts';
import { flushQueue, madeBy, queueChange, queuedChangesOf, useQueuedChanges } from './offline-queue.ts';
import { getSaved, SAVED_KEY, saveStory, unsaveStory } from './saved-calls.ts';

/** Asks for each saved story's detail, so the service worker keeps it for reading offline (its code: offline-code.ts). */
function keepDetails(stories: ListedSavedStory[], lang: string) {
  if (isOffline() || !navigator.serviceWorker?.controller) return;
  // As the reader: the story is kept as they are shown it (without a muted outlet's words), not a visitor's.
  const token = currentAccessToken();
  const headers: HeadersInit = token ? { authorization: `Bearer ${token}` } : {};
  for (const story of stories) {
    void fetch(`/api/stories/${encodeURIComponent(story.storyId)}?lang=${encodeURIComponent(lang)}`, { headers }).catch(
      () => {},
    );
  }
}

export function useSaved() {
  const { editionLocale, t } = useLocale();
  const client = useQueryClient();
  const email = useSignedInEmail();
  // What was saved or removed offline goes to the server when the network is back.
  useEffect(() => {
    if (!email) return;
    const flush = () =>
      void flushQueue(email).then(({ sent, overLimit }) => {
        if (sent > 0 || overLimit > 0) void client.invalidateQueries({ queryKey: SAVED_KEY });
        // Saved offline past the free limit: refused now, and said, as a save online is (§5).
        if (overLimit > 0) openPremiumDialog('default', t('saved.limitReached'));
      });
    if (!isOffline()) flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [email, client, t]);
  return useQuery({
    queryKey: [...SAVED_KEY, email, editionLocale],
    queryFn: async () => {
      const stories = applyQueued(await getSaved(editionLocale), email);
      keepDetails(stories, editionLocale);
      return stories;
    },
    enabled: email !== '',
    staleTime: 60_000,
  });
}

/** The list as the reader left it: changes still queued offline are shown as made. */
function applyQueued(stories: ListedSavedStory[], reader: string): ListedSavedStory[] {
  const queue = queuedChangesOf(reader);
  if (queue.length === 0) return stories;
  const removed = new Set(queue.filter((c) => c.change === 'remove').map((c) => c.storyId));
  return stories.filter((s) => !removed.has(s.storyId));
}

export function useToggleSaved() {
  const { t } = useLocale();
  const client = useQueryClient();
  const saved = useSaved();
  const billing = useBilling();
  const email = useSignedInEmail();
  const queue = useQueuedChanges().filter((change) => madeBy(change, email));
  // The list as the server last said, with what was changed offline since.
  const ids = new Set((saved.data ?? []).map((story: ListedSavedStory) => story.storyId));
  for (const queued of queue) {
    if (queued.change === 'save') ids.add(queued.storyId);
    else ids.delete(queued.storyId);
  }
  const toggle = useMutation({
    mutationFn: async (storyId: string) => {
      const change = ids.has(storyId) ? 'remove' : 'save';
      // Offline, the change waits in the queue and is sent when the network returns.
      if (isOffline()) {
        queueChange({ storyId, change, reader: email });
        return change === 'remove' ? ('removed-offline' as const) : ('saved-offline' as const);
      }
      if (change === 'remove') {
        await unsaveStory(storyId);
        return 'removed' as const;
      }
      await saveStory(storyId);
      return 'saved' as const;
    },
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: SAVED_KEY });
      if (result === 'removed-offline' || result === 'saved-offline') {
        toast.success(t(result === 'saved-offline' ? 'saved.savedOffline' : 'saved.removedOffline'));
        return;
      }
      if (result === 'removed') {
        toast.success(t('saved.removed'));
        return;
      }
      toast.success(t('saved.saved'));
      const count = ids.size + 1;
      // §5: a free reader is warned from 8 of 10, the tenth too (the server enforces the 10); a
      // premium reader, who has no limit, is not.
      const free = billing.data?.premium !== true;
      if (free && count >= LIMIT_WARNING_FROM.savedStories && count <= FREE_LIMITS.savedStories) {
        toast.warning(t('saved.nearLimit', { count, limit: FREE_LIMITS.savedStories }));
      }
    },
    onError: (error, storyId) => {
      if (error instanceof ApiRequestError && error.code === LIMIT_CODES.savedStories) {
        openPremiumDialog('default', t('saved.limitReached'));
        return;
      }
      toast.error(t(ids.has(storyId) ? 'saved.errors.unsave' : 'saved.errors.save'));
    },
  });
  return { ids, toggle };
}
