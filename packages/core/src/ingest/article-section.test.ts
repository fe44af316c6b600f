import { describe, expect, it } from 'vitest';
import { articleSection } from './article-section.ts';

describe('articleSection', () => {
  it('reads the desk a link files the article under, in any folder before the slug', () => {
    expect(articleSection('https://www.dailymail.co.uk/sport/football/article-10098765/Bruce-fall-guy.html')).toBe(
      'sports',
    );
    expect(articleSection('https://edition.cnn.com/2021/10/16/politics/capitol-police-officer/index.html')).toBe(
      'politics',
    );
    expect(articleSection('https://www.stuff.co.nz/national/health/300432/vaccine-target')).toBe('health');
    expect(articleSection('https://www.latimes.com/entertainment-arts/music/story/2021-10-16/adele')).toBe(
      'entertainment',
    );
    expect(articleSection('https://www.nu.nl/economie/6162000/gasprijs-stijgt.html')).toBe('business');
  });

  it("reads a desk and number as the link's last part (BBC), its first word where the whole names none", () => {
    expect(articleSection('https://www.bbc.co.uk/news/science-environment-58900000')).toBe('science');
    expect(articleSection('https://www.bbc.co.uk/news/uk-politics-58932000')).toBe('politics');
    expect(articleSection('https://www.bbc.co.uk/news/world-us-canada-58933000')).toBe('world');
    expect(articleSection('https://www.bbc.co.uk/news/uk-england-essex-58930000')).toBeUndefined();
  });

  it("reads no other outlet's slug that ends in a number as a desk", () => {
    expect(articleSection('https://news.sky.com/story/world-cup-draw-12756789')).toBeUndefined();
    expect(articleSection('https://www.wsj.com/articles/tech-stocks-slide-11634400000')).toBeUndefined();
    expect(articleSection('https://abcnews.go.com/US/wireStory/climate-activists-arrested-80610000')).toBeUndefined();
  });

  it("never takes a word of the article's slug or a keyword for a desk", () => {
    expect(articleSection('https://www.latimes.com/california/story/2021-10-16/sport-fishing-ban')).toBeUndefined();
    expect(articleSection('https://www.smh.com.au/national/nsw/business-owners-relieved-20211017-p590iy.html')).toBe(
      undefined,
    );
    expect(articleSection('https://nos.nl/artikel/2401234-kabinet-neemt-maatregelen')).toBeUndefined();
    expect(articleSection('not a link')).toBeUndefined();
  });

  it("reads a feed's tag that names a desk when the link names none", () => {
    expect(articleSection('https://www.foxnews.com/us/story-slug', ['fnc', 'fnc/politics'])).toBe('politics');
    expect(articleSection('https://example.org/a/1', ['Sport'])).toBe('sports');
    expect(articleSection('https://example.org/a/1', ['United States Politics and Government'])).toBeUndefined();
    // A topic path is no desk: Fox News tags a US story about a 911 wait "fox-news/us/crime".
    expect(articleSection('https://www.foxnews.com/us/seattle-911', ['fox-news/us/crime', 'fnc/us'])).toBeUndefined();
    // Nor is a show's clip on CNN's "videos/tv" entertainment.
    expect(articleSection('https://www.cnn.com/videos/tv/2021/07/18/exp-gps-haiti.cnn')).toBeUndefined();
    expect(articleSection('https://www.bbc.co.uk/sport/golf/58930000', ['Politics'])).toBe('sports');
  });
});

describe('desks of the default feed list', () => {
  it.each([
    ['https://www.theguardian.com/tv-and-radio/2021/oct/17/succession-review', 'entertainment'],
    ['https://www.theguardian.com/football/2021/oct/17/newcastle-takeover', 'sports'],
    ['https://www.nytimes.com/2021/10/17/us/politics/biden-infrastructure.html', 'politics'],
    ['https://www.nytimes.com/2021/10/17/climate/methane-pledge.html', 'environment'],
    ['https://www.cbc.ca/news/politics/trudeau-cabinet-1.6213000', 'politics'],
    ['https://www.nu.nl/formule-1/6162001/verstappen-op-pole.html', 'sports'],
    ['https://www.trouw.nl/cultuur-media/een-nieuw-museum~b1234/', 'entertainment'],
    ['https://www.theguardian.com/uk-news/2021/oct/17/essex-police', undefined],
  ])('%s is %s', (url, desk) => {
    expect(articleSection(url)).toBe(desk);
  });
});
