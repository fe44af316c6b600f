/**
 * `npm start`: the whole product on embedded defaults with the demo profile: PGlite in ./.data,
 * the bundled sample edition, mail to the local outbox. Builds the web app first if needed.
 */
import { buildWebIfStale } from './build-web.ts';

buildWebIfStale();
process.env.DEMO ??= 'true';
// The demo's mailbox shows every sign-in code: by default only this machine can reach it.
process.env.HOST ??= '127.0.0.1';
process.env.NODE_ENV ??= 'production';
await import('../apps/server/src/main.ts');
