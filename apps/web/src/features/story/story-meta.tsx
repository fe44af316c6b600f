/**
 * The line above a story's headline in its dialog: category, when it was first reported, where, and
 * its language when it is not the reader's. Drawn by the server too, with a shared link's story.
 */

import type { StoryDetail } from '@tidings/core/schemas/article';
import { CalendarDays, Languages, MapPin } from 'lucide-react';
import { SpokenPause } from '../../components/ui/badge.tsx';
import { formatDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useOtherLanguage } from '../../lib/other-language.ts';
import { ReaderClockText } from '../../lib/reader-clock-text.tsx';

export function StoryMeta({ story }: { story: StoryDetail }) {
  const { t, locale } = useLocale();
  const createdAt = formatDate(story.createdAt, locale, 'long');
  const otherLanguage = useOtherLanguage(story.lang);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-600 dark:text-slate-300">
      <span className="rounded-full bg-brand-700/10 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-brand-700 dark:bg-cyan-400/10 dark:text-cyan-300">
        {t(`categories.${story.category}`, { defaultValue: story.category })}
      </span>
      {story.opinion && (
        <span className="rounded-full border border-slate-400 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-slate-700 dark:border-slate-500 dark:text-slate-200">
          <SpokenPause />
          {t('story.opinion')}
        </span>
      )}
      {createdAt && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          {/* Said, not only read out: the card dates the story by its latest report, this by its first. */}
          <span>{t('storyDetails.createdOn')}</span>
          <ReaderClockText as="time" dateTime={story.createdAt ?? undefined} text={createdAt} />
        </span>
      )}
      {story.location && (
        <span className="inline-flex items-center gap-1.5">
          <SpokenPause />
          <MapPin aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('storyDetails.location')}</span>
          {story.location}
        </span>
      )}
      {otherLanguage && (
        <span className="inline-flex items-center gap-1.5">
          <SpokenPause />
          <Languages aria-hidden="true" className="size-4" />
          {otherLanguage}
        </span>
      )}
    </div>
  );
}
