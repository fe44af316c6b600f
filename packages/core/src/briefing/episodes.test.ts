import { describe, expect, it } from 'vitest';
import { editionsOf } from './editions.ts';
import {
  audioUrlFor,
  findBriefingByIdentifier,
  latestDateKey,
  latestEpisode,
  shareIdentifier,
  toPlayerItem,
} from './episodes.ts';
import { catalogue, podcast, region } from './test-fixtures.ts';

const ORIGIN = 'https://tidings.example';

describe('player items', () => {
  it('are made from a podcast entry with the date key and file as id and the audio on this origin', () => {
    const item = toPlayerItem(podcast('global', '2026-11-20', { audio_duration_seconds: 45 }), '2026-11-20', ORIGIN);
    expect(item).toEqual({
      id: '2026-11-20-global-briefing.mp3',
      title: 'global briefing 2026-11-20',
      description: 'What happened in global',
      audioUrl: 'https://tidings.example/audio/global-briefing.mp3',
      duration: 45,
      publishDate: '2026-11-20T05:30:00Z',
      episode: 1,
      podcastType: 'global Edition',
      podcastIdentifier: 'global-2026-11-20',
    });
  });

  it('default to episode 1 and the Global Edition type, and leave out a missing identifier', () => {
    const entry = podcast('global', '2026-11-20', { podcast_type: undefined, podcast_identifier: undefined });
    const item = toPlayerItem(entry, '2026-11-20', ORIGIN);
    expect(item.episode).toBe(1);
    expect(item.podcastType).toBe('Global Edition');
    expect('podcastIdentifier' in item).toBe(false);
  });

  it('join the origin and the file path with one slash and keep an absolute audio address', () => {
    expect(audioUrlFor('http://localhost:3000/', '/audio/a.mp3')).toBe('http://localhost:3000/audio/a.mp3');
    expect(audioUrlFor(ORIGIN, 'https://cdn.example/a.mp3')).toBe('https://cdn.example/a.mp3');
  });
});

describe('the latest podcast of a region', () => {
  it('is the one with the greatest date key, whatever the order in the file', () => {
    const shuffled = catalogue({
      global: {
        podcasts: {
          '2026-11-19': podcast('global', '2026-11-19'),
          '2026-11-20': podcast('global', '2026-11-20'),
          '2026-11-18': podcast('global', '2026-11-18'),
        },
      },
    });
    expect(latestDateKey(shuffled, 'global')).toBe('2026-11-20');
    expect(latestEpisode(shuffled, 'global', ORIGIN)?.item.title).toBe('global briefing 2026-11-20');
  });

  it('does not exist for an unknown or empty region', () => {
    const empty = catalogue({ global: { podcasts: {} } });
    expect(latestEpisode(empty, 'global', ORIGIN)).toBeUndefined();
    expect(latestEpisode(empty, 'mars', ORIGIN)).toBeUndefined();
  });
});

describe('finding a briefing by its identifier', () => {
  it('searches every region and takes the latest briefing carrying it', () => {
    const shared = { podcast_identifier: 'weekly-roundup' };
    const found = findBriefingByIdentifier(
      catalogue({
        global: { podcasts: { '2026-11-18': podcast('global', '2026-11-18', shared) } },
        india: { podcasts: { '2026-11-19': podcast('india', '2026-11-19', shared) } },
      }),
      'weekly-roundup',
      ORIGIN,
    );
    expect(found).toMatchObject({ region: 'india', dateKey: '2026-11-19' });
  });

  it('finds a briefing without identifier by region-date, its share identifier', () => {
    const entry = podcast('india', '2026-11-19', { podcast_identifier: undefined });
    const withoutId = catalogue({ india: { podcasts: { '2026-11-19': entry } } });
    const found = findBriefingByIdentifier(withoutId, 'india-2026-11-19', ORIGIN);
    expect(found?.region).toBe('india');
    expect(found && shareIdentifier(found)).toBe('india-2026-11-19');
  });

  it('finds nothing for an unknown identifier', () => {
    expect(findBriefingByIdentifier(catalogue({ global: region('global') }), 'nope', ORIGIN)).toBeUndefined();
  });
});

describe('editions', () => {
  it('are the regions with podcasts, named by the latest podcast’s type', () => {
    const editions = editionsOf(catalogue({ global: region('global'), empty: { podcasts: {} } }));
    expect(editions).toEqual([{ id: 'global', name: 'global Edition', description: 'News of global' }]);
  });
});
