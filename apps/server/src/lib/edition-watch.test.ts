/**
 * A server whose NEWS_EDITION is a file on its disk serves a newly published edition within
 * EDITION_CHECK_SECONDS, without a restart (issue 17), and never one that is half-written or invalid.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storySchema } from '@tidings/core/schemas/edition';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { currentNewsFile, publishEdition } from '../../../ingest/src/publish/publish-edition.ts';
import { type EditionFolder, editionFolder, fixtureStory } from '../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts';

const health = async (app: FastifyInstance) => (await app.inject('/api/health')).json().edition;

/** Asks until `check` holds or `withinMs` has passed; the watcher runs on its own timer meanwhile. */
async function eventually(check: () => Promise<boolean>, withinMs: number): Promise<boolean> {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

describe.each(testDatabases)('watching a local edition on $name', (database) => {
  let t: TestApp | undefined;
  let folder: EditionFolder | undefined;
  let outDir: string | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
    await folder?.remove();
    folder = undefined;
    if (outDir) await rm(outDir, { recursive: true, force: true });
    outDir = undefined;
  });

  async function start(env: Record<string, string> = {}) {
    folder = await editionFolder();
    await folder.write({ fetch_date: '2026-11-20T06:00:00Z', stories: [fixtureStory({ id: 'first-story' })] });
    // The clock says the edition is minutes old: the 3-hour rule alone would never reload it.
    const now = Date.parse('2026-11-20T06:05:00Z');
    t = await startTestApp(database, { NEWS_EDITION: folder.newsFile, ...env }, { clock: () => now });
    return { app: t.app, folder };
  }

  it('serves an edition replaced on disk at the next look, and reads nothing while the file is unchanged', async () => {
    const { app, folder } = await start();
    const first = app.editions.current;
    await app.editions.refresh();
    expect(app.editions.current).toBe(first);

    await folder.write({
      fetch_date: '2026-11-20T06:10:00Z',
      stories: [fixtureStory({ id: 'first-story' }), fixtureStory({ id: 'fresh-story' })],
    });
    await app.editions.refresh();
    expect((await health(app)).fetchDate).toBe('2026-11-20T06:10:00.000Z');
    expect((await app.inject('/api/stories/fresh-story')).statusCode).toBe(200);
    const news = await app.inject('/api/news?category=all');
    expect(news.json().data.map((a: { id: string }) => a.id)).toContain('fresh-story');
    expect((await app.inject('/news.json')).json().fetch_date).toBe('2026-11-20T06:10:00Z');
  });

  it('keeps the old edition when the replacement is half-written or invalid, warning once per change', async () => {
    const { app, folder } = await start();
    const served = async () => (await health(app)).fetchDate;

    // Half-written: the writer was caught in the middle of news.json.
    await writeFile(folder.newsFile, '{ "fetch_date": "2026-11-20T06:10:00Z", "stories": [{ "id": "fre');
    await app.editions.refresh();
    expect(await served()).toBe('2026-11-20T06:00:00.000Z');
    expect((await health(app)).reloadFailures).toBe(1);
    await app.editions.refresh();
    expect((await health(app)).reloadFailures).toBe(1);
    expect((await app.inject('/api/stories/first-story')).statusCode).toBe(200);

    // Valid JSON, but no story of the Story shape: refused, not served empty.
    await writeFile(
      folder.newsFile,
      JSON.stringify({ fetch_date: '2026-11-20T06:20:00Z', stories: [{ id: 'no-headline' }] }),
    );
    await app.editions.refresh();
    expect(await served()).toBe('2026-11-20T06:00:00.000Z');
    expect((await health(app)).reloadFailures).toBe(2);

    // Aliases of the wrong shape make the file invalid too.
    await writeFile(
      folder.newsFile,
      JSON.stringify({
        fetch_date: '2026-11-20T06:25:00Z',
        story_aliases: ['first-story'],
        stories: [fixtureStory({ id: 'first-story' })],
      }),
    );
    await app.editions.refresh();
    expect(await served()).toBe('2026-11-20T06:00:00.000Z');
    expect((await health(app)).reloadFailures).toBe(3);

    // A news.json naming a translation file not written yet is refused, and taken once the file is there
    // (news.json itself unchanged): a failed edition is tried again at each look.
    const nl = { 'nl-NL': { name: 'nl-NL', display_name: 'Nederlands', translation_file: 'translations/nl-NL.json' } };
    await rm(path.join(folder.dir, 'translations'), { recursive: true, force: true });
    await writeFile(
      folder.newsFile,
      JSON.stringify({
        fetch_date: '2026-11-20T06:30:00Z',
        supported_locales: nl,
        stories: [fixtureStory({ id: 'first-story' }), fixtureStory({ id: 'late-story' })],
      }),
    );
    await app.editions.refresh();
    expect(await served()).toBe('2026-11-20T06:00:00.000Z');
    expect((await health(app)).reloadFailures).toBe(4);
    expect((await app.inject('/api/stories/late-story')).statusCode).toBe(404);

    await mkdir(path.join(folder.dir, 'translations'));
    await writeFile(
      path.join(folder.dir, 'translations/nl-NL.json'),
      JSON.stringify({ translations: [{ story_id: 'late-story', headline: 'Laat verhaal' }] }),
    );
    await app.editions.refresh();
    expect(await served()).toBe('2026-11-20T06:30:00.000Z');
    const dutch = await app.inject('/api/stories/late-story?lang=nl-NL');
    expect(dutch.json().title).toBe('Laat verhaal');
  });

  it('does not go back to an edition older than the one served', async () => {
    const { app, folder } = await start();
    await folder.write({ fetch_date: '2026-11-20T05:00:00Z', stories: [fixtureStory({ id: 'old-story' })] });
    await app.editions.refresh();
    expect((await health(app)).fetchDate).toBe('2026-11-20T06:00:00.000Z');
    expect((await health(app)).reloadFailures).toBe(0);
    expect((await app.inject('/api/stories/old-story')).statusCode).toBe(404);
  });

  it('picks up editions the pipeline publishes behind its current link, on its own, within EDITION_CHECK_SECONDS', async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'tidings-published-'));
    const publish = (fetchDate: string, ids: string[]) =>
      publishEdition(outDir as string, {
        fetchDate,
        stories: ids.map((id) => storySchema.parse(fixtureStory({ id }))),
        translations: {},
        aliases: ids.includes('harbour-strike') ? { 'dock-walkout': 'harbour-strike' } : {},
        status: { feeds: [] },
      });
    await publish('2026-11-20T06:00:00Z', ['dock-walkout', 'ferry-delays']);
    const now = Date.parse('2026-11-20T06:05:00Z');
    t = await startTestApp(
      database,
      { NEWS_EDITION: currentNewsFile(outDir), EDITION_CHECK_SECONDS: '1' },
      { clock: () => now },
    );
    const { app } = t;
    app.editions.startWatching();
    expect((await health(app)).stories).toBe(2);

    await publish('2026-11-20T06:10:00Z', ['harbour-strike', 'ferry-delays']);
    const swapped = await eventually(async () => (await health(app)).fetchDate === '2026-11-20T06:10:00.000Z', 2_500);
    expect(swapped).toBe(true);
    expect((await app.inject('/api/stories/harbour-strike')).statusCode).toBe(200);
    // The merged-away id answers as the story it went into.
    const old = await app.inject('/api/stories/dock-walkout');
    expect(old.statusCode).toBe(200);
    expect(old.json().id).toBe('harbour-strike');
    // The edition's own files come from the folder the link named when it was read.
    const placeholder = await app.inject('/images/placeholder.svg');
    expect(placeholder.statusCode).toBe(200);
  });
});
