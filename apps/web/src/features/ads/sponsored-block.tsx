import { useTranslation } from 'react-i18next';
import { AdLink } from './ad-link.tsx';
import type { SponsoredItem } from './sponsored.ts';
import { SponsoredLabel } from './sponsored-label.tsx';

/** The one sponsored block above the story grid (reading-experience §2 Feed page layout, §9). */
export function SponsoredBlock({ item }: { item: SponsoredItem }) {
  const { t } = useTranslation();
  const title = t(item.title);
  return (
    <aside
      data-ad-format="block"
      aria-label={t('ads.regionLabel', { title })}
      className="grid overflow-hidden rounded-xl border border-amber-200 bg-white sm:grid-cols-[2fr_3fr] dark:border-amber-400/30 dark:bg-slate-900"
    >
      <img
        src={item.imageUrl}
        alt=""
        className="aspect-video w-full object-cover sm:h-full"
        width={1600}
        height={900}
      />
      <div className="flex flex-col justify-center gap-2 p-5">
        <SponsoredLabel sponsor={item.sponsor} />
        <p className="text-xl font-semibold leading-snug">{title}</p>
        <p className="text-sm text-slate-600 dark:text-slate-300">{t(item.description)}</p>
        <AdLink item={item} className="mt-1" />
      </div>
    </aside>
  );
}
