/** What the reader is never shown: reading-experience §5 validation rules for stories and their images. */
import type { MediaItem, Source, Story } from '../schemas/edition.ts';
import { isUnparsableDate } from './dates.ts';
import { sortSources } from './sources.ts';

/** reading-experience §5: stories whose id starts with this are dropped. */
export const FALLBACK_ID_PREFIX = 'fallback-';
/** reading-experience §5: articles without an image get a placeholder stock image (served by the web app). */
export const PLACEHOLDER_IMAGE_URL = '/images/placeholder.svg';

const ERROR_WORD = /\berror\b/i;

export function isFallbackStory(story: Pick<Story, 'id'>): boolean {
  return story.id.startsWith(FALLBACK_ID_PREFIX);
}

/** reading-experience §5 "sub_headline contains the word error": the whole word, any case ("Feed error" yes, "terrorism" no). */
export function mentionsError(subHeadline: string | undefined): boolean {
  return subHeadline !== undefined && ERROR_WORD.test(subHeadline);
}

/**
 * Whether a story may appear in any list (feed, search, local, trending, related).
 * A story whose published_at is present but unparsable is skipped (§5); one with no date at all stays
 * and ranks as undated (§9 "undated stories count as 24 h old").
 */
export function isStoryShown(story: Pick<Story, 'id' | 'sub_headline' | 'published_at'>): boolean {
  return !isFallbackStory(story) && !mentionsError(story.sub_headline) && !isUnparsableDate(story.published_at);
}

/** reading-experience §5: GIF images are excluded. Judged by the URL path, ignoring query string and fragment. */
export function isGifUrl(url: string): boolean {
  const trimmed = url.trim().toLowerCase();
  if (trimmed.startsWith('data:')) return trimmed.startsWith('data:image/gif');
  const path = trimmed.split(/[?#]/u, 1)[0] ?? '';
  return path.endsWith('.gif');
}

/** A usable still image: non-empty, not a GIF, and not a video or audio item. */
export function isStillImage(media: Pick<MediaItem, 'type' | 'url'>): boolean {
  const type = media.type.trim().toLowerCase();
  const isImageType = type === '' || type === 'image' || type === 'photo' || type.startsWith('image/');
  return isImageType && media.url.trim() !== '' && !isGifUrl(media.url);
}

/** Still images of the sources in source order, each source's is_primary image before its others. */
export function sourceImages(sources: readonly Source[]): Array<{ media: MediaItem; source: Source }> {
  const images: Array<{ media: MediaItem; source: Source }> = [];
  for (const source of sources) {
    const stills = source.media.filter(isStillImage);
    for (const media of stills) if (media.is_primary) images.push({ media, source });
    for (const media of stills) if (!media.is_primary) images.push({ media, source });
  }
  return images;
}

/**
 * The story's image: its primary image unless it is a GIF or the placeholder (which an edition built
 * by the ingest service names for a story without an image); else the first primary still image of
 * its sources (sorted as shown), then any still image of its sources; null when there is none.
 */
export function storyImageUrl(story: Pick<Story, 'primary_image_url' | 'sources'>): string | null {
  const primary = story.primary_image_url?.trim();
  if (primary && !isGifUrl(primary) && primary !== PLACEHOLDER_IMAGE_URL) return primary;
  const images = sourceImages(sortSources(story.sources));
  const chosen = images.find((image) => image.media.is_primary) ?? images[0];
  return chosen?.media.url ?? null;
}
