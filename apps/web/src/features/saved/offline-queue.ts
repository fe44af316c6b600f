/**
 * Saves and removals made while offline (issue #15): kept in local storage (story ids only) and
 * sent, in order, when the network returns.
 */
import { readStored, writeStored } from '../../lib/storage.ts';
import { saveStory, unsaveStory } from './saved-calls.ts';

const QUEUE_KEY = 'tidings-saved-queue';

export interface QueuedChange {
  storyId: string;
  change: 'save' | 'remove';
}

const isQueue = (value: unknown): QueuedChange[] | undefined =>
  Array.isArray(value) ? (value as QueuedChange[]).filter((c) => typeof c?.storyId === 'string') : undefined;

export const queuedChanges = (): QueuedChange[] => readStored(QUEUE_KEY, isQueue) ?? [];

/** Keeps only the last change per story: saving then removing offline sends nothing. */
export function queueChange(change: QueuedChange): void {
  const others = queuedChanges().filter((c) => c.storyId !== change.storyId);
  const before = queuedChanges().find((c) => c.storyId === change.storyId);
  const cancelled = before && before.change !== change.change;
  writeStored(QUEUE_KEY, cancelled ? others : [...others, change]);
}

/** Sends what was queued; a change the server refuses (the free limit) is dropped, not retried. */
export async function flushQueue(): Promise<number> {
  const queue = queuedChanges();
  let sent = 0;
  for (const item of queue) {
    try {
      if (item.change === 'save') await saveStory(item.storyId);
      else await unsaveStory(item.storyId);
      sent += 1;
    } catch (error) {
      if (error instanceof TypeError) break;
    }
    writeStored(
      QUEUE_KEY,
      queuedChanges().filter((c) => c !== item && !(c.storyId === item.storyId && c.change === item.change)),
    );
  }
  return sent;
}
