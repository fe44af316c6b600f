import type { SlideImage } from '@tidings/core/schemas/article';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  activeFailures,
  DEFAULT_SLIDE_URL,
  FAILED_IMAGE_MEMORY_MS,
  FAILED_IMAGES_STORAGE_KEY,
  hasFailed,
  parseFailures,
  readFailures,
  recordFailure,
  rememberFailure,
  slidesToShow,
  usableSlides,
} from './failed-images.ts';

const now = Date.parse('2026-11-20T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;

const slide = (n: number): SlideImage => ({
  id: `image-${n}`,
  storyId: 'canal-bridge-reopens',
  url: `/images/politics-${n}.svg`,
  sources: [],
  alt: `Picture ${n}`,
  storyTitle: 'Canal bridge reopens in Amsterdam',
  source: 'Lowlands Courant',
  articleUrl: 'https://example.org/bridge',
});

describe('remembering failed image URLs', () => {
  it('remembers a failure for 24 hours and then forgets it', () => {
    const failures = rememberFailure([], '/images/politics-1.svg', now);
    expect(hasFailed(failures, '/images/politics-1.svg', now + 23 * HOUR)).toBe(true);
    expect(hasFailed(failures, '/images/politics-1.svg', now + FAILED_IMAGE_MEMORY_MS)).toBe(false);
    expect(activeFailures(failures, now + 25 * HOUR)).toEqual([]);
  });

  it('keeps one entry per URL, dated by its latest failure, and drops expired ones', () => {
    const old = [
      { url: '/images/a.svg', failedAt: now - 30 * HOUR },
      { url: '/images/b.svg', failedAt: now - 2 * HOUR },
    ];
    expect(rememberFailure(old, '/images/b.svg', now)).toEqual([{ url: '/images/b.svg', failedAt: now }]);
  });

  it('skips slides whose URL failed, keeping the order of the rest', () => {
    const failures = [{ url: slide(2).url, failedAt: now - HOUR }];
    expect(usableSlides([slide(1), slide(2), slide(3)], failures, now).map((image) => image.id)).toEqual([
      'image-1',
      'image-3',
    ]);
  });

  it('tries a slide again once its failure is older than 24 hours', () => {
    const failures = [{ url: slide(2).url, failedAt: now - 25 * HOUR }];
    expect(usableSlides([slide(1), slide(2)], failures, now)).toHaveLength(2);
  });

  it('shows the default image alone when every image failed', () => {
    const failures = [1, 2].map((n) => ({ url: slide(n).url, failedAt: now - HOUR }));
    const slides = slidesToShow([slide(1), slide(2)], failures, now);
    expect(slides).toHaveLength(1);
    expect(slides[0]?.url).toBe(DEFAULT_SLIDE_URL);
    expect(slides[0]?.alt).toBe('Canal bridge reopens in Amsterdam');
  });

  it('reads only well-formed entries and survives garbage', () => {
    expect(parseFailures('not json')).toEqual([]);
    expect(parseFailures('{"url":"x"}')).toEqual([]);
    expect(
      parseFailures(JSON.stringify([{ url: '/a.svg', failedAt: now }, { url: 3 }, { url: '/b.svg', failedAt: 'x' }])),
    ).toEqual([{ url: '/a.svg', failedAt: now }]);
  });
});

describe('the failed-image-urls storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores failures under failed-image-urls as url and failedAt', () => {
    recordFailure('/images/politics-1.svg', now);
    expect(JSON.parse(localStorage.getItem(FAILED_IMAGES_STORAGE_KEY) ?? '')).toEqual([
      { url: '/images/politics-1.svg', failedAt: now },
    ]);
    expect(readFailures()).toEqual([{ url: '/images/politics-1.svg', failedAt: now }]);
  });
});
