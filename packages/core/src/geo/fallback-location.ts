/** reading-experience §4: where a reader is taken to be when no location comes back (and the featured local city). */
export const FALLBACK_LOCATION = {
  city: 'Lisbon',
  country: 'Portugal',
  latitude: 38.7223,
  longitude: -9.1393,
} as const;

/** reading-experience §4: where a reader is taken to be when detection throws. */
export const ERROR_FALLBACK_LOCATION = {
  city: 'New York',
  country: 'United States',
  latitude: 40.7128,
  longitude: -74.006,
} as const;
