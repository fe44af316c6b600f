/** The profile menu's 'Saved Stories' entry with the count (accounts-and-membership §2). */
import { Bookmark } from 'lucide-react';
import { MenuEntry } from '../../components/ui/menu-entry.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { useSaved } from './use-saved.ts';

export function SavedMenuEntry({ onOpen }: { onOpen(): void }) {
  const { t } = useLocale();
  const saved = useSaved();
  return (
    <MenuEntry icon={<Bookmark aria-hidden="true" className="size-4" />} onClick={onOpen}>
      {t('saved.menu')}
      <span className="ml-auto rounded-full bg-slate-100 px-2 text-xs dark:bg-slate-800">
        {saved.data?.length ?? 0}
      </span>
    </MenuEntry>
  );
}
