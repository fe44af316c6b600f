/**
 * `npm test`: lint, type-check, build the web app, then every Vitest project (core, server,
 * web, end-to-end). Ends with one line of totals over every runner: "N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfStale } from './build-web.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, '.test-results');
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;

function step(name: string, command: string, args: string[]): boolean {
  console.log(`\n== ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const ok = result.status === 0;
  if (ok) passed += 1;
  else failed += 1;
  console.log(`== ${name}: ${ok ? 'passed' : 'FAILED'}`);
  return ok;
}

step('lint (biome)', 'npx', ['biome', 'check', '.']);
for (const project of ['packages/core', 'apps/server', 'apps/web', 'apps/ingest', '.']) {
  step(`type-check ${project}`, 'npx', ['tsc', '-p', project]);
}

try {
  console.log('\n== build web app');
  buildWebIfStale();
  passed += 1;
} catch (error) {
  console.error(error);
  failed += 1;
}

const report = path.join(results, 'vitest.json');
console.log('\n== vitest');
const vitest = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
try {
  const summary = JSON.parse(readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
  passed += summary.numPassedTests;
  failed += summary.numFailedTests;
  if (vitest.status !== 0 && summary.numFailedTests === 0) failed += 1;
} catch {
  failed += 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
