import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_DIST_DIR } from '../../config.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { briefingPageRenderer } from './briefing-page.ts';

const NOW = Date.parse('2026-11-23T09:00:00Z');
const TODAY = '2026-11-23';
const PUBLIC_URL = 'https://tidings.example';

describe.each(testDatabases)('the daily briefing on $name', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    // The sample edition, its catalogue moved so that the newest briefing is dated today.
    t = await startTestApp(database, { PUBLIC_URL }, { clock: () => NOW });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const renderer = () => briefingPageRenderer(t.app);
  const request = (url: string) => ({ url, headers: {} }) as Parameters<ReturnType<typeof renderer>>[0];

  it('serves the catalogue with today’s briefings', async () => {
    const response = await get('/media.json');
    expect(response.statusCode).toBe(200);
    const media = response.json() as { regions: Record<string, { podcasts: Record<string, unknown> }> };
    expect(Object.keys(media.regions)).toEqual([
      'global',
      'india',
      'usa',
      'california',
      'netherlands',
      'portugal',
      'unitedkingdom',
      'bengal',
    ]);
    expect(Object.keys(media.regions.global?.podcasts ?? {})).toContain(TODAY);
  });

  it('answers a range of a briefing’s audio with 206 and audio/mpeg', async () => {
    const response = await get('/audio/global-briefing.mp3', { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(response.rawPayload.length).toBe(100);
  });

  it('gives a shared briefing its title and Open Graph tags, with the audio’s absolute address', () => {
    const head = renderer()(request(`/daily_overviews/california-${TODAY}`));
    expect(head && 'title' in head ? head.title : undefined).toMatch(/^California Edition — .* · Tidings$/);
    const tags = (head as { tags: string }).tags;
    expect(tags).toContain(`<meta property="og:url" content="${PUBLIC_URL}/daily_overviews/california-${TODAY}">`);
    expect(tags).toContain(`<meta property="og:audio" content="${PUBLIC_URL}/audio/california-briefing.mp3">`);
    expect(tags).toContain('<meta property="og:audio:type" content="audio/mpeg">');
    expect(tags).toContain('<meta property="og:type" content="website">');
    expect(tags).toMatch(/<meta property="og:title" content="California Edition — [^"]+">/);
    expect(tags).toMatch(/<meta property="og:description" content="Sample briefing[^"]+">/);
  });

  it('renders nothing for an unknown briefing or another page', () => {
    expect(renderer()(request('/daily_overviews/no-such-briefing'))).toBeUndefined();
    expect(renderer()(request('/daily_overviews/global-2020-01-01'))).toBeUndefined();
    expect(renderer()(request('/story/global-2026-11-23'))).toBeUndefined();
  });

  // Pages are answered only when the web app is built (npm run build).
  it.skipIf(!existsSync(path.join(WEB_DIST_DIR, 'index.html')))(
    'sends the tags in the page of a shared briefing',
    async () => {
      const response = await get(`/daily_overviews/global-${TODAY}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<title>Global Edition — [^<]+ · Tidings<\/title>/);
      expect(response.body).toContain(`<meta property="og:audio" content="${PUBLIC_URL}/audio/global-briefing.mp3">`);
      const unknown = await get('/daily_overviews/no-such-briefing');
      expect(unknown.statusCode).toBe(200);
      expect(unknown.body).not.toContain('og:audio');
    },
  );
});
