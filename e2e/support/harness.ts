/**
 * End-to-end harness: the real server (built web app, sample edition, PGlite in memory) on a
 * free loopback port, and Debian's Chromium driven by playwright-core.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { INTERACTIVE_MARK } from '../../apps/web/src/lib/interactive-mark.ts';

export interface E2E {
  baseUrl: string;
  /** The server itself, for tests that drive its jobs (renewals) directly. */
  app: FastifyInstance;
  browser: Browser;
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function startE2E(env: Record<string, string> = {}, options: { clock?: () => number } = {}): Promise<E2E> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DEMO: 'true',
    PORT: '0',
    HOST: '127.0.0.1',
    ...env,
  });
  const app = await buildApp(config, {
    database: { dataDir: 'memory://' },
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  return {
    baseUrl,
    app,
    browser,
    newContext: (options) => browser.newContext({ baseURL: baseUrl, ...options }),
    async close() {
      await browser.close();
      await app.close();
    },
  };
}

/**
 * The page arrives rendered by the server and its script starts after the featured image: a test
 * that clicks must wait for the app to take over, as its 'tidings:interactive' mark says.
 */
export async function interactive(page: Page): Promise<void> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK);
}

/** Opens a path and waits until the app answers. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await interactive(page);
}

/** Reloads the page and waits until the app answers. */
export async function reload(page: Page): Promise<void> {
  await page.reload();
  await interactive(page);
}

/** What React says when it could not take over the server's page (its minified errors #418, #419, #423, #425). */
export const HYDRATION_ERROR = /hydrat|#418|#419|#423|#425/i;

/** What a page as served embeds for the browser (#tidings-preload), before any script has run. */
export function preloadIn<T>(html: string): T {
  return JSON.parse(/id="tidings-preload">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as T;
}

/** The id of the first story of the served edition's feed that has images of its own (for its slideshow), or undefined. */
export async function storyWithImages(baseUrl: string): Promise<string | undefined> {
  const news = (await (await fetch(`${baseUrl}/api/news`)).json()) as { data: Array<{ id: string }> };
  for (const { id } of news.data) {
    const images = (await (await fetch(`${baseUrl}/api/stories/${id}/images`)).json()) as { data: unknown[] };
    if (images.data.length > 0) return id;
  }
  return undefined;
}
