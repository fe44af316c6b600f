import { useTranslation } from 'react-i18next';

/** The visible 'Sponsored' mark every ad carries, with who paid for it. */
export function SponsoredLabel({ sponsor }: { sponsor: string }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-xs">
      <span className="rounded bg-amber-100 px-1.5 py-0.5 font-semibold uppercase tracking-wide text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
        {t('ads.sponsored')}
      </span>
      <span className="text-slate-500 dark:text-slate-400">{t('ads.by', { sponsor })}</span>
    </p>
  );
}
