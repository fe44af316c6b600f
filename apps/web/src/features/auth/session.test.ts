import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentAccessToken, setAccessToken } from '../../lib/session-token.ts';
import {
  completeSignIn,
  endSessionHere,
  restoreSession,
  SESSION_LOOK_EVERY_MS,
  SESSION_LOOK_MIN_MS,
  SESSION_RETRY_FIRST_MS,
  signOut,
  useSession,
  watchSession,
} from './session.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const PROFILE = { email: 'sanne@example.nl', preferences: { onboarding_completed: true } };

/** Answers every request with `answer`, noting each path in `calls`. */
function stubFetch(calls: string[], answer: (path: string) => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      calls.push(path);
      return answer(path);
    }),
  );
}

/**
 * A page left open on another device learns that its session ended ("Sign out everywhere" on the
 * laptop): it looks when it comes back into view, and now and then while in view.
 */
describe('a session ended on another device', () => {
  let ended = false;
  const calls: string[] = [];
  let stop = () => {};
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    ended = false;
    calls.length = 0;
    stubFetch(calls, () =>
      ended ? json({ error: { code: 'SESSION_ENDED', message: 'Session ended' } }, 401) : json(PROFILE),
    );
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    await completeSignIn('token-of-the-phone');
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setAccessToken(undefined);
  });

  const signedIn = () => renderHook(() => useSession());

  it('ends here when the page comes back into view', async () => {
    stop = watchSession();
    const { result } = signedIn();
    expect(result.current.status).toBe('signedIn');
    ended = true;
    // Back within 30 s of the last look: no call yet.
    document.dispatchEvent(new Event('visibilitychange'));
    expect(calls.filter((path) => path.includes('/api/profile'))).toHaveLength(1);
    vi.advanceTimersByTime(SESSION_LOOK_MIN_MS + 1);
    await act(async () => {
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() => expect(result.current.status).toBe('signedOut'));
    });
    expect(calls.some((path) => path.includes('/api/auth/refresh_token'))).toBe(true);
  });

  it('ends here on a page left open in view, within minutes', async () => {
    stop = watchSession();
    const { result } = signedIn();
    ended = true;
    await act(async () => {
      vi.advanceTimersByTime(SESSION_LOOK_EVERY_MS);
      await vi.waitFor(() => expect(result.current.status).toBe('signedOut'));
    });
  });

  it('keeps the reader signed in when the server only cannot be reached', async () => {
    stop = watchSession();
    const { result } = signedIn();
    const unreachable = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', unreachable);
    vi.advanceTimersByTime(SESSION_LOOK_EVERY_MS);
    await act(async () => {
      // The look did not reach the server (no refusal, so no renewal is tried).
      await vi.waitFor(() => expect(unreachable).toHaveBeenCalledTimes(1));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(result.current.status).toBe('signedIn');
  });
});

/**
 * A reload on a bus: the request that renews the session, or the profile, is dropped or meets a
 * server error. The reader stays signed in as this device knew them, and the page asks again.
 */
describe('a session restored over a bad connection', () => {
  const calls: string[] = [];
  let answer: (path: string) => Response | Promise<Response>;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    calls.length = 0;
    stubFetch(calls, (path) => answer(path));
    // Signed in on this device before the reload.
    answer = (path) => (path.includes('/api/profile') ? json(PROFILE) : json({ AccessToken: 't', IdToken: 'i' }));
    await completeSignIn('token-before-the-reload');
    setAccessToken(undefined);
  });
  afterEach(() => {
    endSessionHere();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const dropped = () => {
    throw new TypeError('Failed to fetch');
  };

  it('keeps the reader signed in when the renewal is dropped, and asks again', async () => {
    answer = dropped;
    const { result } = renderHook(() => useSession());
    await act(() => restoreSession());
    expect(result.current).toMatchObject({ status: 'signedIn', user: { email: PROFILE.email } });

    answer = (path) => (path.includes('/api/profile') ? json(PROFILE) : json({ AccessToken: 't2', IdToken: 'i' }));
    await act(async () => {
      vi.advanceTimersByTime(SESSION_RETRY_FIRST_MS);
      await vi.waitFor(() => expect(calls.filter((path) => path.includes('/api/profile'))).toHaveLength(2));
    });
    expect(currentAccessToken()).toBe('t2');
    expect(result.current.status).toBe('signedIn');
  });

  it('keeps the reader signed in when the profile meets a server error', async () => {
    answer = (path) =>
      path.includes('/api/profile')
        ? json({ error: { code: 'INTERNAL', message: 'Internal Server Error' } }, 503)
        : json({ AccessToken: 't3', IdToken: 'i' });
    const { result } = renderHook(() => useSession());
    await act(() => restoreSession());
    expect(result.current.status).toBe('signedIn');
    expect(currentAccessToken()).toBe('t3');
  });

  it('stays signed out when the reader signs out while a restore is still on its way', async () => {
    let arrive: (response: Response) => void = () => {};
    answer = (path) =>
      path.includes('/api/auth/refresh_token')
        ? new Promise<Response>((resolve) => {
            arrive = resolve;
          })
        : json({});
    const { result } = renderHook(() => useSession());
    let restoring: Promise<void> = Promise.resolve();
    act(() => {
      restoring = restoreSession();
    });
    await act(() => signOut());
    expect(result.current.status).toBe('signedOut');
    // The renewal is dropped at last, and then it comes: neither signs the reader back in.
    await act(async () => {
      arrive(json({ AccessToken: 'late', IdToken: 'i' }));
      await restoring;
    });
    expect(result.current.status).toBe('signedOut');
    vi.advanceTimersByTime(SESSION_RETRY_FIRST_MS * 4);
    expect(calls.filter((path) => path.includes('/api/profile'))).toHaveLength(1);
  });

  it('keeps the reader signed in when the profile is refused and the renewal cannot be reached', async () => {
    setAccessToken('expired');
    answer = (path) => {
      if (path.includes('/api/auth/refresh_token')) throw new TypeError('Failed to fetch');
      return json({ error: { code: 'UNAUTHORIZED', message: 'Token expired' } }, 401);
    };
    const { result } = renderHook(() => useSession());
    await act(() => restoreSession());
    expect(result.current.status).toBe('signedIn');
  });

  it('signs the reader out when the server refuses the session', async () => {
    answer = () => json({ error: { code: 'SESSION_ENDED', message: 'Session ended' } }, 401);
    const { result } = renderHook(() => useSession());
    await act(() => restoreSession());
    expect(result.current.status).toBe('signedOut');
  });
});
