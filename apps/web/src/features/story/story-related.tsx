/** Related stories under the sources, loaded only while the related-stories flag is on (§2). */

import type { Article } from '@tidings/core/schemas/article';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { CardImage } from './card-image.tsx';
import { useRelatedStories } from './get-related.ts';

export function RelatedStories({ storyId, onOpenStory }: { storyId: string; onOpenStory(id: string): void }) {
  const { t, editionLocale } = useLocale();
  const related = useRelatedStories(storyId, editionLocale, true);
  // §2: if content fails to load, the list is emptied; an empty list shows nothing.
  const articles = related.isError ? [] : (related.data?.data ?? []);
  if (!related.isPending && articles.length === 0) return null;

  return (
    <section aria-labelledby="story-related-heading" className="flex flex-col gap-3">
      <h3 id="story-related-heading" className="text-lg font-semibold">
        {t('storyDetails.related')}
      </h3>
      {related.isPending ? (
        <div className="flex flex-col gap-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-16 w-full" />
          ))}
        </div>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {articles.map((article) => (
            <li key={article.id}>
              <RelatedCard article={article} onOpen={() => onOpenStory(article.id)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RelatedCard({ article, onOpen }: { article: Article; onOpen(): void }) {
  const { t } = useLocale();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="-mx-2 flex w-full gap-3 rounded-lg p-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
    >
      <CardImage
        src={article.imageUrl}
        width={1600}
        height={900}
        loading="lazy"
        className="aspect-video w-24 shrink-0 rounded-md bg-slate-100 object-cover dark:bg-slate-800"
      />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-cyan-300">
          {t(`categories.${article.category}`, { defaultValue: article.category })}
        </span>
        <span className="line-clamp-2 text-sm font-medium text-slate-900 dark:text-slate-100">{article.title}</span>
      </span>
    </button>
  );
}
