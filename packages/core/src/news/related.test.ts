import { describe, expect, it } from 'vitest';
import type { PreparedStory } from './prepare.ts';
import { RELATED_MAX, relatedScore, relatedStories } from './related.ts';
import { hoursAgo, makePrepared } from './test-fixtures.ts';

const ids = (stories: readonly PreparedStory[]) => stories.map((s) => s.id);
const origin = makePrepared({
  id: 'origin',
  categories: ['Politics', 'World'],
  tags: ['election', 'Parliament'],
  location: { city: 'Amsterdam', country: 'Netherlands' },
});

describe('relatedScore', () => {
  it('adds 3 per shared category, 2 per shared tag and 2 for the same city', () => {
    const other = makePrepared({
      categories: ['world', 'Politics'],
      tags: ['parliament'],
      location: { city: 'amsterdam', country: 'NL' },
    });
    // 2 categories × 3 + 1 tag × 2 + same city 2 = 10
    expect(relatedScore(origin, other)).toBe(10);
  });

  it('adds 1 for the same country in another city', () => {
    expect(relatedScore(origin, makePrepared({ location: { city: 'Utrecht', country: 'Netherlands' } }))).toBe(1);
  });
});

describe('relatedStories', () => {
  it('never includes the story itself, even as a perfect match', () => {
    const twin = makePrepared({ ...origin.story, id: 'twin' });
    expect(ids(relatedStories([origin, twin], 'origin'))).toEqual(['twin']);
  });

  it('orders by score, ties newer first, and leaves out unrelated stories', () => {
    const sameCountry = makePrepared({ id: 'country', location: { country: 'Netherlands' } });
    const tagOld = makePrepared({ id: 'tag-old', tags: ['election'], published_at: hoursAgo(5) });
    const tagNew = makePrepared({ id: 'tag-new', tags: ['ELECTION'], published_at: hoursAgo(1) });
    const unrelated = makePrepared({ id: 'unrelated', categories: ['Sports'] });
    const result = relatedStories([origin, sameCountry, tagOld, unrelated, tagNew], 'origin');
    expect(ids(result)).toEqual(['tag-new', 'tag-old', 'country']);
  });

  it('returns at most 6 stories and none for an unknown id', () => {
    const many = Array.from({ length: 9 }, (_, i) => makePrepared({ id: `p${i}`, categories: ['Politics'] }));
    expect(RELATED_MAX).toBe(6);
    expect(relatedStories([origin, ...many], 'origin')).toHaveLength(6);
    expect(relatedStories([origin, ...many], 'missing')).toEqual([]);
  });

  it('skips stories the reader is never shown', () => {
    const hidden = makePrepared({ id: 'fallback-x', categories: ['Politics'] });
    expect(relatedStories([origin, hidden], 'origin')).toEqual([]);
  });
});
