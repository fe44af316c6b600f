/**
 * Which membership dialog is open, from anywhere: the account menu, the house ad, a free limit
 * another feature ran into (its message is shown at the top of the dialog).
 */
import { useSyncExternalStore } from 'react';

export type PremiumVariant = 'default' | 'welcome' | 'trial';
export type MembershipDialog =
  | { kind: 'none' }
  | { kind: 'premium'; variant: PremiumVariant; reason?: string }
  | { kind: 'billing' }
  /** A visitor who wants Premium signs in first: the page's sign-in dialog opens. */
  | { kind: 'sign-in' };

let current: MembershipDialog = { kind: 'none' };
const listeners = new Set<() => void>();

function set(next: MembershipDialog) {
  current = next;
  for (const listener of listeners) listener();
}

export const openPremiumDialog = (variant: PremiumVariant = 'default', reason?: string) =>
  set({ kind: 'premium', variant, ...(reason ? { reason } : {}) });
export const openBillingDialog = () => set({ kind: 'billing' });
export const askToSignIn = () => set({ kind: 'sign-in' });
export const closeMembershipDialog = () => set({ kind: 'none' });
/** Which dialog is open now, outside React (tests ask it what a click opened). */
export const currentMembershipDialog = (): MembershipDialog => current;

const NONE: MembershipDialog = { kind: 'none' };
export function useMembershipDialog(): MembershipDialog {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => NONE,
  );
}
