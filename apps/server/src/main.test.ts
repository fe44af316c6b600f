import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [main], {
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

  it('serves, then finishes and closes the database on SIGTERM', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'tidings-main-'));
    const port = 4500 + Math.floor(Math.random() * 400);
    const { child, output } = run({ PORT: String(port), DATA_DIR: dataDir });
    try {
      let healthy = false;
      for (let i = 0; i < 200 && !healthy; i++) {
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (!healthy) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(healthy).toBe(true);
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      expect(output()).toMatch(/shutting down/);
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
