/**
 * The edition the digest tests read, around Monday 23 November 2026, 07:00 UTC (ISO week 48):
 * stories of the week, of the last day, an old one, and bursts of outlets that are breaking news
 * and one that is not.
 */
import { type EditionFolder, editionFolder, fixtureStory, type StoryFixture } from '../../test/editions.ts';

export const MONDAY_MORNING = Date.parse('2026-11-23T07:00:00Z');

const outlet = (name: string, at: string) => ({
  name,
  url: `https://${name.toLowerCase().replaceAll(' ', '')}.example/${at}`,
  publishedAt: at,
  word_count: 500,
});

/** `count` different outlets, reporting every `everyMinutes` from `start`. */
function burst(id: string, start: string, count: number, everyMinutes: number, first: string[] = []) {
  const names = [
    ...first,
    'Wire One',
    'Wire Two',
    'Daily Ledger',
    'Evening Post',
    'Morning Star',
    'City Herald',
    'Metro Times',
  ];
  return names.slice(0, count).map((name, i) => ({
    ...outlet(name, new Date(Date.parse(start) + i * everyMinutes * 60_000).toISOString()),
    url: `https://${name.toLowerCase().replaceAll(' ', '')}.example/${id}`,
  }));
}

export const STORIES: StoryFixture[] = [
  fixtureStory({
    id: 'vote-recount',
    headline: 'Recount of the council vote begins',
    categories: ['Politics'],
    published_at: '2026-11-22T10:00:00Z',
    sources: [outlet('Wire One', '2026-11-22T10:00:00Z'), outlet('Daily Ledger', '2026-11-22T11:00:00Z')],
  }),
  fixtureStory({
    id: 'volcano-erupts',
    headline: 'Volcano erupts near a coastal town',
    categories: ['World'],
    published_at: '2026-11-22T12:00:00Z',
    sources: [outlet('Evening Post', '2026-11-22T12:00:00Z'), outlet('City Herald', '2026-11-22T12:30:00Z')],
  }),
  fixtureStory({
    id: 'gazette-exclusive',
    headline: 'Shipyard wins a large order',
    categories: ['Business'],
    published_at: '2026-11-20T09:00:00Z',
  }),
  fixtureStory({
    id: 'tech-launch',
    headline: 'A new phone chip promises longer battery life',
    categories: ['Technology'],
    published_at: '2026-11-23T03:00:00Z',
    sources: [outlet('Metro Times', '2026-11-23T03:00:00Z')],
  }),
  fixtureStory({
    id: 'old-story',
    headline: 'Library extends its opening hours',
    categories: ['World'],
    published_at: '2026-11-10T09:00:00Z',
  }),
  fixtureStory({
    id: 'quake-breaking',
    headline: 'Strong earthquake shakes the capital',
    categories: ['World'],
    published_at: '2026-11-23T04:00:00Z',
    sources: burst('quake-breaking', '2026-11-23T04:00:00Z', 6, 20),
  }),
  fixtureStory({
    id: 'storm-breaking',
    headline: 'Storm closes the main port',
    categories: ['World'],
    published_at: '2026-11-23T05:00:00Z',
    sources: burst('storm-breaking', '2026-11-23T05:00:00Z', 5, 15, ['Harbour Gazette']),
  }),
  fixtureStory({
    id: 'slow-burn',
    headline: 'Debate over the bridge toll goes on',
    categories: ['Politics'],
    published_at: '2026-11-22T20:00:00Z',
    // Six outlets, but spread over ten hours: picked up slowly, not breaking.
    sources: burst('slow-burn', '2026-11-22T20:00:00Z', 6, 120),
  }),
];

/** Two more bursts on the same morning: four breaking stories, more than a day's three alerts. */
export const MORE_BREAKING: StoryFixture[] = [
  fixtureStory({
    id: 'dam-breaking',
    headline: 'Dam gives way after heavy rain',
    categories: ['Environment'],
    published_at: '2026-11-23T05:30:00Z',
    sources: burst('dam-breaking', '2026-11-23T05:30:00Z', 5, 10),
  }),
  fixtureStory({
    id: 'blackout-breaking',
    headline: 'Blackout across the north',
    categories: ['World'],
    published_at: '2026-11-23T06:00:00Z',
    sources: burst('blackout-breaking', '2026-11-23T06:00:00Z', 5, 5),
  }),
];

export const DUTCH = [
  { story_id: 'vote-recount', headline: 'Hertelling van de raadsstemming begint' },
  { story_id: 'quake-breaking', headline: 'Zware aardbeving schudt de hoofdstad' },
];

export async function digestEdition(stories: StoryFixture[] = STORIES): Promise<EditionFolder> {
  const folder = await editionFolder();
  await publishThisWeek(folder, stories);
  return folder;
}

/** A week later: Monday 30 November 2026, 07:00 UTC (ISO week 49), with a story of its own week. */
export const NEXT_MONDAY_MORNING = Date.parse('2026-11-30T07:00:00Z');
export const NEXT_WEEK: StoryFixture[] = [
  fixtureStory({
    id: 'ferry-resumes',
    headline: 'Ferry service resumes after repairs',
    categories: ['World'],
    published_at: '2026-11-29T20:00:00Z',
  }),
];

export async function publishNextWeek(folder: EditionFolder): Promise<void> {
  await folder.write({ fetch_date: '2026-11-30T06:45:00Z', stories: NEXT_WEEK, translations: DUTCH });
}

export async function publishThisWeek(folder: EditionFolder, stories: StoryFixture[] = STORIES): Promise<void> {
  await folder.write({ fetch_date: '2026-11-23T06:45:00Z', stories, translations: DUTCH });
}
