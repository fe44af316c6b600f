/**
 * The built web app: hashed assets with long-cache headers, every other page answered with
 * index.html (SPA fallback). Pages may be rendered with extra head tags (Open Graph).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { InterfaceLanguage } from '@tidings/core/geo/language-detection';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { escapeHtml } from './lib/escape-html.ts';
import { acceptsGzip, KeptPage, NONCE_STAND_INS, PageCache } from './lib/page-cache.ts';
import { pageLanguage } from './lib/page-language.ts';

/** The server build of the web app (apps/web/src/entry-server.tsx). */
interface ServerEntry {
  render(url: string, preload: unknown, language: InterfaceLanguage): string;
  /** The page's title and description in the language, as the browser names the tab. */
  head(url: string, language: InterfaceLanguage): { title: string; description: string };
}

const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Rendered pages are kept briefly: they change with the edition and with the relative times they show. */
const RENDERED_PAGE_TTL_MS = 30_000;

export interface PageHead {
  title?: string;
  /** Replaces the page's default meta description. */
  description?: string;
  /** Extra tags placed in <head>, already escaped. */
  tags?: string;
  /** Data embedded for the first render, read by the app without a round trip. */
  preload?: unknown;
  /**
   * Given when this part is the same for every request that gives the same value: the value names
   * all it depends on (the edition, the language, the category…). A page whose every part gives
   * one is drawn once and kept (lib/page-cache.ts), each response getting its own nonces; a part
   * without one (a signed-in reader's own page) makes the page drawn for its request alone.
   */
  keep?: string;
  /**
   * The page's HTTP status when it is not 200: a story page whose story no edition or archive holds
   * is the app's "Story not found" and answers 404, so link checkers and search engines drop the link.
   */
  status?: number;
}

export type PageRenderer = (request: FastifyRequest) => Promise<PageHead | undefined> | PageHead | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers how a page path is rendered (title, Open Graph tags, preloaded data). */
    addPageRenderer(renderer: PageRenderer): void;
    /** The built app's icon (hashed), for the pages the server draws itself; null when it is not built. */
    appIcon: string | null;
  }
}

/** JSON inside <script type="application/json">: only "<" needs escaping to stay inside the tag. */
const embedJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface PageParts {
  styleNonce?: string | undefined;
  scriptNonce?: string | undefined;
  /** The server-rendered app, placed in #root. */
  body?: string | undefined;
  /** Small start-up scripts by file name (theme-init.js, app-loader.js), inlined with the page's nonce. */
  inlineScripts?: ReadonlyMap<string, string> | undefined;
  /** The language the body is drawn in, for <html lang>; the template's (English) when not given. */
  language?: InterfaceLanguage | undefined;
}

