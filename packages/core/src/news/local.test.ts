import { describe, expect, it } from 'vitest';
import { LOCAL_FALLBACK_MAX, LOCAL_MAX_STORIES, localStories } from './local.ts';
import type { PreparedStory } from './prepare.ts';
import { hoursAgo, located, makePrepared, NOW } from './test-fixtures.ts';

/** Degrees of latitude that are exactly `km` along a meridian. */
function degreesNorth(km: number): number {
  return ((km / 6371) * 180) / Math.PI;
}

const reader = { latitude: 0, longitude: 0, country: 'Netherlands' };
const none = new Set<string>();
const ids = (stories: readonly PreparedStory[]) => stories.map((story) => story.id);

describe('localStories exclusions', () => {
  const nearby = located(degreesNorth(10), 0);

  it('leaves out stories led by the world category', () => {
    const world = makePrepared({ id: 'world', categories: ['World'], ...nearby });
    const city = makePrepared({ id: 'city', categories: ['Crime', 'World'], ...nearby });
    expect(ids(localStories([world, city], reader, NOW, none))).toEqual(['city']);
  });

  it("keeps a world story set in the reader's own country: home news to them", () => {
    const schiphol = makePrepared({
      id: 'schiphol',
      categories: ['World'],
      ...located(degreesNorth(10), 0, 'Netherlands', 'Amsterdam'),
    });
    const abroad = makePrepared({ id: 'abroad', categories: ['World'], ...located(degreesNorth(10), 0, 'Belgium') });
    const crime = makePrepared({ id: 'crime', categories: ['Crime'], ...located(degreesNorth(10), 0, 'Belgium') });
    expect(ids(localStories([schiphol, abroad, crime], reader, NOW, none)).sort()).toEqual(['crime', 'schiphol']);
    // A reader whose country is unknown keeps none of them.
    const nowhere = { ...reader, country: '' };
    expect(ids(localStories([schiphol, abroad, crime], nowhere, NOW, none))).toEqual(['crime']);
  });

  it('leaves out US politics for a reader outside the US but not for one inside', () => {
    // Set near the reader (a reader by the US border, say), so that only the exclusion tells them apart.
    const inUs = located(degreesNorth(10), 0, 'USA');
    const usPolitics = makePrepared({ id: 'us-politics', categories: ['Politics'], ...inUs });
    const usSports = makePrepared({ id: 'us-sports', categories: ['Sports'], ...inUs });
    expect(ids(localStories([usPolitics, usSports], reader, NOW, none))).toEqual(['us-sports']);
    const american = { latitude: 40.7, longitude: -74, country: 'United States' };
    expect(ids(localStories([usPolitics, usSports], american, NOW, none)).sort()).toEqual(['us-politics', 'us-sports']);
  });

  it('leaves out homepage top-10 stories farther than 1000 km, keeps nearer ones and other far ones at home', () => {
    const homepageFar = makePrepared({ id: 'home-far', ...located(degreesNorth(1001), 0, 'Netherlands') });
    const homepageNear = makePrepared({ id: 'home-near', ...located(degreesNorth(999), 0) });
    const otherFar = makePrepared({ id: 'other-far', ...located(degreesNorth(1001), 0, 'Netherlands') });
    const homepage = new Set(['home-far', 'home-near']);
    expect(ids(localStories([homepageFar, homepageNear, otherFar], reader, NOW, homepage)).sort()).toEqual([
      'home-near',
      'other-far',
    ]);
  });

  it("keeps only stories of the reader's part of the world: within 3000 km or in the reader's country", () => {
    const near = makePrepared({ id: 'near', ...located(degreesNorth(2999), 0, 'Belgium') });
    const far = makePrepared({ id: 'far', ...located(degreesNorth(3001), 0, 'Norway') });
    const farAtHome = makePrepared({ id: 'far-at-home', ...located(degreesNorth(5000), 0, 'Netherlands') });
    const unplacedAtHome = makePrepared({ id: 'unplaced-at-home', relevant_countries: ['Netherlands', 'Belgium'] });
    const unplacedAbroad = makePrepared({ id: 'unplaced-abroad', relevant_countries: ['Australia'] });
    const unknown = makePrepared({ id: 'unknown' });
    const stories = [near, far, farAtHome, unplacedAtHome, unplacedAbroad, unknown];
    expect(ids(localStories(stories, reader, NOW, none)).sort()).toEqual([
      'far-at-home',
      'near',
      'unknown',
      'unplaced-at-home',
    ]);
    // A reader with nothing near gets nothing, not far-away stories called local: the page says so.
    const lima = { latitude: -12.05, longitude: -77.04, country: 'Peru', city: 'Lima' };
    const localFar = makePrepared({
      id: 'local-far',
      ...located(degreesNorth(3001), 0, 'Norway'),
      analytics: { local_relevance: 9 },
    });
    expect(localStories([far, farAtHome, unplacedAbroad, localFar], lima, NOW, none)).toEqual([]);
  });

  it('prefers a story from the reader country, which is boosted x15', () => {
    // Set in Germany and concerning the Netherlands too: of the reader's part of the world, not of their country.
    const abroad = makePrepared({
      id: 'abroad',
      location: { country: 'Germany' },
      relevant_countries: ['Netherlands'],
      analytics: { local_relevance: 9 },
    });
    const home = makePrepared({ id: 'home', location: { country: 'NL' }, analytics: { local_relevance: 2 } });
    // abroad: 0.1 × 0.5 + 0.9 × 0.9 = 0.86; home: (0.05 + 0.18) × 15 = 3.45
    expect(ids(localStories([abroad, home], reader, NOW, none))).toEqual(['home', 'abroad']);
  });
});

