import { describe, expect, it } from 'vitest';
import { toArticle, toSlideImages, toStoryDetail } from './article-view.ts';
import { PLACEHOLDER_IMAGE_URL } from './filters.ts';
import { hoursAgo, makeSource, makeStory } from './test-fixtures.ts';

const wire = makeSource({
  name: 'Meridian Wire',
  url: 'https://wire.example/a',
  major: true,
  original_headline: 'Dikes hold',
  publishedAt: hoursAgo(3),
  word_count: 600,
  media: [
    { type: 'image', url: 'https://img/wire-side.jpg', is_primary: false, alt: 'Side view' },
    { type: 'image', url: 'https://img/wire.jpg', is_primary: true, alt: 'The dike' },
  ],
});
const blog = makeSource({
  name: 'Polder Blog',
  url: 'https://blog.example/b',
  publishedAt: hoursAgo(1),
  word_count: 1000,
  media: [
    { type: 'image', url: 'https://img/funny.gif', is_primary: true },
    { type: 'image', url: 'https://img/wire.jpg', is_primary: false },
  ],
});
const story = makeStory({
  id: 'dikes',
  headline: 'Dikes hold during storm',
  sub_headline: 'Water boards relieved',
  description: 'The long description.',
  categories: ['Environment', 'Science'],
  tags: ['storm'],
  location: { city: 'Amsterdam', country: 'Netherlands' },
  published_at: '2025-06-01T09:00:00+02:00',
  primary_image_url: 'https://img/primary.jpg',
  sources: [blog, wire],
  translations: { 'nl-NL': { headline: 'Dijken houden stand', sub_headline: '' } },
});

