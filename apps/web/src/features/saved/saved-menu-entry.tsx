/** The profile menu's 'Saved Stories' entry with the count (accounts-and-membership §2). */
import { Bookmark } from 'lucide-react';
import { useLocale } from '../../lib/i18n.ts';
import { useSaved } from './use-saved.ts';

export function SavedMenuEntry({ onOpen }: { onOpen(): void }) {
  const { t } = useLocale();
  const saved = useSaved();
  return (
    <button
      type="button"
      onClick={onOpen}
      className="inline-flex items-center gap-2 rounded-lg px-2 py-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
    >
      <Bookmark aria-hidden="true" className="size-4" />
      {t('saved.menu')}
      <span className="ml-auto rounded-full bg-slate-100 px-2 text-xs dark:bg-slate-800">
        {saved.data?.length ?? 0}
      </span>
    </button>
  );
}
