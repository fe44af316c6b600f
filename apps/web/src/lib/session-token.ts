/**
 * The signed-in reader's access token: in memory only (DECISIONS.md item 8). The refresh token
 * lives in an HttpOnly cookie the page cannot read; a 401 is answered by one refresh and one retry.
 */
import { ApiRequestError, apiRequest, setBearerSource } from './api-client.ts';

let accessToken: string | undefined;
setBearerSource(() => accessToken);
let refreshing: Promise<string | undefined> | undefined;
const listeners = new Set<(token: string | undefined) => void>();

export function currentAccessToken(): string | undefined {
  return accessToken;
}

export function setAccessToken(token: string | undefined): void {
  accessToken = token;
  for (const listener of listeners) listener(token);
}

export function onAccessTokenChange(listener: (token: string | undefined) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface RefreshAnswer {
  AccessToken: string;
  IdToken: string;
}

/**
 * Refresh tokens rotate on every use and a reused one ends the session, so two tabs must not
 * refresh at once: the Web Locks API lines them up (the second then sends the rotated cookie).
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request('tidings-refresh', work) : work();
}

const ended = new Set<() => void>();

/** Called when the server refuses the refresh cookie: the session is over, not just out of reach. */
export function onSessionEnded(listener: () => void): () => void {
  ended.add(listener);
  return () => ended.delete(listener);
}

/** Asks for a new access token with the refresh cookie; concurrent callers share one request. */
export function refreshAccessToken(): Promise<string | undefined> {
  const before = accessToken;
  refreshing ??= oneTabAtATime(() =>
    apiRequest<RefreshAnswer>('/api/auth/refresh_token', { method: 'POST', body: '{}' }),
  )
    .then((answer) => {
      setAccessToken(answer.AccessToken);
      return answer.AccessToken;
    })
    .catch((error: unknown) => {
      // A sign-in in this tab while the request was on its way: that session is the reader's now.
      if (accessToken !== before) return accessToken;
      setAccessToken(undefined);
      // Refused, not merely unreached: the session ended elsewhere (signed out everywhere, the account
      // deleted, the cookie expired), and what this device kept of the reader must go too.
      if (error instanceof ApiRequestError && error.status === 401) for (const listener of ended) listener();
      return undefined;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

/** A call as the signed-in reader: with the bearer token, refreshed once on a 401. */
export async function authedRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  const attempt = (token: string | undefined) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return apiRequest<T>(path, { ...init, headers });
  };
  try {
    return await attempt(accessToken);
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    const token = await refreshAccessToken();
    if (!token) throw error;
    return attempt(token);
  }
}
