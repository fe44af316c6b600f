/** The profile menu's 'Subscription & Billing' (premium) or 'Upgrade to Premium' (free) entry (§2). */
import { CreditCard, Sparkles } from 'lucide-react';
import { useLocale } from '../../lib/i18n.ts';
import { openBillingDialog, openPremiumDialog } from '../../lib/membership-dialogs.ts';
import { usePremium } from './use-premium.ts';

export function PremiumMenuEntry({ close }: { close(): void }) {
  const { t } = useLocale();
  const premium = usePremium();
  const Icon = premium ? CreditCard : Sparkles;
  return (
    <button
      type="button"
      onClick={() => {
        close();
        if (premium) openBillingDialog();
        else openPremiumDialog('default');
      }}
      className="inline-flex items-center gap-2 rounded-lg px-2 py-2 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800"
    >
      <Icon aria-hidden="true" className="size-4" />
      {t(premium ? 'billing.title' : 'premium.upgradeTitle')}
    </button>
  );
}
