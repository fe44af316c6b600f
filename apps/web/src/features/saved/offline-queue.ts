/**
 * Saves and removals made while offline (issue #15): kept in local storage (story ids, and the
 * address of the reader who made them) and sent, in order, when the network returns, as that reader
 * only: another reader signing in on the device afterwards never sends someone else's saves.
 */
import { LIMIT_CODES } from '@tidings/core/plans/limits';
import { useSyncExternalStore } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { saveStory, unsaveStory } from './saved-calls.ts';

const QUEUE_KEY = 'tidings-saved-queue';

export interface QueuedChange {
  storyId: string;
  change: 'save' | 'remove';
  /** The reader who made it (their e-mail address); absent in a queue kept from before. */
  reader?: string;
}

const isQueue = (value: unknown): QueuedChange[] | undefined =>
  Array.isArray(value) ? (value as QueuedChange[]).filter((c) => typeof c?.storyId === 'string') : undefined;

export const queuedChanges = (): QueuedChange[] => readStored(QUEUE_KEY, isQueue) ?? [];

/** Whether a change is `reader`'s (one kept from before the reader was noted counts as theirs). */
export const madeBy = (change: QueuedChange, reader: string) => change.reader === undefined || change.reader === reader;

/** The changes `reader` made offline. */
export const queuedChangesOf = (reader: string) => queuedChanges().filter((change) => madeBy(change, reader));

const listeners = new Set<() => void>();
let shown: QueuedChange[] | undefined;

function writeQueue(queue: QueuedChange[]): void {
  writeStored(QUEUE_KEY, queue);
  shown = undefined;
  for (const listener of listeners) listener();
}

/**
 * The queue as the page shows it, kept current: a bookmark pressed offline shows its story saved at
 * once (it stayed unpressed until a reload, and a second press queued the save again).
 */
export function useQueuedChanges(): QueuedChange[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => {
      shown ??= queuedChanges();
      return shown;
    },
    () => NONE,
  );
}

const NONE: QueuedChange[] = [];

/** Keeps only the last change per story and reader: saving then removing offline sends nothing. */
export function queueChange(change: QueuedChange & { reader: string }): void {
  const same = (c: QueuedChange) => c.storyId === change.storyId && madeBy(c, change.reader);
  const others = queuedChanges().filter((c) => !same(c));
  const before = queuedChanges().find(same);
  const cancelled = before && before.change !== change.change;
  writeQueue(cancelled ? others : [...others, change]);
}

export interface Flushed {
  /** Changes the server took. */
  sent: number;
  /** Saves it refused at the free plan's limit: dropped, and the reader must be told. */
  overLimit: number;
}

let flushing: Promise<Flushed> | undefined;

/**
 * Sends what was queued, once at a time however many parts of the page ask (every bookmark on the
 * page did, each sending the same save). A change the server refuses is dropped, not retried; one
 * that does not reach it, or finds the session not yet renewed (401), waits for the next time.
 */
export function flushQueue(reader: string): Promise<Flushed> {
  flushing ??= sendQueued(reader).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

async function sendQueued(reader: string): Promise<Flushed> {
  const queue = queuedChangesOf(reader);
  const flushed: Flushed = { sent: 0, overLimit: 0 };
  for (const item of queue) {
    try {
      if (item.change === 'save') await saveStory(item.storyId);
      else await unsaveStory(item.storyId);
      flushed.sent += 1;
    } catch (error) {
      if (error instanceof TypeError) break;
      if (error instanceof ApiRequestError && error.status === 401) break;
      if (error instanceof ApiRequestError && error.code === LIMIT_CODES.savedStories) flushed.overLimit += 1;
    }
    writeQueue(
      queuedChanges().filter(
        (c) => !(c.storyId === item.storyId && c.change === item.change && c.reader === item.reader),
      ),
    );
  }
  return flushed;
}
