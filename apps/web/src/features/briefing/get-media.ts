/**
 * GET /media.json: the briefing catalogue on our own origin, no auth (reading-experience §7).
 * The server checked it with the full schema; the browser checks its shape without zod (docs/decisions/0003).
 */
import { readMediaCatalogue } from '@tidings/core/briefing/catalogue-shape';
import type { MediaCatalogue } from '@tidings/core/schemas/media';

export const MEDIA_PATH = '/media.json';

/** reading-experience §8: "Catalogue fetch failure: 'Failed to fetch media data: {status}'". */
export async function getMedia(signal?: AbortSignal): Promise<MediaCatalogue> {
  const response = await fetch(MEDIA_PATH, { headers: { accept: 'application/json' }, ...(signal ? { signal } : {}) });
  if (!response.ok) throw new Error(`Failed to fetch media data: ${response.status}`);
  return readMediaCatalogue(await response.json());
}
