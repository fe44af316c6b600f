/**
 * The AI tab (accounts-and-membership §2): a teaser for free readers. Premium readers' reading
 * insights are computed from what they really read (DECISIONS.md "AI insights"); until that
 * reading is recorded (issue #18) the tab says so instead of inventing numbers.
 */
import { Sparkles } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { openPremiumDialog } from '../../lib/membership-dialogs.ts';

export function AiTab({ premium }: { premium: boolean }) {
  const { t } = useLocale();
  if (premium) {
    return <p className="text-sm text-slate-600 dark:text-slate-300">{t('personalization.ai.notYet')}</p>;
  }
  return (
    <div className="space-y-3 rounded-xl bg-slate-100 p-4 dark:bg-slate-800">
      <p className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="size-4" />
        {t('personalization.ai.teaserTitle')}
      </p>
      <p className="text-sm">{t('personalization.ai.teaserText')}</p>
      <Button onClick={() => openPremiumDialog('default')}>{t('premium.upgradeTitle')}</Button>
    </div>
  );
}
