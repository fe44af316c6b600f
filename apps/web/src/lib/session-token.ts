/**
 * The signed-in reader's access token: in memory only (DECISIONS.md item 8). The refresh token
 * lives in an HttpOnly cookie the page cannot read; a 401 is answered by one refresh and one retry.
 */
import { ApiRequestError, apiRequest, setBearerSource } from './api-client.ts';

let accessToken: string | undefined;
setBearerSource(() => accessToken);
let refreshing: Promise<Renewal> | undefined;
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

/** What asking for a new access token came to: the token, or none and whether the server refused. */
export interface Renewal {
  token: string | undefined;
  /** The server said no (the session is over); false where it could not be reached or failed. */
  refused: boolean;
}

/**
 * Asks for a new access token with the refresh cookie; concurrent callers share one request. A
 * refusal (401) ends the session (`onSessionEnded`); a request that never reached the server, or a
 * server error, leaves it as it was.
 */
export function renewAccessToken(): Promise<Renewal> {
  const before = accessToken;
  refreshing ??= oneTabAtATime(() =>
    apiRequest<RefreshAnswer>('/api/auth/refresh_token', { method: 'POST', body: '{}' }),
  )
    .then((answer): Renewal => {
      setAccessToken(answer.AccessToken);
      return { token: answer.AccessToken, refused: false };
    })
    .catch((error: unknown): Renewal => {
      // A sign-in in this tab while the request was on its way: that session is the reader's now.
      if (accessToken !== before) return { token: accessToken, refused: false };
      setAccessToken(undefined);
      // Refused, not merely unreached: the session ended elsewhere (signed out everywhere, the account
      // deleted, the cookie expired), and what this device kept of the reader must go too.
      const refused = error instanceof ApiRequestError && error.status === 401;
      if (refused) for (const listener of ended) listener();
      return { token: undefined, refused };
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
    const renewal = await renewAccessToken();
    if (renewal.token) return attempt(renewal.token);
    // Refused, the 401 stands; a renewal that never reached the server is a network failure, as a
    // request that never reached it is (a caller must not take it for the end of the session).
    if (renewal.refused) throw error;
    throw new TypeError('The session could not be renewed: the server was not reached');
  }
}
