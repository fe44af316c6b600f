import { writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { type EditionFolder, editionFolder, fixtureStory } from '../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../test/harness.ts';

describe.each(testDatabases)('the edition store on $name', (database) => {
  let t: TestApp | undefined;
  let folder: EditionFolder | undefined;
  afterEach(async () => {
    await t?.close();
    await folder?.remove();
  });

  async function start(now: { value: number }) {
    folder = await editionFolder();
    await folder.write({
      fetch_date: '2026-11-20T06:00:00Z',
      stories: [fixtureStory({ id: 'first-story' }), fixtureStory({ id: 'leaves-soon' })],
    });
    t = await startTestApp(database, { NEWS_EDITION: folder.newsFile }, { clock: () => now.value });
    return { app: t.app, folder };
  }

  it('serves a real edition unshifted, and its file as published', async () => {
    const now = { value: Date.parse('2026-11-20T07:00:00Z') };
    const { app } = await start(now);
    const health = (await app.inject('/api/health')).json();
    expect(health.edition.sample).toBe(false);
    expect(health.edition.fetchDate).toBe('2026-11-20T06:00:00.000Z');
    expect(health.edition.ageMinutes).toBe(60);
    const file = (await app.inject('/news.json')).json();
    expect(file.fetch_date).toBe('2026-11-20T06:00:00Z');
  });

  it('swaps in a newer edition once the loaded one is older than 3 hours, keeping old stories reachable', async () => {
    const now = { value: Date.parse('2026-11-20T07:00:00Z') };
    const { app, folder } = await start(now);
    await folder.write({
      fetch_date: '2026-11-20T09:00:00Z',
      stories: [fixtureStory({ id: 'first-story' }), fixtureStory({ id: 'fresh-story' })],
    });

    // Within the hour nothing is checked, and a 2-hour-old edition is not stale yet.
    now.value += 30 * 60_000;
    await app.editions.refreshIfStale();
    expect((await app.inject('/api/health')).json().edition.fetchDate).toBe('2026-11-20T06:00:00.000Z');

    now.value = Date.parse('2026-11-20T09:30:00Z');
    await app.editions.refreshIfStale();
    expect((await app.inject('/api/health')).json().edition.fetchDate).toBe('2026-11-20T09:00:00.000Z');
    expect((await app.inject('/api/stories/fresh-story')).statusCode).toBe(200);
    // The story that left the edition still answers from the archive.
    const gone = await app.inject('/api/stories/leaves-soon');
    expect(gone.statusCode).toBe(200);
    expect(gone.json().title).toBe('Headline of leaves-soon');
  });

  it('keeps serving the old edition when a reload fails, and counts the failure', async () => {
    const now = { value: Date.parse('2026-11-20T07:00:00Z') };
    const { app, folder } = await start(now);
    await writeFile(folder.newsFile, '{ "fetch_date": "2026-11-20T10:00:00Z" }');
    now.value = Date.parse('2026-11-20T11:00:00Z');
    await app.editions.refreshIfStale();
    const health = (await app.inject('/api/health')).json();
    expect(health.edition.fetchDate).toBe('2026-11-20T06:00:00.000Z');
    expect(health.edition.reloadFailures).toBe(1);
    expect((await app.inject('/api/stories/first-story')).statusCode).toBe(200);
  });

  it('lets concurrent reloads wait for the first', async () => {
    const now = { value: Date.parse('2026-11-20T07:00:00Z') };
    const { app } = await start(now);
    const [a, b] = await Promise.all([app.editions.load(), app.editions.load()]);
    expect(a).toBe(b);
  });
});
