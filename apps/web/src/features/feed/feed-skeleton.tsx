import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../lib/i18n.ts';

/** reading-experience §9: the loading skeleton shows 9 cards. */
export const SKELETON_CARDS = 9;
const PLACEHOLDERS = Array.from({ length: SKELETON_CARDS }, (_, i) => `placeholder-${i}`);

export function FeedSkeleton() {
  const { t } = useLocale();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only forced-colors:not-sr-only">{t('feed.loading')}</span>
      <ul className="grid gap-4 md:grid-cols-2 md:gap-6 lg:grid-cols-3" aria-hidden="true">
        {PLACEHOLDERS.map((id) => (
          <li
            key={id}
            className="flex gap-3 rounded-xl border border-slate-200 p-3 md:flex-col md:p-0 dark:border-slate-800"
          >
            <Skeleton className="aspect-video w-28 shrink-0 md:w-full md:rounded-b-none" />
            <div className="flex flex-1 flex-col gap-2 md:p-4">
              <Skeleton className="h-3 w-20" />
              <Skeleton className="h-5 w-full" />
              <Skeleton className="h-5 w-2/3" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
