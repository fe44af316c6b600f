/**
 * Benchmark, not a test: ranks 10,000 synthetic stories 50 times and prints the median time.
 * Goal (reading-experience §9 ranking on the server, DECISIONS.md): under 10 ms on a slow 2-core machine.
 * Run: npm run bench:rank (writes its section of bench/RESULTS.md)
 */
import { cpus } from 'node:os';
import { SERVER_CATEGORIES } from '../packages/core/src/news/categories.ts';
import { prepareStories } from '../packages/core/src/news/prepare.ts';
import { type Reader, rankStories } from '../packages/core/src/news/ranking.ts';
import type { Story } from '../packages/core/src/schemas/edition.ts';
import { writeResultsSection } from './support.ts';

const STORY_COUNT = 10_000;
const RUNS = 50;
const NOW = Date.parse('2025-06-01T12:00:00.000Z');

/** A small deterministic generator (mulberry32) so every run ranks the same edition. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function syntheticStories(count: number): Story[] {
  const next = random(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const countries = ['Netherlands', 'Belgium', 'USA', 'Germany', 'Brazil', 'India', 'Japan', 'Kenya'];
  const score = () => Math.round(next() * 100) / 10;
  return Array.from({ length: count }, (_, i) => ({
    id: `story-${i}`,
    headline: `Synthetic headline ${i}`,
    sub_headline: `Summary of story ${i}`,
    description: '',
    categories: [pick(SERVER_CATEGORIES), pick(SERVER_CATEGORIES)],
    tags: [`tag-${i % 50}`, `tag-${i % 7}`],
    relevant_countries: [],
    location: {
      country: pick(countries),
      coordinates: { latitude: next() * 140 - 70, longitude: next() * 360 - 180 },
    },
    published_at: new Date(NOW - next() * 14 * 24 * 3_600_000).toISOString(),
    analytics: {
      global_relevance: score(),
      local_relevance: score(),
      cleanliness: score(),
      political_neutrality: score(),
      popularity_score: score(),
    },
    sources: Array.from({ length: 1 + Math.floor(next() * 6) }, (_, s) => ({
      name: `Outlet ${s}`,
      original_headline: '',
      url: `https://example.com/${i}/${s}`,
      media: [],
    })),
  }));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const stories = syntheticStories(STORY_COUNT);
const prepareStart = performance.now();
const prepared = prepareStories(stories);
const prepareMs = performance.now() - prepareStart;

const reader: Reader = {
  latitude: 52.37,
  longitude: 4.9,
  accuracyKm: 20,
  country: 'Netherlands',
  interests: ['technology', 'science', 'tag-3'],
};
/** Timings of ranking every story for `who`, feed and local modes in turn. */
function timeRankings(who: Reader): number[] {
  const timings: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const start = performance.now();
    rankStories(prepared, who, NOW, run % 2 === 0 ? 'feed' : 'local');
    timings.push(performance.now() - start);
  }
  return timings;
}
const timings = timeRankings(reader);
// A reader known only by their country (an IP database's answer): every story of it as near.
const countryTimings = timeRankings({ ...reader, accuracyKm: undefined, countryWide: true, countrySpanKm: 88 });

console.log(`prepareStories(${STORY_COUNT}): ${prepareMs.toFixed(1)} ms (once per edition)`);
console.log(
  `rankStories(${STORY_COUNT}) over ${RUNS} runs: median ${median(timings).toFixed(2)} ms, ` +
    `min ${Math.min(...timings).toFixed(2)} ms, max ${Math.max(...timings).toFixed(2)} ms`,
);

writeResultsSection(
  '## Ranking 10,000 stories',
  `## Ranking 10,000 stories

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'},
Node ${process.version}. Run: \`npm run bench:rank\`. Goal: under 10 ms.

| Step | Time |
|---|---|
| \`prepareStories\` (once per edition) | ${prepareMs.toFixed(1)} ms |
| \`rankStories\`, median of ${RUNS} runs (feed and local modes) | **${median(timings).toFixed(2)} ms** |
| \`rankStories\`, fastest / slowest run | ${Math.min(...timings).toFixed(2)} / ${Math.max(...timings).toFixed(2)} ms |
| \`rankStories\` for a reader known only by their country, median (fastest / slowest) | **${median(countryTimings).toFixed(2)} ms** (${Math.min(...countryTimings).toFixed(2)} / ${Math.max(...countryTimings).toFixed(2)}) |
`,
);
