import { useTranslation } from 'react-i18next';
import { AdLink } from './ad-link.tsx';
import type { SponsoredItem } from './sponsored.ts';
import { SponsoredLabel } from './sponsored-label.tsx';

/** A wide ad for viewports of 768 px and up (reading-experience §9); it should span the grid's row. */
export function AdBanner({ item, number }: { item: SponsoredItem; number: number }) {
  const { t } = useTranslation();
  const title = t(item.title);
  return (
    <aside
      data-ad-format="banner"
      aria-label={t('ads.slotLabel', { title, number })}
      className="flex items-center gap-5 overflow-hidden rounded-lg border border-amber-200 bg-white p-3 dark:border-amber-400/30 dark:bg-slate-900"
    >
      <img
        src={item.imageUrl}
        alt=""
        loading="lazy"
        className="aspect-video w-40 shrink-0 rounded-md object-cover lg:w-48"
        width={1600}
        height={900}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <SponsoredLabel sponsor={item.sponsor} />
        <p className="text-base font-semibold leading-snug">{title}</p>
        <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{t(item.description)}</p>
      </div>
      <AdLink item={item} className="shrink-0 px-3 py-2" />
    </aside>
  );
}
