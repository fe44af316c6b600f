import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SponsoredItem } from './sponsored.ts';

/** The ad's call to action: a root-relative link within Tidings, so it opens in the same tab. */
export function AdLink({ item, className = '' }: { item: SponsoredItem; className?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={item.targetUrl}
      className={`inline-flex w-fit items-center gap-1 rounded-full text-sm font-semibold text-brand-700 hover:text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-cyan-300 ${className}`}
    >
      {t(item.ctaText)}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}
