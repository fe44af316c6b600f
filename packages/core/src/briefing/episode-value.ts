/**
 * The value of an entry in the edition dropdown: region id, hyphen, date key
 * ('global-2026-11-23'). reading-experience §4: "split on the first hyphen"; §5: "a dropdown
 * value with fewer than 3 hyphen-separated parts is ignored".
 */
export const EPISODE_VALUE_MIN_PARTS = 3;

export function episodeValue(region: string, dateKey: string): string {
  return `${region}-${dateKey}`;
}

export function parseEpisodeValue(value: string): { region: string; dateKey: string } | undefined {
  if (value.split('-').length < EPISODE_VALUE_MIN_PARTS) return undefined;
  const hyphen = value.indexOf('-');
  const region = value.slice(0, hyphen);
  const dateKey = value.slice(hyphen + 1);
  if (region === '' || dateKey === '') return undefined;
  return { region, dateKey };
}
