/**
 * Periodic clean-up that features register (`app.housekeeping.add`): pruning the mail outbox,
 * purging accounts that never finished sign-in, dropping spent tokens. Every task is an
 * idempotent DELETE by age, so several instances running it do no harm. main.ts starts it;
 * tests run it once with the app's clock.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export interface Housekeeping {
  add(name: string, task: () => Promise<number>): void;
  /** Runs every task once; answers how many rows each removed. */
  runOnce(): Promise<Record<string, number>>;
  /** Runs now and then every `intervalMs` until the app closes. */
  start(intervalMs?: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: Housekeeping;
  }
}

const HOUR = 60 * 60 * 1000;

const housekeepingPlugin: FastifyPluginAsync = async (app) => {
  const tasks = new Map<string, () => Promise<number>>();
  let timer: NodeJS.Timeout | undefined;

  const runOnce = async () => {
    const removed: Record<string, number> = {};
    for (const [name, task] of tasks) {
      try {
        removed[name] = await task();
      } catch (error) {
        app.log.error({ err: error, task: name }, 'housekeeping task failed');
      }
    }
    return removed;
  };

  app.decorate('housekeeping', {
    add: (name, task) => {
      tasks.set(name, task);
    },
    runOnce,
    start(intervalMs = HOUR) {
      const run = () =>
        void runOnce().then((removed) => {
          if (Object.values(removed).some((count) => count > 0)) app.log.info({ removed }, 'housekeeping');
        });
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
  } satisfies Housekeeping);
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
};

export const housekeeping = fp(housekeepingPlugin, { name: 'housekeeping' });
