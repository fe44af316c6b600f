/** Dates of stories and sources, which arrive as text (reading-experience §3). */

export const MS_PER_HOUR = 3_600_000;

/** Milliseconds since the epoch, or null for a missing or unparsable date. */
export function parseDateMs(value: string | null | undefined): number | null {
  if (value == null || value.trim() === '') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** True when a date is given but cannot be read; a missing date is "undated", not unparsable. */
export function isUnparsableDate(value: string | null | undefined): boolean {
  return value != null && value.trim() !== '' && parseDateMs(value) === null;
}

/** ISO 8601 text of a date given as text, or null when missing or unparsable. */
export function toIsoDate(value: string | null | undefined): string | null {
  const ms = parseDateMs(value);
  return ms === null ? null : new Date(ms).toISOString();
}
