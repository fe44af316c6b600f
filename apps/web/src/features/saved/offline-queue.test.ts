import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flushQueue, queueChange, queuedChanges } from './offline-queue.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Saves made offline on a shared family tablet: each goes to the server as the reader who made it. */
describe('the offline queue of saves', () => {
  const sent: string[] = [];
  beforeEach(() => {
    localStorage.clear();
    sent.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push(`${init?.method ?? 'GET'} ${String(input)} ${String(init?.body ?? '')}`);
        return json({ id: 'x', savedAt: '2026-12-07T00:00:00Z' });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a reader’s offline saves as that reader only, once however often it is asked', async () => {
    queueChange({ storyId: 'moms-story', change: 'save', reader: 'mom@example.com' });
    queueChange({ storyId: 'sons-story', change: 'save', reader: 'son@example.com' });
    // The son signs in and comes online: his save goes, his mother's waits for her.
    const [once, twice] = await Promise.all([flushQueue('son@example.com'), flushQueue('son@example.com')]);
    expect(once).toEqual({ sent: 1, overLimit: 0 });
    expect(twice).toBe(once);
    expect(sent).toEqual(['POST /api/saved-stories {"storyId":"sons-story"}']);
    expect(queuedChanges()).toEqual([{ storyId: 'moms-story', change: 'save', reader: 'mom@example.com' }]);
  });

  it('forgets a save refused at the free limit and counts it, so the reader can be told', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(
          {
            error: {
              code: 'SAVE_LIMIT_REACHED',
              message: 'Save limit reached. Upgrade to Premium for unlimited saves.',
            },
          },
          400,
        ),
      ),
    );
    queueChange({ storyId: 'eleventh', change: 'save', reader: 'priya@example.com' });
    expect(await flushQueue('priya@example.com')).toEqual({ sent: 0, overLimit: 1 });
    expect(queuedChanges()).toEqual([]);
  });
});
