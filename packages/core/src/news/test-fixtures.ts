/** Small builders for news tests: a complete, neutral story that each test bends with overrides. */
import type { Source, Story } from '../schemas/edition.ts';
import { MS_PER_HOUR } from './dates.ts';
import { type PreparedStory, prepareStory } from './prepare.ts';

/** The clock of every news test: 2025-06-01 12:00 UTC. */
export const NOW = Date.parse('2025-06-01T12:00:00.000Z');

/** ISO text of the moment `hours` before NOW. */
export function hoursAgo(hours: number): string {
  return new Date(NOW - hours * MS_PER_HOUR).toISOString();
}

export const AMSTERDAM = { latitude: 52.3676, longitude: 4.9041 };

export function makeSource(overrides: Partial<Source> = {}): Source {
  return {
    name: 'Harbour Courier',
    original_headline: '',
    url: 'https://example.com/article',
    media: [],
    ...overrides,
  };
}

/** A story published at NOW, no categories, tags, location, sources or analytics unless overridden. */
export function makeStory(overrides: Partial<Story> = {}): Story {
  return {
    id: 'story-1',
    headline: 'Headline',
    sub_headline: '',
    description: '',
    categories: [],
    tags: [],
    relevant_countries: [],
    published_at: hoursAgo(0),
    analytics: {},
    sources: [],
    ...overrides,
  };
}

export function makePrepared(overrides: Partial<Story> = {}): PreparedStory {
  return prepareStory(makeStory(overrides));
}

/** A story located at the given point (and country), for distance tests. */
export function located(latitude: number, longitude: number, country?: string, city?: string): Pick<Story, 'location'> {
  return {
    location: {
      coordinates: { latitude, longitude },
      ...(country ? { country } : {}),
      ...(city ? { city } : {}),
    },
  };
}
