import { describe, expect, it } from 'vitest';
import { applyContentFilter, CLEANLINESS_FLOOR, filteredOut, filterReason } from './content-filter.ts';
import type { PreparedStory } from './prepare.ts';
import { makePrepared, makeSource } from './test-fixtures.ts';

const ids = (stories: readonly PreparedStory[]) => stories.map((s) => s.id);
const nothingRead = { read: new Map<string, string[]>() };
const withCleanliness = (id: string, cleanliness: number | undefined) =>
  makePrepared({
    id,
    analytics: { global_relevance: 5, local_relevance: 5, political_neutrality: 8, popularity_score: 5, cleanliness },
  });

describe('AI content filtering', () => {
  it('hides stories whose cleanliness is below the floor, and keeps the floor itself and unscored stories', () => {
    const stories = [
      withCleanliness('clickbait', 1),
      withCleanliness('just-below', CLEANLINESS_FLOOR - 0.1),
      withCleanliness('at-floor', CLEANLINESS_FLOOR),
      withCleanliness('clean', 9),
      withCleanliness('unscored', undefined),
    ];
    expect(ids(applyContentFilter(stories, nothingRead))).toEqual(['at-floor', 'clean', 'unscored']);
    expect(filterReason(stories[0] as PreparedStory, nothingRead)).toBe('low-cleanliness');
  });

  it('hides a story already read while it has no source the reader has not seen, and shows it again once one reports', () => {
    const read = { read: new Map([['ferry', ['Harbour Gazette', 'Meridian Wire']]]) };
    const same = makePrepared({
      id: 'ferry',
      sources: [makeSource({ name: 'meridian wire' }), makeSource({ name: 'Harbour Gazette' })],
    });
    const grown = makePrepared({
      id: 'ferry',
      sources: [makeSource({ name: 'Harbour Gazette' }), makeSource({ name: 'Lowlands Courant' })],
    });
    const other = makePrepared({ id: 'budget', sources: [makeSource({ name: 'Harbour Gazette' })] });
    expect(filterReason(same, read)).toBe('already-read');
    expect(filterReason(grown, read)).toBeUndefined();
    expect(filterReason(other, read)).toBeUndefined();
    expect(filteredOut([same, other], read)).toEqual([{ story: same, reason: 'already-read' }]);
  });

  it('gives the very same list back when it hides nothing, and the list unchanged without a filter', () => {
    const stories = [withCleanliness('clean', 9)];
    expect(applyContentFilter(stories, nothingRead)).toBe(stories);
    expect(applyContentFilter(stories, undefined)).toBe(stories);
  });
});
