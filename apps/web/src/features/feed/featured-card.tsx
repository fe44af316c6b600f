import type { Article } from '@tidings/core/schemas/article';
import type { ReactNode } from 'react';
import { SpokenPause } from '../../components/ui/badge.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { CardImage } from '../story/card-image.tsx';
import { CARD_FOCUS_RING, StoryCoverage, StoryLink } from './story-link.tsx';
import { WhyLine } from './why-line.tsx';

/**
 * The featured story: large, text over the image on phones (darkened from the top too, so a light
 * photo leaves the label readable), beside it on wide screens.
 */
export function FeaturedCard({ article, action }: { article: Article; action?: ReactNode }) {
  const { t } = useLocale();
  return (
    <article
      // One column that may shrink below its content's width (grid-cols-1 is minmax(0, 1fr)): an image
      // that failed gave its column the width of its own and pushed the text off the card's edge.
      className={`group relative grid grid-cols-1 overflow-hidden rounded-2xl bg-slate-900 text-white lg:grid-cols-5 lg:bg-white lg:text-slate-900 lg:ring-1 lg:ring-slate-200 dark:lg:bg-slate-900 dark:lg:text-slate-100 dark:lg:ring-slate-800 ${CARD_FOCUS_RING}`}
    >
      <CardImage
        src={article.imageUrl}
        width={1600}
        height={900}
        fetchPriority="high"
        className="col-start-1 row-start-1 aspect-video h-full w-full object-cover lg:col-span-3"
        // The light placeholder under white text on a phone: dimmed into the card's dark ground.
        placeholderClassName="max-lg:opacity-25"
      />
      {/* On a phone the text lies over the image, the bookmark at its top right: the text keeps clear of it. */}
      <div
        className={`col-start-1 row-start-1 flex min-w-0 flex-col justify-end gap-2 bg-gradient-to-t from-slate-950/90 via-slate-950/75 to-slate-950/40 p-4 sm:p-6 lg:col-span-2 lg:col-start-4 lg:justify-center lg:bg-none ${action ? 'pe-14 sm:pe-16 lg:pe-6' : ''}`}
      >
        {/* Over a light photo the small label keeps a ground of its own (at 400 % zoom the text covers the
            whole picture, the label where the darkening is weakest). */}
        <p className="text-xs font-semibold uppercase tracking-wide text-cyan-100 max-lg:self-start max-lg:rounded max-lg:bg-slate-950/85 max-lg:px-1.5 max-lg:py-0.5 lg:text-brand-700 dark:lg:text-cyan-300">
          {t('feed.featured')} · {t(`categories.${article.category}`, { defaultValue: article.category })}
          {article.opinion && (
            <>
              <span aria-hidden="true"> · </span>
              <SpokenPause />
              {t('story.opinion')}
            </>
          )}
        </p>
        <h2
          lang={article.lang}
          className="text-xl font-bold leading-tight break-words hyphens-auto sm:text-2xl lg:text-3xl"
        >
          <StoryLink id={article.id}>{article.title}</StoryLink>
        </h2>
        <p
          lang={article.lang}
          className="line-clamp-3 text-sm text-slate-100 sm:text-base lg:text-slate-600 dark:lg:text-slate-300"
        >
          {article.excerpt}
        </p>
        <p className="text-xs text-slate-200 lg:text-slate-500 dark:lg:text-slate-400">
          <StoryCoverage article={article} />
        </p>
        {article.why && (
          <WhyLine why={article.why} className="text-slate-200 lg:text-slate-600 dark:lg:text-slate-300" />
        )}
      </div>
      {/* After the story, in the order a keyboard or a screen reader meets them: the story, then saving it. */}
      {action && <div className="absolute top-3 right-3">{action}</div>}
    </article>
  );
}
