import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiNetworkError,
  ApiRequestError,
  apiGet,
  apiPost,
  isTimeout,
  READ_TIMEOUT_MS,
  SERVICE_ERRORS,
} from './api-client.ts';

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('the API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the answer of a call that succeeds', async () => {
    vi.stubGlobal('fetch', answer(200, { data: [1, 2] }));
    expect(await apiGet('/api/news', undefined, SERVICE_ERRORS.news)).toEqual({ data: [1, 2] });
  });

  it("reports a failed call with the spec's service error, keeping the status, code and server message", async () => {
    vi.stubGlobal('fetch', answer(503, { error: { code: 'EDITION_UNAVAILABLE', message: 'No edition loaded' } }));
    const error = await apiGet('/api/news', undefined, SERVICE_ERRORS.news).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      message: 'Failed to load news articles',
      status: 503,
      code: 'EDITION_UNAVAILABLE',
      cause: 'No edition loaded',
    });
  });

  it("keeps the server's message when the caller names no service error", async () => {
    vi.stubGlobal('fetch', answer(404, { error: { code: 'CITY_NOT_FOUND', message: 'No known city within 100 km' } }));
    await expect(apiGet('/api/geo/reverse')).rejects.toMatchObject({ message: 'No known city within 100 km' });
  });

  it('names a network failure with the service error, and lets a cancelled call be', async () => {
    const offline = new TypeError('Failed to fetch');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw offline;
      }),
    );
    const error = await apiGet('/api/news/search', undefined, SERVICE_ERRORS.search).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ message: 'Search failed', cause: offline });
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw aborted;
      }),
    );
    await expect(apiGet('/api/news/search', undefined, SERVICE_ERRORS.search)).rejects.toBe(aborted);
  });

  /** A fetch that never answers, as a stalled connection's, until its signal aborts it (as a browser's does). */
  const stalled = () =>
    vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );

  it('gives up on a read the server does not answer in time, as a network failure, and leaves writes be', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('fetch', stalled());
      const read = apiGet('/api/news', undefined, SERVICE_ERRORS.news).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
      let settled = false;
      void read.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await read;
      expect(error).toBeInstanceOf(ApiNetworkError);
      expect(error).toMatchObject({ message: 'Failed to load news articles', cause: { name: 'TimeoutError' } });
      // A timeout is not tried again by the queries (app.tsx); a network failure is.
      expect(isTimeout(error)).toBe(true);
      expect(isTimeout(new ApiNetworkError('Search failed', { cause: new TypeError('Failed to fetch') }))).toBe(false);

      // An answer that has begun stops the clock: nothing is left to fire, however long its body takes.
      vi.stubGlobal('fetch', answer(200, { data: [] }));
      await apiGet('/api/saved-stories/export');
      expect(vi.getTimerCount()).toBe(0);
      vi.stubGlobal('fetch', stalled());

      // A write that reached the server must not be reported failed and sent again: no deadline.
      let written = false;
      void apiPost('/api/saved-stories', { storyId: 'a' }).then(
        () => (written = true),
        () => (written = true),
      );
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS * 3);
      expect(written).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still lets the caller cancel a read, as a cancel and not a failure', async () => {
    vi.stubGlobal('fetch', stalled());
    const controller = new AbortController();
    const read = apiGet('/api/news', controller.signal, SERVICE_ERRORS.news).catch((e: unknown) => e);
    controller.abort();
    expect(await read).toMatchObject({ name: 'AbortError' });
  });
});
