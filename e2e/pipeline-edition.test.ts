/**
 * Issue #17 end to end: one pipeline run over the real feed snapshots (served from loopback)
 * publishes an edition; the server, pointed at it, serves it, and the reader shows its stories in
 * Chromium, a story with several real outlets as its sources.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openIngestDatabase } from '../apps/ingest/src/db/client.ts';
import type { FeedList } from '../apps/ingest/src/feeds/feed-list.ts';
import { DEFAULT_FETCH_POLICY } from '../apps/ingest/src/fetch/fetch-feed.ts';
import { universalSentenceEncoder } from '../apps/ingest/src/meaning/sentence-encoder.ts';
import { runOnce } from '../apps/ingest/src/pipeline.ts';
import { gazetteer } from '../apps/ingest/src/place-names.ts';
import { currentNewsFile } from '../apps/ingest/src/publish/publish-edition.ts';
import { ArticleStore } from '../apps/ingest/src/store/article-store.ts';
import { type FeedServer, FIXTURES_DIR, startFeedServer } from '../apps/ingest/src/test/feed-server.ts';
import { haversineKm } from '../packages/core/src/geo/distance.ts';
import { escapeRegExp } from '../packages/core/src/news/text.ts';
import { type E2E, startE2E, visit } from './support/harness.ts';

describe('an edition the pipeline published, in the browser', () => {
  let feeds: FeedServer;
  let outDir: string;
  let e2e: E2E;
  const now = Date.parse('2021-10-17T13:20:00Z');

  beforeAll(async () => {
    feeds = await startFeedServer();
    outDir = await mkdtemp(path.join(tmpdir(), 'tidings-e2e-edition-'));
    const database = await openIngestDatabase({ dataDir: 'memory://' });
    const snapshot = JSON.parse(await readFile(path.join(FIXTURES_DIR, 'snapshot-feeds.json'), 'utf8')) as FeedList;
    const report = await runOnce(
      {
        feeds: { ...snapshot, feeds: snapshot.feeds.map((feed) => ({ ...feed, url: `${feeds.url}/${feed.url}` })) },
        store: new ArticleStore(database.db),
        outDir,
        policy: { ...DEFAULT_FETCH_POLICY, userAgent: 'Tidings/1.0 (+http://test)', retries: 0 },
        retentionHours: 24 * 14,
        windowHours: 24 * 10,
        perHost: 4,
        concurrency: 8,
        now: () => new Date(now),
        log: () => {},
        // As `npm run ingest` runs by default: headlines read by the bundled sentence encoder.
        encoder: universalSentenceEncoder(),
      },
      gazetteer(),
    );
    await database.close();
    expect(report.edition).not.toBeNull();
    e2e = await startE2E({ NEWS_EDITION: currentNewsFile(outDir), IP_DATABASE: 'off' }, { clock: () => now + 600_000 });
  });
  afterAll(async () => {
    await e2e?.close();
    await feeds?.close();
    await rm(outDir, { recursive: true, force: true });
  });

  it('leads every reader with news near them or told by several outlets', async () => {
    const edition = (await (await fetch(`${e2e.baseUrl}/news.json`)).json()) as {
      stories: Array<{
        id: string;
        sources: unknown[];
        location?: { country?: string; coordinates?: { latitude: number; longitude: number } };
        relevant_countries: string[];
      }>;
    };
    const byId = new Map(edition.stories.map((story) => [story.id, story]));
    const mostReported = edition.stories.reduce((a, b) => (b.sources.length > a.sources.length ? b : a));
    const top = async (query: string) => {
      const answer = (await (await fetch(`${e2e.baseUrl}/api/news?category=all&page=1${query}`)).json()) as {
        data: Array<{ id: string; sourceCount: number }>;
      };
      return answer.data.slice(0, 5);
    };
    // Lisbon is where a reader who shares no position is placed on the default deployment; no outlet
    // of the snapshot is Portuguese. Before, the feed led such a reader with a two-day-old podcast and
    // a propaganda video, each told by one outlet 9,000 km away, and put the 32-report story 11th.
    const readers = [
      { latitude: 38.72, longitude: -9.14, country: 'Portugal' },
      { latitude: 40.71, longitude: -74.01, country: 'United States' },
      { latitude: -36.85, longitude: 174.76, country: 'New Zealand' },
    ];
    const query = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
      `&lat=${latitude}&lon=${longitude}`;
    expect((await top(query(readers[0] as (typeof readers)[0]))).map((story) => story.id).slice(0, 3)).toContain(
      mostReported.id,
    );
    for (const reader of readers) {
      for (const { id, sourceCount } of await top(query(reader))) {
        const story = byId.get(id);
        const at = story?.location?.coordinates;
        // Near: in the reader's country, or placed within the 3,000 km past which §9 calls a story far.
        const near =
          story?.location?.country === reader.country ||
          (!story?.location?.country && story?.relevant_countries.includes(reader.country)) ||
          (at !== undefined && haversineKm(at, reader) <= 3000);
        expect(near || sourceCount >= 2, `${id} for a reader in ${reader.country}`).toBe(true);
      }
    }
  });

  it("puts the day's news that outlets of three countries report on every reader's first page", async () => {
    const snapshot = JSON.parse(await readFile(path.join(FIXTURES_DIR, 'snapshot-feeds.json'), 'utf8')) as FeedList;
    const countryOf = new Map(snapshot.feeds.map((feed) => [feed.outlet, feed.country]));
    const edition = (await (await fetch(`${e2e.baseUrl}/news.json`)).json()) as {
      stories: Array<{ id: string; sources: Array<{ name: string }> }>;
    };
    const worldNews = edition.stories
      .filter((story) => new Set(story.sources.map((source) => countryOf.get(source.name))).size >= 3)
      .map((story) => story.id);
    // The Amess killing and Sudan's protests. Sudan's, told by CNN, Al Jazeera and the BBC, was 177th
    // for a reader in London and 222nd in Auckland, below a day of one outlet's local court reports.
    expect(worldNews.length).toBeGreaterThanOrEqual(2);
    for (const [latitude, longitude] of [
      [51.51, -0.13],
      [-36.85, 174.76],
      [40.71, -74.01],
      [38.72, -9.14],
    ]) {
      const page = (await (
        await fetch(`${e2e.baseUrl}/api/news?category=all&page=1&lat=${latitude}&lon=${longitude}`)
      ).json()) as {
        data: Array<{ id: string }>;
      };
      const ids = page.data.map((story) => story.id);
      for (const id of worldNews) expect(ids, `${id} at ${latitude},${longitude}`).toContain(id);
    }
  });

  it('gives a reader in a small town the report from their town first in the Local tab', async () => {
    // Stuff's match report names Nelson (59,000 people) and its summary Auckland: it is placed in Nelson.
    const local = (await (await fetch(`${e2e.baseUrl}/api/news/local?city=Nelson&country=New%20Zealand`)).json()) as {
      data: Array<{ title: string; location: string }>;
      place: { country: string } | null;
    };
    expect(local.place?.country).toBe('New Zealand');
    expect(local.data[0]).toMatchObject({
      title: 'Tasman Mako splash their way to ugly win against Steamers in Nelson',
      location: 'Nelson, New Zealand',
    });
  });

  it("gives the World page news from abroad: no story of the reader's own country, none only that country's outlets report", async () => {
    const edition = (await (await fetch(`${e2e.baseUrl}/news.json`)).json()) as {
      stories: Array<{
        id: string;
        categories: string[];
        location?: { country?: string };
        relevant_countries: string[];
      }>;
    };
    // General feeds (front pages) file everything under World: most stories are not world news.
    const world = edition.stories.filter((story) => story.categories.includes('World'));
    expect(world.length).toBeLessThan(edition.stories.length / 3);
    const byId = new Map(edition.stories.map((story) => [story.id, story]));
    const page = (await (await fetch(`${e2e.baseUrl}/api/news?category=world&page=1&lat=51.5&lon=-0.12`)).json()) as {
      data: Array<{ id: string }>;
    };
    expect(page.data.length).toBeGreaterThan(5);
    // For a London reader, every story concerns a country other than the United Kingdom.
    for (const { id } of page.data) {
      const story = byId.get(id);
      const countries = [story?.location?.country, ...(story?.relevant_countries ?? [])].filter(Boolean);
      expect(countries.length, id).toBeGreaterThan(0);
      expect(
        countries.every((country) => country === 'United Kingdom'),
        id,
      ).toBe(false);
    }
  });

  it('shows the real stories, and a story with every outlet that reported it', async () => {
    const feed = (await (await fetch(`${e2e.baseUrl}/api/news?category=all&page=1`)).json()) as {
      data: Array<{ id: string; title: string; source: string; sourceCount: number; outletCount: number }>;
    };
    const shared = feed.data.find((story) => story.outletCount >= 3);
    expect(shared).toBeDefined();
    const edition = (await (await fetch(`${e2e.baseUrl}/news.json`)).json()) as {
      stories: Array<{ id: string; headline: string }>;
    };
    const headlines = new Set(edition.stories.map((story) => story.headline));
    const context = await e2e.newContext();
    const page = await context.newPage();
    // The app's own images (its mark, the house ads, the placeholder) do not come from the sample
    // edition: a page of real stories has all of them too.
    const brokenImages: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400) brokenImages.push(response.url());
    });
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'image') brokenImages.push(request.url());
    });
    // The pipeline makes no briefings, so the home page has no player promising one (no "Come back
    // later"), and a briefing link goes home.
    const config = (await (await fetch(`${e2e.baseUrl}/api/config`)).json()) as { briefings: boolean };
    expect(config.briefings).toBe(false);
    await visit(page, '/daily_overviews/global-2021-10-17');
    await page.waitForURL(`${e2e.baseUrl}/`);
    // The home page shows the pipeline's stories, rendered by the server and taken over by the app.
    const cards = page.locator('main article a[href^="/story/"]');
    await cards.first().waitFor();
    const titles = await cards.evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    expect(await page.getByText('Daily briefing').count()).toBe(0);
    expect(await page.getByText('No podcast available').count()).toBe(0);
    expect(titles.length).toBeGreaterThan(5);
    for (const title of titles) expect(headlines.has(title)).toBe(true);
    // The house ad under the featured story (the reader is not premium) shows its art.
    const ad = page.locator('main img[src^="/assets/"]').first();
    await ad.waitFor();
    await page.waitForFunction(() =>
      [document.querySelector('header img'), document.querySelector('main img[src^="/assets/"]')].every(
        (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
      ),
    );
    expect(brokenImages).toEqual([]);
    await visit(page, `/story/${shared?.id}`);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Sources').first().waitFor();
    const detail = (await (await fetch(`${e2e.baseUrl}/api/stories/${shared?.id}`)).json()) as {
      sources: Array<{ name: string; headline: string }>;
    };
    const outlets = [...new Set(detail.sources.map((source) => source.name))];
    expect(outlets.length).toBeGreaterThanOrEqual(2);
    for (const outlet of outlets) await dialog.getByText(outlet, { exact: true }).first().waitFor();
    // The headline is one outlet's words, and the story says whose; the card named it too.
    const lead = edition.stories.find((story) => story.id === shared?.id);
    const headlineBy = detail.sources.find((source) => source.headline === lead?.headline)?.name ?? '';
    expect(headlineBy).not.toBe('');
    await dialog.getByText(new RegExp(`^Headline( and summary)?: ${escapeRegExp(headlineBy)}$`)).waitFor();
    expect(shared?.source).toBe(headlineBy);
    expect(shared?.outletCount).toBe(outlets.length);
    // Readers' browsers fetch nothing from publishers: every image on the page is our own.
    const foreign = await page.evaluate(() =>
      [...document.images]
        .map((image) => image.currentSrc || image.src)
        .filter((src) => !src.startsWith(location.origin)),
    );
    expect(foreign).toEqual([]);
    await context.close();
  });
});
