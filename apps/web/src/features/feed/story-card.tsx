import type { Article } from '@tidings/core/schemas/article';
import type { ReactNode } from 'react';
import { SpokenPause } from '../../components/ui/badge.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { CardImage } from '../story/card-image.tsx';
import { CARD_FOCUS_RING, StoryCoverage, StoryLink } from './story-link.tsx';
import { WhyLine } from './why-line.tsx';

/**
 * A story in the grid: list style (thumbnail beside the text) on phones, a card with the image
 * on top from the medium breakpoint. The whole card is one link; the image keeps its 16:9 box.
 */
export function StoryCard({ article, action }: { article: Article; action?: ReactNode }) {
  const { t } = useLocale();
  return (
    <article
      className={`group relative flex h-full gap-3 overflow-hidden rounded-xl border border-slate-200 bg-white p-3 transition-shadow hover:shadow-md md:flex-col md:gap-0 md:p-0 dark:border-slate-800 dark:bg-slate-900 ${CARD_FOCUS_RING}`}
    >
      <CardImage
        src={article.imageUrl}
        loading="lazy"
        decoding="async"
        width={1600}
        height={900}
        className="aspect-video w-28 shrink-0 self-start rounded-lg bg-slate-100 object-cover max-[22.5rem]:w-20 md:w-full md:rounded-none dark:bg-slate-800"
      />
      {/* On a phone the bookmark sits at the text's top right: the text keeps clear of it. */}
      <div className={`flex min-w-0 flex-1 flex-col gap-1.5 md:p-4 ${action ? 'pe-10 md:pe-4' : ''}`}>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-cyan-300">
          {t(`categories.${article.category}`, { defaultValue: article.category })}
          {article.opinion && (
            <>
              <span aria-hidden="true"> · </span>
              <SpokenPause />
              {t('story.opinion')}
            </>
          )}
        </p>
        {/* The story's own words say their language (a Dutch outlet's story untranslated for an English reader). */}
        <h3 lang={article.lang} className="text-base font-semibold leading-snug break-words hyphens-auto md:text-lg">
          <StoryLink id={article.id}>{article.title}</StoryLink>
        </h3>
        <p lang={article.lang} className="line-clamp-2 hidden text-sm text-slate-600 sm:block dark:text-slate-300">
          {article.excerpt}
        </p>
        <p className="mt-auto pt-1 text-xs text-slate-500 dark:text-slate-400">
          <StoryCoverage article={article} />
        </p>
        {article.why && <WhyLine why={article.why} className="text-slate-600 dark:text-slate-300" />}
      </div>
      {/* After the story, in the order a keyboard or a screen reader meets them: the story, then saving it. */}
      {action && <div className="absolute top-2 right-2">{action}</div>}
    </article>
  );
}
