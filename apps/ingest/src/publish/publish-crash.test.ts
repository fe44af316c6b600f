/**
 * Issue #17: "SIGKILL during publishing leaves the previous edition served". A child process
 * publishes large editions in a loop and is killed at a random moment, several times; after each
 * kill, `current` names a complete edition (news.json and its translation file whole and of one
 * edition), which is what a server reading it would serve.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, readlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseNewsFile, parseTranslationFile } from '@tidings/core/schemas/edition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashEdition } from '../test/publish-loop.ts';
import { currentNewsFile, publishEdition } from './publish-edition.ts';

const LOOP = fileURLToPath(new URL('../test/publish-loop.ts', import.meta.url));
const KILLS = 6;

async function currentEdition(outDir: string) {
  const target = await readlink(path.join(outDir, 'current'));
  const news = parseNewsFile(JSON.parse(await readFile(currentNewsFile(outDir), 'utf8')));
  const file = news.supported_locales['nl-NL']?.translation_file ?? '';
  const nl = parseTranslationFile(JSON.parse(await readFile(path.join(outDir, 'current', file), 'utf8')));
  return { target, news, nl };
}

describe('publishing killed with SIGKILL', () => {
  let outDir: string;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'tidings-publish-crash-'));
    await publishEdition(outDir, crashEdition(0, 10));
  });
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('leaves `current` on a whole edition every time', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < KILLS; round++) {
      const child: ChildProcess = spawn(process.execPath, [LOOP, outDir], { stdio: 'ignore' });
      // Killed at a different point of a publish each round: 150 to 900 ms in.
      await new Promise((resolve) => setTimeout(resolve, 150 + ((round * 277) % 750)));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      const { target, news, nl } = await currentEdition(outDir);
      seen.add(target);
      expect(news.rejected).toEqual([]);
      // Every story and every translation is of one and the same edition.
      const number = /^Edition (\d+),/.exec(news.stories[0]?.headline ?? '')?.[1];
      expect(number).toBeDefined();
      expect(news.stories.every((story) => story.headline.startsWith(`Edition ${number},`))).toBe(true);
      expect(nl.translations.length).toBe(news.stories.length);
      expect(nl.translations.every((entry) => entry.headline === `Editie ${number}`)).toBe(true);
    }
    // The loop did publish between the kills: the test killed real work, not an idle process.
    expect(seen.size).toBeGreaterThan(1);
  });
});
