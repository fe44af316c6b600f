import { describe, expect, it } from 'vitest';
import { feedPage, pickFeatured } from './feed.ts';
import type { PreparedStory } from './prepare.ts';
import { makePrepared, NOW } from './test-fixtures.ts';

/**
 * Five stories led by Health (weights 0.5/0.5) with no local relevance, so each scores 0.5 × global relevance × the
 * same time and quality: s1 (global 9) best, s5 (global 5) worst. The odd ones are also about politics.
 */
const five = [5, 3, 1, 4, 2].map((n) =>
  makePrepared({
    id: `s${n}`,
    categories: n % 2 === 0 ? ['Health'] : ['Health', 'Politics'],
    analytics: { global_relevance: 10 - n, local_relevance: 0 },
  }),
);
const ids = (stories: readonly PreparedStory[]) => stories.map((story) => story.id);

describe('feedPage', () => {
  it('pages the ranked feed and says whether more follows', () => {
    const first = feedPage(five, { category: 'all', page: 1, limit: 2, reader: {}, now: NOW });
    expect(ids(first.items)).toEqual(['s1', 's2']);
    expect(first.hasMore).toBe(true);
    const last = feedPage(five, { category: 'all', page: 3, limit: 2, reader: {}, now: NOW });
    expect(ids(last.items)).toEqual(['s5']);
    expect(last.hasMore).toBe(false);
  });

  it('has no more after a page that ends exactly at the last story', () => {
    const page = feedPage(five, { category: 'all', page: 1, limit: 5, reader: {}, now: NOW });
    expect(page.items).toHaveLength(5);
    expect(page.hasMore).toBe(false);
  });

  it('leaves out stories the reader is never shown', () => {
    const hidden = makePrepared({ id: 'fallback-1', analytics: { global_relevance: 10 } });
    const page = feedPage([hidden, ...five], { category: 'all', page: 1, limit: 20, reader: {}, now: NOW });
    expect(ids(page.items)).not.toContain('fallback-1');
    expect(page.items).toHaveLength(5);
  });

  it('filters a category on any of the story categories, not only the first', () => {
    const page = feedPage(five, { category: 'politics', page: 1, limit: 20, reader: {}, now: NOW });
    expect(ids(page.items)).toEqual(['s1', 's3', 's5']);
    expect(feedPage(five, { category: 'Health', reader: {}, now: NOW }).items).toHaveLength(5);
  });

  it("keeps the reader's own country's stories off the World page: World is news from abroad", () => {
    const world = [
      makePrepared({ id: 'schiphol', categories: ['World'], location: { city: 'Amsterdam', country: 'Netherlands' } }),
      makePrepared({ id: 'haiti', categories: ['Crime', 'World'], location: { country: 'Haiti' } }),
      makePrepared({ id: 'unplaced-nl', categories: ['World'], relevant_countries: ['NL'] }),
      // Set in the Netherlands, about Belgium too: news from abroad as well.
      makePrepared({
        id: 'border',
        categories: ['World'],
        location: { city: 'Breda', country: 'Netherlands' },
        relevant_countries: ['Netherlands', 'Belgium'],
      }),
    ];
    const page = (reader: { country?: string }) =>
      ids(feedPage(world, { category: 'world', page: 1, reader, now: NOW }).items).sort();
    expect(page({ country: 'Nederland' })).toEqual(['border', 'haiti']);
    expect(page({ country: 'Portugal' })).toEqual(['border', 'haiti', 'schiphol', 'unplaced-nl']);
    // A reader whose country is unknown gets every World story.
    expect(page({})).toEqual(['border', 'haiti', 'schiphol', 'unplaced-nl']);
    // Other sections keep the reader's own stories.
    expect(ids(feedPage(world, { category: 'crime', page: 1, reader: { country: 'Haiti' }, now: NOW }).items)).toEqual([
      'haiti',
    ]);
  });

  it('ranks the stories matching an interest higher on the home feed, and keeps every other story', () => {
    const page = feedPage(five, { category: 'all', limit: 2, reader: {}, now: NOW, interests: ['politics'] });
    // Matches get 1 + 0.5 × 1 = 1.5 times their score: s3 (0.7 × 1.5 = 1.05) overtakes s2 (0.8),
    // s5 (0.5 × 1.5 = 0.75) overtakes s4 (0.6) but not s2. s2 and s4, matching nothing, stay on Home.
    expect(ids(page.items)).toEqual(['s1', 's3']);
    expect(page.hasMore).toBe(true);
    const last = feedPage(five, { category: 'all', page: 3, limit: 2, reader: {}, now: NOW, interests: ['politics'] });
    expect(ids(last.items)).toEqual(['s4']);
    const all = feedPage(five, { category: 'all', limit: 20, reader: {}, now: NOW, interests: ['politics'] });
    expect(ids(all.items)).toEqual(['s1', 's3', 's2', 's5', 's4']);
  });

  it('lists only the stories matching an interest when asked (the daily digest), where a page of them exists', () => {
    const query = { category: 'all', limit: 2, reader: {}, now: NOW, interests: ['politics'], interestsOnly: true };
    // s1, s3, s5 match (3 ≥ one page of 2), so only they are listed.
    expect(ids(feedPage(five, query).items)).toEqual(['s1', 's3']);
    const next = feedPage(five, { ...query, page: 2 });
    expect(ids(next.items)).toEqual(['s5']);
    expect(next.hasMore).toBe(false);
    // Fewer than a page match: every story, the matches lifted.
    expect(ids(feedPage(five, { ...query, limit: 20 }).items)).toEqual(['s1', 's3', 's2', 's5', 's4']);
  });
});

describe('pickFeatured', () => {
  it('features the first article with an image and keeps the others in order', () => {
    const a = { id: 'a', hasImage: false };
    const b = { id: 'b', hasImage: true };
    const c = { id: 'c', hasImage: true };
    expect(pickFeatured([a, b, c])).toEqual({ featured: b, rest: [a, c] });
  });

  it('features the first article when none has an image', () => {
    const a = { id: 'a', hasImage: false };
    const b = { id: 'b', hasImage: false };
    expect(pickFeatured([a, b])).toEqual({ featured: a, rest: [b] });
  });

  it('has nothing to feature in an empty list', () => {
    expect(pickFeatured([])).toEqual({ featured: null, rest: [] });
  });
});