describe('toArticle', () => {
  it('says which language its words are in: the reader’s when translated, else the story’s own', () => {
    // English by default; Dutch for a Dutch reader where the translation gives the headline.
    expect(toArticle(story).lang).toBe('en');
    expect(toArticle(story, { lang: 'nl-NL' })).toMatchObject({ title: 'Dijken houden stand', lang: 'nl' });
    // A Dutch outlet's story without an English translation stays Dutch for an English reader, marked so.
    const dutch = makeStory({ headline: 'Kabinet valt over stikstof', lang: 'nl-NL' });
    expect(toArticle(dutch, { lang: 'en-US' })).toMatchObject({ title: 'Kabinet valt over stikstof', lang: 'nl' });
    // A translation without a headline translates nothing the reader sees first: the story's language holds.
    expect(toArticle(dutch, { lang: 'en-US', translation: { description: 'Only a description' } }).lang).toBe('nl');
  });

  it('maps the story onto the article view', () => {
    const article = toArticle(story);
    expect(article).toMatchObject({
      id: 'dikes',
      title: 'Dikes hold during storm',
      excerpt: 'Water boards relieved',
      description: 'The long description.',
      content: 'The long description.',
      category: 'environment',
      categories: ['environment', 'science'],
      location: 'Amsterdam, Netherlands',
      source: 'Meridian Wire',
      sourceCount: 2,
      author: '',
      publishedAt: '2025-06-01T07:00:00.000Z',
      imageUrl: 'https://img/primary.jpg',
      hasImage: true,
      tags: ['storm'],
    });
  });

  it('reads for the average word count / 200: (600 + 1000) / 2 / 200 = 4 minutes', () => {
    expect(toArticle(story).readTime).toBe(4);
  });

  it('lists the sources non-GIF images, major outlet first, primary image first', () => {
    expect(toArticle(story).imageSources).toEqual([
      { url: 'https://img/wire.jpg', alt: 'The dike', source: 'Meridian Wire', articleUrl: 'https://wire.example/a' },
      {
        url: 'https://img/wire-side.jpg',
        alt: 'Side view',
        source: 'Meridian Wire',
        articleUrl: 'https://wire.example/a',
      },
      { url: 'https://img/wire.jpg', source: 'Polder Blog', articleUrl: 'https://blog.example/b' },
    ]);
  });

  it('uses the Dutch translation where it has text and English elsewhere', () => {
    const dutch = toArticle(story, { lang: 'nl' });
    expect(dutch.title).toBe('Dijken houden stand');
    expect(dutch.excerpt).toBe('Water boards relieved');
    const fromFile = toArticle(story, { translation: { description: 'De lange beschrijving.' } });
    expect(fromFile.title).toBe('Dikes hold during storm');
    expect(fromFile.content).toBe('De lange beschrijving.');
  });

  it('falls back to general, the placeholder, no source and 5 minutes for a bare story', () => {
    const article = toArticle(makeStory({ published_at: undefined }));
    expect(article.category).toBe('general');
    expect(article.imageUrl).toBe(PLACEHOLDER_IMAGE_URL);
    expect(article.hasImage).toBe(false);
    expect(article.source).toBe('');
    expect(article.readTime).toBe(5);
    expect(article.location).toBe('');
    expect(article.publishedAt).toBe('');
  });

  it('shows the country alone when there is no city', () => {
    expect(toArticle(makeStory({ location: { country: 'Belgium' } })).location).toBe('Belgium');
  });

  it('shows the state where there is no city, and the city where there is one', () => {
    const victoria = makeStory({ location: { state: 'Victoria', country: 'Australia', scope: 'regional' } });
    expect(toArticle(victoria).location).toBe('Victoria, Australia');
    const city = makeStory({ location: { city: 'Los Angeles', state: 'California', country: 'United States' } });
    expect(toArticle(city).location).toBe('Los Angeles, United States');
  });

  it("names a state in the reader's language where Dutch names it otherwise", () => {
    const california = makeStory({ location: { state: 'California', country: 'United States', scope: 'regional' } });
    expect(toArticle(california, { lang: 'nl-NL' }).location).toBe('Californië, Verenigde Staten');
    expect(toArticle(california, { lang: 'en' }).location).toBe('California, United States');
    const victoria = makeStory({ location: { state: 'Victoria', country: 'Australia', scope: 'regional' } });
    expect(toArticle(victoria, { lang: 'nl' }).location).toBe('Victoria, Australië');
    // A region of several countries, named without one.
    expect(toArticle(makeStory({ location: { state: 'Middle East' } }), { lang: 'nl' }).location).toBe('Midden-Oosten');
    // A Dutch outlet's story keeps the name its outlet wrote: other readers read it in English.
    const crimea = makeStory({ lang: 'nl', location: { state: 'Krim', country: 'Ukraine', scope: 'regional' } });
    expect(toArticle(crimea, { lang: 'en' }).location).toBe('Crimea, Ukraine');
    expect(toArticle(crimea, { lang: 'fr' }).location).toBe('Crimea, Ukraine');
    expect(toArticle(crimea, { lang: 'nl' }).location).toBe('Krim, Oekraïne');
    const province = makeStory({ lang: 'nl', location: { state: 'Noord-Holland', country: 'Netherlands' } });
    expect(toArticle(province, { lang: 'en' }).location).toBe('North Holland, Netherlands');
    expect(toArticle(province, { lang: 'nl' }).location).toBe('Noord-Holland, Nederland');
    // Matched by name, whichever country the story names for it, if any.
    const kashmir = makeStory({ location: { state: 'Kashmir', country: 'India' } });
    expect(toArticle(kashmir, { lang: 'nl' }).location).toBe('Kasjmir, India');
    expect(toArticle(makeStory({ location: { state: 'California' } }), { lang: 'nl' }).location).toBe('Californië');
  });

  it("names the country in the reader's language, a town as the edition does", () => {
    const southend = makeStory({ location: { city: 'Southend-on-Sea', country: 'United Kingdom' } });
    expect(toArticle(southend, { lang: 'nl-NL' }).location).toBe('Southend-on-Sea, Verenigd Koninkrijk');
    expect(toArticle(southend, { lang: 'en-US' }).location).toBe('Southend-on-Sea, United Kingdom');
    expect(toStoryDetail(southend, undefined, 'nl').location).toBe('Southend-on-Sea, Verenigd Koninkrijk');
    // A language the app is not in reads English.
    expect(toArticle(southend, { lang: 'fr' }).location).toBe('Southend-on-Sea, United Kingdom');
    // A city Dutch names otherwise is named so.
    const beirut = makeStory({ location: { city: 'Beirut', country: 'Lebanon' } });
    expect(toArticle(beirut, { lang: 'nl' }).location).toBe('Beiroet, Libanon');
    expect(toArticle(beirut, { lang: 'en' }).location).toBe('Beirut, Lebanon');
    // A country the product cannot name otherwise keeps its name.
    expect(toArticle(makeStory({ location: { country: 'Atlantis' } }), { lang: 'nl' }).location).toBe('Atlantis');
  });
});

