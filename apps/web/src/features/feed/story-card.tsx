import type { Article } from '@tidings/core/schemas/article';
import { useTranslation } from 'react-i18next';

export function StoryCard({ article }: { article: Article }) {
  const { t } = useTranslation();
  return (
    <article className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <img
        src={article.imageUrl}
        alt=""
        loading="lazy"
        className="aspect-video w-full object-cover"
        width={1600}
        height={900}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-cyan-300">
          {t(`categories.${article.category}`, { defaultValue: article.category })}
        </p>
        <h2 className="text-lg font-semibold leading-snug">{article.title}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{article.excerpt}</p>
        <p className="mt-auto text-xs text-slate-500 dark:text-slate-400">
          {t('story.sourceCount', { count: article.sourceCount })}
        </p>
      </div>
    </article>
  );
}
