/** The profile menu's 'Personalization Settings' entry (accounts-and-membership §2). */
import { SlidersHorizontal } from 'lucide-react';
import { MenuEntry } from '../../components/ui/menu-entry.tsx';
import { useLocale } from '../../lib/i18n.ts';

export function SettingsMenuEntry({ onOpen }: { onOpen(): void }) {
  const { t } = useLocale();
  return (
    <MenuEntry icon={<SlidersHorizontal aria-hidden="true" className="size-4" />} onClick={onOpen}>
      {t('personalization.title')}
    </MenuEntry>
  );
}
