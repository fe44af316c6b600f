/**
 * `npm run cluster -w @tidings/ingest -- FILE.tsv [--with-summaries]`: reads id, outlet,
 * published, title and an optional summary (tab-separated, header row, no quoting) and prints
 * `id<TAB>story`, clustered by exactly the pipeline's clusterer and settings.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type ClusterItem, clusterIncrementally, DEFAULT_CLUSTER_OPTIONS } from '@tidings/core/ingest/cluster';
import { uniqueSlug } from '@tidings/core/ingest/slug';

export function readItemsTsv(text: string): ClusterItem[] {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines.shift() ?? '').split('\t').map((name) => name.trim().toLowerCase());
  const column = (name: string) => header.indexOf(name);
  const [idAt, outletAt, publishedAt, titleAt, summaryAt] = ['id', 'outlet', 'published', 'title', 'summary'].map(
    column,
  );
  if (idAt === undefined || titleAt === undefined || idAt < 0 || titleAt < 0) {
    throw new Error('the file needs a header row with at least id and title columns');
  }
  return lines.map((line) => {
    const cells = line.split('\t');
    const cell = (at: number | undefined) => (at !== undefined && at >= 0 ? (cells[at] ?? '').trim() : '');
    const ms = Date.parse(cell(publishedAt));
    return {
      id: cell(idAt),
      outlet: cell(outletAt),
      publishedMs: Number.isNaN(ms) ? null : ms,
      title: cell(titleAt),
      summary: cell(summaryAt) || undefined,
    };
  });
}

export function clusterTsv(text: string, { titlesOnly = false } = {}): Array<[string, string]> {
  const items = readItemsTsv(text);
  const taken = new Set<string>();
  const { assignments } = clusterIncrementally(items, new Map(), (first) => uniqueSlug(first.title, taken), {
    ...DEFAULT_CLUSTER_OPTIONS,
    useSummary: DEFAULT_CLUSTER_OPTIONS.useSummary && !titlesOnly,
  });
  return items.map((item) => [item.id, assignments.get(item.id) ?? item.id]);
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'titles-only': { type: 'boolean', default: false } },
  });
  const file = positionals[0];
  if (!file) {
    process.stderr.write('usage: npm run cluster -- FILE.tsv [--titles-only]\n');
    process.exit(2);
  }
  const rows = clusterTsv(readFileSync(file, 'utf8'), { titlesOnly: values['titles-only'] ?? false });
  process.stdout.write(`id\tstory\n${rows.map((row) => row.join('\t')).join('\n')}\n`);
}
