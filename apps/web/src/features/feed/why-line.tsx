import type { Article } from '@tidings/core/schemas/article';
import { useLocale } from '../../lib/i18n.ts';

/**
 * "Why am I seeing this?" (issue #14): the ranking's own reasons, in one short line, for a
 * signed-in reader's feed: the interests matched, how near, how many outlets, how fresh.
 */
export function WhyLine({ why, className }: { why: NonNullable<Article['why']>; className: string }) {
  const { t } = useLocale();
  const parts = [
    why.interests.length > 0
      ? t('feed.why.interests', {
          // The reader's topics in their language (a stored name that is not a topic stays as it is).
          topics: why.interests
            .map((topic) => t(`personalization.topics.${topic}`, { defaultValue: topic }))
            .join(', '),
        })
      : '',
    why.distanceKm !== null && why.distanceKm < 500 ? t('feed.why.near', { km: why.distanceKm }) : '',
    why.outlets > 1 ? t('feed.why.outlets', { count: why.outlets }) : '',
    why.ageHours !== null && why.ageHours < 24 ? t('feed.why.fresh', { count: why.ageHours }) : '',
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className={`text-xs ${className}`}>
      <span className="font-medium">{t('feed.why.label')}</span> {parts.join(' · ')}
    </p>
  );
}
