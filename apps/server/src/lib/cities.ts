/** The bundled world city list, read once at start (reading-experience §3 City). */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { toCity } from '@tidings/core/geo/location-cities';
import { type City, cityFileSchema } from '@tidings/core/schemas/geo';
import { SAMPLE_EDITION_DIR } from '../config.ts';

export const CITIES_FILE = path.join(SAMPLE_EDITION_DIR, 'cities.json');

export interface CityList {
  /** cities.json as shipped, served at /cities.json. */
  bytes: Buffer;
  cities: readonly City[];
  popular: readonly City[];
}

export async function loadCities(file = CITIES_FILE): Promise<CityList> {
  const bytes = await readFile(file);
  const entries = cityFileSchema.parse(JSON.parse(bytes.toString('utf8')));
  return {
    bytes,
    cities: entries.map(toCity),
    popular: entries.filter((entry) => entry.popular).map(toCity),
  };
}
