/** The server's reading of the place cookie (place-cookie.ts), validated. */
import { type ReaderPlace, readerPlaceSchema } from '../schemas/geo.ts';
import { coarseDegrees } from './place-cookie.ts';

/**
 * The place a cookie holds, with coordinates made coarse, or undefined for a missing, malformed or
 * out-of-range one. Accepts the value as sent or already decoded (a cookie parser may decode it).
 */
export function parsePlaceCookie(value: string | undefined): ReaderPlace | undefined {
  if (!value || value.length > 1024) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(value.startsWith('{') ? value : decodeURIComponent(value));
  } catch {
    return undefined;
  }
  const parsed = readerPlaceSchema.safeParse(json);
  if (!parsed.success) return undefined;
  const place = parsed.data;
  return { ...place, latitude: coarseDegrees(place.latitude), longitude: coarseDegrees(place.longitude) };
}