describe('toStoryDetail', () => {
  it('lists sorted sources with headline, own image, date and read time', () => {
    const detail = toStoryDetail(story);
    expect(detail.createdAt).toBe('2025-06-01T07:00:00.000Z');
    expect(detail.summary).toBe('Water boards relieved');
    expect(detail.sources).toEqual([
      {
        name: 'Meridian Wire',
        url: 'https://wire.example/a',
        headline: 'Dikes hold',
        imageUrl: 'https://img/wire.jpg',
        publishedAt: hoursAgo(3),
        readTime: 3, // 600 / 200
      },
      {
        name: 'Polder Blog',
        url: 'https://blog.example/b',
        headline: '',
        imageUrl: 'https://img/wire.jpg', // the primary image is a GIF, so the first still image
        publishedAt: hoursAgo(1),
        readTime: 5, // 1000 / 200
      },
    ]);
  });

  it('takes the title from a translation when given', () => {
    expect(toStoryDetail(story, { headline: 'Dijken houden stand' }).title).toBe('Dijken houden stand');
  });

  it('dates the story by its first report, where its date is its newest', () => {
    const growing = {
      ...story,
      published_at: '2021-10-17T13:11:00Z',
      sources: [
        {
          name: 'BBC News',
          url: 'https://bbc.example/a',
          original_headline: 'Suspect held',
          publishedAt: '2021-10-17T13:11:00Z',
          media: [],
        },
        {
          name: 'BBC News',
          url: 'https://bbc.example/b',
          original_headline: 'MP stabbed',
          publishedAt: '2021-10-15T12:40:00Z',
          media: [],
        },
        { name: 'Blog', url: 'https://blog.example/c', original_headline: 'Tributes', media: [] },
      ],
    };
    expect(toStoryDetail(growing).createdAt).toBe('2021-10-15T12:40:00.000Z');
    expect(toStoryDetail({ ...growing, sources: [] }).createdAt).toBe('2021-10-17T13:11:00.000Z');
  });

  it('marks a source whose link is a video page, which is watched rather than read', () => {
    const watched = {
      'https://www.youtube.com/watch?v=g19IiH-IVT8': true,
      'https://youtu.be/g19IiH-IVT8': true,
      'https://vimeo.com/12345': true,
      'https://news.example/youtube.com/story': false,
      // An outlet's own video section.
      'https://edition.cnn.com/videos/world/2021/10/16/amess-vigil.cnn': true,
      'https://www.bbc.co.uk/news/av/uk-politics-58930521': true,
      'https://video.foxnews.com/v/6279110958001': true,
      'https://www.latimes.com/entertainment-arts/story/2021-10-16/video-game-review': false,
    };
    const detail = toStoryDetail({
      ...story,
      sources: Object.keys(watched).map((url) => ({
        name: 'Channel',
        url,
        original_headline: 'Vigil held',
        media: [],
      })),
    });
    expect(Object.fromEntries(detail.sources.map((s) => [s.url, s.video ?? false]))).toEqual(watched);
  });

  it('marks a source whose link is a sound file, which is listened to rather than read', () => {
    const heard = {
      // CNN's podcast in its feed, through the podcast host's counting redirect.
      'https://dts.podtrac.com/redirect.mp3/chtbl.com/track/123/traffic.cnn.com/handoff/audio.mp3': true,
      'https://podcasts.example/episode-12.m4a?source=rss': true,
      'https://news.example/2021/10/16/mp3-players-are-back': false,
      // An episode's page in the outlet's podcast section is listened to as well (the LA Times'
      // episodes said "5 min read").
      'https://news.example/podcasts/the-handoff': true,
    };
    const detail = toStoryDetail({
      ...story,
      sources: Object.keys(heard).map((url) => ({ name: 'Channel', url, original_headline: 'Episode 12', media: [] })),
    });
    expect(Object.fromEntries(detail.sources.map((s) => [s.url, s.audio ?? false]))).toEqual(heard);
    expect(detail.sources.every((s) => !s.video)).toBe(true);
  });
});

