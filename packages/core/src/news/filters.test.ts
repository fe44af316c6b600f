import { describe, expect, it } from 'vitest';
import { isGifUrl, isStoryShown, PLACEHOLDER_IMAGE_URL, storyImageUrl } from './filters.ts';
import { makeSource, makeStory } from './test-fixtures.ts';

describe('isStoryShown', () => {
  it('shows an ordinary story', () => {
    expect(isStoryShown(makeStory())).toBe(true);
  });

  it('drops a story whose id starts with fallback-', () => {
    expect(isStoryShown(makeStory({ id: 'fallback-3' }))).toBe(false);
    expect(isStoryShown(makeStory({ id: 'story-fallback-3' }))).toBe(true);
  });

  it('drops a story whose sub-headline mentions an error', () => {
    expect(isStoryShown(makeStory({ sub_headline: 'Feed error' }))).toBe(false);
    expect(isStoryShown(makeStory({ sub_headline: 'ERROR: no summary' }))).toBe(false);
  });

  it('keeps a story whose sub-headline only contains the letters of error inside a word', () => {
    expect(isStoryShown(makeStory({ sub_headline: 'Terrorism trial opens' }))).toBe(true);
    expect(isStoryShown(makeStory({ sub_headline: 'Errors and omissions' }))).toBe(true);
  });

  it('drops a story with an unparsable published date but keeps an undated one', () => {
    expect(isStoryShown(makeStory({ published_at: 'yesterday-ish' }))).toBe(false);
    expect(isStoryShown(makeStory({ published_at: undefined }))).toBe(true);
  });
});

describe('isGifUrl', () => {
  it('judges the path, ignoring query string, fragment and case', () => {
    expect(isGifUrl('https://cdn.example/a.gif')).toBe(true);
    expect(isGifUrl('https://cdn.example/a.GIF?w=300#x')).toBe(true);
    expect(isGifUrl('https://cdn.example/a.jpg?format=gif')).toBe(false);
    expect(isGifUrl('https://cdn.example/gif/a.png')).toBe(false);
    expect(isGifUrl('data:image/gif;base64,R0lG')).toBe(true);
  });
});

describe('storyImageUrl', () => {
  it('uses the primary image when it is not a GIF', () => {
    expect(storyImageUrl(makeStory({ primary_image_url: 'https://img/p.jpg' }))).toBe('https://img/p.jpg');
  });

  it('skips a GIF primary image for the primary image of a source', () => {
    const story = makeStory({
      primary_image_url: 'https://img/p.gif',
      sources: [
        makeSource({
          media: [
            { type: 'image', url: 'https://img/other.jpg', is_primary: false },
            { type: 'image', url: 'https://img/moving.gif', is_primary: true },
            { type: 'image', url: 'https://img/main.jpg', is_primary: true },
          ],
        }),
      ],
    });
    expect(storyImageUrl(story)).toBe('https://img/main.jpg');
  });

  it('has no image when there are only GIFs and videos, so the placeholder is used', () => {
    const story = makeStory({
      primary_image_url: 'https://img/p.gif',
      sources: [makeSource({ media: [{ type: 'video', url: 'https://img/v.mp4', is_primary: true }] })],
    });
    expect(storyImageUrl(story)).toBeNull();
    expect(PLACEHOLDER_IMAGE_URL).toBe('/images/placeholder.svg');
  });

  it('has no image when the edition names the placeholder as the primary image', () => {
    expect(storyImageUrl(makeStory({ primary_image_url: PLACEHOLDER_IMAGE_URL }))).toBeNull();
  });
});
