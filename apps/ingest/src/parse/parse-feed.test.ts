import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR } from '../test/feed-server.ts';
import { htmlToText, summaryText } from './html-text.ts';
import { FeedParseError, type ParsedFeed, parseFeedBody } from './parse-feed.ts';

const feedsDir = path.join(FIXTURES_DIR, 'feeds');
const fixture = (name: string): ParsedFeed => parseFeedBody(readFileSync(path.join(feedsDir, name)));

/** Item counts from test-fixtures/feeds/README.md. */
const EXPECTED_ITEMS: Record<string, number> = {
  'bbc.xml': 69,
  'cnn.xml': 50,
  'foxnews.xml': 10,
  'nytimes.xml': 20,
  'wsj.xml': 6,
  'latimes.xml': 100,
  'dailymail.xml': 62,
  'aljazeera-youtube.xml': 15,
  'smh.xml': 50,
  'nzherald.xml': 20,
  'stuff.xml': 20,
  'rnz.xml': 18,
  'rnz-covid19.xml': 60,
  '1news-youtube.xml': 15,
  'straitstimes.xml': 25,
  'gmanews.xml': 15,
  'philstar.xml': 10,
};

describe('parseFeedBody on the real snapshots', () => {
  const files = readdirSync(feedsDir).filter((name) => name.endsWith('.xml'));

  it('has every snapshot of the README', () => {
    expect(files.sort()).toEqual(Object.keys(EXPECTED_ITEMS).sort());
  });

  it.each(files)('parses every item of %s with a title and a canonical link', (name) => {
    const feed = fixture(name);
    expect(feed.items).toHaveLength(EXPECTED_ITEMS[name] ?? -1);
    expect(feed.skipped).toBe(0);
    for (const item of feed.items) {
      expect(item.title).not.toMatch(/<[a-z/!]|&[a-z]+;|&#\d+;/i);
      expect(item.summary).not.toMatch(/<[a-z/!]|&lt;|&gt;|&amp;/i);
      expect(item.url).toMatch(/^https?:\/\//);
      expect(item.url).not.toMatch(/[?&](utm_|at_medium|at_campaign|ns_mchannel|ito=)/);
    }
  });

  it('drops the BBC tracking parameters from links', () => {
    const first = fixture('bbc.xml').items[0];
    expect(first?.title).toBe('Sir David Amess: MP murder suspect held under Terrorism Act');
    expect(first?.url).toBe('https://www.bbc.co.uk/news/uk-58943184');
    expect(first?.publishedAt).toBe('2021-10-17T12:07:17.000Z');
  });

  it('keeps Daily Mail images although its namespaces are scheme-relative', () => {
    const items = fixture('dailymail.xml').items;
    expect(items.filter((item) => item.imageUrl).length).toBeGreaterThan(50);
    expect(items[0]?.imageUrl).toMatch(/^https:\/\/i\.dailymail\.co\.uk\//);
  });

  it("leaves the NZ Herald's byline paragraph out of its summaries", () => {
    const items = fixture('nzherald.xml').items;
    const tunnel = items.find((item) => item.title.includes('City Rail Link tunnel'));
    expect(tunnel?.summary).toMatch(/^The Auckland City Rail Link's tunnel boring machine/);
    expect(items.filter((item) => /^By\s/.test(item.summary))).toEqual([]);
  });

  it('turns Straits Times entity-escaped HTML into text, without the time stamp and dateline before it', () => {
    const items = fixture('straitstimes.xml').items;
    expect(items.some((item) => item.summary.length > 0)).toBe(true);
    for (const item of items) {
      expect(item.summary).not.toContain('br/');
      // "October 17, 2021 8:00 PM<br/><br/>SINGAPORE - An artificial intelligence bot..."
      expect(item.summary).not.toMatch(/^October \d+, 2021|^SINGAPORE -/);
    }
    const bot = items.find((item) => item.title.startsWith('AI bot helps doctors'));
    expect(bot?.summary).toMatch(/^An artificial intelligence bot which helps doctors/);
    // Capitals after the time are no time zone: the summary's own first word stays.
    expect(items.some((item) => item.summary.startsWith('HSA said'))).toBe(true);
  });

  it('strips the HTML inside LA Times CDATA and counts full-text words only when there is more than the summary', () => {
    const first = fixture('latimes.xml').items[0];
    expect(first?.summary.startsWith("This month's spill was over 10 times larger")).toBe(true);
    expect(first?.author).toBe('Adam Elmahrek, Anita Chabria, Laura J. Nelson');
    expect(first?.imageUrl).toMatch(/^https:\/\/ca-times\.brightspotcdn\.com\//);
  });

  it('cuts the YouTube subscribe/follow boilerplate and keeps the thumbnail', () => {
    const first = fixture('aljazeera-youtube.xml').items[0];
    expect(first?.summary).toMatch(/^With fossil fuel emissions still rising/);
    expect(first?.summary).not.toMatch(/twitter|facebook|#PlanItGreen/i);
    expect(first?.imageUrl).toBe('https://i1.ytimg.com/vi/d6yrtGStsI4/hqdefault.jpg');
    expect(first?.url).toBe('https://www.youtube.com/watch?v=d6yrtGStsI4');
  });

  it('keeps CNN items without a date, with a null date', () => {
    const undated = fixture('cnn.xml').items.filter((item) => item.publishedAt === null);
    expect(undated).toHaveLength(3);
  });

  it('gives the shared RNZ items the same canonical link in both RNZ feeds', () => {
    const national = new Set(fixture('rnz.xml').items.map((item) => item.url));
    const covid = fixture('rnz-covid19.xml').items.filter((item) => national.has(item.url));
    expect(covid.length).toBeGreaterThanOrEqual(9);
  });
});

describe('parseFeedBody on the other formats', () => {
  it('reads RSS 1.0 (RDF)', () => {
    const feed = parseFeedBody(
      Buffer.from(`<?xml version="1.0"?>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel rdf:about="https://www.dw.com"><title>DW</title><link>https://www.dw.com</link><description>x</description></channel>
  <item rdf:about="https://www.dw.com/en/a-1"><title>Floods in Germany</title><link>https://www.dw.com/en/a-1?maca=en-rss</link>
    <description>Rivers &lt;b&gt;burst&lt;/b&gt; their banks.</description><dc:date>2021-10-17T10:00:00Z</dc:date></item>
</rdf:RDF>`),
    );
    expect(feed.format).toBe('rdf');
    expect(feed.items[0]).toMatchObject({
      title: 'Floods in Germany',
      summary: 'Rivers burst their banks.',
      publishedAt: '2021-10-17T10:00:00.000Z',
    });
  });

  it('reads RSS 0.91', () => {
    const feed = parseFeedBody(
      Buffer.from(
        `<?xml version="1.0" encoding="ISO-8859-1"?><rss version="0.91"><channel><title>Old</title>
<link>https://old.example</link><description>d</description>
<item><title>Caf\xe9 opens</title><link>https://old.example/cafe</link><description>A caf\xe9.</description></item>
</channel></rss>`,
        'latin1',
      ),
    );
    expect(feed.items[0]).toMatchObject({ title: 'Café opens', url: 'https://old.example/cafe', publishedAt: null });
  });

  it('reads JSON Feed 1.1', () => {
    const feed = parseFeedBody(
      Buffer.from(
        JSON.stringify({
          version: 'https://jsonfeed.org/version/1.1',
          title: 'J',
          items: [
            {
              id: '1',
              url: 'https://j.example/1?utm_source=feed',
              title: 'Court rules on appeal',
              content_html: '<p>The <em>court</em> ruled.</p>',
              date_published: '2021-10-17T09:00:00+02:00',
              image: 'https://j.example/1.jpg',
            },
          ],
        }),
      ),
    );
    expect(feed.format).toBe('json');
    expect(feed.items[0]).toMatchObject({
      title: 'Court rules on appeal',
      summary: 'The court ruled.',
      url: 'https://j.example/1',
      publishedAt: '2021-10-17T07:00:00.000Z',
      imageUrl: 'https://j.example/1.jpg',
    });
  });

  it('refuses invalid XML and HTML pages with a parse error', () => {
    expect(() => parseFeedBody(Buffer.from('<rss><channel><item><title>Broken'))).toThrow(FeedParseError);
    expect(() => parseFeedBody(Buffer.from('<!doctype html><html><body>Not a feed</body></html>'))).toThrow(
      FeedParseError,
    );
  });

  it('fails a feed that breaks XML’s rules and gives no item, which the lenient parser read as an empty feed', () => {
    for (const broken of [
      '<rss><channel><title>t</title><item><title>broken</title></chanel></rss>',
      '<rss version="2.0"><channel><title>t</title></channel></rss>trailing garbage',
    ]) {
      let thrown: unknown;
      try {
        parseFeedBody(Buffer.from(broken));
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(FeedParseError);
      expect(thrown).toMatchObject({ code: 'INVALID_XML', message: expect.stringMatching(/^invalid XML at line 1: /) });
    }
  });

  it('takes the items of a feed with a fault in its XML, and says where the fault is', () => {
    const feed = parseFeedBody(
      Buffer.from(
        '<rss version="2.0"><channel><title>t</title>\n<item><title>Fish & chips</title><link>https://a.example/fish</link></item></channel></rss>',
      ),
    );
    expect(feed.items.map((item) => item.title)).toEqual(['Fish & chips']);
    expect(feed.malformed).toMatch(/^invalid XML at line 2: /);
    const clean = parseFeedBody(
      Buffer.from(
        '<rss version="2.0"><channel><title>t</title><item><title>Fish &amp; chips</title><link>https://a.example/fish</link></item></channel></rss>',
      ),
    );
    expect(clean.malformed).toBeUndefined();
  });

  it('skips items without a link', () => {
    const feed = parseFeedBody(
      Buffer.from(
        '<rss version="2.0"><channel><title>t</title><item><title>No link</title></item><item><title>Ok</title><link>https://a.example/ok</link></item></channel></rss>',
      ),
    );
    expect(feed.items.map((item) => item.title)).toEqual(['Ok']);
    expect(feed.skipped).toBe(1);
  });

  it("drops the publisher an aggregator names in <source> from the end of the item's headline, and keeps it as the item's publisher", () => {
    const item = (title: string, source: string) =>
      `<item><title>${title}</title><link>https://news.example/${title.length}</link><source url="https://p.example">${source}</source></item>`;
    const feed = parseFeedBody(
      Buffer.from(
        `<rss version="2.0"><channel><title>Top stories - Google News</title>${item(
          'Storm brings heavy rain to the north - BBC News',
          'BBC News',
        )}${item('Ukraine needs more air defence – Zelensky', 'Reuters')}</channel></rss>`,
      ),
    );
    expect(feed.items.map((entry) => entry.title)).toEqual([
      'Storm brings heavy rain to the north',
      'Ukraine needs more air defence – Zelensky',
    ]);
    expect(feed.items.map((entry) => entry.publisher)).toEqual(['BBC News', 'Reuters']);
  });
});

describe('summaryText', () => {
  it.each([
    // No space before a stop; a cut marked by one ellipsis.
    ['<p>A masked protest urged one professor to resign .</p>', 'A masked protest urged one professor to resign.'],
    [
      'The machine broke through after 860 metres. The machine ...',
      'The machine broke through after 860 metres. The machine…',
    ],
    ['Numbers : 3 - 2 , said the coach', 'Numbers: 3 - 2, said the coach'],
    // A time stamp and a dateline opening a summary are dropped.
    ['October 17, 2021 8:00 PM SINGAPORE - An AI bot helps doctors.', 'An AI bot helps doctors.'],
    ['17 Oct 2021, 08:00 The initiative eases the load.', 'The initiative eases the load.'],
    ['NEW YORK (Reuters) — Stocks rose on Monday.', 'Stocks rose on Monday.'],
    [
      'MANILA, Philippines – Vice President Leni Robredo sought a package.',
      'Vice President Leni Robredo sought a package.',
    ],
    ['October 17, 2021 4:22 PM HSA said it is working with Abbott.', 'HSA said it is working with Abbott.'],
    ['October 17, 2021 8:00 PM SGT Schools reopen.', 'Schools reopen.'],
    ['LONDON, Oct 17 (Reuters) - British lawmakers met.', 'British lawmakers met.'],
    ['SEOUL/WASHINGTON (Reuters) - North Korea fired a missile.', 'North Korea fired a missile.'],
    ['ST. LOUIS (AP) — A man was charged.', 'A man was charged.'],
    ['Paris (AFP) - France marked the day.', 'France marked the day.'],
    ['(ANP) - De politie heeft een man aangehouden.', 'De politie heeft een man aangehouden.'],
    ['AMSTERDAM - De gemeente sluit de brug.', 'De gemeente sluit de brug.'],
    // A byline in a paragraph of its own is no part of the summary; a sentence opening with "By" is.
    [' By  RNZ  \n\nThe tunnel boring machine broke through.', 'The tunnel boring machine broke through.'],
    ['<p>By Jane Doe, John Roe &amp; Ann Lee</p><p>The council voted.</p>', 'The council voted.'],
    ['BY AAP<br/>Sydney trains stopped.', 'Sydney trains stopped.'],
    [
      '<p>By AAP<br>Sydney trains stopped.</p><p>Services resume on Monday.</p>',
      'Sydney trains stopped. Services resume on Monday.',
    ],
    ['By the time firefighters arrived\n\nthe house was gone.', 'By the time firefighters arrived the house was gone.'],
    ['By Monday, the council will vote.', 'By Monday, the council will vote.'],
    ['By RNZ The tunnel broke through.', 'By RNZ The tunnel broke through.'],
    // A date opening a sentence, a dash inside one, an initialism, capitals before a lower-case word: kept.
    ['NHS - staff shortages are worst in the north.', 'NHS - staff shortages are worst in the north.'],
    ['U.S. - China trade talks resume.', 'U.S. - China trade talks resume.'],
    ['I WAS WRONG - says Boris.', 'I WAS WRONG - says Boris.'],
    ['October 17, 2021 marks 60 years since the massacre.', 'October 17, 2021 marks 60 years since the massacre.'],
    ['Shoppers - some in tears - were evacuated.', 'Shoppers - some in tears - were evacuated.'],
    ['WHO says the pandemic is far from over.', 'WHO says the pandemic is far from over.'],
    // A list of links in the summary's place is no summary; a bullet inside a sentence stays.
    ["• Opinion: Chappelle's Trumpian claims of 'cancel culture' are laughable", ''],
    ['<ul><li>▪ Watch: the storm</li><li>▪ Live: updates</li></ul>', ''],
    ['Three things to know • the vote is today', 'Three things to know • the vote is today'],
    // A summary of no words is none (it would stand as a sub-headline "…").
    ['...', ''],
    ['<p> … </p>', ''],
    // A closing call to subscribe is the outlet's, not the news; one opening the summary, or a
    // sentence that only mentions a newsletter, stays.
    [
      'Two friends examine our obsession with celebrities\' bodies. Subscribe to Lisa\'s "Pop Life Chronicles" newsletter here.',
      "Two friends examine our obsession with celebrities' bodies.",
    ],
    ['De gemeente sluit de brug. Schrijf je in voor onze nieuwsbrief', 'De gemeente sluit de brug.'],
    [
      'Clinics open on Monday. Sign up for the vaccine by Friday, officials say.',
      'Clinics open on Monday. Sign up for the vaccine by Friday, officials say.',
    ],
    [
      'De marathon trekt 40.000 lopers. Schrijf je in voor 1 maart, zegt de organisatie.',
      'De marathon trekt 40.000 lopers. Schrijf je in voor 1 maart, zegt de organisatie.',
    ],
    ['Subscribers to the newsletter fell by half.', 'Subscribers to the newsletter fell by half.'],
    [
      'The paper asked readers to subscribe to its newsletter.',
      'The paper asked readers to subscribe to its newsletter.',
    ],
    // A possessive whose apostrophe the feed wrote as a space (GMA News) has it back.
    [
      'No end in sight to volcanic eruption on Spain s La Palma',
      "No end in sight to volcanic eruption on Spain's La Palma",
    ],
    ['Austrians turn on ex-chancellor s party', "Austrians turn on ex-chancellor's party"],
    // Not in a text that writes apostrophes, nor after a letter alone ("3 m s").
    ["It's the letter s that matters", "It's the letter s that matters"],
    ['A speed of 3 m s or more', 'A speed of 3 m s or more'],
  ])('reads %j as %j', (summary, expected) => {
    expect(summaryText(summary)).toBe(expected);
  });
});

describe('htmlToText', () => {
  it('keeps text only: no script, no attributes, entities decoded once', () => {
    expect(htmlToText('<p onclick="x()">Tom &amp; Jerry</p><script>alert(1)</script><p>next</p>')).toBe(
      'Tom & Jerry next',
    );
    expect(htmlToText('&lt;b&gt;bold&lt;/b&gt;')).toBe('<b>bold</b>');
    expect(htmlToText('line<br/>break')).toBe('line break');
  });
});
