/**
 * Crash test at the size (#15): 200 saves from 8 readers in flight when the server process
 * is killed with SIGKILL; after a restart every save answered 2xx must be there. PGlite always,
 * PostgreSQL when TEST_DATABASE_URL is set (a fresh database, dropped afterwards). Loopback only.
 *
 *   npm run bench:crash            (writes bench/RESULTS.md)
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type CrashReport, crashDuringSaves } from '../apps/server/src/test/crash-saves.ts';
import { writeResultsSection } from './support.ts';

const SHAPE = { readers: 8, savesPerReader: 25, killAfter: 80 };
const rows: string[] = [];
let missing = 0;

function row(name: string, report: CrashReport) {
  missing += report.missing.length;
  rows.push(
    `| ${name} | ${report.inFlight} | ${report.answered2xx} | ${report.failedOrCut} | ${report.presentAfterRestart} | ${report.missing.length} |`,
  );
  console.log(name, JSON.stringify(report));
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'tidings-crash-bench-'));
try {
  row('PGlite', await crashDuringSaves({ DATA_DIR: dataDir }, SHAPE));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

if (process.env.TEST_DATABASE_URL) {
  const url = new URL(process.env.TEST_DATABASE_URL);
  const name = `tidings_crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'tidings-crash-bench-pg-'));
  try {
    url.pathname = `/${name}`;
    row('PostgreSQL', await crashDuringSaves({ DATA_DIR: pgDataDir, DATABASE_URL: url.toString() }, SHAPE));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
}

writeResultsSection(
  '## Crash test: saved stories under SIGKILL',
  `## Crash test: saved stories under SIGKILL

Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC. The server runs as its own process (demo profile, production
mode); ${SHAPE.readers} readers (premium, so the free limit does not refuse) send ${SHAPE.readers * SHAPE.savesPerReader} saves at once, and the
process is killed with SIGKILL after ${SHAPE.killAfter} of them settled. After a restart on the same data every save that
was answered 2xx must be listed (a save may also land whose answer was cut: "present" can exceed
"answered"). Run: \`npm run bench:crash\` (\`npm test\` runs 60 saves from 3 readers).

| Database | in flight | answered 2xx | failed or cut | present after restart | missing |
|---|---|---|---|---|---|
${rows.join('\n')}
`,
);
process.exit(missing === 0 ? 0 : 1);