export function renderIndex(template: string, head: PageHead | undefined, parts: PageParts = {}): string {
  const { styleNonce, scriptNonce, body, inlineScripts, language } = parts;
  // Every replacement below is a function: with a string, replace() would read "$'", "$&" or "$$"
  // in a headline as patterns and write other parts of the page in their place.
  let html = body ? template.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`) : template;
  if (language) html = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  if (inlineScripts && scriptNonce) {
    // They run before the first paint; inlined they cost no request. Their other attributes stay.
    html = html.replace(/<script src="\/([\w-]+\.js)"([^>]*)><\/script>/g, (tag, file: string, attributes: string) => {
      const code = inlineScripts.get(file);
      return code === undefined ? tag : `<script nonce="${scriptNonce}"${attributes}>${code}</script>`;
    });
  }
  if (styleNonce) {
    // get-nonce (used by Radix's scroll lock) reads the nonce for the <style> elements it adds.
    html = html.replace(
      '</head>',
      () => `<meta property="csp-nonce" nonce="${styleNonce}" content="${styleNonce}"></head>`,
    );
  }
  if (!head) return html;
  const { title } = head;
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  const { description } = head;
  if (description !== undefined) {
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  }
  const extra = [
    head.tags ?? '',
    head.preload === undefined
      ? ''
      : `<script type="application/json" id="tidings-preload">${embedJson(head.preload)}</script>`,
  ].join('');
  return html.replace('</head>', () => `${extra}</head>`);
}

function mergedPreload(first: unknown, then: unknown): unknown {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (isObject(first) && isObject(then)) return { ...then, ...first };
  return first ?? then;
}

/** renderBody's answer when the server build threw: the page goes without a body, and is not kept. */
const FAILED = Symbol('server rendering failed');

/** The start-up scripts in the web app's public folder that pages carry inline. */
const INLINE_SCRIPTS = ['theme-init.js', 'app-loader.js'];

const webAppPlugin: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const renderers: PageRenderer[] = [];
  app.decorate('addPageRenderer', (renderer: PageRenderer) => {
    renderers.push(renderer);
  });

  const indexFile = path.join(distDir, 'index.html');
  const serverEntryFile = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
  const serverEntry = existsSync(serverEntryFile)
    ? ((await import(pathToFileURL(serverEntryFile).href)) as ServerEntry)
    : undefined;
  const rendered = new LRUCache<string, string>({ max: 200, ttl: RENDERED_PAGE_TTL_MS });
  const kept = new PageCache({ ttlMs: RENDERED_PAGE_TTL_MS, clock: app.clock });

  /**
   * The page's HTML body from the server build, or nothing (the browser renders it), or FAILED.
   * A body for a kept page is drawn afresh: the kept page holds it.
   */
  function renderBody(
    request: FastifyRequest,
    head: PageHead | undefined,
    language: InterfaceLanguage,
    forKeptPage = false,
  ): string | undefined | typeof FAILED {
    if (!serverEntry) return undefined;
    const pathOnly = request.url.split('?')[0] ?? '/';
    const preload = head?.preload as
      | { editionId?: string; config?: { flags?: unknown }; personal?: boolean; place?: unknown; locating?: boolean }
      | undefined;
    // The flags are part of the key (a premium reader's page has no ads), and so is the place it was
    // drawn for, told or guessed; a reader's own page is never kept.
    const place = JSON.stringify([preload?.place ?? null, preload?.locating ?? false]);
    const key = `${preload?.editionId ?? 'none'}:${JSON.stringify(preload?.config?.flags ?? null)}:${language}:${pathOnly}:${place}`;
    const reuse = !preload?.personal && !forKeptPage;
    let body = reuse ? rendered.get(key) : undefined;
    if (body === undefined) {
      try {
        body = serverEntry.render(pathOnly, head?.preload, language);
      } catch (error) {
        request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
        return FAILED;
      }
      if (reuse) rendered.set(key, body);
    }
    return body;
  }
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const inlineScripts = new Map<string, string>();
  for (const file of INLINE_SCRIPTS) {
    const scriptFile = path.join(distDir, file);
    if (existsSync(scriptFile))
      inlineScripts.set(file, readFileSync(scriptFile, 'utf8').replaceAll('</script', '<\\/script'));
  }
  if (!template) app.log.warn({ distDir }, 'web app is not built; pages answer 503 (run npm run build)');
  app.decorate('appIcon', template ? (/<link rel="icon" [^>]*href="([^"]+)"/.exec(template)?.[1] ?? null) : null);

  if (template) {
    // The built scripts, styles and images are no documents: the headers that only a document reads
    // (its Content Security Policy with fresh nonces, framing and XSS-filter switches) would add a
    // kilobyte to each (issue #16 item 6). nosniff, CORP and the referrer policy stay.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/assets/')) {
        for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      }
      return payload;
    });
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: false,
      decorateReply: false,
      // The build keeps each script and stylesheet compressed at the best levels beside it (.br, .gz):
      // sent as they are, instead of compressed again, faster, on every request.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite puts content hashes in the names under assets/: safe to cache for a year.
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    if (!template) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run npm run build.');
    }
    // Every renderer may add to the page: the first title, description and preload win, tags add up.
    let head: PageHead | undefined;
    // The page is kept when some part drew it and every part may be kept: its key names the path and each part's.
    const pathOnly = request.url.split('?')[0] ?? '/';
    // Drawn in the language the browser shows (its cookie): kept apart per language.
    const language = await pageLanguage(request);
    let keepKey: string | undefined = `${language}\u0000${pathOnly}`;
    for (const render of renderers) {
      const part = await render(request);
      if (!part) continue;
      keepKey = part.keep === undefined || keepKey === undefined ? undefined : `${keepKey}\u0000${part.keep}`;
      head = {
        ...part,
        ...head,
        tags: `${head?.tags ?? ''}${part.tags ?? ''}`,
        // Preloaded data adds up too (the feed's first page, a shared link's story), the first part's keys winning.
        preload: mergedPreload(head?.preload, part.preload),
      };
    }
    // Some part drew the page (the feed, a story, a briefing); the others are the app's shell.
    const drawn = head !== undefined;
    // The title and description the app gives the path, in the page's language, where no part gave its own.
    const own = serverEntry?.head(pathOnly, language);
    if (own) head = { ...head, title: head?.title ?? own.title, description: head?.description ?? own.description };
    reply
      .status(head?.status ?? 200)
      .type('text/html; charset=utf-8')
      // Drawn for the browser that asks (its language, its place, its address, its reader): no shared cache keeps it.
      .header('cache-control', 'private, no-cache');
    const nonces = reply.cspNonce;
    if (head && drawn && keepKey !== undefined && nonces) {
      let page = kept.get(keepKey);
      if (!page) {
        const body = renderBody(request, head, language, true);
        page = new KeptPage(
          renderIndex(template, head, {
            language,
            styleNonce: NONCE_STAND_INS.style,
            scriptNonce: NONCE_STAND_INS.script,
            body: body === FAILED ? undefined : body,
            inlineScripts,
          }),
        );
        // A page whose server rendering failed is sent, not kept: the next request tries again.
        if (body !== FAILED) kept.set(keepKey, page);
      }
      reply.header('vary', 'accept-encoding');
      // Compressed once and kept (lib/page-cache.ts): the compression hook leaves an encoded body as it is.
      if (acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(page.gzipWithNonces(nonces));
      }
      return reply.send(page.withNonces(nonces));
    }
    const body = renderBody(request, head, language);
    return reply.send(
      renderIndex(template, head, {
        language,
        styleNonce: nonces?.style,
        scriptNonce: nonces?.script,
        body: body === FAILED ? undefined : body,
        inlineScripts,
      }),
    );
  }

  const wantsPage = (request: FastifyRequest) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !path.extname(request.url.split('?')[0] ?? '')
    );
  };
  // Every page path is a route (not only the not-found handler) so route hooks such as
  // compression apply to it; static files and API routes are more specific and win.
  app.get('/', { schema: { hide: true } }, sendPage);
  app.get('/*', { schema: { hide: true } }, (request, reply) =>
    wantsPage(request) ? sendPage(request, reply) : reply.callNotFound(),
  );

  app.setNotFoundHandler((request, reply) => {
    if (wantsPage(request)) return sendPage(request, reply);
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No route for ${request.method} ${request.url.split('?')[0]}` } });
  });
};

/** Not encapsulated: every feature may add a page renderer, and the not-found handler is the app's. */
export const webApp = fp(webAppPlugin, { name: 'web-app' });
