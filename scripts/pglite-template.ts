/**
 * Vitest global setup for the projects that open PGlite databases in memory (server, ingest,
 * end to end). A fresh PGlite runs initdb: on this project's CI machine it was ready after
 * 2.5-2.7 s, against about 1 s when it starts from a copy of an initialized data directory, and
 * nearly every server, ingest and end-to-end test file opens one or more. This runs initdb once,
 * dumps the data directory to a file and names it in PGLITE_TEMPLATE, which the workers inherit:
 * each in-memory database then starts from a copy and runs its own migrations, as a fresh one would.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

let made: string | undefined;

export default async function setup(): Promise<() => Promise<void>> {
  // Several projects name this file; the first one makes the template and the others share it.
  if (!process.env.PGLITE_TEMPLATE) {
    made = await mkdtemp(path.join(os.tmpdir(), 'tidings-pglite-'));
    const fresh = new PGlite();
    await fresh.waitReady;
    const dump = await fresh.dumpDataDir('none');
    await fresh.close();
    const file = path.join(made, 'pgdata.tar');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    process.env.PGLITE_TEMPLATE = file;
  }
  return async () => {
    if (!made) return;
    await rm(made, { recursive: true, force: true });
    made = undefined;
  };
}
