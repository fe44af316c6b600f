import { describe, expect, it } from 'vitest';
import {
  isAudioSource,
  isGallerySource,
  isVideoSource,
  parseReadTime,
  sourceReadTime,
  storyReadTime,
} from './read-time.ts';

describe('storyReadTime', () => {
  it('averages word counts over the sources that have one and divides by 200', () => {
    // (900 + 1500) / 2 = 1200 words; 1200 / 200 = 6 minutes. The source without a count is left out.
    expect(storyReadTime([{ word_count: 900 }, { word_count: 1500 }, {}])).toBe(6);
  });

  it('rounds to whole minutes and never goes below 1', () => {
    // 500 / 200 = 2.5 → 3; 50 / 200 = 0.25 → 0 → at least 1.
    expect(storyReadTime([{ word_count: 500 }])).toBe(3);
    expect(storyReadTime([{ word_count: 50 }])).toBe(1);
  });

  it('falls back to a text read time, then to 5 minutes', () => {
    expect(storyReadTime([{ reading_time_minutes: '4 min read' }])).toBe(4);
    expect(storyReadTime([{ reading_time_minutes: 'soon' }])).toBe(5);
    expect(storyReadTime([])).toBe(5);
  });
});

describe('parseReadTime', () => {
  it('takes the first number of a text', () => {
    expect(parseReadTime('About 7 minutes, 3 seconds')).toBe(7);
    expect(parseReadTime(3)).toBe(3);
    expect(parseReadTime('no number')).toBeNull();
    expect(parseReadTime(0)).toBeNull();
  });
});

describe('sourceReadTime', () => {
  it('prefers the word count, then the given read time, then 5', () => {
    expect(sourceReadTime({ word_count: 1000, reading_time_minutes: 9 })).toBe(5);
    expect(sourceReadTime({ reading_time_minutes: '2 min' })).toBe(2);
    expect(sourceReadTime({})).toBe(5);
  });
});

describe('what a source is for: reading, listening or looking', () => {
  it('knows a podcast by its sound file, its outlet’s podcast section or its label', () => {
    expect(isAudioSource({ url: 'https://dts.podtrac.com/redirect.mp3/episode.mp3' })).toBe(true);
    expect(isAudioSource({ url: 'https://www.latimes.com/podcasts/story/2021-10-15/podcast-the-times' })).toBe(true);
    expect(isAudioSource({ url: 'https://example.com/a', headline: 'Podcast: The oil spill along the coast' })).toBe(
      true,
    );
    expect(
      isAudioSource({ url: 'https://example.com/news/podcast-host-dies', headline: 'Podcast host dies at 61' }),
    ).toBe(false);
  });

  it('knows a photo gallery by its label or its section, not by a headline about photos', () => {
    for (const headline of [
      'Photos: A week after oil spill, Huntington Beach reopens',
      'FOTOS | Atasco en los puertos de Los Ángeles',
      'The Age photos of the week, 17 October, 2021',
      "Foto's: storm raast over het land",
    ]) {
      expect(isGallerySource({ url: 'https://example.com/a', headline }), headline).toBe(true);
    }
    expect(isGallerySource({ url: 'https://www.bbc.co.uk/news/in-pictures/58925971' })).toBe(true);
    expect(
      isGallerySource({
        url: 'https://www.foxnews.com/tech/tech-how-to-show-photos-saved-on-your-phone-on-your-tv',
        headline: 'Tech how-to: Show photos saved on your phone on your TV',
      }),
    ).toBe(false);
    expect(isVideoSource({ url: 'https://www.youtube.com/watch?v=abc' })).toBe(true);
  });
});
