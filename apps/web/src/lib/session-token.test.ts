import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAccessToken, onSessionEnded, renewAccessToken, setAccessToken } from './session-token.ts';

const refused = () =>
  new Response(JSON.stringify({ error: { code: 'SESSION_ENDED', message: 'Session ended' } }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

/** A session ended elsewhere is forgotten here (decision 0009, addendum); one merely out of reach is not. */
describe('renewing the session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setAccessToken(undefined);
  });

  it('tells the app the session ended when the server refuses the refresh cookie', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refused()),
    );
    expect((await renewAccessToken()).token).toBeUndefined();
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
  });

  it('forgets nothing when the server cannot be reached (a reader on a plane keeps their saved stories)', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect((await renewAccessToken()).token).toBeUndefined();
    expect(ended).not.toHaveBeenCalled();
    stop();
  });

  it('keeps a sign-in made in this tab while a refused renewal was on its way', async () => {
    const ended = vi.fn();
    const stop = onSessionEnded(ended);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // The reader verifies a code meanwhile.
        setAccessToken('fresh-token');
        return refused();
      }),
    );
    expect((await renewAccessToken()).token).toBe('fresh-token');
    expect(currentAccessToken()).toBe('fresh-token');
    expect(ended).not.toHaveBeenCalled();
    stop();
  });
});
