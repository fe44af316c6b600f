/** Builds the Fastify app from a config; main.ts and the tests both use it. */

import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import type { Mutes } from '@tidings/core/news/muting';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, SAMPLE_EDITION_DIR } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { auth } from './features/auth/plugin.ts';
import { billing } from './features/billing/plugin.ts';
import type { PaymentProvider } from './features/billing/provider.ts';
import { digests } from './features/digests/plugin.ts';
import { feedRoutes } from './features/feeds/routes.ts';
import { gazetteer } from './features/geo/gazetteer.ts';
import { type IpLocation, ipLocator } from './features/geo/ip-lookup.ts';
import { geoRoutes } from './features/geo/routes.ts';
import { insightsRoutes } from './features/insights/routes.ts';
import { mail } from './features/mail/plugin.ts';
import { briefingPageRenderer } from './features/media/briefing-page.ts';
import { mediaRoutes } from './features/media/routes.ts';
import { editionFileRoutes } from './features/news/edition-files.ts';
import { preloadedFeedRenderer } from './features/news/feed-page.ts';
import { newsRoutes } from './features/news/routes.ts';
import { createStoryArchive, type StoryArchive } from './features/news/story-archive.ts';
import { type Personal, readerPreferences } from './features/preferences/reader-preferences.ts';
import { preferencesRoutes } from './features/preferences/routes.ts';
import { profileRoutes } from './features/profile/routes.ts';
import { savedStoriesRoutes } from './features/saved-stories/routes.ts';
import { shareRoutes } from './features/share/routes.ts';
import { supportRoutes } from './features/support/routes.ts';
import { systemRoutes } from './features/system/routes.ts';
import { accountDeletion } from './lib/account-deletion.ts';
import { type CityList, loadCities } from './lib/cities.ts';
import { type EditionSource, editionDirectory } from './lib/edition-source.ts';
import { EditionStore } from './lib/edition-store.ts';
import { installErrorHandling } from './lib/errors.ts';
import { housekeeping } from './lib/housekeeping.ts';
import { refuseNulCharacters } from './lib/no-nul.ts';
import { rateLimiting } from './lib/rate-limit-plugin.ts';
import { webApp } from './web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    editions: EditionStore;
    archive: StoryArchive;
    clock: () => number;
    cities: CityList;
    /** Where an address is, from the IP database (features/geo/ip-lookup.ts); null when unknown or none is configured. */
    ipLocation(ip: string): Promise<IpLocation | null>;
    /** The signed-in reader's mutes (DECISIONS.md item 4); none for visitors. */
    mutesFor(request: FastifyRequest): Promise<Mutes>;
    /** Who asks, as the news lists need it: signed in or not, mutes, chosen topics. */
    personalFor(request: FastifyRequest): Promise<Personal>;
    personalForUser(userId: string): Promise<Personal>;
    /** Reads the reader's preferences and reading afresh on their next list (after they read or change something). */
    forgetReader(userId: string): void;
  }
}

export interface BuildOptions {
  /** Tests isolate themselves in a PostgreSQL schema, or use PGlite in memory. */
  database?: { url?: string | undefined; dataDir?: string; schemaName?: string | undefined };
  clock?: () => number;
  logger?: boolean;
  /** Tests wrap the payment provider (to fail mid-charge, say). */
  wrapPaymentProvider?: (provider: PaymentProvider) => PaymentProvider;
}

export function editionSourceOf(config: Config): EditionSource {
  if (!config.newsEdition) return { location: path.join(SAMPLE_EDITION_DIR, 'news.json'), isSample: true };
  const location = /^https?:\/\//i.test(config.newsEdition) ? config.newsEdition : path.resolve(config.newsEdition);
  return { location, isSample: false };
}

/** Content Security Policy: everything from our own origin, nothing inline, nothing framed. */
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          },
    trustProxy: config.trustProxy,
    // Errors Fastify raises before routing (a path with a malformed % escape, say) get our error
    // shape too (DECISIONS.md item 15); a path that cannot be decoded names no page: 404.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_BAD_URL') {
        return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'No page has this address' } });
      }
      return reply.code(400).send({ error: { code: 'BAD_REQUEST', message: error.message } });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  refuseNulCharacters(app);

  const clock = options.clock ?? Date.now;
  app.decorate('config', config);
  app.decorate('clock', clock);

  const database = await openDatabase({
    url: options.database?.url ?? config.databaseUrl,
    dataDir: options.database?.dataDir ?? config.dataDir,
    schemaName: options.database?.schemaName,
    onConnectionError: (error) =>
      app.log.error({ err: error }, 'database connection lost; the next query opens another'),
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    app.editions.stop();
    await database.close();
  });

  app.decorate('cities', await loadCities());
  app.decorate('ipLocation', ipLocator(config.ipDatabase, gazetteer, app.log, clock));
  const readers = readerPreferences(app);
  app.decorate('mutesFor', readers.mutesFor);
  app.decorate('personalFor', readers.personalFor);
  app.decorate('personalForUser', readers.personalForUser);
  app.decorate('forgetReader', readers.forget);

  const archive = createStoryArchive(database.db);
  app.decorate('archive', archive);

  const source = editionSourceOf(config);
  const editions = new EditionStore({
    source,
    log: app.log,
    clock,
    onLoad: (edition) => archive.keepEdition(edition),
    checkIntervalMs: config.editionCheckSeconds * 1000,
  });
  app.decorate('editions', editions);
  await editions.load();

  await app.register(fastifyHelmet, {
    contentSecurityPolicy,
    // Radix's scroll lock adds a <style> element; it carries the page's nonce (see web-app.ts).
    enableCSPNonces: true,
    // Audio and images may be embedded by link previews; nothing else is cross-origin.
    crossOriginResourcePolicy: { policy: 'same-site' },
    hsts: config.publicUrl.startsWith('https://'),
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Tidings API', version: '1.0.0', description: 'News stories, accounts and membership.' },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Cookies before any route: the refresh cookie for sign-in, the premium cookie for pages.
  await app.register(fastifyCookie);
  const assetsDir = editionDirectory(source);
  await app.register(systemRoutes);
  await app.register(editionFileRoutes, { assetsDir });
  await app.register(mediaRoutes, { assetsDir });
  await app.register(geoRoutes);
  await app.register(webApp, { distDir: config.webDistDir });
  await app.register(newsRoutes);
  app.addPageRenderer(preloadedFeedRenderer(app));
  app.addPageRenderer(briefingPageRenderer(app));
  await app.register(shareRoutes);

  // Accounts: mail, rate limits, sign-in (app.requireUser for every feature), the profile.
  await app.register(housekeeping);
  await app.register(rateLimiting);
  await app.register(mail);
  await app.register(accountDeletion);
  await app.register(auth);
  await app.register(billing, { wrapProvider: options.wrapPaymentProvider });
  await app.register(profileRoutes);
  await app.register(preferencesRoutes, { readers });
  await app.register(savedStoriesRoutes);
  await app.register(insightsRoutes);
  await app.register(feedRoutes);
  await app.register(digests);
  await app.register(supportRoutes);

  return app;
}
