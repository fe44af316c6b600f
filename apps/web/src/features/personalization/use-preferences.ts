/**
 * The signed-in reader's preferences and the changes the settings and onboarding make, with the
 * spec's toasts and upgrade prompts (accounts-and-membership §5, §8). A change reloads the lists
 * (muting and interests are applied by the server) and the profile (the menu's interest count).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LIMIT_CODES } from '@tidings/core/plans/limits';
import type { Preferences } from '@tidings/core/schemas/account';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/i18n.ts';
import { openPremiumDialog } from '../../lib/membership-dialogs.ts';
import { refreshReaderLists } from '../../lib/reader-lists.ts';
import { toast } from '../../lib/toast.ts';
import { reloadProfile, useSignedInEmail } from '../auth/session.ts';
import { addMuted, getPreferences, type MutedKind, PREFERENCES_KEY, removeMuted } from './preferences-calls.ts';

export function usePreferences() {
  const email = useSignedInEmail();
  return useQuery({ queryKey: [...PREFERENCES_KEY, email], queryFn: getPreferences, enabled: email !== '' });
}

/** After the server took a change: the new preferences in the cache, the lists and profile asked again. */
export function usePreferencesChanged() {
  const client = useQueryClient();
  const email = useSignedInEmail();
  return (preferences: Preferences) => {
    client.setQueryData([...PREFERENCES_KEY, email], preferences);
    void refreshReaderLists(client);
    void reloadProfile().catch((error: unknown) => console.error('Profile reload failed', error));
  };
}

/** Whether a failed call was the free plan's limit; if so the upgrade prompt opens with its message. */
export function offerUpgradeOnLimit(error: unknown, message: string): boolean {
  const limits = [LIMIT_CODES.mutedWords, LIMIT_CODES.mutedTopicsAndSources, LIMIT_CODES.interests];
  if (!(error instanceof ApiRequestError) || !limits.includes(error.code)) return false;
  openPremiumDialog('default', message);
  return true;
}

const LIMIT_KEYS = {
  words: 'personalization.muted.wordsLimit',
  topics: 'personalization.muted.topicsLimit',
  // Sources share the topics' limit (§5), and its message (the spec has none of their own).
  sources: 'personalization.muted.topicsLimit',
} as const;
const TOASTS = {
  words: { added: 'personalization.muted.wordAdded', removed: 'personalization.muted.wordRemoved' },
  topics: { added: 'personalization.muted.topicAdded', removed: 'personalization.muted.topicRemoved' },
  sources: { added: 'personalization.muted.sourceAdded', removed: 'personalization.muted.sourceRemoved' },
} as const;

/** Adds or removes one muted word, topic or source (§5), saved at once. */
export function useMutedChange() {
  const { t } = useLocale();
  const changed = usePreferencesChanged();
  return useMutation({
    mutationFn: ({ kind, value, change }: { kind: MutedKind; value: string; change: 'add' | 'remove' }) =>
      change === 'add' ? addMuted(kind, value) : removeMuted(kind, value),
    onSuccess: (preferences, { kind, change }) => {
      changed(preferences);
      toast.success(t(TOASTS[kind][change === 'add' ? 'added' : 'removed']));
    },
    onError: (error, { kind }) => {
      if (offerUpgradeOnLimit(error, t(LIMIT_KEYS[kind]))) return;
      toast.error(t('personalization.errors.muted'));
    },
  });
}
