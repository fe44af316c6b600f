import { describe, expect, it } from 'vitest';
import type { PreparedStory } from './prepare.ts';
import { hoursAgo, makePrepared, makeSource, NOW } from './test-fixtures.ts';
import { TRENDING_MAX, trendingScore, trendingStories } from './trending.ts';

function story(id: string, ageHours: number, sourceCount: number, popularity?: number): PreparedStory {
  return makePrepared({
    id,
    published_at: hoursAgo(ageHours),
    sources: Array.from({ length: sourceCount }, (_, i) => makeSource({ name: `Outlet ${i}` })),
    analytics: popularity === undefined ? {} : { popularity_score: popularity },
  });
}
const ids = (stories: readonly PreparedStory[]) => stories.map((s) => s.id);

describe('trendingScore', () => {
  it('weighs log source count 0.6 and recency 0.4', () => {
    // 0.6 × log 4 / log 8 + 0.4 × (1 - 0/24) = 0.6 × 2/3 + 0.4 = 0.8
    expect(trendingScore(4, 0, 8)).toBeCloseTo(0.8, 12);
    // 0.6 × log 2 / log 8 + 0.4 × (1 - 12/24) = 0.2 + 0.2 = 0.4
    expect(trendingScore(2, 12, 8)).toBeCloseTo(0.4, 12);
  });
});

describe('trendingStories', () => {
  it('takes stories of the last 24 hours with at least 2 sources', () => {
    const stories = [story('hour-old', 1, 3), story('stale', 25, 9), story('single', 1, 1), story('new', 0, 5)];
    const undated = makePrepared({ id: 'undated', published_at: undefined, sources: [makeSource(), makeSource()] });
    expect(ids(trendingStories([...stories, undated], {}, NOW))).toEqual(['new', 'hour-old']);
  });

  it('scales source counts by the busiest story of the last 48 hours', () => {
    const a = story('a', 12, 4);
    const b = story('b', 0, 2);
    // Without older stories the scale is 4: a = 0.6 × 1 + 0.4 × 0.5 = 0.8; b = 0.6 × 0.5 + 0.4 × 1 = 0.7.
    expect(ids(trendingStories([a, b], {}, NOW))).toEqual(['a', 'b']);
    // A 36 h old story with 16 sources cannot trend but sets the scale to 16:
    // a = 0.6 × log 4 / log 16 + 0.2 = 0.5; b = 0.6 × 0.25 + 0.4 = 0.55.
    expect(ids(trendingStories([a, b, story('old-busy', 36, 16)], {}, NOW))).toEqual(['b', 'a']);
  });

  it('requires popularity above 5 when the reader location is known', () => {
    const stories = [story('popular', 1, 2, 6), story('average', 1, 2, 5), story('unknown', 1, 2)];
    expect(ids(trendingStories(stories, { country: 'Netherlands' }, NOW))).toEqual(['popular']);
    expect(ids(trendingStories(stories, {}, NOW))).toHaveLength(3);
  });

  it('returns at most 10 stories', () => {
    const many = Array.from({ length: 15 }, (_, i) => story(`s${i}`, i, 2));
    expect(TRENDING_MAX).toBe(10);
    expect(trendingStories(many, {}, NOW)).toHaveLength(10);
  });
});
