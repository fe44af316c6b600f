/**
 * PostgreSQL dropping the ingest's connections (a restart, a failover, an administrator's command)
 * is told and got over: the process goes on and its next query opens another connection. Unheard,
 * the pool's error ended every ingest process (PostgreSQL only: TEST_DATABASE_URL). A PGlite folder
 * is held by one process: a second is refused with a word on why.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openIngestDatabase } from './client.ts';

const url = process.env.TEST_DATABASE_URL;
/** The rows of a query's answer (node-postgres's result, which drizzle's type leaves unknown). */
const rowsOf = (answer: unknown) => (answer as { rows: Array<Record<string, unknown>> }).rows;

describe.runIf(url)('the ingest database on PostgreSQL', () => {
  it('goes on when PostgreSQL ends its connections, saying so, and its next query is answered', async () => {
    const lost = vi.fn();
    const schemaName = `ingest_lost_${process.pid}_${Date.now()}`;
    const database = await openIngestDatabase({ dataDir: 'memory://', url, schemaName, onConnectionError: lost });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const pid = rowsOf(await database.db.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await vi.waitFor(() => expect(lost).toHaveBeenCalled());
      expect(String(lost.mock.calls[0]?.[0]?.message)).toMatch(/terminat/i);
      expect(rowsOf(await database.db.execute(sql`select 1 as one`))[0]).toEqual({ one: 1 });
    } finally {
      await database.close();
      await admin.query(`DROP SCHEMA IF EXISTS "${schemaName}" CASCADE`);
      await admin.end();
    }
  });
});

describe('the ingest database in a PGlite folder', () => {
  it('refuses a second process on the same folder, saying which, and opens once the first has closed', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tidings-ingest-lock-'));
    try {
      const first = await openIngestDatabase({ dataDir });
      await expect(openIngestDatabase({ dataDir })).rejects.toThrow(
        /^another ingest process is using .*ingest-pglite \(a PGlite folder opens in one process only\)/,
      );
      await first.close();
      const second = await openIngestDatabase({ dataDir });
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
