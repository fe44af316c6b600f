/** Small editions written to a temporary folder, for tests that swap editions. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface StoryFixture {
  id: string;
  headline?: string;
  sub_headline?: string;
  categories?: string[];
  tags?: string[];
  published_at?: string;
  primary_image_url?: string;
  location?: { city?: string; country?: string; coordinates?: { latitude: number; longitude: number } };
  analytics?: Record<string, number>;
  sources?: Array<{ name: string; url: string; publishedAt?: string; word_count?: number; original_headline?: string }>;
  /** Whose words the text is, by source url (decision 0026). */
  credits?: { headline?: string; sub_headline?: string; description?: string };
}

export function fixtureStory(overrides: StoryFixture): StoryFixture {
  return {
    headline: `Headline of ${overrides.id}`,
    sub_headline: `Sub-headline of ${overrides.id}`,
    categories: ['World'],
    tags: [],
    published_at: '2026-11-20T05:00:00Z',
    sources: [{ name: 'Harbour Gazette', url: `https://harbourgazette.example/${overrides.id}`, word_count: 600 }],
    ...overrides,
  };
}

export interface EditionFolder {
  dir: string;
  newsFile: string;
  write(edition: {
    fetch_date: string;
    stories: StoryFixture[];
    translations?: Record<string, unknown>[];
    /** Merged story ids: old id -> the id it answers as now (issue 17). */
    story_aliases?: Record<string, string>;
  }): Promise<void>;
  remove(): Promise<void>;
}

export async function editionFolder(): Promise<EditionFolder> {
  const dir = await mkdtemp(path.join(tmpdir(), 'tidings-edition-'));
  const newsFile = path.join(dir, 'news.json');
  return {
    dir,
    newsFile,
    async write({ fetch_date, stories, translations, story_aliases }) {
      await mkdir(path.join(dir, 'translations'), { recursive: true });
      const supported_locales = translations
        ? {
            'nl-NL': {
              name: 'nl-NL',
              display_name: 'Nederlands',
              countries: ['Netherlands'],
              translation_file: 'translations/nl-NL.json',
            },
          }
        : {};
      if (translations) await writeFile(path.join(dir, 'translations/nl-NL.json'), JSON.stringify({ translations }));
      await writeFile(newsFile, JSON.stringify({ fetch_date, supported_locales, story_aliases, stories }));
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
