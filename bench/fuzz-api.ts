/**
 * The full fuzz of every documented route (issue #12): at least 10,000 generated requests (20,000
 * unless told otherwise) on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set. No answer may
 * be a 5xx; every JSON error must be { error: { code, message } }. In-process (app.inject), so no
 * traffic leaves the process.
 *
 *   npm run bench:fuzz              (writes bench/RESULTS.md)
 *   npm run bench:fuzz -- 50000
 */
import { cpus } from 'node:os';
import { startTestApp, testDatabases } from '../apps/server/src/test/harness.ts';
import { fuzzRoutes } from '../apps/server/src/test/route-fuzz.ts';
import { writeResultsSection } from './support.ts';

const runs = Number(process.argv[2] ?? 20_000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const rows: string[] = [];
let failed = 0;

for (const database of testDatabases) {
  const t = await startTestApp(database, { DEMO: 'true' });
  const started = performance.now();
  try {
    const report = await fuzzRoutes(t.app, { runs, seed, collectAll: true });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const fiveXX = Object.entries(report.byStatus)
      .filter(([status]) => status.startsWith('5'))
      .reduce((sum, [, n]) => sum + n, 0);
    failed += report.failures.length;
    const statuses = Object.entries(report.byStatus)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    rows.push(
      `| ${database.name} | ${report.requests} | ${report.routesHit} of ${report.routes} | ${fiveXX} | ${report.failures.length} | ${seconds} s | ${statuses} |`,
    );
    console.log(
      `${database.name}: ${report.requests} requests, ${report.routesHit}/${report.routes} routes, ${report.failures.length} failures`,
    );
    for (const failure of report.failures.slice(0, 10)) console.log(JSON.stringify(failure).slice(0, 600));
  } finally {
    await t.close();
  }
}

writeResultsSection(
  '## Fuzzing every route (fast-check)',
  `## Fuzzing every route (fast-check)

Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, seed ${seed}.
Every operation of \`/api/openapi.json\` gets generated requests: path segments with malformed
escapes and odd Unicode, queries with wrong types and unknown names, bodies shaped by the route's
schema with wrong types, huge strings and deep nesting, broken JSON and wrong content types, and no,
forged (\`alg: none\`, bad signature, the id token) or real bearer tokens and cookies. Passes when no
answer is a 5xx and every JSON error is \`{ error: { code, message } }\`. Run: \`npm run bench:fuzz\`
(\`npm test\` runs 1,500 per database).

| Database | requests | routes reached | 5xx | failures | time | statuses |
|---|---|---|---|---|---|---|
${rows.join('\n')}
`,
);
process.exit(failed === 0 ? 0 : 1);
