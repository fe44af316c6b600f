/**
 * Where the membership dialogs live: opened from the store (menu, house ad, limits), and once on
 * return from the payment provider's page (?billing=subscribed or card-saved), with a toast.
 */
import { Suspense, useEffect } from 'react';
import { useLocale } from '../../lib/i18n.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { openBillingDialog, useMembershipDialog } from '../../lib/membership-dialogs.ts';
import { toast } from '../../lib/toast.ts';

const PremiumDialog = lazyPart(() => import('./premium-dialog.tsx'));
const BillingDialog = lazyPart(() => import('./billing-dialog.tsx'));

export function MembershipHost() {
  const { t } = useLocale();
  const dialog = useMembershipDialog();

  useEffect(() => {
    const url = new URL(window.location.href);
    const back = url.searchParams.get('billing');
    if (back !== 'subscribed' && back !== 'card-saved') return;
    url.searchParams.delete('billing');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    toast.success(t(back === 'subscribed' ? 'premium.subscribed' : 'billing.cardSaved'));
    openBillingDialog();
  }, [t]);

  if (dialog.kind === 'none') return null;
  return (
    <Suspense fallback={null}>
      {dialog.kind === 'premium' && (
        <PremiumDialog variant={dialog.variant} {...(dialog.reason ? { reason: dialog.reason } : {})} />
      )}
      {dialog.kind === 'billing' && <BillingDialog />}
    </Suspense>
  );
}
