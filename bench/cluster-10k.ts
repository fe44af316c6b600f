/**
 * Scale bench of the story clusterer: 10,000 articles synthesised from the labelled dev set
 * (apps/ingest/test-fixtures/clustering-dev/items.tsv), each copy's times shifted by 12 h and
 * its titles perturbed (a word dropped or two swapped, seeded, so runs are comparable), clustered
 * in one pass by the pipeline's function and settings, with the places each headline names found first (summaries count, as in the pipeline; a copy
 * keeps its original's summary, so summaries repeat more than a real window's would). The headlines
 * are first read by the sentence encoder, timed apart: the pipeline reads each article's once, when it
 * arrives, and stores it, so a run clusters a window of stored meanings. Prints wall times and peak
 * RSS (with the encoder's model loaded, unless --words-only), and the time of the next run over the
 * same window (every article placed, the window read again); writes nothing.
 *
 *   node bench/cluster-10k.ts [--items 10000] [--titles-only] [--words-only]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readItemsTsv } from '../apps/ingest/src/cli/cluster-cli.ts';
import { universalSentenceEncoder } from '../apps/ingest/src/meaning/sentence-encoder.ts';
import { headlinePlaces } from '../apps/ingest/src/place-names.ts';
import {
  type ClusterItem,
  clusterIncrementally,
  DEFAULT_CLUSTER_OPTIONS,
} from '../packages/core/src/ingest/cluster.ts';
import { uniqueSlug } from '../packages/core/src/ingest/slug.ts';

const { values } = parseArgs({
  options: {
    items: { type: 'string', default: '10000' },
    'titles-only': { type: 'boolean', default: false },
    'words-only': { type: 'boolean', default: false },
  },
});
const total = Number(values.items);
const source = readItemsTsv(
  readFileSync(new URL('../apps/ingest/test-fixtures/clustering-dev/items.tsv', import.meta.url), 'utf8'),
);

/** mulberry32: a small seeded generator. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const next = random(17);
const items: ClusterItem[] = [];
for (let copy = 0; items.length < total; copy += 1) {
  for (const item of source) {
    if (items.length >= total) break;
    const words = item.title.split(' ');
    if (copy > 0 && words.length > 3) {
      const at = Math.floor(next() * (words.length - 1));
      if (next() < 0.5) words.splice(at, 1);
      else [words[at], words[at + 1]] = [words[at + 1] as string, words[at] as string];
    }
    items.push({
      ...item,
      id: `${item.id}#${copy}`,
      title: words.join(' '),
      places: undefined,
      publishedMs: item.publishedMs === null ? null : item.publishedMs + copy * 12 * 3_600_000,
    });
  }
}

if (!values['words-only']) {
  const reading = performance.now();
  const meanings = await universalSentenceEncoder().encode(items.map((item) => item.title));
  items.forEach((item, i) => {
    item.meaning = meanings[i] ?? undefined;
  });
  const seconds = (performance.now() - reading) / 1000;
  console.log(
    `read ${items.length} headlines: ${seconds.toFixed(1)} s (${(items.length / seconds).toFixed(0)} a second)`,
  );
}

const started = performance.now();
// As the pipeline does at each run: the places each headline names (see `ClusterItem.places`).
for (const item of items) Object.assign(item, headlinePlaces(item.title));
const taken = new Set<string>();
const { assignments, created, merges } = clusterIncrementally(
  items,
  new Map(),
  (first) => uniqueSlug(first.title, taken),
  { ...DEFAULT_CLUSTER_OPTIONS, useSummary: DEFAULT_CLUSTER_OPTIONS.useSummary && !values['titles-only'] },
);
const seconds = (performance.now() - started) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
console.log(
  `cluster ${items.length} articles: ${seconds.toFixed(2)} s, ${created.length} stories, ${merges.length} merges, ` +
    `${assignments.size} assigned, peak RSS ${peakMb.toFixed(0)} MB`,
);

// The next run over the same window, as the pipeline's every few minutes: every article has its
// story, and the window is read again (see `clusterIncrementally`).
const again = performance.now();
const nextRun = clusterIncrementally(items, assignments, (first) => uniqueSlug(first.title, taken), {
  ...DEFAULT_CLUSTER_OPTIONS,
  useSummary: DEFAULT_CLUSTER_OPTIONS.useSummary && !values['titles-only'],
});
const moved = [...nextRun.assignments].filter(([id, story]) => assignments.get(id) !== story).length;
console.log(
  `the next run over them: ${((performance.now() - again) / 1000).toFixed(2)} s, ` +
    `${moved} articles in another story, ${nextRun.merges.length} merges, ${nextRun.created.length} stories started`,
);
