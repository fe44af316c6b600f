/**
 * The latest run's status, `<out>/status.json` beside the `current` link (issue 17: a failing
 * feed is "reported (logged, and visible in the edition's status)"). An edition is published only
 * when a run has something new and never changes after, so its own status.json tells what the run
 * that made it did; a feed that starts failing in a run with nothing new would stay unseen there.
 * This file is rewritten by every run, published or not, and names the edition `current` points
 * at. Written to a temporary file and renamed over the previous one (rename(2) is atomic, as for
 * `current`): a reader sees one run's status whole, and a crash leaves the previous one in place.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function runStatusFile(outDir: string): string {
  return path.join(outDir, 'status.json');
}

export async function writeRunStatus(outDir: string, status: unknown): Promise<void> {
  await mkdir(outDir, { recursive: true });
  const temporary = path.join(outDir, `.status-${process.pid}-${Date.now()}.json`);
  try {
    await writeFile(temporary, `${JSON.stringify(status, null, 2)}\n`);
    await rename(temporary, runStatusFile(outDir));
  } catch (error) {
    // A full disk leaves no half-written temporary behind; the previous status stays.
    await rm(temporary, { force: true });
    throw error;
  }
}
