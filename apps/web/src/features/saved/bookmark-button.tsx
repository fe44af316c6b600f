/** The bookmark on a card and in the story dialog: signed-in readers only (§6), toggling with a toast. */
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useLocale } from '../../lib/i18n.ts';
import { useSession } from '../auth/session.ts';
import { useToggleSaved } from './use-saved.ts';

export function BookmarkButton({
  storyId,
  title,
  className = '',
}: {
  storyId: string;
  title: string;
  className?: string;
}) {
  const { t } = useLocale();
  const session = useSession();
  const { ids, toggle } = useToggleSaved();
  if (session.status !== 'signedIn') return null;
  const saved = ids.has(storyId);
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      // One name in both states, the state in aria-pressed: a pressed "Remove ..." sounded as if the
      // removal were what is switched on (WAI-ARIA APG, toggle buttons).
      aria-pressed={saved}
      aria-label={t('saved.saveStory', { title })}
      // Not `disabled` while saving: a disabled button loses the keyboard's focus. Busy, it pulses: on a
      // slow line a tap that changed nothing for seconds looked like a tap that missed.
      aria-disabled={toggle.isPending}
      aria-busy={toggle.isPending}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!toggle.isPending) toggle.mutate(storyId);
      }}
      // 40 px square: a thumb's target on a phone (it was 32).
      className={`relative z-10 inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 motion-safe:aria-busy:animate-pulse aria-pressed:text-brand-700 dark:bg-slate-800/90 dark:text-slate-200 dark:aria-pressed:text-cyan-300 ${className}`}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
