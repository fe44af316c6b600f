/**
 * The bundled sample edition is moved in time when loaded, so that its fetch_date is now and
 * every story keeps its age (issue 3). A real edition is never shifted.
 */
const DAY_MS = 86_400_000;

function shiftIso(value: unknown, deltaMs: number): unknown {
  if (typeof value !== 'string') return value;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms + deltaMs).toISOString();
}

interface RawNews {
  fetch_date?: unknown;
  stories?: Array<{ published_at?: unknown; sources?: Array<{ publishedAt?: unknown }> }>;
}

/** Returns a copy of a raw news file with every date moved so that fetch_date equals now. */
export function shiftNewsFile<T>(raw: T, now: number): T {
  const news = structuredClone(raw) as RawNews;
  const fetched = typeof news.fetch_date === 'string' ? Date.parse(news.fetch_date) : Number.NaN;
  if (Number.isNaN(fetched)) return news as T;
  const delta = now - fetched;
  news.fetch_date = new Date(now).toISOString();
  for (const story of news.stories ?? []) {
    story.published_at = shiftIso(story.published_at, delta);
    for (const source of story.sources ?? []) source.publishedAt = shiftIso(source.publishedAt, delta);
  }
  return news as T;
}

interface RawPodcast {
  title?: unknown;
  podcast_date?: unknown;
  upload_date?: unknown;
  podcast_identifier?: unknown;
}
interface RawMedia {
  last_updated?: unknown;
  regions?: Record<string, { podcasts?: Record<string, RawPodcast> }>;
}

const dateKey = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** How the sample's briefing titles name their day, e.g. 'Friday 20 November'. */
const dayLabel = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/**
 * Returns a copy of a raw media catalogue moved by whole days, so that its newest briefing is
 * dated today (UTC) and date keys stay calendar dates.
 */
export function shiftMediaFile<T>(raw: T, now: number): T {
  const media = structuredClone(raw) as RawMedia;
  const updated = typeof media.last_updated === 'string' ? Date.parse(media.last_updated) : Number.NaN;
  if (Number.isNaN(updated)) return media as T;
  const days = Math.round((Date.parse(dateKey(now)) - Date.parse(dateKey(updated))) / DAY_MS);
  const delta = days * DAY_MS;
  media.last_updated = shiftIso(media.last_updated, delta);
  for (const region of Object.values(media.regions ?? {})) {
    const shifted: Record<string, RawPodcast> = {};
    for (const [key, podcast] of Object.entries(region.podcasts ?? {})) {
      const keyMs = Date.parse(key);
      const newKey = Number.isNaN(keyMs) ? key : dateKey(keyMs + delta);
      if (typeof podcast.podcast_identifier === 'string') {
        podcast.podcast_identifier = podcast.podcast_identifier.replace(key, newKey);
      }
      podcast.podcast_date =
        typeof podcast.podcast_date === 'string' ? podcast.podcast_date.replace(key, newKey) : newKey;
      podcast.upload_date = shiftIso(podcast.upload_date, delta);
      if (typeof podcast.title === 'string' && !Number.isNaN(keyMs)) {
        podcast.title = podcast.title.replace(dayLabel.format(keyMs), dayLabel.format(keyMs + delta));
      }
      shifted[newKey] = podcast;
    }
    region.podcasts = shifted;
  }
  return media as T;
}
