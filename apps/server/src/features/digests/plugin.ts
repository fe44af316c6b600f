/**
 * E-mail digests (issue #18; DECISIONS.md item 12): `app.digests` sends them, the schedule on
 * pg-boss (started by main.ts, not by tests) decides when, and the routes unsubscribe.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { digestRoutes } from './routes.ts';
import { type DigestSchedule, type ScheduleOptions, startDigestSchedule } from './schedule.ts';
import { pruneSends } from './sends.ts';
import { createDigests, type Digests } from './service.ts';

export interface DigestService extends Digests {
  /** Starts the durable schedule on this instance (every instance may; jobs are shared). */
  startSchedule(options?: Pick<ScheduleOptions, 'pollingIntervalSeconds'>): Promise<DigestSchedule>;
}

declare module 'fastify' {
  interface FastifyInstance {
    digests: DigestService;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

const digestsPlugin: FastifyPluginAsync = async (app) => {
  const digests = createDigests(app);
  let schedule: Promise<DigestSchedule> | null = null;
  app.decorate('digests', {
    ...digests,
    startSchedule(options = {}) {
      schedule ??= startDigestSchedule({
        connection: app.database.connection,
        log: app.log,
        run: (kind) => digests.run(kind),
        ...options,
      });
      return schedule;
    },
  } satisfies DigestService);
  // Before the database closes (onClose): a running digest finishes or is left to the queue's retry.
  app.addHook('preClose', async () => {
    if (schedule) await (await schedule.catch(() => null))?.stop();
  });
  app.housekeeping.add('digest sends past every period', () => pruneSends(app.database.db, app.clock()), DAY_MS);
  await app.register(digestRoutes, { digests });
};

export const digests = fp(digestsPlugin, { name: 'digests', dependencies: ['mail', 'auth', 'housekeeping'] });
