/** Cities, locations and languages: reading-experience §3. */
import { z } from 'zod';

/** An entry of cities.json as shipped (name, country, lat, lon). */
export const cityFileEntrySchema = z.object({
  name: z.string().min(1),
  country: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  region: z.string().optional(),
  popular: z.boolean().optional(),
});
export type CityFileEntry = z.infer<typeof cityFileEntrySchema>;
export const cityFileSchema = z.array(cityFileEntrySchema);

export const citySchema = z.object({
  name: z.string(),
  country: z.string(),
  displayName: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  region: z.string().optional(),
});
export type City = z.infer<typeof citySchema>;

export const locationSourceSchema = z.enum(['browser', 'ip', 'manual']);
export type LocationSource = z.infer<typeof locationSourceSchema>;

export const locationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracy: z.number().nonnegative().optional(),
  city: z.string().optional(),
  country: z.string().optional(),
  state: z.string().optional(),
  displayName: z.string().optional(),
  source: locationSourceSchema.optional(),
  timestamp: z.number().optional(),
});
export type Location = z.infer<typeof locationSchema>;

/** A manual location needs all four of city, country, latitude and longitude (§4). */
export const manualLocationSchema = locationSchema.extend({
  city: z.string().min(1),
  country: z.string().min(1),
  source: z.literal('manual'),
  timestamp: z.number(),
});
export type ManualLocation = z.infer<typeof manualLocationSchema>;

const placeName = (max: number) => z.string().max(max);

/** A reader's own place as the browser shows it and names it to the server (geo/place-cookie.ts). */
export const readerPlaceSchema = z.object({
  city: placeName(120),
  country: placeName(120),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  state: placeName(120).optional(),
  displayName: placeName(240).optional(),
  source: locationSourceSchema.optional(),
});
export type ReaderPlace = z.infer<typeof readerPlaceSchema>;

export const languageSchema = z.object({
  code: z.string(),
  displayName: z.string(),
  nativeDisplayName: z.string(),
});
export type Language = z.infer<typeof languageSchema>;
