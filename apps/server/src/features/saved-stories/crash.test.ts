import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { crashDuringSaves } from '../../test/crash-saves.ts';

const SHAPE = { readers: 3, savesPerReader: 20, killAfter: 25 };

describe('saved stories survive a SIGKILL of the server', () => {
  it('keeps every save answered 2xx on PGlite', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tidings-crash-'));
    try {
      const report = await crashDuringSaves({ DATA_DIR: dataDir }, SHAPE);
      console.log(`crash on pglite: ${JSON.stringify(report)}`);
      expect(report.answered2xx).toBeGreaterThan(0);
      expect(report.missing).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'keeps every save answered 2xx on PostgreSQL',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      const name = `tidings_crash_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const dataDir = await mkdtemp(path.join(tmpdir(), 'tidings-crash-pg-'));
      try {
        url.pathname = `/${name}`;
        const report = await crashDuringSaves({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, SHAPE);
        console.log(`crash on postgres: ${JSON.stringify(report)}`);
        expect(report.answered2xx).toBeGreaterThan(0);
        expect(report.missing).toEqual([]);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
