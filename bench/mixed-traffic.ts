/**
 * Mixed reader traffic (issue #16 item 7): what many readers arriving at once ask of one server.
 * First the server-rendered pages on their own, `/` and `/science` at a fixed 200 requests a
 * second each, `/` for returning readers whose browsers name their place (one of PLACES), against
 * the ranked JSON feed at the same rate; then mixed traffic at a fixed
 * 500 requests a second for 60 s (after 10 s unmeasured, so the server's caches are warm): the
 * feed JSON for many places, categories and both languages, search, Local, trending, `/` and
 * `/science`. Goal: 0 errors and p99 under 100 ms.
 * Both are run twice: as autocannon asks by itself (no Accept-Encoding, answers not compressed)
 * and as a browser asks (`accept-encoding: gzip, deflate, br`, answers compressed).
 * The server runs as its own process in production mode; autocannon loads it over loopback only.
 *
 *   npm run bench:mixed            (writes bench/RESULTS.md)
 *   BENCH_MIXED_SECONDS=20 BENCH_PAGE_SECONDS=5 npm run bench:mixed
 *   BENCH_ENCODINGS=browser BENCH_WRITE=0 npm run bench:mixed   (one encoding, prints only)
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { PLACE_COOKIE, placeCookieValue } from '@tidings/core/geo/place-cookie';
import autocannon from 'autocannon';
import { buildWebIfStale } from '../scripts/build-web.ts';
import { startServer, writeResultsSection } from './support.ts';

const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const mixedRate = Number(process.env.BENCH_MIXED_RATE ?? 500);
const warmSeconds = Number(process.env.BENCH_WARM_SECONDS ?? 10);
const pageSeconds = Number(process.env.BENCH_PAGE_SECONDS ?? 10);
const pageRate = Number(process.env.BENCH_PAGE_RATE ?? 200);
const write = process.env.BENCH_WRITE !== '0';
/** Enough connections that a slow answer never holds back the fixed rate (no coordinated omission). */
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

/** How the client asks: as autocannon does by itself, or as a browser does. */
const ENCODINGS = {
  none: { label: 'no Accept-Encoding', headers: {} },
  browser: { label: 'gzip, deflate, br', headers: { 'accept-encoding': 'gzip, deflate, br' } },
} as const;
type Encoding = keyof typeof ENCODINGS;
const encodings = (process.env.BENCH_ENCODINGS ?? 'none,browser')
  .split(',')
  .filter((e): e is Encoding => e in ENCODINGS);

