/** The profile menu's 'Subscription & Billing' (premium) or 'Upgrade to Premium' (free) entry (§2). */
import { CreditCard, Sparkles } from 'lucide-react';
import { MenuEntry } from '../../components/ui/menu-entry.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { openBillingDialog, openPremiumDialog } from '../../lib/membership-dialogs.ts';
import { usePremium } from './use-premium.ts';

export function PremiumMenuEntry({ close }: { close(): void }) {
  const { t } = useLocale();
  const premium = usePremium();
  const Icon = premium ? CreditCard : Sparkles;
  return (
    <MenuEntry
      icon={<Icon aria-hidden="true" className="size-4" />}
      onClick={() => {
        close();
        if (premium) openBillingDialog();
        else openPremiumDialog('default');
      }}
    >
      {t(premium ? 'billing.title' : 'premium.upgradeTitle')}
    </MenuEntry>
  );
}
