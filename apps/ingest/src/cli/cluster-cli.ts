/**
 * `npm run cluster -- FILE.tsv [--titles-only] [--words-only] [--explain ID,ID]`: reads id, outlet,
 * published, title and an optional summary and language (tab-separated, header row, cells quoted
 * as CSV tools quote them or not; a few other tools' column names too: item_id, source, publisher,
 * date, pub_date, headline, description) and prints `id<TAB>story`, clustered by exactly the
 * pipeline's clusterer and settings: English headlines read by the sentence encoder (by the
 * language column where the file has one, and by the headline's own function words), Dutch ones
 * (by the language column, or else by their own function words) stemmed as Dutch, summaries
 * weighted down (and read only for headlines the encoder does not read). `--titles-only` leaves
 * the summaries out; `--words-only` the encoder (faster, and scores as the pipeline did before
 * it). With TRANSLATE_URL set, Dutch headlines are clustered by their English, as the pipeline
 * clusters them with that translator. `--explain ID,ID[,ID...]` prints, instead, how the clusterer sees each pair of the items
 * named (see `explainTsv`).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import {
  type ClusterItem,
  clusterIncrementally,
  DEFAULT_CLUSTER_OPTIONS,
  explainLinks,
} from '@tidings/core/ingest/cluster';
import { withoutLabels } from '@tidings/core/ingest/headline-labels';
import { uniqueSlug } from '@tidings/core/ingest/slug';
import { isDutch } from '@tidings/core/plans/catalogue';
import { parseIngestEnv, translatorFromEnv } from '../main.ts';
import {
  encoderReads,
  headlineLanguage,
  type SentenceEncoder,
  universalSentenceEncoder,
} from '../meaning/sentence-encoder.ts';
import { htmlToText, summaryText } from '../parse/html-text.ts';
import { headlinePlaces } from '../place-names.ts';
import { englishHeadlines, readInEnglish } from '../translate/headline-translations.ts';
import type { Translator } from '../translate/translator.ts';

export interface TsvItem extends ClusterItem {
  /** The file's language column, lower case; empty when it has none. */
  language: string;
}

/**
 * A cell, trimmed, as CSV tools write one that holds a quote (Python's csv and pandas do, for a
 * tab-separated file too): `"Aims to ""combat"" hate"` is `Aims to "combat" hate`. A cell that only
 * opens and ends with quotes of its own (`"Stop it": CNN reporter on "weight"`) is as written.
 */
function unquoted(value: string): string {
  const cell = value.trim();
  if (cell.length < 2 || !cell.startsWith('"') || !cell.endsWith('"')) return cell;
  const inner = cell.slice(1, -1);
  return inner.replaceAll('""', '').includes('"') ? cell : inner.replaceAll('""', '"');
}

/** The file's items as the pipeline gives them to the clusterer, with the places each headline names. */
export function readItemsTsv(text: string): TsvItem[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines.shift() ?? '').split('\t').map((name) => unquoted(name).toLowerCase());
  /** The first of a column's names the header has (as other tools name it), or -1. */
  const column = (...names: string[]) => names.map((name) => header.indexOf(name)).find((at) => at >= 0) ?? -1;
  const idAt = column('id', 'item_id', 'article_id', 'doc_id', 'guid');
  const outletAt = column('outlet', 'source', 'publisher', 'feed', 'site');
  const publishedAt = column(
    'published',
    'published_at',
    'publish_date',
    'published_date',
    'pub_date',
    'date',
    'pubdate',
    'datetime',
    'time',
    'timestamp',
  );
  const titleAt = column('title', 'headline');
  const summaryAt = column('summary', 'description');
  const languageAt = column('language', 'lang');
  if (idAt < 0 || titleAt < 0) {
    throw new Error('the file needs a header row with at least id and title columns');
  }
  const rows = lines.map((line) => {
    const cells = line.split('\t');
    const cell = (at: number) => unquoted(cells[at] ?? '');
    const ms = publishedMs(cell(publishedAt));
    return {
      id: cell(idAt),
      outlet: cell(outletAt),
      publishedMs: Number.isNaN(ms) ? null : ms,
      // As the pipeline reads a feed's title and summary: any markup or entity reduced to text.
      title: htmlToText(cell(titleAt)),
      summary: summaryText(cell(summaryAt)) || undefined,
      language: languageAt >= 0 ? cell(languageAt).toLowerCase() : undefined,
    };
  });
  // As the pipeline reads a feed's items: headlines without a label after them ("... - BBC News"),
  // the way an aggregator's file writes them. The file is read as one feed, whose publishers are
  // the outlets it names.
  const outlets = [...new Set(rows.map((row) => row.outlet).filter(Boolean))];
  const titles = withoutLabels(
    rows.map((row) => row.title),
    outlets,
  );
  return rows.map((row, at) => {
    const title = titles[at] as string;
    // A file without a language column: a Dutch headline is still stemmed as Dutch.
    const language = row.language ?? headlineLanguage(title);
    return { ...row, title, ...headlinePlaces(title, [], language), language };
  });
}

