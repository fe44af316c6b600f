import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { freeLoopbackPort } from './test/server-process.ts';

/**
 * How long a started server may take to answer before the test gives up on it. `npm start` builds the
 * web app first: on a slow day of our 2-core CI machine, beside the other test workers, that took
 * just over 60 s (2026-12-06), so the test waits up to two minutes.
 */
const STARTUP_MS = 120_000;
const STARTUP_TEST = { timeout: STARTUP_MS + 30_000 };

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

function run(env: Record<string, string>, script = main) {
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

describe('the server process', () => {
  it('refuses to start on a bad setting and names it', async () => {
    const { child, output } = run({ PORT: 'eighty' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output()).toMatch(/PORT: must be a number/);
  });

  it('serves, then finishes and closes the database on SIGTERM', STARTUP_TEST, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tidings-main-'));
    const port = await freeLoopbackPort();
    const { child, output } = run({ PORT: String(port), DATA_DIR: dataDir });
    try {
      let healthy = false;
      // Until it answers, or a minute: on a busy machine (three test workers on two cores) a server
      // has taken over 20 s to open a new PGlite database and migrate it.
      for (const deadline = Date.now() + STARTUP_MS; !healthy && Date.now() < deadline; ) {
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(healthy, output()).toBe(true);
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      expect(output()).toMatch(/shutting down/);
      // Outside the demo, mail that cannot be delivered is said out loud at start.
      expect(output()).toMatch(/SMTP_URL is not set: mail \(sign-in codes included\) is NOT delivered/);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('npm start listens on this machine only unless HOST says otherwise', STARTUP_TEST, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tidings-start-'));
    const port = await freeLoopbackPort();
    const env: Record<string, string> = { PORT: String(port), DATA_DIR: dataDir };
    const start = path.join(path.dirname(main), '../../../scripts/start.ts');
    const { HOST: _host, DEMO: _demo, ...withoutHost } = process.env;
    const child = spawn(process.execPath, [start], {
      env: { ...withoutHost, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    try {
      for (const deadline = Date.now() + STARTUP_MS; !/Tidings is serving/.test(output) && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(output).toMatch(new RegExp(`listening at http://127\\.0\\.0\\.1:${port}`));
      expect(output).not.toMatch(/0\.0\.0\.0/);
      expect(output).toMatch(/demo profile/);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
