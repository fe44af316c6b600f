/**
 * A pipeline edition's images (issue 17, "Images and privacy") are served from Tidings' own
 * origin at the URL the edition names (/images/<hash>.jpg), with their type from the file and a
 * year's immutable caching; the sample's and the placeholder keep a day.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { storySchema } from '@tidings/core/schemas/edition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentNewsFile, publishEdition } from '../../../../ingest/src/publish/publish-edition.ts';
import { fixtureStory } from '../../test/editions.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';

// The smallest JPEG-looking file: the server judges the type by the name, never the bytes.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0xff, 0xd9]);
const NAME = '0123456789abcdef0123456789abcdef.jpg';

describe('a pipeline edition’s images', () => {
  let outDir: string;
  let t: TestApp;
  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'tidings-edition-images-'));
    const cached = path.join(outDir, NAME);
    await writeFile(cached, JPEG);
    await publishEdition(outDir, {
      fetchDate: '2026-11-20T06:00:00Z',
      stories: [storySchema.parse(fixtureStory({ id: 'harbour-strike', primary_image_url: `/images/${NAME}` }))],
      translations: {},
      aliases: {},
      status: { feeds: [] },
      images: [{ name: NAME, from: cached }],
    });
    const now = Date.parse('2026-11-20T06:05:00Z');
    t = await startTestApp(
      testDatabases[0] ?? { name: 'pglite' },
      { NEWS_EDITION: currentNewsFile(outDir) },
      { clock: () => now },
    );
  });
  afterAll(async () => {
    await t?.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it('serves the image the story names, as a JPEG cached for a year', async () => {
    const story = (await t.app.inject('/api/stories/harbour-strike')).json();
    expect(story.imageUrl).toBe(`/images/${NAME}`);
    const image = await t.app.inject(`/images/${NAME}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.rawPayload.equals(JPEG)).toBe(true);
  });

  it('keeps a day for the placeholder and answers 404 for an image the edition does not have', async () => {
    const placeholder = await t.app.inject('/images/placeholder.svg');
    expect(placeholder.statusCode).toBe(200);
    expect(placeholder.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(placeholder.headers['cache-control']).toBe('public, max-age=86400');
    expect((await t.app.inject('/images/ffffffffffffffffffffffffffffffff.jpg')).statusCode).toBe(404);
  });

  it('answers from the edition it serves until it takes up the next one, not from the newest folder', async () => {
    const OTHER = 'fedcba9876543210fedcba9876543210.jpg';
    const cached = path.join(outDir, OTHER);
    await writeFile(cached, JPEG);
    await publishEdition(outDir, {
      fetchDate: '2026-11-20T06:30:00Z',
      stories: [storySchema.parse(fixtureStory({ id: 'ferry-resumes', primary_image_url: `/images/${OTHER}` }))],
      translations: {},
      aliases: {},
      status: { feeds: [] },
      images: [{ name: OTHER, from: cached }],
    });
    // Published, not yet taken up: the served stories still name the first image, and it still answers.
    expect((await t.app.inject(`/images/${NAME}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/images/${OTHER}`)).statusCode).toBe(404);
    await t.app.editions.load();
    expect((await t.app.inject('/api/stories/ferry-resumes')).json().imageUrl).toBe(`/images/${OTHER}`);
    expect((await t.app.inject(`/images/${OTHER}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/images/${NAME}`)).statusCode).toBe(404);
  });
});
