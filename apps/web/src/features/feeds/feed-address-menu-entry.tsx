/** The profile menu's 'Your feed' entry (issue #19). */
import { Rss } from 'lucide-react';
import { MenuEntry } from '../../components/ui/menu-entry.tsx';
import { useLocale } from '../../lib/i18n.ts';

export function FeedAddressMenuEntry({ onOpen }: { onOpen(): void }) {
  const { t } = useLocale();
  return (
    <MenuEntry icon={<Rss aria-hidden="true" className="size-4" />} onClick={onOpen}>
      {t('feeds.title')}
    </MenuEntry>
  );
}
