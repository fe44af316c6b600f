/**
 * Builds the app for server tests: on PGlite in memory always, and on PostgreSQL (in a schema
 * of its own, dropped afterwards) when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  url?: string;
}

/** The databases every server test runs against. */
export const testDatabases: TestDatabase[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export async function startTestApp(
  database: TestDatabase,
  env: Record<string, string> = {},
  options: { clock?: () => number } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...env });
  const schemaName = database.url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const app = await buildApp(config, {
    database: database.url ? { url: database.url, schemaName } : { dataDir: 'memory://' },
    logger: false,
    ...options,
  });
  return {
    app,
    config,
    async close() {
      await app.close();
      if (database.url && schemaName) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await dropSchemas(client, schemaName);
        await client.end();
      }
    },
  };
}

/** The test's schema, and any a feature made beside it under its name (the digests' job queue: {schema}_pgboss). */
export async function dropSchemas(client: pg.Client, schemaName: string): Promise<void> {
  const { rows } = await client.query<{ nspname: string }>(
    'select nspname from pg_namespace where nspname = $1 or nspname like $2',
    [schemaName, `${schemaName}\\_%`],
  );
  for (const { nspname } of rows) await client.query(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`);
}
