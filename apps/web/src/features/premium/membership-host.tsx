/**
 * Where the membership dialogs live: opened from the store (menu, house ad, limits), and once on
 * return from the payment provider's page (?billing=subscribed or card-saved), with a toast.
 */
import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { openBillingDialog, useMembershipDialog } from '../../lib/membership-dialogs.ts';
import { toast } from '../../lib/toast.ts';

const PremiumDialog = lazyPart(() => import('./premium-dialog.tsx'));
const BillingDialog = lazyPart(() => import('./billing-dialog.tsx'));

export function MembershipHost() {
  const { t } = useLocale();
  const dialog = useMembershipDialog();
  const location = useLocation();
  const navigate = useNavigate();
  const greeted = useRef('');

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const back = params.get('billing');
    if ((back !== 'subscribed' && back !== 'card-saved') || greeted.current === location.key) return;
    greeted.current = location.key;
    params.delete('billing');
    const search = params.toString();
    // The address loses its greeting through the router: behind its back, the router would bring
    // it back with the next dialog closed, and a reload would greet the reader again.
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
    toast.success(t(back === 'subscribed' ? 'premium.subscribed' : 'billing.cardSaved'));
    openBillingDialog();
  }, [location, navigate, t]);

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
