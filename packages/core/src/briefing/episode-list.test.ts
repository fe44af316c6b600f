import { describe, expect, it } from 'vitest';
import { groupByDay, mergeRegions } from './episode-list.ts';
import { allEpisodes, type BriefingEpisode, toEpisode } from './episodes.ts';
import { catalogue, NOW, podcast } from './test-fixtures.ts';

const episode = (regionId: string, dateKey: string, upload_date: string) =>
  toEpisode(regionId, dateKey, podcast(regionId, dateKey, { upload_date }), '');
const names = (episodes: BriefingEpisode[]) => episodes.map((e) => `${e.region} ${e.dateKey}`);

describe('merging the regions into one list', () => {
  it('puts global first, then everything else newest upload first', () => {
    const merged = mergeRegions([
      episode('india', '2026-11-20', '2026-11-20T05:29:00Z'),
      episode('global', '2026-11-19', '2026-11-19T05:35:00Z'),
      episode('usa', '2026-11-20', '2026-11-20T05:34:00Z'),
      episode('global', '2026-11-20', '2026-11-20T05:35:00Z'),
      episode('bengal', '2026-11-19', 'sometime'),
      episode('india', '2026-11-19', '2026-11-19T05:29:00Z'),
    ]);
    expect(names(merged)).toEqual([
      'global 2026-11-20',
      'global 2026-11-19',
      'usa 2026-11-20',
      'india 2026-11-20',
      'india 2026-11-19',
      'bengal 2026-11-19',
    ]);
  });

  it('works on a whole catalogue', () => {
    const all = allEpisodes(
      catalogue({
        india: { podcasts: { '2026-11-20': podcast('india', '2026-11-20') } },
        global: { podcasts: { '2026-11-19': podcast('global', '2026-11-19') } },
      }),
      '',
    );
    expect(names(mergeRegions(all))).toEqual(['global 2026-11-19', 'india 2026-11-20']);
  });
});

describe('grouping by upload day', () => {
  const list = [
    episode('global', '2026-11-20', '2026-11-20T05:35:00Z'),
    episode('global', '2026-11-19', '2026-11-19T23:59:00Z'),
    episode('global', '2026-11-18', '2026-11-18T05:35:00Z'),
    episode('india', '2026-11-20', 'not a date'),
  ];

  it('sorts into today, yesterday and older by calendar day, an unreadable date into older', () => {
    const groups = groupByDay(list, NOW);
    expect(names(groups.today)).toEqual(['global 2026-11-20']);
    expect(names(groups.yesterday)).toEqual(['global 2026-11-19']);
    expect(names(groups.older)).toEqual(['global 2026-11-18', 'india 2026-11-20']);
  });

  it('uses the reader’s calendar: late yesterday in UTC is today an hour east', () => {
    const groups = groupByDay(list, NOW, 60);
    expect(names(groups.today)).toEqual(['global 2026-11-20', 'global 2026-11-19']);
    expect(groups.yesterday).toEqual([]);
  });
});
