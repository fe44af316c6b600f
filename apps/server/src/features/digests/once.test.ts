/**
 * At most once per reader and period, whatever runs the digest: a second run, a restart, a second
 * instance on the same database, the durable schedule (pg-boss) on PGlite and PostgreSQL, and an
 * SMTP peer that refuses a mail (the claim is given back, so the retry sends it).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { digestSends, users } from '../../db/schema.ts';
import type { EditionFolder } from '../../test/editions.ts';
import { dropSchemas, startTestApp, type TestDatabase, testDatabases } from '../../test/harness.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { digestEdition, MONDAY_MORNING } from './digest-fixtures.ts';
import { mailsTo, outbox } from './digest-test-helpers.ts';

const READERS = ['ada@example.com', 'ben@example.com', 'cas@example.com'];
const isWeekly = (subject: string) => subject.startsWith('Your week in news');

/** Verified readers, as sign-in leaves them (the sign-in itself is tested elsewhere). */
async function addReaders(app: FastifyInstance, emails = READERS) {
  const at = new Date(MONDAY_MORNING - 86_400_000);
  await app.database.db.insert(users).values(emails.map((email) => ({ email, createdAt: at, verifiedAt: at })));
}

/**
 * Instances of the app on one database that outlives them: PGlite in a data folder (one process
 * at a time: PGlite is in-process), or a PostgreSQL schema they share.
 */
async function sharedDatabase(database: TestDatabase, newsFile: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'tidings-digests-'));
  const schemaName = database.url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const open = (env: Record<string, string> = {}) =>
    buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: database.url ? 'memory://' : dir,
        DEMO: 'true',
        NEWS_EDITION: newsFile,
        ...env,
      }),
      {
        database: database.url ? { url: database.url, schemaName } : { dataDir: dir },
        logger: false,
        clock: () => MONDAY_MORNING,
      },
    );
  return {
    open,
    async remove() {
      await rm(dir, { recursive: true, force: true });
      if (database.url && schemaName) {
        const client = new pg.Client({ connectionString: database.url });
        await client.connect();
        await dropSchemas(client, schemaName);
        await client.end();
      }
    },
  };
}

const weeklyNow = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/dev/digests/weekly', remoteAddress: '127.0.0.1' }).then((r) => r.json());

