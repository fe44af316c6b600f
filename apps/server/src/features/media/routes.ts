/** The briefing catalogue and its audio (reading-experience §3, §7): /media.json and /audio/*. */

import type { FastifyPluginAsync } from 'fastify';
import { serveEditionFolder } from '../../lib/edition-folder.ts';
import { sendEditionFile } from '../news/edition-files.ts';

export const mediaRoutes: FastifyPluginAsync<{ assetsDir: string | undefined }> = async (app, options) => {
  app.get('/media.json', { schema: { hide: true } }, (_request, reply) =>
    sendEditionFile(reply, app.editions.current, 'media.json'),
  );
  if (!options.assetsDir) return;
  // Range requests come with @fastify/static (send), so players can seek and resume.
  await serveEditionFolder(app, {
    prefix: '/audio/',
    folder: 'audio',
    assetsDir: options.assetsDir,
    staticOptions: { acceptRanges: true, maxAge: '1d' },
  });
};
