import { describe, expect, it } from 'vitest';
import { prepareStories, prepareStory } from './prepare.ts';
import { makeSource, makeStory } from './test-fixtures.ts';

describe('prepareStory', () => {
  it('parses the date, and keeps null for an unparsable one and marks it ineligible', () => {
    expect(prepareStory(makeStory({ published_at: '2025-06-01T12:00:00Z' })).publishedMs).toBe(
      Date.UTC(2025, 5, 1, 12),
    );
    const broken = prepareStory(makeStory({ published_at: 'soon' }));
    expect(broken.publishedMs).toBeNull();
    expect(broken.eligible).toBe(false);
  });

  it('normalises analytics from 0-10 to 0-1, a missing score to 0.5', () => {
    const prepared = prepareStory(
      makeStory({ analytics: { global_relevance: 8, local_relevance: 0, cleanliness: 10 } }),
    );
    expect(prepared.globalRelevance).toBe(0.8);
    expect(prepared.localRelevance).toBe(0);
    expect(prepared.cleanliness).toBe(1);
    expect(prepared.neutrality).toBe(0.5);
    // quality = 0.4 × 1 + 0.4 × 0.5 + 0.2 × 0.5 = 0.7
    expect(prepared.quality).toBeCloseTo(0.7, 10);
  });

  it('lowercases categories, canonicalises the country and keeps the original story', () => {
    const story = makeStory({
      categories: ['Sports', 'World'],
      location: { city: 'São Paulo', country: 'brasil', coordinates: { latitude: -23.55, longitude: -46.63 } },
      sources: [makeSource(), makeSource()],
    });
    const prepared = prepareStory(story);
    expect(prepared.story).toBe(story);
    expect(prepared.categories).toEqual(['sports', 'world']);
    expect(prepared.firstCategory).toBe('sports');
    expect(prepared.weights).toEqual({ global: 0.2, local: 0.8 });
    expect(prepared.country).toBe('Brazil');
    expect(prepared.cityKey).toBe('sao paulo');
    expect(prepared.hasCoordinates).toBe(true);
    expect(prepared.sourceCount).toBe(2);
  });

  it('takes the country from relevant_countries when the location has none', () => {
    expect(prepareStory(makeStory({ relevant_countries: ['USA'] })).country).toBe('United States');
  });

  it('makes headline, translations, tags and sources searchable without accents', () => {
    const prepared = prepareStory(
      makeStory({
        headline: 'Café opens',
        tags: ['Zürich'],
        translations: { 'nl-NL': { headline: 'Café gaat open' } },
        sources: [makeSource({ name: 'Harbour Gazette', original_headline: 'New café' })],
      }),
    );
    expect(prepared.search.headline).toContain('cafe opens');
    expect(prepared.search.headline).toContain('cafe gaat open');
    expect(prepared.search.tags).toBe('zurich');
    expect(prepared.search.sources).toContain('harbour gazette');
    expect(prepared.search.sources).toContain('new cafe');
  });
});

describe('prepareStories', () => {
  it('prepares every story in order, ineligible ones flagged', () => {
    const prepared = prepareStories([makeStory({ id: 'a' }), makeStory({ id: 'fallback-b' })]);
    expect(prepared.map((p) => [p.id, p.eligible])).toEqual([
      ['a', true],
      ['fallback-b', false],
    ]);
  });
});
