#!/usr/bin/env node
/**
 * Builds the bundled sample edition from the content modules in this folder:
 *   ../news.json                 the edition (reading-experience §3)
 *   ../translations/nl-NL.json   Dutch headline, sub-headline and description of every story
 *   ./major-outlets.json         the major outlets ranked first among sources (§5)
 *
 * Deterministic: every "random" choice (publishers, source times, word counts, media)
 * comes from a PRNG seeded with the story id, and no clock is read.
 * Run: node data/sample/stories-src/build.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PLACES } from './places.mjs';
import { MAJOR_OUTLETS, PUBLISHERS } from './publishers.mjs';
import business from './stories-business.mjs';
import crime from './stories-crime.mjs';
import edge from './stories-edge.mjs';
import entertainment from './stories-entertainment.mjs';
import environment from './stories-environment.mjs';
import health from './stories-health.mjs';
import politics from './stories-politics.mjs';
import science from './stories-science.mjs';
import sports from './stories-sports.mjs';
import technology from './stories-technology.mjs';
import world from './stories-world.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const SAMPLE_DIR = join(HERE, '..');

const FETCH_DATE = '2026-11-20T06:00:00Z';
const FETCH_MS = Date.parse(FETCH_DATE);
const MINUTE = 60_000;
const MAX_SOURCE_LAG_MINUTES = 36 * 60;

const SUPPORTED_LOCALES = {
  'en-US': {
    name: 'en-US',
    display_name: 'English',
    countries: ['United States', 'United Kingdom', 'Canada', 'Australia', 'New Zealand'],
    translation_file: null,
  },
  'nl-NL': {
    name: 'nl-NL',
    display_name: 'Nederlands',
    countries: [
      'Netherlands',
      'Belgium',
      'Suriname',
      'Aruba',
      'Curaçao',
      'Sint Maarten',
      'Bonaire',
      'Sint Eustatius',
      'Saba',
    ],
    translation_file: 'translations/nl-NL.json',
  },
};

/** Alt texts of the artwork /images/{category}-{n}.svg, n = 1..4. */
const ARTWORK = {
  politics: ['parliament building', 'ballot box and voting papers', 'lectern with microphones', 'city hall facade'],
  sports: ['football on a pitch', 'running track lanes', 'cyclists in a race', 'stadium under floodlights'],
  health: ['stethoscope', 'hospital corridor', 'pill capsules', 'heart-rate line'],
  technology: ['circuit board', 'smartphone screen', 'server racks', 'robot arm'],
  business: ['rising bar chart', 'shipping containers at a port', 'office towers', 'coins and banknotes'],
  entertainment: ['film reel', 'concert stage lights', 'theatre curtains', 'headphones and music notes'],
  world: ['globe', 'row of national flags', 'world map with routes', 'conference table'],
  science: ['telescope under the stars', 'microscope', 'DNA helix', 'laboratory flasks'],
  environment: ['wind turbines', 'forest canopy', 'waves on a coastline', 'solar panels'],
  crime: ['police tape', 'courthouse columns', "judge's gavel", 'magnifying glass over documents'],
};
const imagePath = (category, n) => `/images/${category}-${n}.svg`;
const imageAlt = (category, n) => `Illustration: ${ARTWORK[category][n - 1]}`;

/* ---------- deterministic randomness ---------- */

