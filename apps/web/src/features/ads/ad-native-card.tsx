import { useTranslation } from 'react-i18next';
import { AdLink } from './ad-link.tsx';
import type { SponsoredItem } from './sponsored.ts';
import { SponsoredLabel } from './sponsored-label.tsx';

/** An ad shaped like a story card, for the grid below 768 px (reading-experience §9). */
export function AdNativeCard({ item, number }: { item: SponsoredItem; number: number }) {
  const { t } = useTranslation();
  const title = t(item.title);
  return (
    <aside
      data-ad-format="native"
      aria-label={t('ads.slotLabel', { title, number })}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-amber-200 bg-white dark:border-amber-400/30 dark:bg-slate-900"
    >
      <img
        src={item.imageUrl}
        alt=""
        loading="lazy"
        className="aspect-video w-full object-cover"
        width={1600}
        height={900}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <SponsoredLabel sponsor={item.sponsor} />
        <p className="text-lg font-semibold leading-snug">{title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t(item.description)}</p>
        <AdLink item={item} className="mt-auto" />
      </div>
    </aside>
  );
}
