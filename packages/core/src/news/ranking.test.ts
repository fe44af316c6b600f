import { describe, expect, it } from 'vitest';
import {
  DISTANCE_SCALE_KM,
  distanceDecay,
  interestOverlap,
  localBoost,
  MIN_MULTIPLIER,
  NATIONWIDE_KM,
  rankStories,
  scoreStory,
  TIME_HALF_LIFE_HOURS,
  timeDecay,
} from './ranking.ts';
import { hoursAgo, located, makePrepared, NOW } from './test-fixtures.ts';
import { topicId } from './topic-ids.ts';

/** Degrees of latitude that are exactly `km` along a meridian (km / 6371 radians). */
function degreesNorth(km: number): number {
  return ((km / 6371) * 180) / Math.PI;
}

const origin = { latitude: 0, longitude: 0 };

describe('distanceDecay', () => {
  it('is 1 within the start distance and 0.5 at start + 300 km', () => {
    expect(DISTANCE_SCALE_KM).toBe(300);
    expect(distanceDecay(30, 40)).toBe(1);
    // 1 / (1 + (340 - 40) / 300) = 1 / 2
    expect(distanceDecay(340, 40)).toBe(0.5);
  });

  it('caps the start at 100 km however poor the location accuracy', () => {
    // start = min(50, 100) = 50 km; with 250 km accuracy, start = min(250, 100) = 100 km.
    expect(distanceDecay(350, 50)).toBe(0.5);
    expect(distanceDecay(400, 250)).toBe(0.5);
  });
});

describe('timeDecay', () => {
  it('halves every 168 hours', () => {
    expect(TIME_HALF_LIFE_HOURS).toBe(168);
    expect(timeDecay(0)).toBe(1);
    expect(timeDecay(168)).toBeCloseTo(0.5, 12);
    expect(timeDecay(336)).toBeCloseTo(0.25, 12);
  });
});

