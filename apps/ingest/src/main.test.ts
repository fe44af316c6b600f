import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { logLine } from './log-line.ts';
import { parseIngestEnv } from './main.ts';

describe('the ingest log', () => {
  it('keeps the event as the message, and an error text of the same name as its detail', () => {
    const line = JSON.parse(
      logLine(
        'image failed',
        { message: '127.0.0.1 is not a public address', url: 'http://127.0.0.1/a.jpg' },
        new Date(0),
      ),
    );
    expect(line).toEqual({
      time: '1970-01-01T00:00:00.000Z',
      message: 'image failed',
      url: 'http://127.0.0.1/a.jpg',
      detail: '127.0.0.1 is not a public address',
    });
    expect(JSON.parse(logLine('run finished')).message).toBe('run finished');
  });
});

describe('the ingest environment', () => {
  it('refuses a retention shorter than the clustering window, and says which variable in words', () => {
    expect(() => parseIngestEnv({ INGEST_RETENTION_HOURS: '1', INGEST_WINDOW_HOURS: '72' })).toThrow(
      /^The environment is not right:\n.*INGEST_RETENTION_HOURS must be at least INGEST_WINDOW_HOURS/s,
    );
    expect(() => parseIngestEnv({ INGEST_IMAGES: 'maybe' })).toThrow(/INGEST_IMAGES/);
    expect(() => parseIngestEnv({ INGEST_IMAGES: 'maybe' })).not.toThrow(/^\[/);
    expect(parseIngestEnv({ INGEST_RETENTION_HOURS: '72', INGEST_WINDOW_HOURS: '72' }).INGEST_RETENTION_HOURS).toBe(72);
  });
});

describe('the ingest command', () => {
  const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [MAIN, ...args], { encoding: 'utf8', env: { ...process.env, DATA_DIR: 'memory://' } });

  it('says how it is run when asked, and where to ask after a wrong option', () => {
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage:\n {2}npm run ingest -- --once/);
    expect(help.stdout).toContain('--out DIR');
    expect(help.stdout).toContain('status.json');
    const wrong = run('--evry', '10m');
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toMatch(/--evry[\s\S]*npm run ingest -- --help/);
  });
});
