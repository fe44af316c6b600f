/**
 * News API benchmark (issue 4): requests per second and p99 latency of the ranked home feed
 * with a location, a category page, a search, the feed for ever-new positions (no cached
 * answers), and, as the ceiling, the same bytes as a static file from the same server.
 * The server runs as its own process in production mode; autocannon loads it over loopback.
 *
 *   npm run bench:news            (writes bench/RESULTS.md)
 *   BENCH_SECONDS=5 npm run bench:news
 */
import { rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildWebIfStale } from '../scripts/build-web.ts';
import { root, startServer, writeResultsSection } from './support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const staticName = 'bench-static-feed.json';
const staticFile = path.join(root, 'apps/web/dist', staticName);

interface Row {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
}

async function measure(
  base: string,
  name: string,
  urlPath: string,
  options: Partial<autocannon.Options> = {},
): Promise<Row> {
  const result = await autocannon({ url: `${base}${urlPath}`, connections, duration: seconds, ...options });
  const row = {
    name,
    path: urlPath,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.average / Math.max(1, result.requests.average)),
    errors: result.errors + result.non2xx,
  };
  console.log(
    `${name.padEnd(34)} ${String(row.rps).padStart(7)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}`,
  );
  return row;
}

const feedPath = '/api/news?category=all&lat=52.37&lon=4.89&lang=en-US';

buildWebIfStale();
// The ceiling: the very bytes of the ranked feed, as a file served by @fastify/static.
const probe = await startServer('news-api');
const feedBytes = await (await fetch(`${probe.base}${feedPath}`)).text();
await probe.stop();
writeFileSync(staticFile, feedBytes);

const server = await startServer('news-api');
const base = server.base;
try {
  // Warm up the JIT and the answer cache.
  await autocannon({ url: `${base}${feedPath}`, connections: 10, duration: 2 });
  const rows = [
    await measure(base, 'static file, same bytes (ceiling)', `/${staticName}`),
    await measure(base, 'ranked home feed with a location', feedPath),
    await measure(base, 'category page (technology)', '/api/news?category=technology&lat=52.37&lon=4.89'),
    await measure(base, 'search ("climate")', '/api/news/search?q=climate'),
    await measure(base, 'ranked feed, new position each request', feedPath, {
      requests: [
        {
          setupRequest: (request) => {
            const lat = (Math.random() * 140 - 70).toFixed(4);
            const lon = (Math.random() * 340 - 170).toFixed(4);
            return { ...request, path: `/api/news?category=all&lat=${lat}&lon=${lon}` };
          },
        },
      ],
    }),
  ];
  writeResults(rows);
} finally {
  await server.stop();
  rmSync(staticFile, { force: true });
}

function writeResults(rows: Row[]) {
  const [ceiling, feed] = rows;
  const share = ceiling && feed ? Math.round((feed.rps / ceiling.rps) * 100) : 0;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const table = rows
    .map((r) => `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.errors} |`)
    .join('\n');
  const section = `## News API (autocannon)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB,
Node ${process.version}; ${connections} connections, ${seconds} s per row, loopback, server in production mode
(PGlite, sample edition, logging at warn). Run: \`npm run bench:news\`.

| Call | Path | req/s | p50 ms | p99 ms | bytes | errors |
|---|---|---|---|---|---|---|
${table}

Ranked feed throughput: **${share}%** of the static ceiling (goal: at least 70%, p99 under 25 ms).
The last row asks for a new position every time, so no cached answer helps: it shows the cost of
ranking the whole edition per request.
`;
  writeResultsSection('## News API (autocannon)', section);
  console.log(`\nranked feed at ${share}% of the static ceiling; results in bench/RESULTS.md`);
}
