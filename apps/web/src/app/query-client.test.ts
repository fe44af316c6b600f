import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './app.tsx';

describe("the app's query client", () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a failed query once, after its one retry, under the error it failed with', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    const queryFn = vi.fn(async () => {
      throw new Error('Search failed');
    });
    await expect(client.fetchQuery({ queryKey: ['search', 'zz'], queryFn, retryDelay: 0 })).rejects.toThrow();
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(new Error('Search failed'));
  });
});
