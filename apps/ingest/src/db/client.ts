/**
 * The ingest database: PGlite in its own folder by default (a PGlite folder can be opened by
 * one process only, so never the server's), PostgreSQL when a URL is given. The ingest
 * migrations are recorded in their own table so they never mix with the server's.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { logToStderr } from '../log-line.ts';
import * as schema from './schema.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATIONS_TABLE = '__ingest_migrations';

export type IngestDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The same database for the job queue (pg-boss), which brings its own SQL. */
export type QueueConnection =
  | { kind: 'pglite'; client: PGlite }
  | { kind: 'postgres'; url: string; schemaName?: string | undefined };

export interface IngestDatabase {
  db: IngestDb;
  kind: 'pglite' | 'postgres';
  connection: QueueConnection;
  close(): Promise<void>;
}

export interface IngestDatabaseOptions {
  /** PostgreSQL URL; without it, PGlite. */
  url?: string | undefined;
  /** PGlite data directory; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** A PostgreSQL schema to work in (tests isolate themselves this way); created if missing. */
  schemaName?: string | undefined;
  /**
   * Told when PostgreSQL drops a connection the pool holds idle (a restart, a failover, an
   * administrator's command): the pool opens another when next asked, and the process goes on.
   * Unheard, the pool's error ended the process.
   */
  onConnectionError?: ((error: Error) => void) | undefined;
}

export async function openIngestDatabase(options: IngestDatabaseOptions): Promise<IngestDatabase> {
  return options.url
    ? openPostgres(options.url, options.schemaName, options.onConnectionError)
    : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<IngestDatabase> {
  const dir = dataDir === 'memory://' ? undefined : path.join(dataDir, 'ingest-pglite');
  if (dir) await mkdir(dir, { recursive: true });
  const release = dir ? await lockFolder(dir) : async () => {};
  try {
    const client = dir ? new PGlite(dir) : new PGlite(await inMemoryStart());
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR, migrationsTable: MIGRATIONS_TABLE });
    return {
      db: db as unknown as IngestDb,
      kind: 'pglite',
      connection: { kind: 'pglite', client },
      close: async () => {
        await client.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * Holds the PGlite folder for this process: a second process on it (a manual --once beside the
 * --every service) spun forever, or stored the same articles twice and published twice. A lock left
 * by a process that died goes stale in two minutes and is taken over: long enough for a live one
 * whose sentence encoder holds it busy (45 s for a hundred feeds' first run) to keep it. A process
 * that lost its lock all the same stops: going on, it wrote the folder beside another.
 */
async function lockFolder(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, {
      lockfilePath: path.join(dir, '..', 'ingest-pglite.lock'),
      stale: 120_000,
      update: 10_000,
      retries: 0,
      onCompromised: (error) => {
        logToStderr('the lock on the PGlite folder was lost: stopping', { detail: error.message });
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    throw new Error(
      `another ingest process is using ${dir} (a PGlite folder opens in one process only): stop it, or give this one a DATA_DIR of its own or a DATABASE_URL`,
    );
  }
}

/**
 * Where an in-memory PGlite (the tests') starts: from the initialized data directory the tests'
 * global setup names in PGLITE_TEMPLATE (scripts/pglite-template.ts), saving each one its initdb.
 * The file is read once per process; a Blob is immutable, so every database may start from it.
 */
let template: Promise<Blob> | undefined;
async function inMemoryStart(): Promise<PGliteOptions> {
  const file = process.env.PGLITE_TEMPLATE;
  if (!file) return {};
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return { loadDataDir: await template };
}

async function openPostgres(
  url: string,
  schemaName: string | undefined,
  onConnectionError: ((error: Error) => void) | undefined,
): Promise<IngestDatabase> {
  if (schemaName && !/^[a-z_][a-z0-9_]*$/.test(schemaName)) throw new Error(`bad schema name ${schemaName}`);
  if (schemaName) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 5,
    ...(schemaName ? { options: `-c search_path=${schemaName}` } : {}),
  });
  pool.on('error', (error) => (onConnectionError ?? reportConnectionError)(error));
  const db = drizzlePg(pool, { schema });
  await migratePg(db, {
    migrationsFolder: MIGRATIONS_DIR,
    migrationsTable: MIGRATIONS_TABLE,
    ...(schemaName ? { migrationsSchema: schemaName } : {}),
  });
  return {
    db: db as unknown as IngestDb,
    kind: 'postgres',
    connection: { kind: 'postgres', url, schemaName },
    close: () => pool.end(),
  };
}

function reportConnectionError(error: Error): void {
  logToStderr('database connection lost', { error: error.message });
}
