import { Button } from '../../components/ui/button.tsx';
import { useLocale } from '../../lib/i18n.ts';

/** reading-experience §8: 'Failed to load articles…' with a Retry that reloads the page. */
export function FeedError() {
  const { t } = useLocale();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 p-8 text-center dark:border-red-900 dark:bg-red-950/40"
    >
      <p>{t('errors.failedToLoadArticles')}</p>
      <Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>
    </div>
  );
}

/** reading-experience §8: the empty texts of search, the Local tab and every other feed. */
export function FeedEmpty({ search, local }: { search: string; local: boolean }) {
  const { t } = useLocale();
  const text = search
    ? t('feed.noSearchResults', { query: search })
    : local
      ? t('feed.noLocalStories')
      : t('feed.empty');
  return (
    <p
      role="status"
      className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300"
    >
      {text}
    </p>
  );
}
