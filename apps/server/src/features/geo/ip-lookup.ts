/**
 * The IP step of the location chain (reading-experience §4), offline: a MaxMind-format (.mmdb)
 * IP database read in the server. The bundled one is `@ip-location-db/geo-whois-asn-country-mmdb`
 * (CC0, 16 MB, country only); a city database of the same project (`dbip-city-mmdb`,
 * `geolite2-city-mmdb`) or any MaxMind City database can be configured instead (IP_DATABASE).
 * A country-only answer is placed at the country's largest place, without naming a city.
 */
import { readFile } from 'node:fs/promises';
import { countryNameOf } from '@tidings/core/geo/country-names';
import { Reader } from 'mmdb-lib';
import type { Gazetteer } from './gazetteer.ts';

/** What the IP step answers: the shape `locationFromIpAnswer` (core) reads. */
export interface IpLocation {
  latitude: number;
  longitude: number;
  country: string;
  city?: string;
  region?: string;
}

/** Record shapes: ip-location-db's flat fields, or MaxMind's nested ones. */
interface IpRecord {
  country_code?: string;
  city?: string | { names?: Record<string, string> };
  state1?: string;
  latitude?: number;
  longitude?: number;
  country?: { iso_code?: string };
  location?: { latitude?: number; longitude?: number };
  subdivisions?: Array<{ names?: Record<string, string> }>;
}

export interface IpDatabase {
  lookup(ip: string): IpLocation | null;
}

export async function openIpDatabase(file: string, places: () => Gazetteer): Promise<IpDatabase> {
  const reader = new Reader(await readFile(file));
  return {
    lookup(ip) {
      let record: IpRecord | null;
      try {
        // Its records are not MaxMind's typed shapes when the database is one of ip-location-db's.
        record = reader.get(ip) as IpRecord | null;
      } catch {
        return null;
      }
      if (!record) return null;
      const code = record.country_code ?? record.country?.iso_code;
      const country = code ? countryNameOf(code) : undefined;
      if (!country) return null;
      const latitude = record.latitude ?? record.location?.latitude;
      const longitude = record.longitude ?? record.location?.longitude;
      const city = typeof record.city === 'string' ? record.city : record.city?.names?.en;
      const region = record.state1 ?? record.subdivisions?.[0]?.names?.en;
      if (typeof latitude === 'number' && typeof longitude === 'number') {
        return { latitude, longitude, country, ...(city ? { city } : {}), ...(region ? { region } : {}) };
      }
      const largest = places().largestIn(country);
      return largest ? { latitude: largest.latitude, longitude: largest.longitude, country } : null;
    },
  };
}

/** How long after a failed opening of the IP database it is tried again. */
const REOPEN_AFTER_MS = 60_000;

/**
 * Where an address is, from the configured IP database, opened on first use and shared by every
 * caller (the IP step's route, the first page of a visitor the browser names no place for). Null when
 * no database is configured, it knows nothing of the address (private, loopback, unlisted), or it
 * cannot be read (a truncated or unreadable file): that is logged, and the file tried again a minute
 * later, and no page fails for it.
 */
export function ipLocator(
  file: string | undefined,
  places: () => Gazetteer,
  log: { warn(object: unknown, message: string): void },
  clock: () => number = Date.now,
): (ip: string) => Promise<IpLocation | null> {
  let database: Promise<IpDatabase> | undefined;
  let failedAt = Number.NEGATIVE_INFINITY;
  return async (ip) => {
    if (!file || clock() - failedAt < REOPEN_AFTER_MS) return null;
    database ??= openIpDatabase(file, places);
    let opened: IpDatabase;
    try {
      opened = await database;
    } catch (error) {
      if (database !== undefined)
        log.warn({ err: error, file }, 'the IP database cannot be read; no address is placed');
      database = undefined;
      failedAt = clock();
      return null;
    }
    return opened.lookup(ip);
  };
}
