/**
 * The saved-stories crash test (issue #15), shared by the test suite and bench/crash-saves.ts: the
 * real server process is killed with SIGKILL while saves from several readers are in flight; after
 * a restart on the same data, every save that was answered 2xx must be there. Loopback only.
 */
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { startServerProcess } from './server-process.ts';

export interface CrashReport {
  inFlight: number;
  answered2xx: number;
  failedOrCut: number;
  presentAfterRestart: number;
  missing: string[];
}

/** One PUBLIC_URL across restarts: it is the tokens' issuer, and the port changes. */
const startServer = (env: Record<string, string>) =>
  startServerProcess({ PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'error', DEMO: 'true', ...env });

async function call<T>(base: string, url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${base}${url}`, { ...init, headers });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

async function signIn(base: string, email: string): Promise<string> {
  await call(base, '/api/auth/email/start', { method: 'POST', body: JSON.stringify({ email }) });
  const outbox = await call<{ messages: Array<{ to: string; subject: string }> }>(base, '/dev/mailbox.json');
  const code = /\b(\d{6})\b/.exec(outbox.messages.find((m) => m.to === email)?.subject ?? '')?.[1];
  const tokens = await call<{ AccessToken: string }>(base, '/api/auth/email/verify', {
    method: 'POST',
    body: JSON.stringify({ email, code }),
  });
  // Premium, so the free limit of 10 does not stand in the way of the test.
  await call(base, '/api/billing/trial', { method: 'POST', body: '{}', token: tokens.AccessToken });
  return tokens.AccessToken;
}

/** `env` chooses the database (DATA_DIR for PGlite, DATABASE_URL for PostgreSQL). */
export async function crashDuringSaves(
  env: Record<string, string>,
  options: { readers: number; savesPerReader: number; killAfter: number },
): Promise<CrashReport> {
  const storyIds = (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'data/sample/news.json'), 'utf8')) as {
      stories: Array<{ id: string }>;
    }
  ).stories.map((s) => s.id);
  const first = await startServer(env);
  const readers: Array<{ token: string; ids: string[] }> = [];
  try {
    for (let r = 0; r < options.readers; r++) {
      const token = await signIn(first.base, `crash-${r}-${Date.now()}@example.com`);
      // Each reader saves stories of their own (readers may share some: the sample has 178).
      const ids = Array.from(
        { length: options.savesPerReader },
        (_, i) => storyIds[(r * 31 + i) % storyIds.length] ?? '',
      );
      readers.push({ token, ids });
    }
  } catch (error) {
    first.child.kill('SIGKILL');
    throw error;
  }

  const answered = new Set<string>();
  let settled = 0;
  let killed = false;
  const exited = once(first.child, 'exit');
  const saves = readers.flatMap((reader, r) =>
    reader.ids.map((storyId) =>
      fetch(`${first.base}/api/saved-stories`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
        body: JSON.stringify({ storyId }),
      })
        .then((response) => {
          if (response.ok) answered.add(`${r}/${storyId}`);
        })
        .catch(() => {})
        .finally(() => {
          settled += 1;
          if (!killed && settled >= options.killAfter) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        }),
    ),
  );
  await Promise.all(saves);
  if (!killed) first.child.kill('SIGKILL');
  await exited;

  const second = await startServer(env);
  try {
    const present = new Set<string>();
    for (const [r, reader] of readers.entries()) {
      const list = await call<{ stories: Array<{ storyId: string }> }>(second.base, '/api/saved-stories', {
        token: reader.token,
      });
      for (const story of list.stories) present.add(`${r}/${story.storyId}`);
    }
    const missing = [...answered].filter((key) => !present.has(key));
    return {
      inFlight: saves.length,
      answered2xx: answered.size,
      failedOrCut: saves.length - answered.size,
      presentAfterRestart: present.size,
      missing,
    };
  } finally {
    await second.stop();
  }
}
