/** A briefing catalogue dated from the real clock, for the player tests: today, yesterday and three days ago. */
import type { MediaCatalogue, PodcastEntry } from '@tidings/core/schemas/media';

const HOUR_MS = 3_600_000;
const dateKey = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export function testCatalogue(now = Date.now()): MediaCatalogue {
  // A minute ago is today on any clock; 24 hours ago is yesterday; 72 hours ago is older.
  const uploads = [now - 60_000, now - 24 * HOUR_MS, now - 72 * HOUR_MS];
  const region = (id: string, type: string, fields: Partial<PodcastEntry> = {}) => ({
    podcasts: Object.fromEntries(
      uploads.map((ms) => {
        const key = dateKey(ms);
        const entry: PodcastEntry = {
          title: `${type} — ${key}`,
          description: `${type} of ${key}`,
          file: `${id}-briefing.mp3`,
          file_path: `audio/${id}-briefing.mp3`,
          podcast_date: key,
          upload_date: new Date(ms).toISOString(),
          audio_duration_seconds: 200,
          podcast_type: type,
          podcast_type_description: `About ${type}`,
          podcast_identifier: `${id}-${key}`,
          podcast_states: [],
          podcast_countries: [],
          ...fields,
        };
        return [key, entry];
      }),
    ),
  });
  return {
    last_updated: new Date(now).toISOString(),
    regions: {
      global: region('global', 'Global Edition'),
      india: region('india', 'India Edition', { podcast_countries: ['India', 'IN'] }),
      netherlands: region('netherlands', 'Netherlands Edition', { podcast_countries: ['Netherlands', 'NL'] }),
    },
  };
}

export const keyDaysAgo = (days: number, now = Date.now()) =>
  dateKey(now - days * 24 * HOUR_MS - (days === 0 ? 60_000 : 0));
