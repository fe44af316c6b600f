/**
 * Ordering stories by score, fast: every list ends in "highest score first; equal scores newer first
 * (undated last), then by id". A comparator sort of 10,000 items costs ~5 ms on a slow machine, half the
 * ranking budget, so the scores are first sorted natively as numbers and only near-equal runs use the comparator.
 */
import type { PreparedStory } from './prepare.ts';

/** Newer first, undated last, then id ascending: the tie-break of every list. */
export function compareNewerThenId(a: PreparedStory, b: PreparedStory): number {
  if (a.publishedMs !== b.publishedMs) {
    if (a.publishedMs === null) return 1;
    if (b.publishedMs === null) return -1;
    return b.publishedMs - a.publishedMs;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Room for the position in a sort key: 2^21 positions next to 32 bits of score keep the key an exact integer. */
const POSITION_LIMIT = 2 ** 21;
const FLOAT = new Float32Array(1);
const FLOAT_BITS = new Uint32Array(FLOAT.buffer);

/** 32 bits that order like the score as float32, highest score smallest (so an ascending sort is descending). */
function descendingScoreBits(score: number): number {
  FLOAT[0] = score;
  const bits = FLOAT_BITS[0] as number;
  const ascending = bits >= 0x80000000 ? 0xffffffff - bits : bits + 0x80000000;
  return 0xffffffff - ascending;
}

/** Highest score first; equal scores newer first (undated last), then by id. Does not change its input. */
export function orderByScores(stories: readonly PreparedStory[], scores: ArrayLike<number>): PreparedStory[] {
  const count = stories.length;
  const score = (index: number) => scores[index] as number;
  const story = (index: number) => stories[index] as PreparedStory;
  const exactOrder = (a: number, b: number) => score(b) - score(a) || compareNewerThenId(story(a), story(b));
  if (count >= POSITION_LIMIT) {
    return Array.from({ length: count }, (_, i) => i)
      .sort(exactOrder)
      .map(story);
  }
  // Key = score rounded to float32 (descending), then position: a native numeric sort orders them.
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i += 1) keys[i] = descendingScoreBits(score(i)) * POSITION_LIMIT + i;
  keys.sort();
  const order = new Array<number>(count);
  for (let i = 0; i < count; i += 1) order[i] = (keys[i] as number) % POSITION_LIMIT;
  // Stories whose scores round to the same float32 are near-ties: order those runs exactly.
  let runStart = 0;
  for (let i = 1; i <= count; i += 1) {
    const sameRun =
      i < count &&
      Math.floor((keys[i] as number) / POSITION_LIMIT) === Math.floor((keys[runStart] as number) / POSITION_LIMIT);
    if (sameRun) continue;
    if (i - runStart > 1) {
      const run = order.slice(runStart, i).sort(exactOrder);
      for (let k = 0; k < run.length; k += 1) order[runStart + k] = run[k] as number;
    }
    runStart = i;
  }
  return order.map(story);
}
