/**
 * Image URLs that failed to load, remembered so the slideshow and the story image skip them
 * (reading-experience §2 Fullscreen image slideshow, §3 Browser storage, §5).
 * The rules are pure functions of the remembered list and a clock; the storage helpers are thin.
 */
import { PLACEHOLDER_IMAGE_URL } from '@tidings/core/news/filters';
import type { SlideImage } from '@tidings/core/schemas/article';
// Bundled with the app (hashed, under /assets/): a published edition of real stories has no such file.
import defaultSlideArt from '../../../../../data/sample/images/default-slide.svg?no-inline';

/** reading-experience §5: failed image URLs are remembered for 24 hours */
export const FAILED_IMAGE_MEMORY_MS = 24 * 60 * 60 * 1000;

/** reading-experience §3 Browser storage: failed-image-urls (url, failedAt) */
export const FAILED_IMAGES_STORAGE_KEY = 'failed-image-urls';

/** reading-experience §2: the image the slideshow shows when every image failed. */
export const DEFAULT_SLIDE_URL: string = defaultSlideArt;

/** The story placeholder, shown when a story has no image or its own image failed. */
export const STORY_PLACEHOLDER_URL = PLACEHOLDER_IMAGE_URL;

/**
 * Classes for an image that may be the placeholder: its light tile dimmed on a dark page, where
 * it would glare (a real-feed edition without images shows it on most cards).
 */
export function placeholderClass(url: string | undefined): string {
  return url === STORY_PLACEHOLDER_URL ? 'dark:brightness-[0.3]' : '';
}

export interface FailedImage {
  url: string;
  /** Epoch milliseconds of the failure. */
  failedAt: number;
}

/** The failures still remembered at `now`: younger than 24 hours. */
export function activeFailures(failures: readonly FailedImage[], now: number): FailedImage[] {
  return failures.filter((failure) => now - failure.failedAt < FAILED_IMAGE_MEMORY_MS);
}

export function hasFailed(failures: readonly FailedImage[], url: string, now: number): boolean {
  return activeFailures(failures, now).some((failure) => failure.url === url);
}

/** The list after `url` failed at `now`: expired entries dropped, one entry per URL. */
export function rememberFailure(failures: readonly FailedImage[], url: string, now: number): FailedImage[] {
  return [...activeFailures(failures, now).filter((failure) => failure.url !== url), { url, failedAt: now }];
}

/** The slides worth trying: those whose URL has not failed in the last 24 hours. */
export function usableSlides(
  images: readonly SlideImage[],
  failures: readonly FailedImage[],
  now: number,
): SlideImage[] {
  const failed = new Set(activeFailures(failures, now).map((failure) => failure.url));
  return images.filter((image) => !failed.has(image.url));
}

/** The slides to show: the usable ones, or the default image alone when all of them failed. */
export function slidesToShow(
  images: readonly SlideImage[],
  failures: readonly FailedImage[],
  now: number,
): SlideImage[] {
  const usable = usableSlides(images, failures, now);
  return usable.length > 0 ? usable : [defaultSlide(images[0])];
}

function defaultSlide(like: SlideImage | undefined): SlideImage {
  return {
    id: 'default-slide',
    storyId: like?.storyId ?? '',
    url: DEFAULT_SLIDE_URL,
    sources: [],
    alt: like?.storyTitle ?? '',
    storyTitle: like?.storyTitle ?? '',
    source: '',
    articleUrl: '',
  };
}

/** Reads what another tab or an older version wrote, keeping only well-formed entries. */
export function parseFailures(text: string | null): FailedImage[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry: unknown) => {
      const { url, failedAt } = (entry ?? {}) as { url?: unknown; failedAt?: unknown };
      const ms = typeof failedAt === 'string' ? Date.parse(failedAt) : failedAt;
      return typeof url === 'string' && typeof ms === 'number' && Number.isFinite(ms) ? [{ url, failedAt: ms }] : [];
    });
  } catch {
    return [];
  }
}

/** The remembered failures; storage that is missing or refuses access (private mode) counts as empty. */
export function readFailures(storage: Storage | undefined = globalThis.localStorage): FailedImage[] {
  try {
    return parseFailures(storage?.getItem(FAILED_IMAGES_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Remembers that `url` failed and returns the list as stored. */
export function recordFailure(
  url: string,
  now = Date.now(),
  storage: Storage | undefined = globalThis.localStorage,
): FailedImage[] {
  const failures = rememberFailure(readFailures(storage), url, now);
  try {
    storage?.setItem(FAILED_IMAGES_STORAGE_KEY, JSON.stringify(failures));
  } catch {
    // A full or blocked storage only means the failure is forgotten sooner.
  }
  return failures;
}
