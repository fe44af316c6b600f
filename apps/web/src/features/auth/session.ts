/**
 * The reader's session (accounts-and-membership §4 Session): restored at start (after 100 ms) from
 * the refresh cookie, shown at once from a stored, non-secret profile snapshot; sign-out clears
 * everything even when the server cannot be reached.
 */
import type { AnyTheme } from '@tidings/core/account/options';
import type { Preferences, Profile } from '@tidings/core/schemas/account';
import { useSyncExternalStore } from 'react';
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts';
import i18n from '../../lib/i18n.ts';
import { forgetOfflineReader, isOffline } from '../../lib/offline.ts';
import {
  authedRequest,
  currentAccessToken,
  onSessionEnded,
  renewAccessToken,
  setAccessToken,
} from '../../lib/session-token.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

/** accounts-and-membership §4: the session is restored 100 ms after start. */
export const SESSION_RESTORE_DELAY_MS = 100;
/**
 * Only what the header needs to show the reader at once: e-mail and name, never a token
 * (DECISIONS.md item 8), nor age or gender, which the menu shows once the profile is loaded.
 */
const PROFILE_SNAPSHOT_KEY = 'tidings-profile';

export interface SessionUser {
  email: string;
  /** The part of the e-mail before @, else 'User' (§3). */
  name: string;
  interests: string[];
  age: string;
  gender: string;
  /** Onboarding was finished or skipped (accounts-and-membership §4). */
  onboardingCompleted: boolean;
  /** The theme kept with the account, shown on every device the reader signs in on (issue #14). */
  theme: AnyTheme | undefined;
}

export type Session =
  | { status: 'restoring'; user: SessionUser | undefined }
  /**
   * `fresh`: the reader has just verified a code in this tab (onboarding may follow, §4).
   * `unconfirmed`: shown as this device last knew them, the server not reached yet (offline, a
   * dropped renewal): what was asked meanwhile was asked as a visitor, and is asked again once it is.
   */
  | { status: 'signedIn'; user: SessionUser; fresh?: boolean; unconfirmed?: boolean }
  | { status: 'signedOut' };

export function displayName(email: string): string {
  const local = email.split('@')[0]?.trim();
  return local ? local : 'User';
}

function userFrom(profile: Profile): SessionUser {
  const prefs: Partial<Preferences> = profile.preferences ?? {};
  return {
    email: profile.email,
    name: displayName(profile.email),
    interests: prefs.categories ?? prefs.interests ?? [],
    age: profile.demographics?.ageRange ?? prefs.age ?? '',
    gender: profile.demographics?.gender ?? prefs.gender ?? '',
    onboardingCompleted: prefs.onboarding_completed === true || (prefs.categories ?? []).length > 0,
    theme: prefs.theme,
  };
}

const isSnapshot = (value: unknown): SessionUser | undefined => {
  const stored = value as Partial<SessionUser> | null;
  if (typeof stored?.email !== 'string') return undefined;
  return {
    email: stored.email,
    name: stored.name ?? displayName(stored.email),
    interests: [],
    age: '',
    gender: '',
    onboardingCompleted: true,
    theme: undefined,
  };
};

/** What the server draws, and what the page starts from: one object, so React's taking the page over is not followed by drawing every reader of the session again. */
const SERVER_SESSION: Session = { status: 'restoring', user: undefined };
let session: Session = SERVER_SESSION;
/**
 * Counts sign-ins and sign-outs: a restore that began before one (its renewal slow to come on a bad
 * line) does not then undo it, signing back in a reader who has just signed out.
 */
let epoch = 0;
const listeners = new Set<() => void>();

function set(next: Session) {
  if (next.status === 'signedOut' || (next.status === 'signedIn' && next.fresh)) epoch += 1;
  session = next;
  if (next.status === 'signedIn') writeStored(PROFILE_SNAPSHOT_KEY, { email: next.user.email, name: next.user.name });
  if (next.status === 'signedOut') {
    writeStored(PROFILE_SNAPSHOT_KEY, undefined);
    stopAsking();
  }
  for (const listener of listeners) listener();
}

export function useSession(): Session {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => session,
    () => SERVER_SESSION,
  );
}
/** Fetches the profile as the signed-in reader (one refresh and one retry on a 401). */
async function loadProfile(): Promise<SessionUser> {
  return userFrom(await authedRequest<Profile>('/api/profile'));
}

/** First wait before a session that could not be reached is asked again; it doubles up to the last. */
export const SESSION_RETRY_FIRST_MS = 15_000;
const SESSION_RETRY_LAST_MS = 5 * 60_000;
let retry: { timer: ReturnType<typeof setTimeout>; waitMs: number } | undefined;

/** Whether a reader was signed in on this device when last seen (a session to restore), not a visitor. */
export function signedInHereBefore(): boolean {
  return readStored(PROFILE_SNAPSHOT_KEY, isSnapshot) !== undefined;
}

/**
 * §4: restore the session from the cookie. Only the server's refusal signs the reader out here: a
 * renewal or a profile that could not be reached (no network, a request dropped on the way, a server
 * error) leaves them signed in as this device last knew them, as offline, and asks again later (when
 * the network comes back, and after 15 s, 30 s, ... up to every 5 minutes). Before, one dropped
 * request at a reload signed a reader out, and the next reload did not even try their cookie.
 */
