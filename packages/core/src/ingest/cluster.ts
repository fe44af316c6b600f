/**
 * Incremental story clustering (issue 17). Each new article joins the story whose articles
 * report the same event, or starts a new one; a story keeps its id as it grows; when one new
 * article links strongly to two stories, the two are one and are merged (the older id
 * survives, the other becomes an alias). See docs/decisions/0012-ingest-pipeline.md.
 *
 * Same-event evidence from headlines alone: the words two headlines share, each weighted by
 * how rare it is in the current window (IDF: "Amess" or "Alisal" say far more than "fire"),
 * names (capitalised inside a sentence) counting extra, adjacent word pairs ("oil spill",
 * "David Amess") counting again, and never across more than a few days.
 */
import { type TitleFeatures, titleFeatures } from './text-features.ts';

export interface ClusterItem {
  id: string;
  title: string;
  /** Used only when the options ask for it (titles-only is the default and what is scored). */
  summary?: string | undefined;
  outlet: string;
  /** Epoch ms, or null when the feed gave no date. */
  publishedMs: number | null;
}

export interface ClusterOptions {
  /** Similarity from which an article joins a story through one of its articles. */
  joinThreshold: number;
  /** Similarity to two stories from which they are merged. */
  mergeThreshold: number;
  /** Articles further apart than this are never linked (an ongoing incident chains through its days). */
  maxGapHours: number;
  /** Extra weight of a word written as a name in either headline. */
  nameBoost: number;
  /** Weight of a shared adjacent word pair, as a share of its two words' weight. */
  bigramWeight: number;
  /**
   * Shared weight below which two headlines are never linked, whatever their overlap, counted in
   * words of the highest rarity the window allows (so it means the same in a window of 50 or 5,000).
   */
  minEvidence: number;
  /** Let the summaries speak too (weighted down: they repeat the headline's event in other words). */
  useSummary: boolean;
  summaryWeight: number;
}

/** Settings fixed on the dev set (bench notes in the decision record); titles only. */
export const DEFAULT_CLUSTER_OPTIONS: ClusterOptions = {
  joinThreshold: 0.6,
  mergeThreshold: 0.6,
  maxGapHours: 96,
  nameBoost: 1.5,
  minEvidence: 1.5,
  bigramWeight: 0.5,
  useSummary: false,
  summaryWeight: 0.35,
};

export interface ClusterResult {
  /** Every item's story id. */
  assignments: Map<string, string>;
  /** Stories merged away in this pass: `from` now answers as `into`. */
  merges: Array<{ from: string; into: string }>;
  /** Ids of the stories started in this pass. */
  created: string[];
}

interface Prepared {
  item: ClusterItem;
  features: TitleFeatures;
  summary: TitleFeatures | undefined;
  vector: Map<string, number>;
  norm: number;
  /** options.minEvidence in weight units of this window. */
  evidenceFloor: number;
}

/** Document frequencies over the window, so rarity is judged among the articles at hand. */
function documentFrequencies(prepared: Array<{ features: TitleFeatures; summary: TitleFeatures | undefined }>) {
  const df = new Map<string, number>();
  for (const { features, summary } of prepared) {
    const terms = new Set([...features.stems, ...features.bigrams, ...(summary?.stems ?? [])]);
    for (const term of terms) df.set(term, (df.get(term) ?? 0) + 1);
  }
  return df;
}

function prepare(items: readonly ClusterItem[], options: ClusterOptions): Prepared[] {
  const raw = items.map((item) => ({
    item,
    features: titleFeatures(item.title),
    summary: options.useSummary && item.summary ? titleFeatures(item.summary) : undefined,
  }));
  const df = documentFrequencies(raw);
  const total = Math.max(raw.length, 1);
  const idf = (term: string) => Math.log((total + 1) / ((df.get(term) ?? 0) + 1)) + 0.1;
  const evidenceFloor = options.minEvidence * idf('');
  return raw.map(({ item, features, summary }) => {
    const vector = new Map<string, number>();
    for (const stem of features.stems) {
      vector.set(stem, idf(stem) * (features.names.has(stem) ? options.nameBoost : 1));
    }
    for (const bigram of features.bigrams) vector.set(bigram, idf(bigram) * options.bigramWeight * 2);
    if (summary) {
      for (const stem of summary.stems) {
        if (!vector.has(stem)) vector.set(stem, idf(stem) * options.summaryWeight);
      }
    }
    // Shared word pairs add evidence but do not lengthen a headline: the norm counts words only.
    let norm = 0;
    for (const [term, weight] of vector) if (!term.includes(' ')) norm += weight;
    return { item, features, summary, vector, norm, evidenceFloor };
  });
}

/**
 * How strongly two headlines point at one event: the weight of the words they share over the
 * weight of the shorter headline (a short headline wholly inside a longer one is the same event),
 * and nothing below an absolute floor of shared evidence (two common words are a theme).
 * A word written as a name in either headline counts as a name in both.
 */
