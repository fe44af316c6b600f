/**
 * Opens onboarding once, right after a reader verified a code in this tab and has chosen no
 * interests yet and never finished or skipped onboarding (accounts-and-membership §4).
 */
import { Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { useSession } from '../auth/session.ts';
import { usePremium } from '../premium/use-premium.ts';

const OnboardingDialog = lazyPart(() => import('./onboarding-dialog.tsx'));

export function OnboardingHost() {
  const session = useSession();
  const premium = usePremium();
  const [done, setDone] = useState<string>();
  if (session.status !== 'signedIn' || !session.fresh) return null;
  const { user } = session;
  if (user.onboardingCompleted || user.interests.length > 0 || done === user.email) return null;
  return (
    <Suspense fallback={null}>
      <OnboardingDialog premium={premium} onDone={() => setDone(user.email)} />
    </Suspense>
  );
}
