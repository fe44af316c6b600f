/**
 * Who is premium (accounts-and-membership §4, §6; DECISIONS.md "Subscriptions live on the
 * server"): the one function every part of the product asks.
 */

export type SubscriptionTier = 'free' | 'premium';
export type SubscriptionStatus = 'none' | 'trialing' | 'active' | 'cancelled';

export interface SubscriptionState {
  tier: SubscriptionTier;
  status: SubscriptionStatus;
  /** The end of the current period (for a trial, the trial's end). */
  currentPeriodEnd: Date | null;
}

/**
 * §4: premium with status active or trialing; a cancelled plan keeps premium until its period
 * ends. Trials and periods are moved on by the server's renewal job, so an active or trialing
 * plan is premium until that job says otherwise.
 */
export function hasPremium(subscription: SubscriptionState | null | undefined, at: number): boolean {
  if (subscription?.tier !== 'premium') return false;
  if (subscription.status === 'active' || subscription.status === 'trialing') return true;
  return subscription.status === 'cancelled' && (subscription.currentPeriodEnd?.getTime() ?? 0) > at;
}

/** §4 display labels: 'Free Trial', 'Active', 'Canceled', 'Free'. */
export type SubscriptionLabel = 'trial' | 'active' | 'canceled' | 'free';

export function subscriptionLabel(subscription: SubscriptionState | null | undefined, at: number): SubscriptionLabel {
  if (!subscription || !hasPremium(subscription, at)) return 'free';
  if (subscription.status === 'trialing') return 'trial';
  return subscription.status === 'cancelled' ? 'canceled' : 'active';
}

/**
 * §5: whether the daily personalized digest is on, as it shows and as it is sent: only for a
 * premium reader, and for one who never switched it, because they are premium. A choice once made
 * is kept, through a plan that ends and one that starts again.
 */
export function dailyDigestOn(settings: { dailyDigest?: boolean | undefined }, premium: boolean): boolean {
  return premium && (settings.dailyDigest ?? true);
}

/** Preferences as the reader's plan shows them: the daily digest on or off as it is (§5), never left unsaid. */
export function withDailyDigestShown<T extends { emailSettings: { dailyDigest?: boolean | undefined } }>(
  preferences: T,
  premium: boolean,
): T & { emailSettings: { dailyDigest: boolean } } {
  const dailyDigest = dailyDigestOn(preferences.emailSettings, premium);
  return { ...preferences, emailSettings: { ...preferences.emailSettings, dailyDigest } };
}
