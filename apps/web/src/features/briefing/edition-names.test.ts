import type { BriefingEpisode } from '@tidings/core/briefing/episodes';
import { describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { editionName, episodeTitle } from './edition-names.ts';

const episode = (title: string) =>
  ({
    region: 'california',
    dateKey: '2026-11-13',
    item: { title, podcastType: 'California Edition' },
  }) as BriefingEpisode;

describe('briefing names in the reader’s language', () => {
  it('names the edition and dates the title in Dutch for a Dutch reader', () => {
    const t = i18n.getFixedT('nl');
    expect(editionName(episode(''), t)).toBe('Editie Californië');
    expect(episodeTitle(episode('California Edition — Friday 13 November'), t, 'nl-NL')).toBe(
      'Editie Californië — vrijdag 13 november',
    );
  });

  it('keeps the edition’s own English, and any title in another form', () => {
    expect(episodeTitle(episode('California Edition — Friday 13 November'), i18n.getFixedT('en'), 'en-US')).toBe(
      'California Edition — Friday 13 November',
    );
    expect(episodeTitle(episode('A special on the wildfires'), i18n.getFixedT('nl'), 'nl-NL')).toBe(
      'A special on the wildfires',
    );
  });

  it('falls back to the edition’s name for a region it does not know', () => {
    expect(editionName({ ...episode(''), region: 'mars' } as BriefingEpisode, i18n.getFixedT('nl'))).toBe(
      'California Edition',
    );
  });
});
