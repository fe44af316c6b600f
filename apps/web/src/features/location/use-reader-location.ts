/**
 * Where the reader is, for ranking and the Local tab. A saved manual choice wins; otherwise the
 * spec's fallback city, Lisbon (reading-experience §4), until detection finds better.
 */
import { FALLBACK_LOCATION } from '@tidings/core/geo/fallback-location';
import type { ManualLocation } from '@tidings/core/schemas/geo';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../lib/storage.ts';

export const MANUAL_LOCATION_KEY = 'manual-location';
export { FALLBACK_LOCATION };

export interface ReaderLocation {
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  /** True when this is the fallback, not the reader's own place. */
  fallback: boolean;
}

/** §4: a manual location missing city, country, latitude or longitude is invalid. */
function isManualLocation(value: unknown): value is ManualLocation {
  const v = value as Partial<ManualLocation> | null;
  return (
    typeof v?.city === 'string' &&
    v.city !== '' &&
    typeof v.country === 'string' &&
    v.country !== '' &&
    Number.isFinite(v.latitude) &&
    Number.isFinite(v.longitude)
  );
}

function readManual(): ManualLocation | undefined {
  const stored = readStored(MANUAL_LOCATION_KEY, (value) => value);
  if (stored === undefined) return undefined;
  if (isManualLocation(stored)) return stored;
  writeStored(MANUAL_LOCATION_KEY, undefined); // invalid: cleared (§4)
  return undefined;
}

const listeners = new Set<() => void>();
let snapshot: ReaderLocation | undefined;

function compute(): ReaderLocation {
  const manual = readManual();
  return manual
    ? {
        city: manual.city,
        country: manual.country,
        latitude: manual.latitude,
        longitude: manual.longitude,
        fallback: false,
      }
    : { ...FALLBACK_LOCATION, fallback: true };
}

export function readerLocation(): ReaderLocation {
  snapshot ??= compute();
  return snapshot;
}

export function locationChanged(): void {
  snapshot = compute();
  for (const listener of listeners) listener();
  window.dispatchEvent(new CustomEvent('locationChanged', { detail: snapshot }));
}

const SERVER_LOCATION: ReaderLocation = { ...FALLBACK_LOCATION, fallback: true };

export function useReaderLocation(): ReaderLocation {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readerLocation,
    // The server renders for the fallback place; hydration starts from the same, then updates.
    () => SERVER_LOCATION,
  );
}