/**
 * A published time as files write it: ISO 8601 or RFC 2822 (as feeds do), or a Unix time in seconds
 * (10 digits) or milliseconds (13 digits). NaN when it is none of these or empty (the item is undated).
 */
export function publishedMs(value: string): number {
  if (/^\d{13}$/.test(value)) return Number(value);
  if (/^\d{9,10}$/.test(value)) return Number(value) * 1000;
  // A date with its day: ISO ("2021-10-17...") or a month's name ("Sun, 17 Oct 2021 ..."), not "2021" or "-1".
  if (!/\d{4}-\d{2}-\d{2}|\d{1,2} \p{L}{3}|\p{L}{3}\.? \d{1,2}/u.test(value)) return Number.NaN;
  return Date.parse(value);
}

/** Gives each item the encoder's reading of its headline, where it reads it (see `encoderReads`). */
export async function withMeanings<T extends TsvItem>(items: readonly T[], encoder: SentenceEncoder): Promise<T[]> {
  const readable = items.filter((item) => encoderReads(item.language, item.title));
  const meanings = await encoder.encode(readable.map((item) => item.title));
  const byItem = new Map(readable.map((item, i) => [item, meanings[i] ?? undefined]));
  return items.map((item) => ({ ...item, meaning: byItem.get(item) ?? undefined }));
}

interface ClusterTsvOptions {
  titlesOnly?: boolean;
  wordsOnly?: boolean;
  encoder?: SentenceEncoder;
  /** As the pipeline with TRANSLATE_URL: Dutch headlines are clustered by their English (see `englishHeadlines`). */
  translator?: Translator | undefined;
}

/**
 * The file's items as the pipeline reads them with a translator: a Dutch headline the translator
 * gives in English is read as that English headline, without its Dutch summary.
 */
async function inEnglish(items: TsvItem[], translator: Translator | undefined): Promise<TsvItem[]> {
  const dutch = (item: TsvItem) => isDutch(item.language);
  const { english, report } = await englishHeadlines(
    items.filter(dutch).map((item) => item.title),
    translator && { translator },
    () => new Date(),
    (message, details) => process.stderr.write(`${message} ${JSON.stringify(details ?? {})}\n`),
  );
  if (report.error)
    process.stderr.write(`cluster: ${report.wanted - report.translated} Dutch headlines read in Dutch\n`);
  return items.map((item) => {
    const title = dutch(item) ? english.get(item.title) : undefined;
    return title === undefined ? item : readInEnglish(item, title);
  });
}

/** The file's items with their meanings (unless `wordsOnly`), and the pipeline's settings for them. */
async function readForClustering(
  text: string,
  { titlesOnly = false, wordsOnly = false, encoder, translator }: ClusterTsvOptions,
) {
  const read = await inEnglish(readItemsTsv(text), translator);
  const items = wordsOnly ? read : await withMeanings(read, encoder ?? universalSentenceEncoder());
  const options = { ...DEFAULT_CLUSTER_OPTIONS, useSummary: DEFAULT_CLUSTER_OPTIONS.useSummary && !titlesOnly };
  return { items, options };
}

