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

/** Whether a source's link is a sound file: a podcast's episode, listened to rather than read. */
export function isAudioSource(source: { url?: string | undefined }): boolean {
  return AUDIO_FILE.test(source.url ?? '');
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
