/**
 * Personalised feed benchmark (issue #14): the home feed of a signed-in reader with interests and
 * mutes (answered fresh for them, never from the shared answer cache) against a visitor's home
 * feed, in the same run, at 50 connections. The server is its own process (demo profile so a
 * reader can sign in through the local outbox); traffic stays on loopback.
 *
 *   npm run bench:personal            (writes bench/RESULTS.md)
 *   BENCH_SECONDS=5 npm run bench:personal
 */
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { startServer, writeResultsSection } from './support.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function json(base: string, path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** Signs a reader in as the web app does, reading the code from the demo outbox. */
async function signedInReader(base: string): Promise<string> {
  const email = 'bench-reader@example.com';
  await json(base, '/api/auth/email/start', { method: 'POST', body: JSON.stringify({ email }) });
  const outbox = await json(base, '/dev/mailbox.json');
  const code = /\b(\d{6})\b/.exec(outbox.messages.find((m: { to: string }) => m.to === email)?.subject ?? '')?.[1];
  const tokens = await json(base, '/api/auth/email/verify', { method: 'POST', body: JSON.stringify({ email, code }) });
  return tokens.AccessToken;
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(base: string, name: string, path: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers });
  const row = {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(
    `${name.padEnd(48)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}`,
  );
  return row;
}

const server = await startServer('personal-feed', { DEMO: 'true' });
try {
  const token = await signedInReader(server.base);
  const auth = { authorization: `Bearer ${token}` };
  await json(server.base, '/api/preferences/categories', {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({ categories: ['Science', 'Space', 'Technology'] }),
  });
  for (const word of ['football', 'election']) {
    await json(server.base, '/api/preferences/muted/words', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ word }),
    });
  }
  await json(server.base, '/api/preferences/muted/sources', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ source: 'Harbour Gazette' }),
  });
  const query = 'lat=52.37&lon=4.89&lang=en-US';
  // Warm up the JIT and the visitors' answer cache.
  await autocannon({ url: `${server.base}/api/news?category=all&${query}`, connections: 10, duration: 2 });
  await autocannon({
    url: `${server.base}/api/news/personalized?${query}`,
    connections: 10,
    duration: 2,
    headers: auth,
  });
  const rows = [
    await measure(server.base, 'visitor: home feed', `/api/news?category=all&${query}`),
    await measure(
      server.base,
      'signed in: personalised home, 3 interests, 3 mutes',
      `/api/news/personalized?${query}`,
      auth,
    ),
    await measure(server.base, 'signed in: home feed with mutes', `/api/news?category=all&${query}`, auth),
  ];
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  const table = rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} |`).join('\n');
  writeResultsSection(
    '## Personalised feed (autocannon)',
    `## Personalised feed (autocannon)

Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB,
Node ${process.version}; ${connections} connections, ${seconds} s per row, loopback, server in production mode
(PGlite, sample edition, demo profile). Run: \`npm run bench:personal\`.

| Feed | req/s | p50 ms | p99 ms | errors |
|---|---|---|---|---|
${table}

A signed-in reader's lists are computed for them on every request (their mutes and interests; the
visitors' answer cache never holds them), and their access token's session is checked (cached
10 s per instance). The visitor's row is the same run's baseline.
`,
  );
} finally {
  await server.stop();
}
