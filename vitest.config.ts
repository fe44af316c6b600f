import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Runs initdb once for every in-memory PGlite the tests open (see the file). */
const PGLITE_TEMPLATE = './scripts/pglite-template.ts';

/**
 * Server and ingest test files share their worker's modules (isolate: false): each file starts
 * its own app and databases, and importing the server's graph and the sentence encoder once per
 * worker instead of once per file took their run from about 540 s to 360 s on our CI machine.
 * A file that replaces a module with vi.mock needs a module graph of its own, so it runs in a
 * project that isolates it.
 */
const OWN_MODULES = ['apps/server/src/features/news/feed-page-cache.test.ts'];
const SERVER_SIDE = {
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  globalSetup: [PGLITE_TEMPLATE],
};

/**
 * Workers for the files before the end-to-end group: one more than the 2 CPUs of our CI machine,
 * because the ingest queue and crash tests spend most of their time waiting on pg-boss and child
 * processes, not computing. Measured on that machine (2026-11-27): the default 685 s, 3 workers
 * 488 s, 4 workers 549 s. A larger machine uses all its CPUs.
 */
const WORKERS = Math.max(3, availableParallelism());

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          isolate: false,
          ...SERVER_SIDE,
        },
      },
      { test: { name: 'server-own-modules', include: OWN_MODULES, ...SERVER_SIDE } },
      { test: { name: 'ingest', include: ['apps/ingest/src/**/*.test.ts'], isolate: false, ...SERVER_SIDE } },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One file at a time in one worker, which keeps the server's modules between files
          // (510 s instead of about 590 s), in a group of its own after the other projects.
          isolate: false,
          sequence: { groupOrder: 1 },
          globalSetup: [PGLITE_TEMPLATE],
        },
      },
    ],
  },
});
