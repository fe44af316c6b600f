/** Read time of a story or a source: reading-experience §3 and §9. */

/** reading-experience §9: reading speed 200 words per minute. */
export const WORDS_PER_MINUTE = 200;
/** reading-experience §9: default read time 5 minutes. */
export const DEFAULT_READ_TIME_MINUTES = 5;

/** Minutes to read `words` words: words / 200, rounded, at least 1. */
export function readTimeFromWords(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/**
 * A read time given as a number or as text ("4 min read" → 4: the first number in the text);
 * null when there is no positive number. Whole minutes, at least 1.
 */
export function parseReadTime(value: number | string | null | undefined): number | null {
  if (value == null) return null;
  const minutes = typeof value === 'number' ? value : Number(/\d+(?:[.,]\d+)?/u.exec(value)?.[0]?.replace(',', '.'));
  if (!Number.isFinite(minutes) || minutes <= 0) return null;
  return Math.max(1, Math.round(minutes));
}

interface TimedSource {
  word_count?: number | undefined;
  reading_time_minutes?: number | string | undefined;
}

/** Links to a video site's page (YouTube, Vimeo). */
const VIDEO_SITE = /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com|youtu\.be|vimeo\.com)\//iu;
/**
 * Links to an outlet's own video section: a path through "video" or "videos" ("cnn.com/videos/…",
 * "nytimes.com/video/…"), the BBC's "news/av/", or a video host of its own ("video.foxnews.com/…").
 */
const VIDEO_SECTION = /^https?:\/\/(?:video\.[^/?#]+\/|[^/?#]+\/(?:[^?#]*\/)?(?:videos?|news\/av)\/)/iu;

/**
 * Whether a source's link is a video page ("https://www.youtube.com/watch?v=…",
 * "https://edition.cnn.com/videos/…"): a source there is watched, and has no read time.
 */
export function isVideoSource(source: { url?: string | undefined }): boolean {
  const url = source.url ?? '';
  return VIDEO_SITE.test(url) || VIDEO_SECTION.test(url);
}

/**
 * A link to a sound file ("https://dts.podtrac.com/redirect.mp3/…/episode.mp3", CNN's podcast in its
 * feed): a source there is listened to, and has no read time either.
 */
const AUDIO_FILE = /^[^?#]*\.(?:mp3|m4a|aac|oga|ogg|opus|wav)(?:[?#]|$)/iu;

/** A link into an outlet's podcast section ("latimes.com/podcasts/story/…"). */
const PODCAST_SECTION = /^https?:\/\/[^/?#]+\/(?:[^?#]*\/)?podcasts?\//iu;
/** A headline its outlet labels as a podcast's episode ("Podcast: The story of an unsung Black Panther"). */
const PODCAST_LABEL = /^podcast\s*[:|]/iu;

interface LinkedSource {
  url?: string | undefined;
  /** The outlet's headline, where its label tells what the link is ("Podcast: …", "Photos: …"). */
  headline?: string | undefined;
}

/**
 * Whether a source is a podcast's episode, listened to rather than read: a link to a sound file, into
 * the outlet's podcast section, or a headline labelled "Podcast:".
 */
export function isAudioSource(source: LinkedSource): boolean {
  const url = source.url ?? '';
  return AUDIO_FILE.test(url) || PODCAST_SECTION.test(url) || PODCAST_LABEL.test(source.headline ?? '');
}

/**
 * A headline its outlet labels as a photo gallery ("Photos: A week after oil spill, …", the LA Times'
 * Spanish "FOTOS | …", "In pictures: …", Dutch "Foto's: …"), or one of the week's or the day's photos
 * ("The Age photos of the week, 17 October, 2021").
 */
const GALLERY_LABEL = /^(?:photos?|fotos?|foto's|in pictures|gallery|galerij)\s*[:|]|\bphotos of the (?:week|day)\b/iu;
/** A link into an outlet's gallery section ("…/gallery/…", "…/in-pictures/…", "…/photos/…"). */
const GALLERY_SECTION = /^https?:\/\/[^/?#]+\/(?:[^?#]*\/)?(?:photos|galleries|gallery|in-pictures|fotoseries)\//iu;

/** Whether a source is a photo gallery: looked at, so it has no read time to show either. */
export function isGallerySource(source: LinkedSource): boolean {
  return GALLERY_LABEL.test(source.headline ?? '') || GALLERY_SECTION.test(source.url ?? '');
}

/**
 * Whether a source is watched, listened to or looked at rather than read (a video, a podcast's
 * episode, a gallery): its headline leads a story only where no written report's can.
 */
export function isNotRead(source: LinkedSource): boolean {
  return isVideoSource(source) || isAudioSource(source) || isGallerySource(source);
}

/** One source: its word count, else its own read time, else the default 5 minutes. */
export function sourceReadTime(source: TimedSource): number {
  if (source.word_count !== undefined && source.word_count > 0) return readTimeFromWords(source.word_count);
  return parseReadTime(source.reading_time_minutes) ?? DEFAULT_READ_TIME_MINUTES;
}

/**
 * A story: average word count over the sources that have one (a count of 0 is treated as missing) / 200,
 * at least 1. Without any word count, the first source read time that parses; otherwise 5.
 */
export function storyReadTime(sources: readonly TimedSource[]): number {
  let words = 0;
  let counted = 0;
  for (const source of sources) {
    if (source.word_count !== undefined && source.word_count > 0) {
      words += source.word_count;
      counted += 1;
    }
  }
  if (counted > 0) return readTimeFromWords(words / counted);
  for (const source of sources) {
    const minutes = parseReadTime(source.reading_time_minutes);
    if (minutes !== null) return minutes;
  }
  return DEFAULT_READ_TIME_MINUTES;
}
