/** Whether the signed-in reader is premium, as the server says (the browser never decides). */
import { useQuery } from '@tanstack/react-query';
import { useSession, useSignedInEmail } from '../auth/session.ts';
import { BILLING_KEY, getBillingStatus } from './billing-calls.ts';

export function useBilling() {
  const email = useSignedInEmail();
  // Keyed by reader: another reader signing in on this device never sees the last one's plan.
  return useQuery({
    queryKey: [...BILLING_KEY, email],
    queryFn: getBillingStatus,
    enabled: email !== '',
    staleTime: 60_000,
  });
}

export function usePremium(): boolean {
  const session = useSession();
  const { data } = useBilling();
  return session.status === 'signedIn' && data?.premium === true;
}
