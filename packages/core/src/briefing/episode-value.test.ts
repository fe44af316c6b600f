import { describe, expect, it } from 'vitest';
import { episodeValue, parseEpisodeValue } from './episode-value.ts';

describe('the edition dropdown value', () => {
  it('is region, hyphen, date key', () => {
    expect(episodeValue('global', '2026-11-23')).toBe('global-2026-11-23');
  });

  it('is split on the first hyphen', () => {
    expect(parseEpisodeValue('global-2026-11-23')).toEqual({ region: 'global', dateKey: '2026-11-23' });
    expect(parseEpisodeValue('unitedkingdom-2026-11-20')).toEqual({ region: 'unitedkingdom', dateKey: '2026-11-20' });
  });

  it('is ignored with fewer than three hyphen-separated parts', () => {
    expect(parseEpisodeValue('global-2026')).toBeUndefined();
    expect(parseEpisodeValue('global')).toBeUndefined();
    expect(parseEpisodeValue('')).toBeUndefined();
    expect(parseEpisodeValue('-2026-11')).toBeUndefined();
  });
});