describe('toSlideImages', () => {
  it('lists each still image once, the story image first, crediting every source that carries it', () => {
    const slides = toSlideImages(story);
    expect(slides.map((slide) => slide.url)).toEqual([
      'https://img/primary.jpg',
      'https://img/wire.jpg',
      'https://img/wire-side.jpg',
    ]);
    expect(slides[1]?.sources).toEqual(['Meridian Wire', 'Polder Blog']);
    expect(slides[0]).toMatchObject({
      storyId: 'dikes',
      storyTitle: 'Dikes hold during storm',
      alt: 'Dikes hold during storm',
    });
  });
});

describe('whose words a story is told in', () => {
  const second = makeSource({
    name: 'Meridian Wire',
    url: 'https://wire.example/c',
    original_headline: 'Storm passes',
  });
  const credited = makeStory({
    ...story,
    sources: [blog, wire, second],
    credits: { headline: wire.url, sub_headline: blog.url, description: wire.url },
  });

  it('names the outlet whose headline the card shows, and counts outlets rather than reports', () => {
    // The blog is listed after the major outlet, yet the card names whose headline it is.
    const blogHeadline = makeStory({ ...credited, credits: { headline: blog.url } });
    expect(toArticle(blogHeadline)).toMatchObject({ source: 'Polder Blog', sourceCount: 3, outletCount: 2 });
    // Without credits (an edition written by hand), the first outlet listed.
    expect(toArticle(makeStory({ ...credited, credits: undefined })).source).toBe('Meridian Wire');
    // The headline's outlet muted: no other outlet is named over its words.
    expect(toArticle(makeStory({ ...blogHeadline, sources: [wire, second] }))).toMatchObject({
      source: '',
      outletCount: 1,
    });
    // A translated headline is still its outlet's.
    expect(toArticle(blogHeadline, { lang: 'nl', translation: { headline: 'Dijken houden stand' } }).source).toBe(
      'Polder Blog',
    );
  });

  it('credits the headline and the summary to their outlets in the story dialog', () => {
    expect(toStoryDetail(credited).credits).toEqual({
      headline: 'Meridian Wire',
      summary: ['Polder Blog', 'Meridian Wire'],
    });
    // A muted source is credited no more, and the summary it wrote part of is credited to no one
    // (the outlet left did not write the muted one's sentence); an edition without credits credits no one.
    expect(toStoryDetail(makeStory({ ...credited, sources: [wire] })).credits).toEqual({
      headline: 'Meridian Wire',
      summary: [],
    });
    expect(toStoryDetail(makeStory({ ...credited, sources: [blog] })).credits).toEqual({
      headline: null,
      summary: [],
    });
    expect(toStoryDetail(makeStory({ ...credited, credits: undefined })).credits).toEqual({
      headline: null,
      summary: [],
    });
  });

  it('credits a translated headline only where it is one report’s own', () => {
    // Another language's report gave the Dutch headline: its outlet is credited.
    expect(toStoryDetail(credited, { headline: 'Storm passes', sub_headline: 'Een vertaling' }).credits).toEqual({
      headline: 'Meridian Wire',
      summary: ['Meridian Wire'],
    });
    // A translator's headline is no outlet's words as written; the untranslated description keeps its credit.
    expect(toStoryDetail(credited, { headline: 'Dijken houden stand' }).credits).toEqual({
      headline: null,
      summary: ['Polder Blog', 'Meridian Wire'],
    });
  });
});

describe('a story told as opinion', () => {
  const column = makeSource({ name: 'Polder Blog', url: 'https://blog.example/opinion/dikes', opinion: true });
  it('is opinion by its topic, in every language and with its outlet muted, and says so of each opinion source', () => {
    const told = makeStory({
      ...story,
      sources: [wire, column],
      credits: { headline: column.url },
      topics: ['opinion'],
    });
    expect(toArticle(told).opinion).toBe(true);
    expect(toArticle(told, { lang: 'nl', translation: { headline: 'Dijken houden het niet' } }).opinion).toBe(true);
    expect(toArticle(makeStory({ ...told, sources: [wire] })).opinion).toBe(true);
    const detail = toStoryDetail(told);
    expect(detail.opinion).toBe(true);
    expect(detail.sources.map((source) => source.opinion ?? false)).toEqual([false, true]);
    // A report's story that a column also comments on is news.
    expect(toArticle(makeStory({ ...told, credits: { headline: wire.url }, topics: [] })).opinion).toBe(false);
  });
});
