/**
 * The AI tab (accounts-and-membership §2): premium readers' reading insights, computed from what
 * they really opened (DECISIONS.md "AI insights"); a teaser for free readers. Every reader
 * controls the recording those insights come from. Premium readers switch AI content filtering here.
 */
import type { Preferences } from '@tidings/core/schemas/account';
import { Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { openPremiumDialog } from '../../lib/membership-dialogs.ts';
import { InsightsView } from '../insights/insights-view.tsx';
import { ReadingHistory } from '../insights/reading-history.tsx';
import { ContentFilterSetting } from './content-filter-setting.tsx';

export function AiTab({ preferences, premium }: { preferences: Preferences; premium: boolean }) {
  const { t } = useLocale();
  return (
    <div className="space-y-4">
      <ContentFilterSetting preferences={preferences} premium={premium} />
      {premium ? (
        <InsightsView />
      ) : (
        <div className="space-y-3 rounded-xl bg-slate-100 p-4 dark:bg-slate-800">
          <p className="flex items-center gap-2 font-semibold">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('personalization.ai.teaserTitle')}
          </p>
          <p className="text-sm">{t('personalization.ai.teaserText')}</p>
          <Button onClick={() => openPremiumDialog('default')}>{t('premium.upgradeTitle')}</Button>
        </div>
      )}
      <ReadingHistory />
    </div>
  );
}