describe('scoreStory', () => {
  it('gives a 168-hour-old story half the score of a brand-new one', () => {
    const fresh = makePrepared({ published_at: hoursAgo(0) });
    const weekOld = makePrepared({ published_at: hoursAgo(168) });
    expect(scoreStory(weekOld, {}, NOW) / scoreStory(fresh, {}, NOW)).toBeCloseTo(0.5, 12);
  });

  it('counts an undated story as 24 hours old', () => {
    const undated = makePrepared({ published_at: undefined });
    const dayOld = makePrepared({ published_at: hoursAgo(24) });
    expect(scoreStory(undated, {}, NOW)).toBe(scoreStory(dayOld, {}, NOW));
  });

  it('multiplies relevance, distance, time, quality and interests as computed by hand', () => {
    const story = makePrepared({
      categories: ['Sports'],
      ...located(degreesNorth(300), 0),
      published_at: hoursAgo(168),
      analytics: {
        global_relevance: 6,
        local_relevance: 8,
        cleanliness: 10,
        political_neutrality: 5,
        popularity_score: 0,
      },
    });
    // relevance = 0.2 × 0.6 + 0.8 × 0.8 × (1 / (1 + 300/300)) = 0.12 + 0.32 = 0.44
    // time = 0.5; quality = 0.4 × 1 + 0.4 × 0.5 + 0.2 × 0 = 0.6 → 0.44 × 0.5 × 0.6 = 0.132
    expect(scoreStory(story, origin, NOW)).toBeCloseTo(0.132, 12);
    // One of two interests matches: bonus 1 + 0.5 × 1/2 = 1.25 → 0.165
    expect(scoreStory(story, { ...origin, interests: ['Sports', 'Music'] }, NOW)).toBeCloseTo(0.165, 12);
  });

  it('penalises a story over 3000 km away with low global relevance to 30 %', () => {
    const far = { ...located(degreesNorth(4000), 0) };
    const lowGlobal = makePrepared({ ...far, analytics: { global_relevance: 4, local_relevance: 0 } });
    const midGlobal = makePrepared({ ...far, analytics: { global_relevance: 5, local_relevance: 0 } });
    // default weights 0.5/0.5, local 0: relevance = 0.5 × 0.4 = 0.2; × 0.3 penalty; quality 0.5 → 0.03
    expect(scoreStory(lowGlobal, origin, NOW)).toBeCloseTo(0.03, 12);
    // 0.5 × 0.5 = 0.25, no penalty at 0.5; × quality 0.5 → 0.125
    expect(scoreStory(midGlobal, origin, NOW)).toBeCloseTo(0.125, 12);
  });

  it('applies no distance decay and no far penalty without a reader location', () => {
    const story = makePrepared({
      ...located(degreesNorth(4000), 0),
      analytics: { global_relevance: 4, local_relevance: 6 },
    });
    // 0.5 × 0.4 + 0.5 × 0.6 × 1 = 0.5; × quality 0.5 = 0.25
    expect(scoreStory(story, {}, NOW)).toBeCloseTo(0.25, 12);
  });

  it('decays a story without a position as one 3000 km away when it is in another country than the reader', () => {
    const reader = { ...origin, country: 'Portugal' };
    const analytics = { global_relevance: 4, local_relevance: 8 };
    const abroad = makePrepared({ relevant_countries: ['Australia'], analytics });
    const atHome = makePrepared({ relevant_countries: ['Portugal'], analytics });
    const nowhere = makePrepared({ analytics });
    // 0.5 × 0.4 + 0.5 × 0.8 × 1 / (1 + 3000 / 300) = 0.2 + 0.0364; × quality 0.5. Low global relevance,
    // yet no far penalty: its distance is not known to be over 3000 km.
    expect(scoreStory(abroad, reader, NOW)).toBeCloseTo((0.2 + 0.4 / 11) * 0.5, 12);
    // In the reader's country, or in no country known, it is as near as can be: 0.2 + 0.4 = 0.6 × 0.5.
    expect(scoreStory(atHome, reader, NOW)).toBeCloseTo(0.3, 12);
    expect(scoreStory(nowhere, reader, NOW)).toBeCloseTo(0.3, 12);
    // A story the outlets of two countries tell is at home in both.
    const twoOutlets = makePrepared({ relevant_countries: ['United Kingdom', 'Portugal'], analytics });
    expect(scoreStory(twoOutlets, reader, NOW)).toBeCloseTo(0.3, 12);
    // A reader without a position decays nothing.
    expect(scoreStory(abroad, { country: 'Portugal' }, NOW)).toBeCloseTo(0.3, 12);
  });

  it('reads a story of a whole country as no farther than one distance scale from a reader anywhere in it', () => {
    // Canberra is 3,100 km from a reader in Perth: a story of all Australia (scope "national", pinned
    // to the capital) was far away and penalised there, below every story of Perth's own outlets.
    expect(NATIONWIDE_KM).toBe(DISTANCE_SCALE_KM);
    const analytics = { global_relevance: 4, local_relevance: 8 };
    const capital = located(degreesNorth(4000), 0, 'Australia');
    const national = makePrepared({ location: { ...capital.location, scope: 'national' }, analytics });
    const inTheCapital = makePrepared({ location: { ...capital.location, scope: 'city' }, analytics });
    const perth = { ...origin, country: 'Australia' };
    // 0.5 × 0.4 + 0.5 × 0.8 × 1 / (1 + 300 / 300) = 0.4; no far penalty; × quality 0.5.
    expect(scoreStory(national, perth, NOW)).toBeCloseTo(0.2, 12);
    // Nearer the capital, it is as near as the capital: 0.2 + 0.4 = 0.6 × 0.5 next to it.
    const canberra = { ...located(degreesNorth(4000), 0).location?.coordinates, country: 'Australia' };
    expect(scoreStory(national, canberra, NOW)).toBeCloseTo(0.3, 12);
    // A story of the capital city itself is still 4,000 km from Perth: decayed and penalised.
    expect(scoreStory(inTheCapital, perth, NOW)).toBeCloseTo((0.2 + 0.4 / (1 + 4000 / 300)) * 0.3 * 0.5, 12);
    // To a reader in another country the capital stands for the country, as before.
    const lisbon = { ...origin, country: 'Portugal' };
    expect(scoreStory(national, lisbon, NOW)).toBeCloseTo(scoreStory(inTheCapital, lisbon, NOW), 12);
  });

  it('places a reader known only by their country anywhere in it: its stories all as near, none abroad nearer', () => {
    // The IP step's answer "United States" is placed at New York: New York's local hockey ranked as a
    // Los Angeles reader's own town's news, and Los Angeles's 3,900 km away.
    const analytics = { global_relevance: 2, local_relevance: 9 };
    const newYork = makePrepared({ id: 'new-york', ...located(0, 0, 'United States'), analytics });
    const losAngeles = makePrepared({
      id: 'los-angeles',
      ...located(degreesNorth(3900), 0, 'United States'),
      analytics,
    });
    const toronto = makePrepared({ id: 'toronto', ...located(degreesNorth(550), 0, 'Canada'), analytics });
    const farAway = makePrepared({ id: 'far-away', ...located(degreesNorth(9000), 0, 'Australia'), analytics });
    const countryWide = { ...origin, country: 'United States', countryWide: true };
    const inCountry = scoreStory(newYork, countryWide, NOW);
    // Each at NATIONWIDE_KM: 0.5 × 0.2 + 0.5 × 0.9 / 2 = 0.325, × quality 0.5.
    expect(inCountry).toBeCloseTo(0.1625, 12);
    expect(scoreStory(losAngeles, countryWide, NOW)).toBe(inCountry);
    // A story of the country that names no town is as near as one that does: no nearer.
    const unplaced = makePrepared({ relevant_countries: ['United States'], analytics });
    expect(scoreStory(unplaced, countryWide, NOW)).toBe(inCountry);
    expect(scoreStory(makePrepared({ analytics }), countryWide, NOW)).toBe(inCountry);
    // Abroad, farther than any story at home: 300 km and its distance from the country's largest place.
    expect(scoreStory(toronto, countryWide, NOW)).toBeCloseTo((0.1 + 0.45 / (1 + 850 / 300)) * 0.5, 12);
    const buffalo = makePrepared({ ...located(degreesNorth(100), 0, 'Canada'), analytics });
    expect(scoreStory(buffalo, countryWide, NOW)).toBeLessThan(inCountry);
    const unplacedAbroad = makePrepared({ relevant_countries: ['Canada'], analytics });
    expect(scoreStory(unplacedAbroad, countryWide, NOW)).toBeCloseTo((0.1 + 0.45 / (1 + 3000 / 300)) * 0.5, 12);
    // Far abroad, penalised as far as ever.
    expect(scoreStory(farAway, countryWide, NOW)).toBeCloseTo((0.1 + 0.45 / (1 + 9300 / 300)) * 0.3 * 0.5, 12);
    // The same position as a town's: New York first, Los Angeles decayed and penalised as far away.
    expect(
      rankStories([losAngeles, toronto, newYork], { ...origin, country: 'United States' }, NOW).map((s) => s.id),
    ).toEqual(['new-york', 'toronto', 'los-angeles']);
    // A small country's stories are as near as its people live apart: the Netherlands about 90 km.
    const netherlands = { ...origin, country: 'Netherlands', countryWide: true, countrySpanKm: 90 };
    const groningen = makePrepared({ ...located(degreesNorth(145), 0, 'Netherlands'), analytics });
    expect(scoreStory(groningen, netherlands, NOW)).toBeCloseTo((0.1 + 0.45 / (1 + 90 / 300)) * 0.5, 12);
    const antwerp = makePrepared({ ...located(-degreesNorth(140), 0, 'Belgium'), analytics });
    expect(scoreStory(antwerp, netherlands, NOW)).toBeCloseTo((0.1 + 0.45 / (1 + 230 / 300)) * 0.5, 12);
    // A span wider than a nation's scale reads as that scale.
    expect(scoreStory(losAngeles, { ...countryWide, countrySpanKm: 1958 }, NOW)).toBe(inCountry);
    // Without a country or a position there is nothing to stand for: read as before.
    expect(scoreStory(losAngeles, { ...origin, countryWide: true }, NOW)).toBe(scoreStory(losAngeles, origin, NOW));
    expect(scoreStory(losAngeles, { country: 'United States', countryWide: true }, NOW)).toBe(
      scoreStory(losAngeles, { country: 'United States' }, NOW),
    );
  });

  it("weighs a story in World and another category as World's news for a reader in another country", () => {
    // The Amess killing: British politics, told by foreign outlets too. Politics weighs global relevance
    // 0.3 and local 0.7 (§9), World 0.8 and 0.2.
    const analytics = { global_relevance: 6, local_relevance: 8 };
    const amess = makePrepared({
      categories: ['Politics', 'World'],
      relevant_countries: ['United Kingdom'],
      analytics,
    });
    const british = makePrepared({ categories: ['Politics'], relevant_countries: ['United Kingdom'], analytics });
    const auckland = { ...origin, country: 'New Zealand' };
    // Abroad and unplaced: decay as at 3000 km, 1 / 11. World: 0.8 × 0.6 + 0.2 × 0.8 / 11; × quality 0.5.
    expect(scoreStory(amess, auckland, NOW)).toBeCloseTo((0.48 + 0.16 / 11) * 0.5, 12);
    // Without World it stays Politics abroad: 0.3 × 0.6 + 0.7 × 0.8 / 11.
    expect(scoreStory(british, auckland, NOW)).toBeCloseTo((0.18 + 0.56 / 11) * 0.5, 12);
    // At home it is Politics, World or not: 0.3 × 0.6 + 0.7 × 0.8.
    const london = { ...origin, country: 'United Kingdom' };
    expect(scoreStory(amess, london, NOW)).toBeCloseTo((0.18 + 0.56) * 0.5, 12);
    expect(scoreStory(amess, london, NOW)).toBe(scoreStory(british, london, NOW));
    // A reader whose country is not known reads it by its first category.
    expect(scoreStory(amess, {}, NOW)).toBe(scoreStory(british, {}, NOW));
  });

  it('weighs a story filed World first as home news for a reader in its own country', () => {
    // "Pigs at Amsterdam's Schiphol Airport", which only the BBC told: World, set in the Netherlands.
    const analytics = { global_relevance: 2, local_relevance: 7 };
    const pigs = makePrepared({ categories: ['World'], relevant_countries: ['Netherlands'], analytics });
    const amsterdam = { ...origin, country: 'Netherlands' };
    // At home, with no other category: the default weights, 0.5 × 0.2 + 0.5 × 0.7; × quality 0.5.
    expect(scoreStory(pigs, amsterdam, NOW)).toBeCloseTo((0.1 + 0.35) * 0.5, 12);
    // Abroad it is the world's news, 0.8 × 0.2 + 0.2 × 0.7 / 11 (unplaced, as at 3000 km).
    expect(scoreStory(pigs, { ...origin, country: 'United Kingdom' }, NOW)).toBeCloseTo((0.16 + 0.14 / 11) * 0.5, 12);
    // World first with another category: that category's weights at home (Crime: 0.2 and 0.8).
    const kidnapping = makePrepared({ categories: ['World', 'Crime'], relevant_countries: ['Haiti'], analytics });
    expect(scoreStory(kidnapping, { ...origin, country: 'Haiti' }, NOW)).toBeCloseTo((0.04 + 0.56) * 0.5, 12);
    // A reader whose country is not known reads it as World.
    expect(scoreStory(pigs, {}, NOW)).toBeCloseTo((0.16 + 0.14) * 0.5, 12);
    // Home never ranks it below abroad: a story of the world's weight keeps World's weights at home,
    // 0.8 × 0.8 + 0.2 × 0.2 (the default ones would give 0.5).
    const summit = makePrepared({
      categories: ['World'],
      relevant_countries: ['Netherlands'],
      analytics: { global_relevance: 8, local_relevance: 2 },
    });
    expect(scoreStory(summit, amsterdam, NOW)).toBeCloseTo((0.64 + 0.04) * 0.5, 12);
    // A story of several countries is home news in each of them.
    const border = makePrepared({ categories: ['World'], relevant_countries: ['Belgium', 'Netherlands'], analytics });
    expect(scoreStory(border, amsterdam, NOW)).toBeCloseTo((0.1 + 0.35) * 0.5, 12);
  });

  it('never lets a factor fall below the minimum multiplier', () => {
    const irrelevant = makePrepared({ analytics: { global_relevance: 0, local_relevance: 0 } });
    // relevance 0 → 0.001; quality 0.5 → 0.0005
    expect(scoreStory(irrelevant, {}, NOW)).toBeCloseTo(MIN_MULTIPLIER * 0.5, 15);
  });

  it('weighs every story 0.1 global / 0.9 local in local mode', () => {
    const science = makePrepared({ categories: ['Science'], analytics: { global_relevance: 10, local_relevance: 0 } });
    // feed: 0.8 × 1 × quality 0.5 = 0.4; local: 0.1 × 1 × 0.5 = 0.05 (no country, no position: no boosts)
    expect(scoreStory(science, {}, NOW, 'feed')).toBeCloseTo(0.4, 12);
    expect(scoreStory(science, {}, NOW, 'local')).toBeCloseTo(0.05, 12);
  });

  it('gives a story in the reader country x15 in local mode', () => {
    const home = makePrepared({ location: { country: 'NL' } });
    const abroad = makePrepared({ location: { country: 'Germany' } });
    const reader = { country: 'Netherlands' };
    expect(scoreStory(home, reader, NOW, 'local') / scoreStory(abroad, reader, NOW, 'local')).toBeCloseTo(15, 9);
    expect(scoreStory(home, reader, NOW, 'feed')).toBe(scoreStory(abroad, reader, NOW, 'feed'));
  });
});

