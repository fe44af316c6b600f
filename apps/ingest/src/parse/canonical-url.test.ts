import { describe, expect, it } from 'vitest';
import { canonicalArticleUrl, isTrackingParam } from './canonical-url.ts';

describe('canonicalArticleUrl', () => {
  it('drops the BBC RSS campaign parameters', () => {
    expect(canonicalArticleUrl('https://www.bbc.co.uk/news/uk-58943184?at_medium=RSS&at_campaign=KARANGA')).toBe(
      'https://www.bbc.co.uk/news/uk-58943184',
    );
  });

  it('drops utm_*, ns_* and ito from a Daily Mail link and keeps the article path', () => {
    expect(
      canonicalArticleUrl(
        'https://www.dailymail.co.uk/news/article-10100709/Fire.html?ns_mchannel=rss&ito=1490&ns_campaign=1490&utm_source=x',
      ),
    ).toBe('https://www.dailymail.co.uk/news/article-10100709/Fire.html');
  });

  it("drops DW's and The New York Times' trackers and reads a twice-escaped ampersand as one", () => {
    expect(canonicalArticleUrl('https://www.dw.com/en/germany-election/a-59532127?maca=en-rss-en-all-1573-rdf')).toBe(
      'https://www.dw.com/en/germany-election/a-59532127',
    );
    expect(canonicalArticleUrl('https://www.nytimes.com/2021/10/17/world/europe/amess.html?emc=rss&partner=rss')).toBe(
      'https://www.nytimes.com/2021/10/17/world/europe/amess.html',
    );
    // NZ Herald's feed writes "&amp;amp;ref=rss": the parameter is "ref", and the article id stays.
    expect(
      canonicalArticleUrl('https://www.nzherald.co.nz/nz/news/article.cfm?c_id=1&amp;objectid=12345&amp;amp;ref=rss'),
    ).toBe('https://www.nzherald.co.nz/nz/news/article.cfm?c_id=1&objectid=12345');
  });

  it('keeps parameters that select the content, sorted so their order does not matter', () => {
    const a = canonicalArticleUrl('https://www.youtube.com/watch?v=d6yrtGStsI4&utm_medium=rss&t=10');
    const b = canonicalArticleUrl('https://www.youtube.com/watch?t=10&v=d6yrtGStsI4');
    expect(a).toBe('https://www.youtube.com/watch?t=10&v=d6yrtGStsI4');
    expect(a).toBe(b);
  });

  it('lower-cases the host, removes the fragment and a trailing slash, keeps the scheme', () => {
    expect(canonicalArticleUrl(' http://WWW.Example.COM/News/Story/#comments ')).toBe(
      'http://www.example.com/News/Story',
    );
    expect(canonicalArticleUrl('https://example.com/')).toBe('https://example.com/');
  });

  it('refuses what is not an absolute http(s) link', () => {
    expect(canonicalArticleUrl('/news/uk-1')).toBeUndefined();
    expect(canonicalArticleUrl('javascript:alert(1)')).toBeUndefined();
    expect(canonicalArticleUrl('')).toBeUndefined();
  });

  it('recognises tracking families by prefix, case-insensitively', () => {
    expect(isTrackingParam('UTM_Campaign')).toBe(true);
    expect(isTrackingParam('fbclid')).toBe(true);
    expect(isTrackingParam('id')).toBe(false);
    expect(isTrackingParam('page')).toBe(false);
  });
});
