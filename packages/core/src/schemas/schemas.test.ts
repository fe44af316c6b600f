import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../account/options.ts';
import { dailyDigestOn } from '../plans/entitlement.ts';
import { preferencesSchema } from './account.ts';
import { INVALID_NEWS_DATA, parseNewsFile, parseTranslationFile } from './edition.ts';
import { cityFileSchema, manualLocationSchema } from './geo.ts';
import { INVALID_MEDIA_DATA, parseMediaCatalogue } from './media.ts';

const story = {
  id: 'lisbon-tram-line-reopens',
  headline: 'Lisbon tram line reopens',
  sub_headline: 'Restored cars return to the hills',
  description: 'The line runs again after a year of work.',
  categories: ['World'],
  tags: ['lisbon', 'transport'],
  location: { city: 'Lisbon', country: 'Portugal', scope: 'local', coordinates: { latitude: 38.72, longitude: -9.14 } },
  published_at: '2026-11-20T05:00:00Z',
  analytics: { global_relevance: 3, local_relevance: 9, cleanliness: 8, political_neutrality: 9, popularity_score: 6 },
  sources: [
    {
      name: 'Tagus Daily',
      original_headline: 'Tram 28 is back',
      url: 'https://tagusdaily.example/tram',
      publishedAt: '2026-11-20T05:10:00Z',
      word_count: 640,
      reading_time_minutes: 3,
      media: [{ type: 'image', url: '/images/world-1.svg', is_primary: true, alt: 'A tram' }],
    },
  ],
};

describe('news file', () => {
  it('parses a valid file with its stories and locales', () => {
    const file = parseNewsFile({
      fetch_date: '2026-11-20T06:00:00Z',
      supported_locales: {
        'nl-NL': {
          name: 'nl-NL',
          display_name: 'Nederlands',
          countries: ['Netherlands'],
          translation_file: 'translations/nl-NL.json',
        },
      },
      stories: [story],
    });
    expect(file.stories).toHaveLength(1);
    expect(file.stories[0]?.sources[0]?.media[0]?.is_primary).toBe(true);
    expect(file.supported_locales['nl-NL']?.translation_file).toBe('translations/nl-NL.json');
    expect(file.rejected).toEqual([]);
  });

  it('keeps the merged story ids (story_aliases), which an edition may leave out', () => {
    const file = parseNewsFile({ stories: [story], story_aliases: { 'tram-28-back': 'lisbon-tram-line-reopens' } });
    expect(file.story_aliases).toEqual({ 'tram-28-back': 'lisbon-tram-line-reopens' });
    expect(parseNewsFile({ stories: [story] }).story_aliases).toBeUndefined();
    expect(() => parseNewsFile({ stories: [story], story_aliases: { 'tram-28-back': 28 } })).toThrow(INVALID_NEWS_DATA);
  });

  it('fails with the spec message when the stories array is missing', () => {
    expect(() => parseNewsFile({ fetch_date: '2026-11-20T06:00:00Z' })).toThrow(INVALID_NEWS_DATA);
    expect(() => parseNewsFile({ stories: 'none' })).toThrow('Invalid news data received from server');
    expect(() => parseNewsFile(null)).toThrow(INVALID_NEWS_DATA);
  });

  it('leaves out a malformed story instead of failing the whole file', () => {
    const file = parseNewsFile({ stories: [story, { id: 'no-headline' }] });
    expect(file.stories.map((s) => s.id)).toEqual(['lisbon-tram-line-reopens']);
    expect(file.rejected).toEqual(['no-headline']);
  });

  it('refuses analytics outside 0-10', () => {
    const file = parseNewsFile({ stories: [{ ...story, analytics: { global_relevance: 11 } }] });
    expect(file.stories).toHaveLength(0);
  });
});

describe('translation file', () => {
  it('parses translations keyed by story_id', () => {
    const file = parseTranslationFile({
      translations: [{ story_id: 'lisbon-tram-line-reopens', headline: 'Lissabonse tramlijn weer open' }],
    });
    expect(file.translations[0]?.headline).toBe('Lissabonse tramlijn weer open');
  });

  it('refuses an entry without story_id', () => {
    expect(() => parseTranslationFile({ translations: [{ headline: 'x' }] })).toThrow();
  });
});

describe('media catalogue', () => {
  const entry = {
    title: 'Global Edition',
    description: 'The day in five minutes',
    file: 'global-briefing.mp3',
    file_path: 'audio/global-briefing.mp3',
    podcast_date: '2026-11-20',
    upload_date: '2026-11-20T05:30:00Z',
    audio_duration_seconds: 42,
    podcast_type: 'Global Edition',
    podcast_identifier: 'global-2026-11-20',
    podcast_states: [],
    podcast_countries: [],
  };

  it('parses regions with podcasts keyed by date', () => {
    const catalogue = parseMediaCatalogue({
      last_updated: '2026-11-20T06:00:00Z',
      regions: { global: { podcasts: { '2026-11-20': entry } } },
    });
    expect(catalogue.regions.global?.podcasts['2026-11-20']?.audio_duration_seconds).toBe(42);
  });

  it('fails with the spec message when regions is missing', () => {
    expect(() => parseMediaCatalogue({ last_updated: '2026-11-20T06:00:00Z' })).toThrow(INVALID_MEDIA_DATA);
    expect(() => parseMediaCatalogue({ regions: [] })).toThrow('Invalid media data received from server');
  });
});

describe('cities and locations', () => {
  it('parses a city list entry and refuses a latitude out of range', () => {
    expect(cityFileSchema.parse([{ name: 'Amsterdam', country: 'Netherlands', lat: 52.37, lon: 4.9 }])).toHaveLength(1);
    expect(() => cityFileSchema.parse([{ name: 'Nowhere', country: 'X', lat: 91, lon: 0 }])).toThrow();
  });

  it('treats a manual location without a city as invalid', () => {
    const valid = {
      latitude: 52.37,
      longitude: 4.9,
      city: 'Amsterdam',
      country: 'Netherlands',
      source: 'manual',
      timestamp: 1,
    };
    expect(manualLocationSchema.safeParse(valid).success).toBe(true);
    expect(manualLocationSchema.safeParse({ ...valid, city: '' }).success).toBe(false);
  });
});

describe('preferences', () => {
  it('fills the spec defaults', () => {
    const prefs = preferencesSchema.parse({});
    // The daily digest is left to the plan (§5: its default equals premium status).
    expect(prefs.emailSettings).toEqual({ weeklyDigest: true, breakingNews: true, productUpdates: true });
    expect(prefs.theme).toBe('auto');
    expect(prefs.onboarding_completed).toBe(false);
  });
  it('has the daily digest on by default exactly while premium, and a choice kept through plans', () => {
    const unset = preferencesSchema.parse({}).emailSettings;
    expect(dailyDigestOn(unset, true)).toBe(true);
    expect(dailyDigestOn(unset, false)).toBe(false);
    expect(dailyDigestOn({ dailyDigest: false }, true)).toBe(false);
    expect(dailyDigestOn({ dailyDigest: true }, true)).toBe(true);
    // Shown and sent only to premium readers, whatever is stored.
    expect(dailyDigestOn({ dailyDigest: true }, false)).toBe(false);
  });
  it('has the defaults the web app fills in without zod', () => {
    expect(preferencesSchema.parse({})).toEqual(DEFAULT_PREFERENCES);
  });
});
