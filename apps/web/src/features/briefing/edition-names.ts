/**
 * Briefing edition names and titles in the reader's language (issue #16 item 5): the edition name
 * from the locale files by region, the date by Intl. Editions are written in English: for a reader
 * of another language a title in the editions' own form ("Global Edition — Friday 13 November")
 * is rewritten; any other title is shown as it is.
 */
import type { BriefingEpisode } from '@tidings/core/briefing/episodes';
import type { TFunction } from 'i18next';

export function editionName(episode: BriefingEpisode, t: TFunction): string {
  return t(`briefing.regionNames.${episode.region}`, { defaultValue: episode.item.podcastType });
}

export function episodeTitle(episode: BriefingEpisode, t: TFunction, locale: string): string {
  const { title, podcastType } = episode.item;
  const date = new Date(`${episode.dateKey}T12:00:00Z`);
  if (locale.startsWith('en') || !title.startsWith(`${podcastType} — `) || Number.isNaN(date.getTime())) return title;
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  return `${editionName(episode, t)} — ${day.format(date)}`;
}