export async function restoreSession(): Promise<void> {
  const snapshot = readStored(PROFILE_SNAPSHOT_KEY, isSnapshot);
  // Without a snapshot nobody signed in on this device: no call, no refresh cookie to try.
  if (!snapshot) return set({ status: 'signedOut' });
  const began = epoch;
  /** A sign-in or a sign-out since this restore began: what it learns is no longer the reader's. */
  const overtaken = () => epoch !== began;
  // Asked again, the reader is not shown "restoring" a second time.
  if (session.status !== 'signedIn') {
    session = { status: 'restoring', user: snapshot };
    for (const listener of listeners) listener();
  }
  const unreached = () => {
    if (overtaken()) return;
    if (session.status !== 'signedIn') set({ status: 'signedIn', user: snapshot, unconfirmed: true });
    askAgainLater();
  };
  // Offline the session cannot be renewed; the reader stays shown as signed in, reading what the
  // service worker kept (issue #15), and the session is restored when the network is back.
  if (isOffline()) return unreached();
  const renewal = currentAccessToken() ? { token: currentAccessToken(), refused: false } : await renewAccessToken();
  if (overtaken()) return;
  if (!renewal.token) return renewal.refused ? set({ status: 'signedOut' }) : unreached();
  try {
    const user = await loadProfile();
    if (overtaken()) return;
    set({ status: 'signedIn', user });
    stopAsking();
  } catch (error) {
    // A 401 here is the server's refusal: a renewal that could not be reached is no 401 (authedRequest).
    if (!(error instanceof ApiRequestError && error.status === 401)) return unreached();
    if (overtaken()) return;
    setAccessToken(undefined);
    set({ status: 'signedOut' });
  }
}

function askAgainLater(): void {
  if (retry) clearTimeout(retry.timer);
  const waitMs = retry ? Math.min(retry.waitMs * 2, SESSION_RETRY_LAST_MS) : SESSION_RETRY_FIRST_MS;
  retry = { waitMs, timer: setTimeout(() => void restoreSession(), waitMs) };
  window.removeEventListener('online', onlineAgain);
  window.addEventListener('online', onlineAgain, { once: true });
}

function onlineAgain(): void {
  void restoreSession();
}

function stopAsking(): void {
  if (retry) clearTimeout(retry.timer);
  retry = undefined;
  window.removeEventListener('online', onlineAgain);
}

/** After a successful verification: keep the access token in memory and load the profile. */
export async function completeSignIn(accessToken: string): Promise<void> {
  setAccessToken(accessToken);
  set({ status: 'signedIn', user: await loadProfile(), fresh: true });
}

/** The profile asked again after the reader changed it (interests, demographics, onboarding). */
export async function reloadProfile(): Promise<void> {
  if (session.status !== 'signedIn') return;
  const fresh = session.fresh;
  const user = await loadProfile();
  if (session.status === 'signedIn') set({ status: 'signedIn', user, ...(fresh ? { fresh } : {}) });
}

/** The session is over on the server already (sign out everywhere, account deleted): forget it here. */
export function endSessionHere(): void {
  setAccessToken(undefined);
  set({ status: 'signedOut' });
  forgetOfflineReader();
}

// A session the server has ended (on another device, or by deleting the account) ends here when this
// device next asks to renew it, kept answers and all: "Sign out everywhere" is for a lost phone.
onSessionEnded(() => {
  const shown = session.status !== 'signedOut';
  endSessionHere();
  // The reader was shown signed in: say why they no longer are ("Failed to save story" alone, then
  // Sign in, looked like a fault).
  if (shown) void import('../../lib/toast.ts').then(({ toast }) => toast.info(i18n.t('auth.sessionEnded')));
});

/** Sign-out clears user, token and stored data even when the logout call fails (§4). */
export async function signOut(): Promise<void> {
  const token = currentAccessToken();
  try {
    await apiRequest('/api/auth/logout', {
      method: 'POST',
      body: '{}',
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    });
  } catch (error) {
    console.error('Sign-out call failed; the session is cleared here anyway', error);
  } finally {
    setAccessToken(undefined);
    set({ status: 'signedOut' });
    forgetOfflineReader();
  }
}

/** The signed-in reader's address, '' for a visitor: the key that keeps one reader's cached answers from the next's. */
export function useSignedInEmail(): string {
  const session = useSession();
  return session.status === 'signedIn' ? session.user.email : '';
}

export function startSessionRestore(): void {
  setTimeout(() => void restoreSession(), SESSION_RESTORE_DELAY_MS);
  watchSession();
}

/** Least time between two looks at a session whose page came back into view. */
export const SESSION_LOOK_MIN_MS = 30_000;
/** How often a page left open in view looks, so a phone left on the table learns it too. */
export const SESSION_LOOK_EVERY_MS = 5 * 60_000;

/**
 * A session ended on another device ("Sign out everywhere" for a lost phone, the account deleted)
 * ends on this one when it next asks the server anything as the reader. A page left open asked
 * nothing: it went on showing the reader's menu and an empty Saved Stories from its cache. So the
 * page looks when it comes back into view (at most every 30 s) and every 5 minutes while in view,
 * by loading the profile: a refusal ends the session here with its notice (`onSessionEnded`), and a
 * profile changed on another device is shown. A look that cannot reach the server changes nothing.
 * Answers a function that stops the watch.
 */
export function watchSession(): () => void {
  let lastLook = Date.now();
  const look = () => {
    if (session.status !== 'signedIn' || document.visibilityState !== 'visible' || isOffline()) return;
    if (Date.now() - lastLook < SESSION_LOOK_MIN_MS) return;
    lastLook = Date.now();
    reloadProfile().catch(() => {});
  };
  const timer = setInterval(look, SESSION_LOOK_EVERY_MS);
  document.addEventListener('visibilitychange', look);
  window.addEventListener('focus', look);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', look);
    window.removeEventListener('focus', look);
  };
}

/**
 * The `data-focus-key` of the header's account control, the Sign in button or the account menu,
 * whichever is there: a dialog whose opener signing in has replaced returns focus to it.
 */
export const ACCOUNT_FOCUS_KEY = 'account';
