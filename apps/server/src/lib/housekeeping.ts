/**
 * Periodic clean-up that features register (`app.housekeeping.add`): pruning the mail outbox,
 * purging accounts that never finished sign-in, dropping spent tokens. Every task is an
 * idempotent DELETE by age, so several instances running it do no harm. main.ts starts it;
 * tests run it once with the app's clock.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export interface Housekeeping {
  /** A task run every `everyMs` (an hour unless said); it answers how many rows it changed. */
  add(name: string, task: () => Promise<number>, everyMs?: number): void;
  /** Runs every task once; answers how many rows each changed. */
  runOnce(): Promise<Record<string, number>>;
  /** Runs every task now and then at its interval until the app closes. */
  start(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: Housekeeping;
  }
}

const HOUR = 60 * 60 * 1000;

const housekeepingPlugin: FastifyPluginAsync = async (app) => {
  const tasks = new Map<string, { task: () => Promise<number>; everyMs: number }>();
  const timers: NodeJS.Timeout[] = [];

  const run = async (name: string, task: () => Promise<number>) => {
    try {
      return await task();
    } catch (error) {
      app.log.error({ err: error, task: name }, 'housekeeping task failed');
      return 0;
    }
  };

  app.decorate('housekeeping', {
    add: (name, task, everyMs = HOUR) => {
      tasks.set(name, { task, everyMs });
    },
    async runOnce() {
      const changed: Record<string, number> = {};
      for (const [name, { task }] of tasks) changed[name] = await run(name, task);
      return changed;
    },
    start() {
      for (const [name, { task, everyMs }] of tasks) {
        const tick = () =>
          void run(name, task).then((changed) => {
            if (changed > 0) app.log.info({ task: name, changed }, 'housekeeping');
          });
        tick();
        const timer = setInterval(tick, everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
  } satisfies Housekeeping);
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
};

export const housekeeping = fp(housekeepingPlugin, { name: 'housekeeping' });
