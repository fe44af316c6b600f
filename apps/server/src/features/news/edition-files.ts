/**
 * The current edition's files for clients that read them directly (reading-experience §7):
 * /news.json and /translations/*, served from memory; /images/* from the loaded edition's folder.
 */
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { serveEditionFolder } from '../../lib/edition-folder.ts';
import type { Edition } from '../../lib/edition-store.ts';

export function sendEditionFile(reply: FastifyReply, edition: Edition, name: string) {
  const file = edition.files.get(name);
  if (!file)
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `${name} is not part of this edition` } });
  const etag = `"${edition.id}:${name}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=60, must-revalidate');
  if (reply.request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(file);
}

/**
 * The pipeline's images are named by a hash of their source (apps/ingest image cache): a name's
 * bytes never change, so a browser may keep them for a year without asking again. Other images
 * (the sample's, the placeholder) keep a day.
 */
const CONTENT_ADDRESSED_IMAGE = /^[0-9a-f]{32}\.(jpg|webp)$/;

export const editionFileRoutes: FastifyPluginAsync<{ assetsDir: string | undefined }> = async (app, options) => {
  app.get('/news.json', { schema: { hide: true } }, (_request, reply) =>
    sendEditionFile(reply, app.editions.current, 'news.json'),
  );
  app.get<{ Params: { file: string } }>('/translations/:file', { schema: { hide: true } }, (request, reply) =>
    sendEditionFile(reply, app.editions.current, `translations/${request.params.file}`),
  );
  if (options.assetsDir) {
    await serveEditionFolder(app, {
      prefix: '/images/',
      folder: 'images',
      assetsDir: options.assetsDir,
      staticOptions: {
        maxAge: '1d',
        setHeaders: (reply, file) => {
          if (CONTENT_ADDRESSED_IMAGE.test(path.basename(file))) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      },
    });
  }
};
