/** The Sources list of the dialog: each source links to its article in a new tab (§2). */

import type { StoryDetailSource } from '@tidings/core/schemas/article';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { SpokenPause } from '../../components/ui/badge.tsx';
import { formatDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { ReaderClockText } from '../../lib/reader-clock-text.tsx';

/** `lang`: the language the publishers wrote their headlines in, which may not be the interface's. */
export function StorySources({ sources, lang }: { sources: StoryDetailSource[]; lang: string }) {
  const { t } = useLocale();
  return (
    <section aria-labelledby="story-sources-heading" className="flex flex-col gap-3">
      <h3 id="story-sources-heading" className="flex items-center gap-2 text-lg font-semibold">
        {t('storyDetails.sources')}{' '}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-sm font-medium text-slate-700 tabular-nums dark:bg-slate-800 dark:text-slate-200">
          {sources.length}
        </span>
      </h3>
      {sources.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">{t('storyDetails.noSources')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {sources.map((source) => (
            <li key={`${source.name}|${source.url}|${source.headline}`}>
              <SourceItem source={source} lang={lang} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SourceItem({ source, lang }: { source: StoryDetailSource; lang: string }) {
  const { t, locale } = useLocale();
  const [imageFailed, setImageFailed] = useState(false);
  const published = formatDate(source.publishedAt, locale);

  const body = (
    <>
      {source.imageUrl && !imageFailed && (
        <img
          src={source.imageUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          onError={() => setImageFailed(true)}
          className="size-16 shrink-0 rounded-md bg-slate-100 object-cover dark:bg-slate-800"
        />
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="text-sm font-semibold text-slate-900 dark:text-slate-100">
          {source.name}
          {source.opinion && (
            <>
              <span aria-hidden="true"> · </span>
              <SpokenPause />
              <span className="font-normal text-slate-600 dark:text-slate-300">{t('story.opinion')}</span>
            </>
          )}
        </span>
        {/* Heard apart from the headline ("CNN, Protesters demand ...", not "CNN Protesters"). */}
        <SpokenPause />
        <span lang={lang} className="text-sm text-slate-700 group-hover:underline dark:text-slate-300">
          {source.headline}
        </span>
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {published && (
            <>
              <ReaderClockText as="time" dateTime={source.publishedAt ?? undefined} text={published} />
              <span aria-hidden="true"> · </span>
              {/* Read apart from the date ("Oct 17, 2021, 5 min read", not "20215 min read"). */}
              <SpokenPause />
            </>
          )}
          {source.video
            ? t('storyDetails.video')
            : source.audio
              ? t('storyDetails.audio')
              : source.photos
                ? t('storyDetails.photos')
                : t('storyDetails.minRead', { count: source.readTime })}
        </span>
      </span>
    </>
  );

  if (!source.url) return <div className="-mx-2 flex gap-3 p-2">{body}</div>;
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noopener noreferrer"
      className="group -mx-2 flex gap-3 rounded-lg p-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
    >
      {body}
      <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
      <span className="sr-only">{t('storyDetails.opensInNewTab')}</span>
    </a>
  );
}
