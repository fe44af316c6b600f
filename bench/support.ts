/** What the benchmark scripts share: the server as its own production process, and RESULTS.md sections. */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServerProcess } from '../apps/server/src/test/server-process.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const out = path.join(root, 'bench/.out');

export interface BenchServer {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts `apps/server/src/main.ts` on a free loopback port with a fresh data folder. */
export async function startServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = path.join(out, `${name}-data`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const server = await startServerProcess({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env }, 30_000);
  return { base: server.base, process: server.child, stop: server.stop };
}

/** Replaces (or appends) the section of bench/RESULTS.md that starts with `heading`. */
export function writeResultsSection(heading: string, section: string): void {
  const file = path.join(root, 'bench/RESULTS.md');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    text = '# Benchmark results\n\nFigures from the scripts in `bench/`; each script rewrites its own section.\n';
  }
  const start = text.indexOf(heading);
  if (start >= 0) {
    const end = text.indexOf('\n## ', start + 1);
    // A blank line before the next section, however the section ends.
    text = text.slice(0, start) + (end >= 0 ? `${section.trimEnd()}\n\n${text.slice(end + 1)}` : section);
  } else {
    text = `${text.trimEnd()}\n\n${section}`;
  }
  writeFileSync(file, text);
}
