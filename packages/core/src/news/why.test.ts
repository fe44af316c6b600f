import { describe, expect, it } from 'vitest';
import { prepareStory } from './prepare.ts';
import { AMSTERDAM, hoursAgo, makeSource, makeStory, NOW } from './test-fixtures.ts';
import { rankingReasons } from './why.ts';

const ROTTERDAM = { latitude: 51.9244, longitude: 4.4777 };

describe('why a story is in a reader’s feed', () => {
  it('names the chosen topics the story matches, through the interest table', () => {
    const story = prepareStory(makeStory({ categories: ['Science'], tags: ['travel'] }));
    const reasons = rankingReasons(story, {}, ['Space', 'Travel', 'Politics'], NOW);
    expect(reasons.interests).toEqual(['Space', 'Travel']);
  });

  it('says how near, how widely covered and how fresh, in whole units', () => {
    const story = prepareStory(
      makeStory({
        location: { city: 'Rotterdam', country: 'Netherlands', coordinates: ROTTERDAM },
        published_at: hoursAgo(5.6),
        sources: [makeSource({ name: 'A' }), makeSource({ name: 'B' }), makeSource({ name: 'C' })],
      }),
    );
    const reasons = rankingReasons(story, AMSTERDAM, [], NOW);
    expect(reasons).toEqual({ interests: [], distanceKm: 57, outlets: 3, ageHours: 5 });
    // A reader known only by their country (placed at its largest town) is at no distance it could name.
    const countryWide = { ...AMSTERDAM, country: 'Netherlands', countryWide: true };
    expect(rankingReasons(story, countryWide, [], NOW).distanceKm).toBeNull();
  });

  it('counts the outlets that report it, not their reports', () => {
    const story = prepareStory(
      makeStory({
        sources: [
          makeSource({ name: 'BBC News', url: 'https://bbc.example/1' }),
          makeSource({ name: 'BBC News', url: 'https://bbc.example/2' }),
          makeSource({ name: 'BBC News', url: 'https://bbc.example/3' }),
          makeSource({ name: 'Daily Mail', url: 'https://dailymail.example/1' }),
        ],
      }),
    );
    expect(rankingReasons(story, {}, [], NOW).outlets).toBe(2);
  });

  it('leaves out what it cannot know: no place, no date', () => {
    const story = prepareStory(makeStory({ published_at: undefined }));
    expect(rankingReasons(story, {}, ['Science'], NOW)).toEqual({
      interests: [],
      distanceKm: null,
      outlets: 0,
      ageHours: null,
    });
  });
});