describe.each(testDatabases)('a digest goes out once per reader and period, on $name', (database) => {
  let folder: EditionFolder;
  const open: FastifyInstance[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  beforeAll(async () => {
    folder = await digestEdition();
  });
  afterEach(async () => {
    for (const app of open.splice(0)) await app.close();
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  afterAll(() => folder.remove());

  it('sends no second weekly digest after a restart in the same week', async () => {
    const shared = await sharedDatabase(database, folder.newsFile);
    cleanups.push(shared.remove);
    const first = await shared.open();
    await addReaders(first);
    expect(await weeklyNow(first)).toMatchObject({ sent: 3, failed: 0 });
    await first.close();

    const restarted = await shared.open();
    open.push(restarted);
    expect(await weeklyNow(restarted)).toMatchObject({ period: '2026-W48', sent: 0, failed: 0 });
    const weekly = (await outbox(restarted)).filter((mail) => isWeekly(mail.subject));
    expect(weekly.map((mail) => mail.to).sort()).toEqual(READERS);
  });

  /** The demo app on Monday morning with the three readers signed in. */
  const appWithReaders = async () => {
    const t = await startTestApp(
      database,
      { DEMO: 'true', NEWS_EDITION: folder.newsFile },
      { clock: () => MONDAY_MORNING },
    );
    cleanups.push(t.close);
    await addReaders(t.app);
    return t;
  };

  it('sends each reader one mail when two runs overlap', async () => {
    const t = await appWithReaders();
    const runs = await Promise.all([t.app.digests.run('weeklyDigest'), t.app.digests.run('weeklyDigest')]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(3);
    for (const reader of READERS) expect(await mailsTo(t.app, reader, /^Your week in news/)).toHaveLength(1);
  });

  // PGlite is one process's database: two instances on one database is PostgreSQL's case.
  it.skipIf(!database.url)('sends each reader one mail when two instances run the digest at once', async () => {
    const shared = await sharedDatabase(database, folder.newsFile);
    cleanups.push(shared.remove);
    const a = await shared.open();
    open.push(a);
    const b = await shared.open();
    open.push(b);
    await addReaders(a, [...READERS, ...Array.from({ length: 17 }, (_, i) => `reader${i}@example.com`)]);
    const runs = await Promise.all([a.digests.run('weeklyDigest'), b.digests.run('weeklyDigest')]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(20);
    const weekly = (await outbox(a)).filter((mail) => isWeekly(mail.subject));
    expect(weekly).toHaveLength(20);
    expect(new Set(weekly.map((mail) => mail.to)).size).toBe(20);
  });

  it('keeps its schedule in the database and works its jobs on a queue, once per period', async () => {
    const t = await appWithReaders();
    const schedule = await t.app.digests.startSchedule({ pollingIntervalSeconds: 0.5 });
    expect(await schedule.schedules()).toEqual(
      expect.arrayContaining([
        { name: 'digests-weekly', cron: '0 7 * * 1', timezone: 'Europe/Amsterdam' },
        { name: 'digests-daily', cron: '0 7 * * *', timezone: 'Europe/Amsterdam' },
        { name: 'digests-breaking', cron: '*/10 * * * *', timezone: 'Europe/Amsterdam' },
      ]),
    );

    // A tick, as the cron makes it: the job is worked and the week's digests go out.
    const done = async (id: string | null) => {
      if (!id) throw new Error('no job');
      await vi.waitFor(async () => expect(await schedule.jobState('weeklyDigest', id)).toBe('completed'), {
        timeout: 20_000,
        interval: 100,
      });
    };
    await done(await schedule.enqueue('weeklyDigest'));
    const weekly = (await outbox(t.app)).filter((mail) => isWeekly(mail.subject));
    expect(weekly.map((mail) => mail.to).sort()).toEqual(READERS);

    // A second tick in the same week (a retry, another instance's cron) mails nobody again.
    await done(await schedule.enqueue('weeklyDigest'));
    expect((await outbox(t.app)).filter((mail) => isWeekly(mail.subject))).toHaveLength(3);
  });
});

describe.each(testDatabases)('digests over SMTP, on $name', (database) => {
  let smtp: SmtpPeer;
  let folder: EditionFolder;
  let close: () => Promise<void>;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    smtp.refuse = true;
    folder = await digestEdition();
    const t = await startTestApp(
      database,
      { NEWS_EDITION: folder.newsFile, SMTP_URL: smtp.url, PUBLIC_URL: 'https://news.example' },
      { clock: () => MONDAY_MORNING },
    );
    app = t.app;
    close = t.close;
  });
  afterAll(async () => {
    await close?.();
    await smtp.close();
    await folder.remove();
  });

  it('gives the claim back when the SMTP peer refuses, so the next run sends it, with the List-Unsubscribe headers intact', async () => {
    await addReaders(app, ['smtp-reader@example.com']);
    const failed = await app.digests.run('weeklyDigest');
    expect(failed).toMatchObject({ sent: 0, failed: 1 });
    const [reader] = await app.database.db.select().from(users).where(eq(users.email, 'smtp-reader@example.com'));
    const claims = await app.database.db
      .select()
      .from(digestSends)
      .where(and(eq(digestSends.userId, reader?.id ?? ''), eq(digestSends.kind, 'weeklyDigest')));
    expect(claims).toEqual([]);

    smtp.refuse = false;
    expect(await app.digests.run('weeklyDigest')).toMatchObject({ sent: 1, failed: 0 });
    expect(await app.digests.run('weeklyDigest')).toMatchObject({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const raw = smtp.received[0]?.raw ?? '';
    expect(raw).toMatch(/^List-Unsubscribe: <https:\/\/news\.example\/api\/digests\/unsubscribe\?token=[\w.-]+>\r$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);
  });
});
