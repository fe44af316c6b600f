/**
 * The server as its own production process, for the tests and benchmarks that must kill, restart or
 * load it from outside: `apps/server/src/main.ts` on a loopback port the system says is free.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../config.ts';

/**
 * A loopback port nothing listens on, chosen by the system. A random port in a fixed range was
 * sometimes PostgreSQL's 5432 or Redis's 6379, and the server then exited at start (CI, 2026-12-05).
 */
export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no loopback port');
  return address.port;
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** SIGTERM, and the process's exit. */
  stop(): Promise<void>;
}

/** The end of what the process wrote, for the message when it does not start. */
const OUTPUT_KEPT = 4000;

/**
 * Starts the server and answers once `/api/health` does. Up to a minute: a PGlite server's first
 * start (its migrations) on a machine busy with the rest of the suite has taken over 30 s. What
 * the process writes goes on to ours, and a start that fails says its exit code and the end of it.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const port = await freeLoopbackPort();
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'apps/server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
    to.write(chunk);
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep(process.stdout));
  child.stderr?.on('data', keep(process.stderr));
  // Settled on 'error' too (a spawn that failed), so no rejection goes unheard.
  const exited = once(child, 'exit').catch(() => undefined);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, child, stop };
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} at start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s:\n${output}`);
}
