/**
 * The story share dialog (reading-experience §2 Share dialogs, §4 Story sharing): it loads the
 * story, creates its share link, and offers the link, the system share sheet and the services.
 */

import type { StoryDetail } from '@tidings/core/schemas/article';
import { Check } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CloseFooter, Dialog } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { StoryCover } from '../story/story-cover.tsx';
import { fallbackStoryLink, useShareLink } from './create-share-link.ts';
import { useStory } from './get-story.ts';
import { SharePanel } from './share-panel.tsx';
import { SharePreviewCard } from './share-preview-card.tsx';

export interface ShareStoryDialogProps {
  storyId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

export default function ShareStoryDialog({ storyId, open, onOpenChange }: ShareStoryDialogProps) {
  const { t, editionLocale } = useLocale();
  const story = useStory(storyId, editionLocale, open);
  const link = useShareLink(storyId, open && story.isSuccess);

  useEffect(() => {
    // The id keeps one toast per story even when the effect runs twice.
    if (open && link.isError) toast.error(t('share.story.linkFailed'), { id: `share-link-failed-${storyId}` });
  }, [open, link.isError, storyId, t]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('share.story.title')}
      description={t('share.story.description')}
      size="md"
      footer={<CloseFooter onClose={() => onOpenChange(false)} />}
    >
      {story.isPending && <LoadingPreview />}
      {story.isError && (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t('share.story.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void story.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {story.isSuccess && <LoadedStory story={story.data} link={link} />}
    </Dialog>
  );
}

function LoadedStory({ story, link }: { story: StoryDetail; link: ReturnType<typeof useShareLink> }) {
  const { t } = useLocale();
  const url = link.isSuccess ? link.data : link.isError ? fallbackStoryLink(story.id) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <SharePreviewCard
        media={<StoryCover src={story.imageUrl} />}
        title={story.title}
        summary={story.summary}
        lang={story.lang}
      />
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        {link.isSuccess && <Check aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />}
        {link.isSuccess
          ? t('share.story.ready')
          : link.isError
            ? t('share.story.linkFailed')
            : t('share.story.creatingLink')}
      </p>
      {url ? (
        <SharePanel
          url={url}
          title={story.title}
          text={story.summary}
          copiedMessage={t('share.story.copied')}
          copyFailedMessage={t('share.story.copyFailed')}
          nativeShareFailedMessage={t('share.story.nativeFailed')}
        />
      ) : (
        <Skeleton className="h-10 w-full rounded-full" />
      )}
    </div>
  );
}

function LoadingPreview() {
  const { t } = useLocale();
  return (
    <div className="flex flex-col gap-3">
      <p className="sr-only" role="status">
        {t('common.loading')}
      </p>
      <Skeleton className="aspect-video w-full rounded-xl" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-10 w-full rounded-full" />
    </div>
  );
}
