import { Button } from '../../components/ui/button.tsx';
import { useLocale } from '../../lib/i18n.ts';

/**
 * reading-experience §8: 'Failed to load articles…' with a Retry that reloads the page. Offline, where
 * a reload brings the same screen, it says instead that the stories come when the network does (they
 * are asked again then), beside the page's offline notice.
 */
export function FeedError({ offline = false }: { offline?: boolean }) {
  const { t } = useLocale();
  if (offline) {
    // Not a live region: the page's status says the reader is offline already.
    return (
      <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300">
        <p>{t('feed.waitingForNetwork')}</p>
      </div>
    );
  }
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

/**
 * reading-experience §8: the empty texts of search, the Local tab and every other feed. A search that
 * found nothing offers the spelling the server found stories for ("Did you mean …?"), as a button.
 */
export function FeedEmpty({
  search,
  local,
  suggestion,
  onSuggestion,
}: {
  search: string;
  local: boolean;
  suggestion?: string | undefined;
  onSuggestion?: ((suggestion: string) => void) | undefined;
}) {
  const { t } = useLocale();
  const text = search
    ? t('feed.noSearchResults', { query: search })
    : local
      ? t('feed.noLocalStories')
      : t('feed.empty');
  // The sentence around the suggestion, in the language's own order.
  const [before = '', after = ''] = t('feed.didYouMean', { suggestion: '\u0000' }).split('\u0000');
  return (
    <div
      role="status"
      className="space-y-3 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-300"
    >
      <p>{text}</p>
      {search && suggestion && onSuggestion && (
        <p>
          {before}
          <button
            type="button"
            onClick={() => onSuggestion(suggestion)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-cyan-300"
          >
            {suggestion}
          </button>
          {after}
        </p>
      )}
    </div>
  );
}
