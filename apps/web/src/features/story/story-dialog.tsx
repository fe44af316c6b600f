/**
 * The story detail dialog (reading-experience §2 Story detail dialog, §4 Story dialog, §8 story errors):
 * loading shows skeletons, a failure shows what went wrong with Try again, and a loaded story shows
 * its text and image beside its sources (two columns from the lg breakpoint, one below).
 */

import type { SlideImage, StoryDetail } from '@tidings/core/schemas/article';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { OfflineNotice } from '../../components/offline-notice.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ApiNetworkError, ApiRequestError } from '../../lib/api-client.ts';
import { TITLE_LEVEL, useDocumentTitle } from '../../lib/document-title.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useStoryImages } from './get-images.ts';
import { useStory } from './get-story.ts';
import { MutedSourcesText } from './muted-sources-text.tsx';
import Slideshow from './slideshow.tsx';
import { StoryArticle } from './story-article.tsx';
import { RelatedStories } from './story-related.tsx';
import { StorySkeleton } from './story-skeleton.tsx';
import { StorySources } from './story-sources.tsx';

export interface StoryDialogProps {
  storyId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onShare(storyId: string): void;
  shareEnabled: boolean;
  relatedEnabled: boolean;
  /** The 'About this story' note (feature flag aboutStoryEnabled). */
  aboutEnabled?: boolean;
  onOpenStory(id: string): void;
  /** Controls for the loaded story (the app puts the bookmark here for signed-in readers). */
  actions?: (story: StoryDetail) => ReactNode;
  /** The story as the server drew it with a shared link's page: shown at once, and fetched afresh. */
  drawn?: StoryDetail | undefined;
}

/** Closing unmounts everything below, so reopening starts from a fresh state (§4). */
export default function StoryDialog(props: StoryDialogProps) {
  return props.open ? <OpenStoryDialog {...props} /> : null;
}

/**
 * The browser tab names the open story, as the server names a story's page; closed, the page under
 * it names the tab again (it had kept the first story's headline through closing it and opening others).
 */
function usePageTitle(headline: string | undefined) {
  const { t } = useLocale();
  const site = t('app.name');
  useDocumentTitle(headline === undefined ? undefined : `${headline} · ${site}`, TITLE_LEVEL.story, site);
}

/** §4 / §8: 404 → story not found, another non-OK answer → failed to load, a thrown fetch → network error. */
function storyErrorKey(error: Error) {
  if (error instanceof ApiRequestError)
    return error.status === 404 ? 'storyDetails.storyNotFound' : 'storyDetails.failedToLoad';
  if (error instanceof ApiNetworkError || error instanceof TypeError) return 'storyDetails.networkError';
  return 'storyDetails.failedToLoad';
}

