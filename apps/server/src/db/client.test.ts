/**
 * PostgreSQL ending the server's connections (a restart, a failover, an administrator's command):
 * the server goes on and answers the next request. Unheard, the pool's error ended the server.
 * PostgreSQL only (TEST_DATABASE_URL).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { signIn } from '../features/auth/sign-in-helpers.ts';
import { startTestApp } from '../test/harness.ts';

const url = process.env.TEST_DATABASE_URL;
/** The rows of a query's answer (node-postgres's result, which drizzle's type leaves unknown). */
const rowsOf = (answer: unknown) => (answer as { rows: Array<Record<string, unknown>> }).rows;

describe.runIf(url)('the server on PostgreSQL', () => {
  it('answers after PostgreSQL ended a connection it held', async () => {
    const t = await startTestApp({ name: 'postgres', url }, { DEMO: 'true' });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const { AccessToken } = await signIn(t.app, 'restart@example.com');
      const before = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${AccessToken}` },
      });
      expect(before.statusCode).toBe(200);
      // A connection the server's pool holds idle, ended under it.
      const pid = rowsOf(await t.app.database.db.execute(sql`select pg_backend_pid() as pid`))[0]?.pid;
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/profile',
        headers: { authorization: `Bearer ${AccessToken}` },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().email).toBe('restart@example.com');
    } finally {
      await admin.end();
      await t.close();
    }
  });
});
