/**
 * AI content filtering (issue #18, a premium feature of accounts-and-membership §6): the switch in
 * the AI tab, and on request the stories it hides with the reason for each. The filter itself runs
 * on the server in every list (packages/core/src/news/content-filter.ts).
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Preferences } from '@tidings/core/schemas/account';
import type { Article } from '@tidings/core/schemas/article';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { openPremiumDialog } from '../../lib/membership-dialogs.ts';
import { authedRequest } from '../../lib/session-token.ts';
import { toast } from '../../lib/toast.ts';
import { SettingSwitch } from './email-tab.tsx';
import { saveContentFilter } from './preferences-calls.ts';
import { usePreferencesChanged } from './use-preferences.ts';

interface FilteredStories {
  enabled: boolean;
  data: { article: Article; reason: 'low-cleanliness' | 'already-read'; cleanliness: number | null }[];
}

export function ContentFilterSetting({ preferences, premium }: { preferences: Preferences; premium: boolean }) {
  const { t } = useLocale();
  const changed = usePreferencesChanged();
  const save = useMutation({
    mutationFn: saveContentFilter,
    onSuccess: changed,
    onError: () => toast.error(t('personalization.errors.update')),
  });
  const on = premium && (save.isPending ? (save.variables ?? preferences.contentFilter) : preferences.contentFilter);
  return (
    <section aria-labelledby="content-filter-title" className="space-y-3">
      <h3 id="content-filter-title" className="sr-only">
        {t('personalization.ai.filter.label')}
      </h3>
      <ul>
        <SettingSwitch
          label={t('personalization.ai.filter.label')}
          hint={t('personalization.ai.filter.hint')}
          checked={on}
          badge={premium ? undefined : t('theme.premium')}
          onChange={(checked) => {
            if (!premium) {
              openPremiumDialog('default', t('personalization.ai.filter.premium'));
              return;
            }
            save.mutate(checked);
          }}
        />
      </ul>
      {on && !save.isPending && <HiddenStories />}
    </section>
  );
}

/** The stories the filter hides now, asked for by the reader. */
function HiddenStories() {
  const { t, editionLocale } = useLocale();
  const [asked, setAsked] = useState(false);
  const hidden = useQuery({
    queryKey: ['news-filtered', editionLocale],
    queryFn: () => authedRequest<FilteredStories>(`/api/news/filtered?lang=${encodeURIComponent(editionLocale)}`),
    enabled: asked,
    staleTime: 0,
  });
  if (!asked) {
    return (
      <Button variant="secondary" onClick={() => setAsked(true)}>
        {t('personalization.ai.filter.show')}
      </Button>
    );
  }
  if (hidden.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {t('personalization.ai.filter.failed')}
      </p>
    );
  }
  if (!hidden.data) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {t('common.loading')}
      </p>
    );
  }
  if (hidden.data.data.length === 0) {
    return (
      <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
        {t('personalization.ai.filter.none')}
      </p>
    );
  }
  return (
    <div role="status">
      <p className="text-sm font-medium">{t('personalization.ai.filter.count', { count: hidden.data.data.length })}</p>
      <ul className="mt-2 space-y-2">
        {hidden.data.data.map(({ article, reason, cleanliness }) => (
          <li key={article.id} className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
            <p className="font-medium">{article.title}</p>
            <p className="text-slate-600 dark:text-slate-300">
              {reason === 'low-cleanliness'
                ? t('personalization.ai.filter.lowCleanliness', { score: cleanliness ?? 0 })
                : t('personalization.ai.filter.alreadyRead')}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