describe('localStories position boost', () => {
  it('moves the three most local stories to positions 1, 3 and 5', () => {
    // Fresh, unlocated stories n1..n4 rank first (score 0.1 × global × quality 0.5: 0.05, 0.045, 0.04, 0.035),
    // but are not local at all. Located stories l1..l4 are 2000 h old, so their time factor is clamped to
    // 0.001 and they rank last (at most 0.95 × 0.001 × 0.5 × 5 ≈ 0.0024), in the order l1, l2, l3, l4.
    // Localness = local relevance × distance decay over 25 km: l1 1 × 1 = 1, l2 1 × 1/(1 + 300/25) =
    // 0.08, l3 0.4 × 1 = 0.4, l4 0.2 × 1 = 0.2; the top three are l1, l3, l4.
    const fresh = (id: string, global: number) =>
      makePrepared({ id, analytics: { global_relevance: global, local_relevance: 0 } });
    const old = (id: string, km: number, local: number) =>
      makePrepared({
        id,
        published_at: hoursAgo(2000),
        ...located(degreesNorth(km), 0),
        analytics: { local_relevance: local },
      });
    const stories = [
      old('l4', 0, 2),
      fresh('n3', 8),
      old('l2', 300, 10),
      fresh('n1', 10),
      old('l3', 0, 4),
      fresh('n4', 7),
      old('l1', 0, 10),
      fresh('n2', 9),
    ];
    expect(ids(localStories(stories, reader, NOW, none))).toEqual(['l1', 'n1', 'l3', 'n2', 'l4', 'n3', 'n4', 'l2']);
  });

  it("boosts the reader's own town's story before a bigger story of a town 35 km away", () => {
    // Amsterdam's housing story (local relevance 8) and ten reports of Utrecht's attack (9.2), 35 km
    // south, which rank first by every other measure.
    const amsterdam = makePrepared({
      id: 'amsterdam',
      published_at: hoursAgo(20),
      ...located(0, 0),
      analytics: { local_relevance: 8 },
    });
    const utrecht = Array.from({ length: 10 }, (_, i) =>
      makePrepared({
        id: `utrecht-${i}`,
        ...located(-degreesNorth(35), 0),
        analytics: { local_relevance: 9.2, global_relevance: 8 },
      }),
    );
    const local = ids(localStories([...utrecht, amsterdam], reader, NOW, none));
    expect(local[0]).toBe('amsterdam');
  });

  it('gives a reader known only by their country their country’s stories, none moved up, Home’s last', () => {
    // "Netherlands" from the IP step, placed at Amsterdam: its Local said "Lokale verhalen uit Nederland"
    // over British stories, and the most local story of all went first whatever its town.
    const story = (id: string, km: number, country: string, local: number) =>
      makePrepared({ id, ...located(degreesNorth(km), 0, country), analytics: { local_relevance: local } });
    const stories = [
      story('norwich', 270, 'United Kingdom', 10),
      story('maastricht', -180, 'Netherlands', 6),
      story('amsterdam', 0, 'Netherlands', 5),
    ];
    const countryWide = { ...reader, countryWide: true, countrySpanKm: 90 };
    // Maastricht's the more local of the two Dutch stories, and Norwich is not the Netherlands'.
    expect(ids(localStories(stories, countryWide, NOW, none))).toEqual(['maastricht', 'amsterdam']);
    // A story of Home's first ten is at no known distance from them: Local leads with the others.
    expect(ids(localStories(stories, countryWide, NOW, new Set(['maastricht'])))).toEqual(['amsterdam', 'maastricht']);
    // And when all of them lead Home, Local still has them.
    expect(ids(localStories(stories, countryWide, NOW, new Set(['maastricht', 'amsterdam'])))).toEqual([
      'maastricht',
      'amsterdam',
    ]);
    // In Amsterdam itself, its own story is moved to the top; Home's Maastricht is near enough to stay,
    // and Norwich is its part of the world.
    const inAmsterdam = ids(localStories(stories, reader, NOW, new Set(['maastricht'])));
    expect(inAmsterdam[0]).toBe('amsterdam');
    expect(inAmsterdam.toSorted()).toEqual(['amsterdam', 'maastricht', 'norwich']);
  });

  it('returns at most 20 stories', () => {
    const many = Array.from({ length: 30 }, (_, i) => makePrepared({ id: `s${i}` }));
    expect(LOCAL_MAX_STORIES).toBe(20);
    expect(localStories(many, reader, NOW, none)).toHaveLength(20);
  });
});

describe('localStories fallback', () => {
  it('falls back to stories with local relevance above 6 when every story is excluded', () => {
    const world = (id: string, local: number) =>
      makePrepared({ id, categories: ['World'], analytics: { local_relevance: local } });
    const stories = [world('six', 6), world('seven', 7), world('nine', 9)];
    // 6 is not above 6. nine scores higher than seven (0.05 + 0.9 × 0.9 vs 0.05 + 0.9 × 0.7).
    expect(ids(localStories(stories, reader, NOW, none))).toEqual(['nine', 'seven']);
  });

  it('returns at most 20 fallback stories', () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      makePrepared({ id: `w${i}`, categories: ['World'], analytics: { local_relevance: 8 } }),
    );
    expect(LOCAL_FALLBACK_MAX).toBe(20);
    expect(localStories(many, reader, NOW, none)).toHaveLength(20);
  });
});