function hash(text) {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function prng(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (rand, lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));

/* ---------- publishers ---------- */

/**
 * How strongly a publisher is drawn to cover a story: the city's own paper first, then the
 * country's major papers and broadcasters, worldwide wires, specialist titles on the story's
 * beat, and (mostly for international stories) papers from elsewhere.
 */
function affinity(pub, story, place) {
  const scope = story.scope;
  const pick = (local, national, international) => (scope === 'local' ? local : scope === 'national' ? national : international);
  if (pub.cities.includes(story.city)) return 12;
  const countries = story.rc ?? [place.country];
  if (pub.countries.includes(place.country) || pub.countries.some((country) => countries.includes(country))) {
    const major = MAJOR_OUTLETS.includes(pub.name) || pub.kind === 'wire' || pub.kind === 'broadcaster';
    return major ? pick(5, 9, 9) : pick(0.8, 3, 2);
  }
  const worldwide = (pub.kind === 'wire' || pub.kind === 'broadcaster') && pub.countries.length === 0;
  if (worldwide) return pick(1.5, 5, 8);
  if (story.cat.some((category) => pub.beats.includes(category))) return pick(0.8, 4, 4);
  return pick(0.001, 0.01, 0.4);
}

/** The first (earliest) source is one of the story's natural reporters when there is one. */
const FIRST_SOURCE_MIN_AFFINITY = 4;

function pickPublishers(story, place, count, rand) {
  const pool = PUBLISHERS.map((pub) => ({ pub, weight: affinity(pub, story, place) }));
  const picked = [];
  while (picked.length < count) {
    const strong = pool.filter((entry) => entry.weight >= FIRST_SOURCE_MIN_AFFINITY);
    const candidates = picked.length === 0 && strong.length > 0 ? strong : pool;
    const total = candidates.reduce((sum, entry) => sum + entry.weight, 0);
    let r = rand() * total;
    let index = 0;
    while (index < candidates.length - 1 && r >= candidates[index].weight) {
      r -= candidates[index].weight;
      index += 1;
    }
    const chosen = candidates[index];
    picked.push(chosen.pub);
    pool.splice(pool.indexOf(chosen), 1);
  }
  return picked;
}

/* ---------- stories ---------- */

/** '19 14:20' -> '2026-11-19T14:20:00Z' (all sample dates fall in November 2026, UTC). */
function novemberDate(at) {
  const match = /^(\d{2}) (\d{2}):(\d{2})$/.exec(at);
  if (!match) throw new Error(`bad date shorthand: ${at}`);
  return `2026-11-${match[1]}T${match[2]}:${match[3]}:00Z`;
}

const isoMinute = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');

function slugForUrl(id) {
  return id.split('-').slice(0, 6).join('-');
}

function wordCountFor(pub, rand) {
  if (pub.kind === 'wire') return between(rand, 250, 750);
  if (pub.kind === 'broadcaster') return between(rand, 300, 900);
  if (pub.kind === 'specialist') return between(rand, 700, 2200);
  return between(rand, 400, 1600);
}

function mediaFor(story, category, primaryUrl, isFirst, rand) {
  if (!primaryUrl) return [];
  const roll = rand();
  const count = isFirst ? (roll < 0.6 ? 1 : 2) : roll < 0.25 ? 0 : roll < 0.8 ? 1 : 2;
  if (count === 0) return [];
  const primaryN = story.imageN;
  const ownN = isFirst || rand() < 0.5 ? primaryN : ((primaryN + between(rand, 0, 2)) % 4) + 1;
  const media = [
    {
      type: 'image',
      url: story.image ?? imagePath(category, ownN),
      is_primary: true,
      alt: story.image ? story.imageAlt : imageAlt(category, ownN),
    },
  ];
  if (count === 2) {
    const otherN = (ownN % 4) + 1;
    media.push({ type: 'image', url: imagePath(category, otherN), is_primary: false, alt: imageAlt(category, otherN) });
  }
  return media;
}

function buildSources(story, place, category, primaryUrl, publishedMs) {
  const rand = prng(hash(story.id));
  const publishers = pickPublishers(story, place, story.src, rand);
  const headlines = [...(story.alt ?? []), story.en[0]];
  const window = Math.min(MAX_SOURCE_LAG_MINUTES, Math.floor((FETCH_MS - publishedMs) / MINUTE));
  const offsets = publishers.map((_, i) => (i === 0 ? 0 : between(rand, 1, Math.max(1, window))));
  offsets.sort((a, b) => a - b);
  return publishers.map((pub, i) => {
    const publishedAt = isoMinute(publishedMs + offsets[i] * MINUTE);
    const wordCount = wordCountFor(pub, rand);
    return {
      name: pub.name,
      original_headline: headlines[i % headlines.length],
      url: `https://${pub.domain}/${publishedAt.slice(0, 10).replaceAll('-', '/')}/${slugForUrl(story.id)}`,
      // §5: the edition marks its major outlets; the sample's publishers are not in the table of real ones.
      ...(MAJOR_OUTLETS.includes(pub.name) ? { major: true } : {}),
      publishedAt,
      word_count: wordCount,
      reading_time_minutes: Math.max(1, Math.round(wordCount / 200)),
      media: mediaFor(story, category, primaryUrl, i === 0, rand),
    };
  });
}

function buildStory(story) {
  const place = PLACES[story.city];
  if (!place) throw new Error(`${story.id}: unknown place ${story.city}`);
  const category = story.cat[0].toLowerCase();
  const primaryUrl = story.noImage ? undefined : (story.image ?? imagePath(category, story.imageN));
  const publishedAt = story.publishedAt ?? novemberDate(story.at);
  // The story with an unparsable date still needs real times for its sources.
  const sourceBaseMs = Number.isNaN(Date.parse(publishedAt))
    ? Date.parse(novemberDate(story.sourcesAt))
    : Date.parse(publishedAt);
  const [g, l, c, n, p] = story.a;
  const location = { city: place.city, country: place.country };
  if (place.state) location.state = place.state;
  location.scope = story.scope;
  location.coordinates = { latitude: place.latitude, longitude: place.longitude };
  const out = {
    id: story.id,
    headline: story.en[0],
    sub_headline: story.en[1],
    description: story.en[2],
    categories: story.cat,
    tags: story.tags,
    location,
    relevant_countries: story.rc ?? [place.country],
  };
  if (primaryUrl) out.primary_image_url = primaryUrl;
  out.published_at = publishedAt;
  out.analytics = {
    global_relevance: g,
    local_relevance: l,
    cleanliness: c,
    political_neutrality: n,
    popularity_score: p,
  };
  out.sources = buildSources(story, place, category, primaryUrl, sourceBaseMs);
  return out;
}

/** Spreads the four artworks of each category over its stories, in module order. */
function assignImageNumbers(stories) {
  const counters = {};
  for (const story of stories) {
    const category = story.cat[0].toLowerCase();
    counters[category] = (counters[category] ?? 0) + 1;
    story.imageN = story.img ?? ((counters[category] - 1) % 4) + 1;
  }
}

function sortKey(story) {
  const ms = Date.parse(story.published_at);
  return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
}

function buildEdition() {
  const all = [
    ...politics,
    ...sports,
    ...health,
    ...technology,
    ...business,
    ...entertainment,
    ...world,
    ...science,
    ...environment,
    ...crime,
    ...edge,
  ].map((s) => ({ ...s }));
  assignImageNumbers(all);
  const stories = all.map(buildStory);
  const order = stories.map((story, i) => ({ story, i }));
  order.sort((a, b) => sortKey(b.story) - sortKey(a.story) || a.story.id.localeCompare(b.story.id));
  const byId = new Map(all.map((s) => [s.id, s]));
  const sorted = order.map((entry) => entry.story);
  const translations = sorted.map((story) => {
    const [headline, sub_headline, description] = byId.get(story.id).nl;
    return { story_id: story.id, headline, sub_headline, description };
  });
  return {
    news: { fetch_date: FETCH_DATE, supported_locales: SUPPORTED_LOCALES, stories: sorted },
    translations: { translations },
  };
}

function writeJson(path, value) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}

const { news, translations } = buildEdition();
writeJson(join(SAMPLE_DIR, 'news.json'), news);
writeJson(join(SAMPLE_DIR, 'translations', 'nl-NL.json'), translations);
writeJson(join(HERE, 'major-outlets.json'), MAJOR_OUTLETS);
console.log(`wrote ${news.stories.length} stories and ${translations.translations.length} translations`);