function OpenStoryDialog({
  storyId,
  open,
  onOpenChange,
  onShare,
  shareEnabled,
  relatedEnabled,
  aboutEnabled = false,
  onOpenStory,
  actions,
  drawn,
}: StoryDialogProps) {
  const { t, editionLocale } = useLocale();
  const story = useStory(storyId, editionLocale, drawn);
  // A refetch of a failed story without data goes back to "pending"; remembering the error we are
  // retrying keeps the error view, with its button saying 'retrying', until the answer arrives.
  const [retried, setRetried] = useState<{ key: string; error: Error } | null>(null);
  const queryKey = `${storyId}|${editionLocale}`;
  const retrying = retried !== null && retried.key === queryKey && story.isFetching && !story.data;
  const error = story.data ? null : (story.error ?? (retrying ? retried.error : null));
  const firstStoryId = useRef(storyId);
  // A story from outlets the reader muted waits for their word (decision 0026): the id they gave it.
  const [shownAnyway, setShownAnyway] = useState<string | null>(null);
  const waitsForWord = story.data?.mutedSources !== undefined && shownAnyway !== story.data.id;
  usePageTitle(waitsForWord ? undefined : story.data?.title);

  function tryAgain() {
    if (retrying || !story.error) return;
    setRetried({ key: queryKey, error: story.error });
    void story.refetch();
  }

  if (story.data && waitsForWord) {
    const { id, mutedSources = [] } = story.data;
    return (
      <StoryNotice
        title={t('storyDetails.mutedTitle')}
        onOpenChange={onOpenChange}
        action={<Button onClick={() => setShownAnyway(id)}>{t('storyDetails.showAnyway')}</Button>}
      >
        <MutedSourcesText sources={mutedSources} />
      </StoryNotice>
    );
  }

  if (story.data) {
    return (
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={<span lang={story.data.lang}>{story.data.title}</span>}
        hideTitle
        size="xl"
      >
        <LoadedStory
          key={story.data.id}
          story={story.data}
          focusOnMount={story.data.id !== firstStoryId.current || shownAnyway === story.data.id}
          shareEnabled={shareEnabled}
          onShare={() => onShare(storyId)}
          relatedEnabled={relatedEnabled}
          aboutEnabled={aboutEnabled}
          onOpenStory={onOpenStory}
        />
        {actions && <div className="mt-4 flex justify-end">{actions(story.data)}</div>}
      </Dialog>
    );
  }

  if (error) {
    return (
      <StoryNotice
        title={t('storyDetails.unableToLoad')}
        onOpenChange={onOpenChange}
        action={
          <Button onClick={tryAgain} aria-disabled={retrying} aria-busy={retrying}>
            {retrying ? t('storyDetails.retrying') : t('storyDetails.tryAgain')}
          </Button>
        }
      >
        <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
          <CircleAlert aria-hidden="true" className="size-10 text-red-600 dark:text-red-400" />
          <p className="text-base text-slate-700 dark:text-slate-200">{t(storyErrorKey(error))}</p>
        </div>
      </StoryNotice>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('storyDetails.loadingStory')} hideTitle size="xl">
      {/* The page's own notice is under the dialog: the story that waits for the network says so here. */}
      <OfflineNotice className="mb-4" />
      <StorySkeleton />
    </Dialog>
  );
}

/** What the dialog says instead of the story (it failed, or it is from muted outlets): Close, and one thing to do. */
function StoryNotice({
  title,
  onOpenChange,
  action,
  children,
}: {
  title: string;
  onOpenChange(open: boolean): void;
  action: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLocale();
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={title}
      size="sm"
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common.close')}
          </Button>
          {action}
        </div>
      }
    >
      {children}
    </Dialog>
  );
}

interface LoadedStoryProps {
  story: StoryDetail;
  /** True for a story opened from the related list: focus and scroll move to its heading. */
  focusOnMount: boolean;
  shareEnabled: boolean;
  onShare(): void;
  relatedEnabled: boolean;
  aboutEnabled: boolean;
  onOpenStory(id: string): void;
}

function LoadedStory({
  story,
  focusOnMount,
  shareEnabled,
  onShare,
  relatedEnabled,
  aboutEnabled,
  onOpenStory,
}: LoadedStoryProps) {
  const { editionLocale } = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [slideshowOpen, setSlideshowOpen] = useState(false);
  const images = useStoryImages(story.id, editionLocale);
  // §8: images that fail to load count as none; the story's own image then stands alone.
  const loadedImages = images.isSuccess ? images.data.data : [];
  const slides = loadedImages.length > 0 ? loadedImages : [storyAsSlide(story)];
  const startIndex = Math.max(
    0,
    slides.findIndex((slide) => slide.url === story.imageUrl),
  );

  useEffect(() => {
    if (!focusOnMount) return;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  }, [focusOnMount]);

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <StoryArticle
        story={story}
        headingRef={headingRef}
        shareEnabled={shareEnabled}
        aboutEnabled={aboutEnabled}
        onShare={onShare}
        onOpenImage={() => setSlideshowOpen(true)}
      />
      <aside className="flex min-w-0 flex-col gap-8 lg:border-l lg:border-slate-200 lg:pl-8 dark:lg:border-slate-800">
        <StorySources sources={story.sources} lang={story.sourceLang} />
        {relatedEnabled && <RelatedStories storyId={story.id} onOpenStory={onOpenStory} />}
      </aside>
      <Slideshow images={slides} startIndex={startIndex} open={slideshowOpen} onOpenChange={setSlideshowOpen} />
    </div>
  );
}

function storyAsSlide(story: StoryDetail): SlideImage {
  return {
    id: story.id,
    storyId: story.id,
    url: story.imageUrl,
    sources: [],
    alt: story.title,
    storyTitle: story.title,
    source: '',
    articleUrl: '',
  };
}
