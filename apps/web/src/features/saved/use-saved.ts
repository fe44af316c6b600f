/** The signed-in reader's saved stories, and saving or removing one with the spec's toasts (§8). */

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FREE_LIMITS, LIMIT_CODES, LIMIT_WARNING_FROM } from '@tidings/core/plans/limits';
import type { ListedSavedStory } from '@tidings/core/schemas/saved';
import { toast } from 'sonner';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { openPremiumDialog } from '../../lib/membership-dialogs.ts';
import { useSession } from '../auth/session.ts';
import { getSaved, SAVED_KEY, saveStory, unsaveStory } from './saved-calls.ts';

export function useSaved() {
  const session = useSession();
  const { editionLocale } = useLocale();
  const email = session.status === 'signedIn' ? session.user.email : '';
  return useQuery({
    queryKey: [...SAVED_KEY, email, editionLocale],
    queryFn: () => getSaved(editionLocale),
    enabled: email !== '',
    staleTime: 60_000,
  });
}

export function useToggleSaved() {
  const { t } = useLocale();
  const client = useQueryClient();
  const saved = useSaved();
  const ids = new Set((saved.data ?? []).map((story: ListedSavedStory) => story.storyId));
  const toggle = useMutation({
    mutationFn: async (storyId: string) => {
      if (ids.has(storyId)) {
        await unsaveStory(storyId);
        return 'removed' as const;
      }
      await saveStory(storyId);
      return 'saved' as const;
    },
    onSuccess: (result) => {
      void client.invalidateQueries({ queryKey: SAVED_KEY });
      if (result === 'removed') {
        toast.success(t('saved.removed'));
        return;
      }
      toast.success(t('saved.saved'));
      const count = ids.size + 1;
      // §5: a free reader is warned from 8 of 10 (the server enforces the 10).
      if (count >= LIMIT_WARNING_FROM.savedStories && count < FREE_LIMITS.savedStories) {
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
