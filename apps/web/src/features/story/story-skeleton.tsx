/**
 * What a story looks like while it loads: in the story dialog while the story is fetched, and in a
 * placeholder of the dialog while the dialog's own code is still on its way (on a slow phone the
 * tap on a card would otherwise show nothing for a second or two).
 */

import type { StoryDetail } from '@tidings/core/schemas/article';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import {
  DIALOG_BODY_CLASS,
  DIALOG_CLOSE_CLASS,
  DIALOG_HEADER_CLASS,
  DIALOG_OVERLAY_CLASS,
  dialogPanelClass,
} from '../../components/ui/dialog-frame.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { MutedSourcesText } from './muted-sources-text.tsx';
import { StoryCover } from './story-cover.tsx';
import { StoryMeta } from './story-meta.tsx';
import { StorySources } from './story-sources.tsx';

export function StorySkeleton() {
  const { t } = useLocale();
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <span className="sr-only forced-colors:not-sr-only">{t('storyDetails.loadingStory')}</span>
      <div className="flex flex-col gap-4">
        <div className="flex gap-3">
          <Skeleton className="h-6 w-20 rounded-full" />
          <Skeleton className="h-6 w-40" />
        </div>
        <Skeleton className="h-9 w-11/12" />
        <Skeleton className="h-9 w-2/3" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="aspect-video w-full rounded-xl" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-3/4" />
      </div>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-6 w-32" />
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex gap-3">
            <Skeleton className="size-16 shrink-0" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * The story dialog's frame, shown until the dialog itself can draw: with its skeleton, or with the
 * story the server drew with a shared link's page (its headline, summary, image and sources, every
 * link a link, and a Close that goes to the home feed), so the reader reads it before any script.
 */
export function StoryDialogPlaceholder({ story }: { story?: StoryDetail | undefined }) {
  const { t } = useLocale();
  // A story from outlets the reader muted says so first, as the dialog does (decision 0026).
  const muted = story?.mutedSources;
  return (
    <>
      <div className={DIALOG_OVERLAY_CLASS} />
      <div
        className={dialogPanelClass(muted ? 'sm' : 'xl')}
        {...(story ? { role: 'region', 'aria-labelledby': 'drawn-story-title' } : {})}
      >
        <div className={DIALOG_HEADER_CLASS}>
          {muted && (
            <h2 id="drawn-story-title" className="text-lg font-semibold">
              {t('storyDetails.mutedTitle')}
            </h2>
          )}
          {story ? (
            <Link to="/" replace aria-label={t('common.close')} className={DIALOG_CLOSE_CLASS}>
              <X aria-hidden="true" className="size-5" />
            </Link>
          ) : (
            <Skeleton className="ml-auto size-5 rounded-full" />
          )}
        </div>
        <div className={DIALOG_BODY_CLASS}>
          {muted ? <MutedSourcesText sources={muted} /> : story ? <DrawnStory story={story} /> : <StorySkeleton />}
        </div>
      </div>
    </>
  );
}

function DrawnStory({ story }: { story: StoryDetail }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <article className="flex min-w-0 flex-col gap-4">
        <StoryMeta story={story} />
        <h2 id="drawn-story-title" lang={story.lang} className="text-2xl leading-tight font-bold sm:text-3xl">
          {story.title}
        </h2>
        {story.summary && (
          <p lang={story.lang} className="text-lg text-slate-700 dark:text-slate-200">
            {story.summary}
          </p>
        )}
        <div className="aspect-video w-full overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
          <StoryCover src={story.imageUrl} />
        </div>
      </article>
      <StorySources sources={story.sources} lang={story.sourceLang} />
    </div>
  );
}