function similarity(a: Prepared, b: Prepared, options: ClusterOptions): number {
  if (a.norm === 0 || b.norm === 0) return 0;
  const [small, large] = a.vector.size <= b.vector.size ? [a, b] : [b, a];
  let shared = 0;
  let words = 0;
  for (const [term, weight] of small.vector) {
    const other = large.vector.get(term);
    if (other === undefined) continue;
    const boost =
      a.features.names.has(term) !== b.features.names.has(term) && !term.includes(' ') ? options.nameBoost : 1;
    shared += Math.max(weight, other) * boost;
    if (!term.includes(' ')) words += 1;
  }
  // One shared word is a theme ("fire", "Covid"), not an event, unless the word is a name.
  if (words < 2 && !hasSharedName(a, b)) return 0;
  if (shared < a.evidenceFloor) return 0;
  const overlap = shared / Math.min(a.norm, b.norm);
  return differentCounts(a, b) ? overlap * COUNT_MISMATCH_FACTOR : overlap;
}

/** Two headlines with different counts ("71 cases" / "65 cases") report different updates. */
const COUNT_MISMATCH_FACTOR = 0;

function differentCounts(a: Prepared, b: Prepared): boolean {
  const countsA = a.features.stems.filter(isCount);
  const countsB = b.features.stems.filter(isCount);
  return countsA.length > 0 && countsB.length > 0 && !countsA.some((n) => countsB.includes(n));
}

/** A number that counts something: not a year, not the 19 of Covid-19. */
function isCount(stem: string): boolean {
  return /^\d+$/.test(stem) && stem !== '19' && !/^(19|20)\d\d$/.test(stem);
}

function hasSharedName(a: Prepared, b: Prepared): boolean {
  for (const name of a.features.names) if (b.features.names.has(name)) return true;
  return false;
}

function withinGap(a: ClusterItem, b: ClusterItem, maxGapHours: number): boolean {
  if (a.publishedMs === null || b.publishedMs === null) return true;
  return Math.abs(a.publishedMs - b.publishedMs) <= maxGapHours * 3_600_000;
}

/** Oldest first; undated items last, in their given order. */
function byPublished(a: Prepared, b: Prepared): number {
  const am = a.item.publishedMs;
  const bm = b.item.publishedMs;
  if (am === bm) return 0;
  if (am === null) return 1;
  if (bm === null) return -1;
  return am - bm;
}

/**
 * Assigns every item without a story (in `existing`) to a story. Items already assigned keep
 * their story; a story may only grow or be merged into another, never be split or renamed.
 * `newId` names a story started by an item (it must return an id not used before).
 */
export function clusterIncrementally(
  items: readonly ClusterItem[],
  existing: ReadonlyMap<string, string>,
  newId: (first: ClusterItem) => string,
  options: ClusterOptions = DEFAULT_CLUSTER_OPTIONS,
): ClusterResult {
  const prepared = prepare(items, options);
  const assignments = new Map<string, string>();
  const members = new Map<string, Prepared[]>();
  /** Story order of birth: on a merge the older id survives. */
  const born = new Map<string, number>();
  const created: string[] = [];
  const merges: Array<{ from: string; into: string }> = [];

  const place = (entry: Prepared, storyId: string) => {
    assignments.set(entry.item.id, storyId);
    const list = members.get(storyId);
    if (list) list.push(entry);
    else {
      members.set(storyId, [entry]);
      born.set(storyId, born.size);
    }
  };

  const fresh: Prepared[] = [];
  for (const entry of [...prepared].sort(byPublished)) {
    const storyId = existing.get(entry.item.id);
    if (storyId) place(entry, storyId);
    else fresh.push(entry);
  }

  for (const entry of fresh) {
    const scores = new Map<string, number>();
    for (const [storyId, list] of members) {
      let best = 0;
      for (const member of list) {
        if (!withinGap(entry.item, member.item, options.maxGapHours)) continue;
        best = Math.max(best, similarity(entry, member, options));
      }
      if (best >= options.joinThreshold) scores.set(storyId, best);
    }
    const ranked = [...scores].sort((a, b) => b[1] - a[1] || (born.get(a[0]) ?? 0) - (born.get(b[0]) ?? 0));
    const top = ranked[0];
    if (!top) {
      const id = newId(entry.item);
      created.push(id);
      place(entry, id);
      continue;
    }
    place(entry, top[0]);
    // The article ties two stories together: they report one event, so they become one.
    for (const [otherId, score] of ranked.slice(1)) {
      if (score < options.mergeThreshold || top[1] < options.mergeThreshold) continue;
      const survivor = (born.get(top[0]) ?? 0) <= (born.get(otherId) ?? 0) ? top[0] : otherId;
      const absorbed = survivor === top[0] ? otherId : top[0];
      mergeStories(absorbed, survivor);
      break;
    }
  }

  function mergeStories(from: string, into: string) {
    const moving = members.get(from) ?? [];
    for (const entry of moving) assignments.set(entry.item.id, into);
    members.set(into, [...(members.get(into) ?? []), ...moving]);
    members.delete(from);
    for (const merge of merges) if (merge.into === from) merge.into = into;
    const createdIndex = created.indexOf(from);
    if (createdIndex >= 0) created.splice(createdIndex, 1);
    else merges.push({ from, into });
  }

  return { assignments, merges, created };
}
