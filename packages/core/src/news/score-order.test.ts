import { describe, expect, it } from 'vitest';
import type { PreparedStory } from './prepare.ts';
import { compareNewerThenId, orderByScores } from './score-order.ts';
import { hoursAgo, makePrepared } from './test-fixtures.ts';

const ids = (stories: readonly PreparedStory[]) => stories.map((s) => s.id);

describe('orderByScores', () => {
  it('puts the highest score first', () => {
    const stories = ['a', 'b', 'c'].map((id) => makePrepared({ id }));
    expect(ids(orderByScores(stories, [0.2, 0.9, 0.5]))).toEqual(['b', 'c', 'a']);
  });

  it('breaks exact ties newer first, undated last, then by id', () => {
    const old = makePrepared({ id: 'a-old', published_at: hoursAgo(5) });
    const fresh = makePrepared({ id: 'z-fresh', published_at: hoursAgo(1) });
    const undated = makePrepared({ id: '0-undated', published_at: undefined });
    const sameTimeB = makePrepared({ id: 'b', published_at: hoursAgo(5) });
    expect(ids(orderByScores([undated, old, sameTimeB, fresh], [1, 1, 1, 1]))).toEqual([
      'z-fresh',
      'a-old',
      'b',
      '0-undated',
    ]);
  });

  it('keeps scores that differ below float32 precision apart', () => {
    // 1 and 1 + 1e-12 round to the same float32, yet the larger must come first even though it is older.
    const fresh = makePrepared({ id: 'fresh', published_at: hoursAgo(0) });
    const old = makePrepared({ id: 'old', published_at: hoursAgo(9) });
    expect(ids(orderByScores([fresh, old], [1, 1 + 1e-12]))).toEqual(['old', 'fresh']);
  });

  it('orders exactly like the plain comparator sort on many scores with ties', () => {
    let seed = 7;
    const next = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const stories = Array.from({ length: 500 }, (_, i) =>
      makePrepared({ id: `s${i}`, published_at: next() < 0.1 ? undefined : hoursAgo(Math.floor(next() * 5)) }),
    );
    const scores = stories.map(() => Math.floor(next() * 20) / 7 + (next() < 0.2 ? 1e-13 : 0));
    const expected = stories
      .map((story, index) => ({ story, score: scores[index] as number }))
      .sort((a, b) => b.score - a.score || compareNewerThenId(a.story, b.story))
      .map((entry) => entry.story.id);
    expect(ids(orderByScores(stories, scores))).toEqual(expected);
  });

  it('orders an empty list', () => {
    expect(orderByScores([], [])).toEqual([]);
  });
});
