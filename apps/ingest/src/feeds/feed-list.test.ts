import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateOpml } from 'feedsmith';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEED_LIST, loadFeedList } from './feed-list.ts';

describe('feed lists in OPML', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tidings-opml-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const write = async (name: string, text: string) => {
    const file = path.join(dir, name);
    await writeFile(file, text);
    return file;
  };

  it('reads the default list exported as OPML to the same feeds', async () => {
    const list = await loadFeedList(DEFAULT_FEED_LIST);
    const opml = generateOpml(
      {
        head: { title: list.name },
        body: {
          outlines: list.feeds.map((feed) => ({
            text: feed.outlet,
            type: 'rss',
            xmlUrl: feed.url,
            htmlUrl: feed.homepage,
            language: feed.language,
            category: `/News/${feed.category}`,
            country: feed.country,
            major: String(feed.major),
          })),
        },
      },
      { extraOutlineAttributes: ['country', 'major'] },
    );
    const fromOpml = await loadFeedList(await write('default.opml', opml));
    expect(fromOpml.feeds).toEqual(list.feeds);
    expect(fromOpml.name).toBe(list.name);
  });

  it('lets a folder give its feeds their language, country and category', async () => {
    const file = await write(
      'folders.opml',
      `<?xml version="1.0" encoding="UTF-8"?>
<opml version="2.0">
  <head><title>Dutch news</title></head>
  <body>
    <outline text="Nederland" language="nl-NL" country="Netherlands" category="/News/World">
      <outline text="NOS" xmlUrl="https://feeds.nos.nl/nosnieuwsalgemeen" htmlUrl="https://nos.nl" major="true"/>
      <outline text="NU.nl Economie" xmlUrl="https://www.nu.nl/rss/Economie" htmlUrl="https://www.nu.nl" category="business"/>
    </outline>
  </body>
</opml>`,
    );
    const list = await loadFeedList(file);
    expect(list.name).toBe('Dutch news');
    expect(list.feeds).toEqual([
      expect.objectContaining({
        outlet: 'NOS',
        language: 'nl',
        country: 'Netherlands',
        category: 'world',
        major: true,
      }),
      expect.objectContaining({ outlet: 'NU.nl Economie', language: 'nl', category: 'business', major: false }),
    ]);
  });

  it('says what is wrong with a feed the list does not describe well enough', async () => {
    const file = await write(
      'incomplete.opml',
      `<opml version="2.0"><body><outline text="Somewhere" xmlUrl="https://example.com/feed.xml"/></body></opml>`,
    );
    await expect(loadFeedList(file)).rejects.toThrow(/incomplete\.opml is not valid[\s\S]*homepage/);
    // Named by its outlet and address, which an OPML file shows, not only by its place in the list.
    await expect(loadFeedList(file)).rejects.toThrow(
      /at feeds\[0\]\.\w+ \(Somewhere, https:\/\/example\.com\/feed\.xml\)/,
    );
  });
});

describe('feed lists in JSON', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tidings-feeds-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const feed = (fields: Record<string, unknown>) => ({
    url: 'https://news.example/world.xml',
    outlet: 'News Example',
    homepage: 'https://news.example/',
    language: 'en',
    country: 'United Kingdom',
    category: 'world',
    ...fields,
  });
  const listOf = async (name: string, ...feeds: Array<Record<string, unknown>>) => {
    const file = path.join(dir, name);
    await writeFile(file, JSON.stringify({ name: 'test', feeds }));
    return file;
  };

  it('refuses an address that is no address, a file of the machine, a field it does not know, and one feed twice', async () => {
    await expect(loadFeedList(await listOf('space.json', feed({ url: 'http://exa mple.com/feed' })))).rejects.toThrow(
      /feeds\[0\] \(News Example\): http:\/\/exa mple\.com\/feed is not a valid address/,
    );
    await expect(loadFeedList(await listOf('file.json', feed({ url: 'file:///etc/passwd' })))).rejects.toThrow(
      /file:\/\/\/etc\/passwd: only an http\(s\) address or a path beside the list/,
    );
    for (const outside of ['/etc/passwd', '../../../../../../etc/passwd', '//example.com/feed']) {
      await expect(loadFeedList(await listOf('outside.json', feed({ url: outside })))).rejects.toThrow(
        /only an http\(s\) address or a path beside the list/,
      );
    }
    await expect(loadFeedList(await listOf('typo.json', feed({ majr: true })))).rejects.toThrow(/majr/);
    await expect(
      loadFeedList(
        await listOf(
          'twice.json',
          feed({ url: 'https://news.example/a1.xml' }),
          feed({ url: 'HTTPS://NEWS.example/a1.xml?utm_source=x' }),
        ),
      ),
    ).rejects.toThrow(
      /names one feed twice: News Example at https:\/\/news\.example\/a1\.xml and News Example at HTTPS:\/\/NEWS\.example/,
    );
    // A feed's parameters name feeds of their own ("source" names an article's referrer, not here).
    const fine = await loadFeedList(
      await listOf(
        'fine.json',
        feed({}),
        feed({ url: 'https://news.example/rss.php?source=world' }),
        feed({ url: 'https://news.example/rss.php?source=sport' }),
        feed({ url: 'beside.xml' }),
      ),
    );
    expect(fine.feeds).toHaveLength(4);
    expect(fine.feeds[3]?.url).toBe(pathToFileURL(path.join(dir, 'beside.xml')).href);
  });
});