/** Places readers read from: bundled cities and places far from any (Kansas, the Sahara, mid-ocean). */
const PLACES = [
  [52.37, 4.89],
  [51.51, -0.13],
  [40.71, -74.01],
  [48.86, 2.35],
  [35.68, 139.69],
  [-33.87, 151.21],
  [38.72, -9.14],
  [52.09, 5.12],
  [19.43, -99.13],
  [-23.55, -46.63],
  [28.61, 77.21],
  [38.5, -98],
  [23.4, 12.9],
  [-30, -140],
] as const;
const CATEGORIES = ['all', 'world', 'politics', 'science', 'business', 'technology', 'health', 'sports'];
const LANGS = ['en-US', 'nl-NL'];
const WORDS = ['climate', 'election', 'vaccine', 'bridge', 'market', 'huisartsen', 'space', 'rail', 'energy', 'water'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const place = () => {
  const [lat, lon] = pick(PLACES);
  return `lat=${lat}&lon=${lon}`;
};
/** A returning reader's browser names its place in a cookie (decision 0005): the page is drawn for it. */
const placeCookie = () => {
  const [latitude, longitude] = pick(PLACES);
  return `${PLACE_COOKIE}=${placeCookieValue({ city: '', country: '', latitude, longitude, source: 'manual' })}`;
};

/** The traffic mix: share of requests and how each kind's address is drawn. */
const MIX: { kind: string; share: number; path: () => string; cookie?: () => string }[] = [
  {
    kind: 'feed JSON',
    share: 0.3,
    path: () => `/api/news?category=${pick(CATEGORIES)}&page=${pick([1, 1, 1, 2])}&${place()}&lang=${pick(LANGS)}`,
  },
  { kind: 'search', share: 0.1, path: () => `/api/news/search?q=${pick(WORDS)}&${place()}&lang=${pick(LANGS)}` },
  { kind: 'Local', share: 0.1, path: () => `/api/news/local?${place()}&lang=${pick(LANGS)}` },
  { kind: 'trending', share: 0.1, path: () => `/api/news/trending?${place()}&lang=${pick(LANGS)}` },
  { kind: 'page /', share: 0.1, path: () => '/' },
  { kind: 'page /science', share: 0.1, path: () => '/science' },
  { kind: 'page /, returning', share: 0.2, path: () => '/', cookie: placeCookie },
];

function drawKind() {
  let x = Math.random();
  for (const entry of MIX) {
    x -= entry.share;
    if (x < 0) return entry;
  }
  return MIX[MIX.length - 1] as (typeof MIX)[number];
}

/** Clock ticks a second, as /proc counts CPU time. */
const ticks = (() => {
  try {
    return Number(execSync('getconf CLK_TCK', { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/**
 * CPU time the server process has used, all its threads (compression runs off the main one), in ms;
 * undefined where /proc is not there. On a shared machine this says more than latency does: other
 * work delays answers, but does not add to the server's own CPU time.
 */
function serverCpuMs(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks;
  } catch {
    return undefined;
  }
}

interface Row {
  name: string;
  encoding: Encoding;
  rate: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  /** Server CPU time per answer, ms. */
  cpu: number | undefined;
}

function rowOf(
  name: string,
  encoding: Encoding,
  rate: number,
  result: autocannon.Result,
  cpuMs: number | undefined,
): Row {
  const row = {
    name,
    encoding,
    rate,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    cpu: cpuMs === undefined ? undefined : Math.round((cpuMs / Math.max(1, result.requests.total)) * 100) / 100,
  };
  console.log(
    `${`${name} (${encoding})`.padEnd(40)} ${String(row.rps).padStart(5)} req/s  p50 ${row.p50} ms  p90 ${row.p90} ms  p99 ${row.p99} ms  max ${row.max} ms  errors ${row.errors}  CPU ${row.cpu ?? '?'} ms/req`,
  );
  return row;
}

buildWebIfStale();
const load = { before: loadavg()[0] ?? 0, after: 0 };
const server = await startServer('mixed-traffic');
const { base } = server;
const rows: Row[] = [];
const counts = new Map<string, { requests: number; failed: number }>();
try {
  // Warm up the JIT: each kind of page and the feed for a few seconds.
  const warm = (urlPath: string) => autocannon({ url: `${base}${urlPath}`, connections: 4, duration: 2 });
  for (const urlPath of ['/', '/science', `/api/news?category=all&${place()}&lang=en-US`]) await warm(urlPath);

  for (const encoding of encodings) {
    const { headers } = ENCODINGS[encoding];
    /** A run of autocannon, with the server's CPU time over it. */
    const measured = async (run: () => Promise<autocannon.Result>) => {
      const before = serverCpuMs(server.process.pid);
      const result = await run();
      const after = serverCpuMs(server.process.pid);
      return { result, cpuMs: before === undefined || after === undefined ? undefined : after - before };
    };
    const fixedRate = async (name: string, urlPath: string, cookie?: () => string) => {
      const { result, cpuMs } = await measured(() =>
        autocannon({
          url: `${base}${urlPath}`,
          connections: Math.min(connections, 50),
          overallRate: pageRate,
          duration: pageSeconds,
          headers,
          ...(cookie
            ? {
                requests: [
                  { setupRequest: (request) => ({ ...request, headers: { ...request.headers, cookie: cookie() } }) },
                ],
              }
            : {}),
        }),
      );
      return rowOf(name, encoding, pageRate, result, cpuMs);
    };
    rows.push(
      await fixedRate('page /', '/'),
      await fixedRate(`page /, returning readers of ${PLACES.length} places`, '/', placeCookie),
      await fixedRate('page /science', '/science'),
      await fixedRate('feed JSON', '/api/news?category=all&lat=52.37&lon=4.89&lang=en-US'),
    );

    const mix = (seconds: number, count: boolean) =>
      autocannon({
        url: base,
        connections,
        overallRate: mixedRate,
        duration: seconds,
        headers,
        requests: [
          {
            setupRequest: (request, context) => {
              const entry = drawKind();
              (context as { kind?: string }).kind = entry.kind;
              const cookie = entry.cookie?.();
              return { ...request, path: entry.path(), ...(cookie ? { headers: { ...request.headers, cookie } } : {}) };
            },
            onResponse: (status, _body, context) => {
              if (!count) return;
              const kind = (context as { kind?: string }).kind ?? '?';
              const tally = counts.get(kind) ?? { requests: 0, failed: 0 };
              tally.requests += 1;
              if (status >= 400) tally.failed += 1;
              counts.set(kind, tally);
            },
          },
        ],
      });
    // A running server has answered these questions before: the mix runs first unmeasured, so the
    // figures are of a warm server (each answer kept per edition), not of its first seconds.
    if (warmSeconds > 0) await mix(warmSeconds, false);
    const { result, cpuMs } = await measured(() => mix(mixedSeconds, true));
    rows.push(rowOf(`mixed traffic, ${mixedSeconds} s`, encoding, mixedRate, result, cpuMs));
    for (const [kind, count] of counts)
      console.log(`  ${kind.padEnd(16)} ${count.requests} requests, ${count.failed} failed`);
    counts.clear();
  }
} finally {
  await server.stop();
  load.after = loadavg()[0] ?? 0;
}

const mixedRows = rows.filter((r) => r.name.startsWith('mixed'));
/** Met when the rate was kept (within 5%), nothing failed and p99 stayed under 100 ms. */
const verdict = (r: Row) => (r.errors === 0 && r.p99 < 100 && r.rps >= r.rate * 0.95 ? 'meets' : 'misses');
for (const r of mixedRows)
  console.log(`mixed traffic (${r.encoding}) ${verdict(r)} the goal (rate kept, 0 errors, p99 under 100 ms)`);
if (write) writeResults();

function writeResults() {
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const line = (r: Row) =>
    `| ${r.name} | ${ENCODINGS[r.encoding].label} | ${r.rate} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.requests} | ${r.errors} | ${r.cpu ?? '–'} |`;
  const mixLine = MIX.map((m) => `${m.kind} ${Math.round(m.share * 100)}%`).join(', ');
  const section = `## Mixed reader traffic (autocannon)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB,
Node ${process.version}; server in production mode (PGlite, sample edition, logging at warn) as its own process,
autocannon in this process on loopback at a fixed rate; load average ${load.before.toFixed(1)} before the run and
${load.after.toFixed(1)} after it. Run: \`npm run bench:mixed\`. Goal: mixed traffic at ${mixedRate} req/s for 60 s
with 0 errors and p99 under 100 ms.

| Load | Accept-Encoding | target req/s | req/s | p50 ms | p90 ms | p99 ms | max ms | requests | errors | server CPU ms/req |
|---|---|---|---|---|---|---|---|---|---|---|
${rows.map(line).join('\n')}

Mix: ${mixLine}; the JSON calls and the returning readers' pages for ${PLACES.length} places (bundled cities, Kansas, the Sahara, mid-ocean),
${CATEGORIES.length} categories, pages 1–2, English and Dutch, ${WORDS.length} search words; ${warmSeconds} s of the mix
unmeasured first. ${mixedRows.map((r) => `With ${ENCODINGS[r.encoding].label}: **${verdict(r)}** the goal.`).join(' ')}
The server's CPU time per answer (all its threads, from /proc) does not grow when other work shares the
machine, as latency does: compare it between runs on a busy machine.
`;
  writeResultsSection('## Mixed reader traffic (autocannon)', section);
  console.log('results in bench/RESULTS.md');
}