export async function clusterTsv(text: string, settings: ClusterTsvOptions = {}): Promise<Array<[string, string]>> {
  const { items, options } = await readForClustering(text, settings);
  const taken = new Set<string>();
  const { assignments } = clusterIncrementally(items, new Map(), (first) => uniqueSlug(first.title, taken), options);
  return items.map((item) => [item.id, assignments.get(item.id) ?? item.id]);
}

/**
 * `--explain ID,ID[,ID...]`: for every pair of the items named, the link the clusterer scores
 * between their headlines or why it scores none, how alike they mean, how far apart they were
 * published and the terms they share with each one's weight (see `explainLinks`). Two lines a pair.
 */
export async function explainTsv(text: string, ids: readonly string[], settings: ClusterTsvOptions = {}) {
  const { items, options } = await readForClustering(text, settings);
  const pairs = ids.flatMap((a, i) => ids.slice(i + 1).map((b) => [a, b] as const));
  const published = new Map(items.map((item) => [item.id, item.publishedMs]));
  return explainLinks(items, pairs, options).flatMap(({ a, b, link, refused, meaning, shared }) => {
    const [ms, other] = [published.get(a), published.get(b)];
    const apart = ms != null && other != null ? `, ${(Math.abs(ms - other) / 3_600_000).toFixed(1)} h apart` : '';
    const verdict = refused ? `no link (${refused})` : `link ${link.toFixed(3)}`;
    const means = meaning === null ? 'meaning unread' : `meaning ${meaning.toFixed(3)}`;
    const terms = shared.map(({ term, weights: [x, y] }) => `${term} ${x.toFixed(2)}/${y.toFixed(2)}`);
    return [`${a} ~ ${b}: ${verdict}, ${means}${apart}`, `  shared: ${terms.join(', ') || 'nothing'}`];
  });
}

/** The translator TRANSLATE_URL and TRANSLATE_API_KEY name, read as the pipeline reads them (no other setting). */
function translatorOfEnvironment(): Translator | undefined {
  const { TRANSLATE_URL, TRANSLATE_API_KEY } = process.env;
  try {
    return translatorFromEnv(parseIngestEnv({ TRANSLATE_URL, TRANSLATE_API_KEY }));
  } catch {
    throw new Error(`TRANSLATE_URL must be an http or https address, not "${TRANSLATE_URL}"`);
  }
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'titles-only': { type: 'boolean', default: false },
      'words-only': { type: 'boolean', default: false },
      explain: { type: 'string' },
    },
  });
  const file = positionals[0];
  const explain = values.explain
    ?.split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (!file || (explain && explain.length < 2)) {
    process.stderr.write(
      'usage: npm run cluster -- FILE.tsv [--titles-only] [--words-only] [--explain ID,ID[,ID...]]\n',
    );
    process.exit(2);
  }
  let translator: Translator | undefined;
  try {
    translator = translatorOfEnvironment();
  } catch (error) {
    process.stderr.write(`cluster: ${(error as Error).message}\n`);
    process.exit(2);
  }
  try {
    const text = readFileSync(file, 'utf8');
    const settings = {
      titlesOnly: values['titles-only'] ?? false,
      wordsOnly: values['words-only'] ?? false,
      // The pipeline's translator, where the environment names one (TRANSLATE_URL).
      translator,
    };
    if (explain) {
      process.stdout.write(`${(await explainTsv(text, explain, settings)).join('\n')}\n`);
    } else {
      const rows = await clusterTsv(text, settings);
      process.stdout.write(`id\tstory\n${rows.map((row) => row.join('\t')).join('\n')}\n`);
    }
  } catch (error) {
    process.stderr.write(`cluster: ${file}: ${(error as Error).message}\n`);
    process.exit(1);
  }
}
