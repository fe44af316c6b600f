/**
 * What a story looks like while it loads: in the story dialog while the story is fetched, and in a
 * placeholder of the dialog while the dialog's own code is still on its way (on a slow phone the
 * tap on a card would otherwise show nothing for a second or two).
 */

import {
  DIALOG_BODY_CLASS,
  DIALOG_HEADER_CLASS,
  DIALOG_OVERLAY_CLASS,
  dialogPanelClass,
} from '../../components/ui/dialog-frame.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../lib/i18n.ts';

export function StorySkeleton() {
  const { t } = useLocale();
  return (
    <div role="status" className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <span className="sr-only">{t('storyDetails.loadingStory')}</span>
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

/** The story dialog's frame with its skeleton, shown until the dialog itself can draw. */
export function StoryDialogPlaceholder() {
  return (
    <>
      <div className={DIALOG_OVERLAY_CLASS} />
      <div className={dialogPanelClass('xl')}>
        <div className={DIALOG_HEADER_CLASS}>
          <Skeleton className="ml-auto size-5 rounded-full" />
        </div>
        <div className={DIALOG_BODY_CLASS}>
          <StorySkeleton />
        </div>
      </div>
    </>
  );
}
