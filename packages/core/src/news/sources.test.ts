import { describe, expect, it } from 'vitest';
import { isMajorOutletUrl, isMajorSource, sortSources } from './sources.ts';
import { MAJOR_OUTLETS } from './sources-major-outlets.ts';
import { hoursAgo, makeSource } from './test-fixtures.ts';

describe('isMajorOutletUrl', () => {
  it('knows a real outlet by its URL host, also on a subdomain', () => {
    expect(isMajorOutletUrl('https://www.reuters.com/world/europe/some-story-2026-11-20/')).toBe(true);
    expect(isMajorOutletUrl('https://edition.cnn.com/2026/11/20/world/story')).toBe(true);
    expect(isMajorOutletUrl('https://nos.nl/artikel/123-verhaal')).toBe(true);
    expect(isMajorOutletUrl('HTTPS://WWW.BBC.CO.UK/news/uk-1')).toBe(true);
  });

  it('does not take a look-alike host or a broken URL for one', () => {
    expect(isMajorOutletUrl('https://notreuters.com/story')).toBe(false);
    expect(isMajorOutletUrl('https://reuters.com.evil.example/story')).toBe(false);
    expect(isMajorOutletUrl('https://local-blog.example/reuters.com')).toBe(false);
    expect(isMajorOutletUrl('not a url')).toBe(false);
  });
});

describe('isMajorSource', () => {
  it('follows the edition’s own mark, whatever the URL', () => {
    expect(isMajorSource({ url: 'https://meridianwire.example/a', major: true })).toBe(true);
    expect(isMajorSource({ url: 'https://meridianwire.example/a' })).toBe(false);
  });
});

describe('sortSources', () => {
  it('puts major outlets first, then newest first, undated and unparsable last, otherwise stable', () => {
    const blogOld = makeSource({ name: 'Blog A', publishedAt: hoursAgo(5) });
    const blogNew = makeSource({ name: 'Blog B', publishedAt: hoursAgo(1) });
    const blogUndated = makeSource({ name: 'Blog C' });
    const blogBroken = makeSource({ name: 'Blog D', publishedAt: 'not a date' });
    const wireOld = makeSource({ name: 'Reuters', url: 'https://www.reuters.com/a', publishedAt: hoursAgo(9) });
    const paperNew = makeSource({ name: 'Harbour Gazette', major: true, publishedAt: hoursAgo(2) });
    const sorted = sortSources([blogUndated, blogOld, wireOld, blogBroken, blogNew, paperNew]);
    expect(sorted.map((s) => s.name)).toEqual(['Harbour Gazette', 'Reuters', 'Blog B', 'Blog A', 'Blog C', 'Blog D']);
  });

  it('does not order by a name that merely sounds major', () => {
    const lookAlike = makeSource({
      name: 'Reuters',
      url: 'https://reuters-fan-blog.example/a',
      publishedAt: hoursAgo(5),
    });
    const newer = makeSource({ name: 'Blog', publishedAt: hoursAgo(1) });
    expect(sortSources([lookAlike, newer]).map((s) => s.name)).toEqual(['Blog', 'Reuters']);
  });

  it('does not change the list it is given', () => {
    const sources = [makeSource({ name: 'Blog' }), makeSource({ name: 'AP', url: 'https://apnews.com/article/x' })];
    sortSources(sources);
    expect(sources.map((s) => s.name)).toEqual(['Blog', 'AP']);
  });
});

describe('MAJOR_OUTLETS', () => {
  it('lists wire agencies, broadcasters and major papers, each domain once', () => {
    const kinds = new Set(MAJOR_OUTLETS.map((outlet) => outlet.kind));
    expect(kinds).toEqual(new Set(['wire', 'broadcaster', 'paper']));
    const domains = MAJOR_OUTLETS.flatMap((outlet) => outlet.domains);
    expect(new Set(domains).size).toBe(domains.length);
    expect(domains.every((domain) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain))).toBe(true);
  });
});
