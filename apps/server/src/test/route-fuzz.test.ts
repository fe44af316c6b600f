import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, testDatabases } from './harness.ts';
import { fuzzRoutes } from './route-fuzz.ts';

/** A short run here; `npm run bench:fuzz` sends 20,000 and writes bench/RESULTS.md. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);

describe.each(testDatabases)('every documented route under generated hostile input on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(database, { DEMO: 'true' });
  });
  afterAll(() => t.close());

  it(`never answers 5xx and always answers errors as { error: { code, message } } (${RUNS} requests)`, async () => {
    const report = await fuzzRoutes(t.app, { runs: RUNS });
    console.log(
      `fuzz on ${database.name}: ${report.requests} requests over ${report.routesHit} of ${report.routes} routes, ` +
        `${report.failures.length} failures; statuses ${JSON.stringify(report.byStatus)}`,
    );
    expect(report.failures).toEqual([]);
    expect(report.routesHit).toBe(report.routes);
  }, 240_000);
});
