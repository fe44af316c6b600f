/**
 * Files beside the edition (images/, audio/) answered from the folder of the edition the server has
 * loaded, not from whatever the `current` link names now: between a publish and the server picking
 * it up (EDITION_CHECK_SECONDS), the stories served still name their own images and briefings.
 */
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface EditionFolderOptions {
  /** URL prefix, '/images/'. */
  prefix: string;
  /** The folder beside news.json, 'images'. */
  folder: string;
  /** The configured edition's folder at start-up: only a local edition has one. */
  assetsDir: string;
  staticOptions?: Pick<FastifyStaticOptions, 'maxAge' | 'acceptRanges' | 'setHeaders'>;
}

export async function serveEditionFolder(app: FastifyInstance, options: EditionFolderOptions): Promise<void> {
  await app.register(async (scope) => {
    // send's checks (no path outside the root, no dot files) apply to every file, whichever root it is.
    await scope.register(fastifyStatic, {
      // Every file is sent from the loaded edition's folder (below): this root is only the plugin's
      // own, and the edition's folder always exists where an edition without audio has no audio/.
      root: options.assetsDir,
      serve: false,
      decorateReply: true,
      ...options.staticOptions,
    });
    scope.get(`${options.prefix}*`, { schema: { hide: true } }, (request, reply) => {
      const dir = app.editions.current.assetsDir ?? options.assetsDir;
      const file = (request.params as { '*': string })['*'];
      return reply.sendFile(file, path.join(dir, options.folder));
    });
  });
}