describe('localBoost', () => {
  it('falls linearly from x5 at 0 km to x1.5 at 5000 km, and is x1 beyond', () => {
    expect(localBoost(false, 0)).toBe(5);
    // 5 - 3.5 × 2500 / 5000 = 3.25
    expect(localBoost(false, 2500)).toBe(3.25);
    expect(localBoost(false, 5000)).toBe(1.5);
    expect(localBoost(false, 5001)).toBe(1);
    expect(localBoost(false, null)).toBe(1);
  });

  it('multiplies the country and proximity boosts', () => {
    expect(localBoost(true, 0)).toBe(75);
    expect(localBoost(true, null)).toBe(15);
  });
});

describe('rankStories', () => {
  it('orders by score, then newer first, then id', () => {
    const strong = makePrepared({ id: 'strong', analytics: { global_relevance: 9 } });
    const tieOlderB = makePrepared({ id: 'b', published_at: hoursAgo(2), analytics: { cleanliness: 5 } });
    const tieOlderA = makePrepared({ id: 'a', published_at: hoursAgo(2) });
    const weak = makePrepared({ id: 'weak', analytics: { global_relevance: 1 } });
    // b and a score the same (cleanliness 5 is the 0.5 default); the newer-first rule cannot split them, id can.
    const input = [weak, tieOlderB, strong, tieOlderA];
    expect(rankStories(input, {}, NOW).map((s) => s.id)).toEqual(['strong', 'a', 'b', 'weak']);
    expect(input.map((s) => s.id)).toEqual(['weak', 'b', 'strong', 'a']);
  });

  it('puts a dated story before an undated one of equal score', () => {
    // An undated story counts as 24 h old, so both score the same; undated sorts last although its id is first.
    const undated = makePrepared({ id: 'a-undated', published_at: undefined });
    const dayOld = makePrepared({ id: 'z-day-old', published_at: hoursAgo(24) });
    expect(rankStories([undated, dayOld], {}, NOW).map((s) => s.id)).toEqual(['z-day-old', 'a-undated']);
  });
});

describe('interests in reading topics no category holds', () => {
  it('match a story by its topics: a reader who follows Travel and Opinion', () => {
    const interests = Int32Array.from(['travel', 'opinion'], topicId);
    expect(interestOverlap(makePrepared({ topics: ['travel'] }), interests)).toBe(0.5);
    expect(interestOverlap(makePrepared({ topics: ['travel', 'opinion'] }), interests)).toBe(1);
    expect(interestOverlap(makePrepared({ tags: ['paris'] }), interests)).toBe(0);
  });
});
