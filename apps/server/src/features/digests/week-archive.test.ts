/**
 * A weekly digest looks back seven days, further than an edition reaches (the pipeline keeps a few
 * days): the week's stories that have left the current edition come from the story archive.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EditionFolder, editionFolder, fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { MONDAY_MORNING, publishThisWeek } from './digest-fixtures.ts';
import { mailsTo, signInReader } from './digest-test-helpers.ts';

const EARLIER_EDITION = [
  fixtureStory({
    id: 'lighthouse-restored',
    headline: 'Harbour lighthouse restored after two years',
    categories: ['World'],
    // Wednesday: in the week before Monday's digest, gone from Monday's edition.
    published_at: '2026-11-18T10:00:00Z',
  }),
  fixtureStory({
    id: 'crane-arrives',
    headline: 'Crane arrives at the harbour lighthouse',
    categories: ['World'],
    published_at: '2026-11-18T09:00:00Z',
  }),
  fixtureStory({
    id: 'pier-closed',
    headline: 'Old pier closed for inspection',
    categories: ['World'],
    // Nine days before the digest: older than its week.
    published_at: '2026-11-14T10:00:00Z',
  }),
];

describe.each(testDatabases)('the weekly digest and the story archive, on $name', (database) => {
  let folder: EditionFolder;
  let t: TestApp;
  let app: FastifyInstance;
  const now = { value: Date.parse('2026-11-18T12:00:00Z') };

  beforeAll(async () => {
    folder = await editionFolder();
    await folder.write({ fetch_date: '2026-11-18T11:00:00Z', stories: EARLIER_EDITION });
    t = await startTestApp(database, { DEMO: 'true', NEWS_EDITION: folder.newsFile }, { clock: () => now.value });
    app = t.app;
    // The next edition found the crane's arrival to be part of the restoration: one story, one alias.
    await folder.write({
      fetch_date: '2026-11-18T11:30:00Z',
      story_aliases: { 'crane-arrives': 'lighthouse-restored' },
      stories: EARLIER_EDITION.filter((story) => story.id !== 'crane-arrives'),
    });
    await app.editions.load();
    expect(app.editions.current.aliases.get('crane-arrives')).toBe('lighthouse-restored');
  });
  afterAll(async () => {
    await t?.close();
    await folder?.remove();
  });

  it('lists the week’s stories that left the edition, and none older than the week', async () => {
    const email = 'week-reader@example.com';
    await signInReader(app, email);
    // Monday: a new edition without the earlier stories.
    now.value = MONDAY_MORNING;
    await publishThisWeek(folder);
    await app.editions.load();
    expect(app.editions.current.byId.has('lighthouse-restored')).toBe(false);

    const run = await app.inject({ method: 'POST', url: '/dev/digests/weekly', remoteAddress: '127.0.0.1' });
    expect(run.statusCode).toBe(200);
    const [weekly] = await mailsTo(app, email, /week/i);
    expect(weekly?.text).toContain('Harbour lighthouse restored after two years');
    expect(weekly?.text).toContain('/story/lighthouse-restored');
    expect(weekly?.text).toContain('Recount of the council vote begins');
    expect(weekly?.text).not.toContain('Old pier closed for inspection');
    // A story merged into another is told by the survivor, though Monday's edition lists no alias.
    expect(app.editions.current.aliases.has('crane-arrives')).toBe(false);
    expect(weekly?.text).not.toContain('Crane arrives at the harbour lighthouse');
  });
});
