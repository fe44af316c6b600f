/**
 * The digests' schedule on pg-boss (docs/decisions/0018-email-digests.md): cron schedules kept in
 * the database, so every instance shares one schedule and a restart keeps it; each tick becomes
 * one job that one instance works, and a run that failed for some readers is retried. A tick
 * missed while no instance ran is sent once when one is back (`missed: 'once'`). The jobs only
 * say "look now"; what was already sent is in digest_sends, so a retried or doubled job mails
 * nobody twice.
 *
 * pg-boss keeps its tables in its own schema: on PGlite through its PGlite adapter (the same
 * in-process database), on PostgreSQL through a small pool of its own.
 */
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseConnection } from '../../db/client.ts';
import { DIGEST_CRON, DIGEST_TIME_ZONE, type ScheduledKind } from './kinds.ts';
import type { DigestRun } from './service.ts';

export const DIGEST_QUEUES: Record<ScheduledKind, string> = {
  weeklyDigest: 'digests-weekly',
  dailyDigest: 'digests-daily',
  breakingNews: 'digests-breaking',
};

export interface DigestSchedule {
  /** What the schedule holds: one cron per kind. */
  schedules(): Promise<Array<{ name: string; cron: string; timezone: string }>>;
  /** Puts a run of `kind` on the queue, as a cron tick does; answers the job's id (null when one is waiting already). */
  enqueue(kind: ScheduledKind): Promise<string | null>;
  /** Where a job is: 'created', 'active', 'completed', 'retry', 'failed', ... or null when gone. */
  jobState(kind: ScheduledKind, id: string): Promise<string | null>;
  stop(): Promise<void>;
}

export interface ScheduleOptions {
  connection: DatabaseConnection;
  log: FastifyBaseLogger;
  run(kind: ScheduledKind): Promise<DigestRun>;
  /** How often an idle worker looks for a job, in seconds (pg-boss's default is 2). */
  pollingIntervalSeconds?: number;
}

/** The schema pg-boss installs itself in: its own, beside the app's (tests: beside their own schema). */
export function queueSchemaOf(connection: DatabaseConnection): string {
  return connection.kind === 'postgres' && connection.schemaName ? `${connection.schemaName}_pgboss` : 'pgboss';
}

function bossFor(connection: DatabaseConnection): PgBoss {
  const schema = queueSchemaOf(connection);
  if (connection.kind === 'pglite') return new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', schema });
  return new PgBoss({ connectionString: connection.url, schema, max: 3, application_name: 'tidings-digests' });
}

export async function startDigestSchedule(options: ScheduleOptions): Promise<DigestSchedule> {
  const { log } = options;
  const boss = bossFor(options.connection);
  boss.on('error', (error) => log.error({ err: error }, 'digest queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'digest queue warning'));
  await boss.start();

  const kinds = Object.keys(DIGEST_QUEUES) as ScheduledKind[];
  for (const kind of kinds) {
    const name = DIGEST_QUEUES[kind];
    // Stately: one run waiting and one running at most; ticks that pile up behind a slow run fold into one.
    await boss.createQueue(name, {
      policy: 'stately',
      retryLimit: 5,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: 60 * 60,
    });
    await boss.schedule(name, DIGEST_CRON[kind], null, { tz: DIGEST_TIME_ZONE, missed: 'once' });
    await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async () => {
      const run = await options.run(kind);
      if (run.failed > 0) {
        throw new Error(`${kind}: ${run.failed} reader(s) not sent (${run.sent} sent); the retry sends the rest`);
      }
      return run;
    });
  }
  log.info({ schema: queueSchemaOf(options.connection) }, 'digest schedule started');

  return {
    async schedules() {
      const all = await boss.getSchedules();
      return all.map(({ name, cron, timezone }) => ({ name, cron, timezone: timezone ?? 'UTC' }));
    },
    enqueue: (kind) => boss.send(DIGEST_QUEUES[kind], null),
    async jobState(kind, id) {
      return (await boss.getJobById(DIGEST_QUEUES[kind], id))?.state ?? null;
    },
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
