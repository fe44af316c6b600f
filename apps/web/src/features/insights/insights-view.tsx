/**
 * The AI tab's insights for premium readers (accounts-and-membership §2; DECISIONS.md "AI
 * insights"): computed on the server from what the reader opened while signed in, with where the
 * numbers come from said plainly, or an honest "not enough reading yet".
 */
import { useQuery } from '@tanstack/react-query';
import type { Insights } from '@tidings/core/schemas/insights';
import { useLocale } from '../../lib/i18n.ts';
import { getInsights, INSIGHTS_KEY } from './insights-calls.ts';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-slate-200 py-1.5 last:border-0 dark:border-slate-800">
      <dt className="text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}

export function InsightsView() {
  const { t, locale } = useLocale();
  // Asked afresh whenever the tab opens: a story read a minute ago already counts.
  const insights = useQuery({ queryKey: INSIGHTS_KEY, queryFn: getInsights, staleTime: 0 });
  if (insights.isError) return <p role="alert">{t('insights.failed')}</p>;
  if (!insights.data) return <p role="status">{t('common.loading')}</p>;
  const data: Insights = insights.data;
  const { basedOn } = data;
  const basis = t('insights.basis', {
    stories: t('insights.storyCount', { count: basedOn.stories }),
    briefings: t('insights.briefingCount', { count: basedOn.briefings }),
    days: t('insights.dayCount', { count: basedOn.days }),
    windowDays: basedOn.windowDays,
  });
  if (!data.enough) {
    return (
      <div className="space-y-2">
        <p className="font-semibold">{t('insights.notEnoughTitle')}</p>
        <p>
          {t('insights.notEnough', {
            stories: data.minimum.stories,
            days: data.minimum.days,
            // What is still missing, and only that: no "0 more stories" on a reader's first busy day.
            toGo: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
              [
                data.needed.stories > 0 ? t('insights.moreStories', { count: data.needed.stories }) : '',
                data.needed.days > 0 ? t('insights.moreDays', { count: data.needed.days }) : '',
              ].filter(Boolean),
            ),
          })}
        </p>
        <p className="text-slate-600 dark:text-slate-400">{basis}</p>
      </div>
    );
  }
  const { readingPatterns: p, contentPreferences: c } = data;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const categories = (list: string[]) =>
    list.map((category) => t(`categories.${category.toLowerCase()}`, { defaultValue: category })).join(', ');
  return (
    <div className="space-y-4">
      <section>
        <h3 className="mb-1 font-semibold">{t('insights.readingPatterns')}</h3>
        <dl>
          <Row label={t('insights.mostActiveTime')} value={t(`insights.times.${p.mostActiveTime}`)} />
          <Row label={t('insights.averageArticlesPerDay')} value={number.format(p.averageArticlesPerDay)} />
          <Row label={t('insights.preferredLength')} value={t(`insights.lengths.${p.preferredLength}`)} />
          <Row label={t('insights.engagementScore')} value={`${p.engagementScore}%`} />
        </dl>
      </section>
      <section>
        <h3 className="mb-1 font-semibold">{t('insights.contentPreferences')}</h3>
        <dl>
          <Row label={t('insights.analysisDepth')} value={t(`insights.depths.${c.analysisDepth}`)} />
          <Row
            label={t('insights.sourceVariety')}
            value={t('insights.variety', {
              level: t(`insights.varieties.${c.sourceVariety.level}`),
              count: c.sourceVariety.outlets,
            })}
          />
          <Row label={t('insights.updateFrequency')} value={t(`insights.frequencies.${c.updateFrequency}`)} />
          <Row label={t('insights.topicEvolution')} value={t(`insights.trends.${c.topicEvolution.trend}`)} />
        </dl>
        {c.topicEvolution.rising.length > 0 && (
          <p className="mt-1 text-sm">{t('insights.rising', { categories: categories(c.topicEvolution.rising) })}</p>
        )}
        {c.topicEvolution.fading.length > 0 && (
          <p className="mt-1 text-sm">{t('insights.fading', { categories: categories(c.topicEvolution.fading) })}</p>
        )}
      </section>
      <p className="text-sm text-slate-600 dark:text-slate-400">{basis}</p>
    </div>
  );
}
