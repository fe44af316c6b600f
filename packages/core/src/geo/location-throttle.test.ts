import { describe, expect, it } from 'vitest';
import { createRequestThrottle, LOCATION_REQUEST_INTERVAL_MS, throttleDelay } from './location-throttle.ts';

describe('the location request throttle', () => {
  it('allows one request per second', () => {
    expect(LOCATION_REQUEST_INTERVAL_MS).toBe(1000);
    expect(throttleDelay(undefined, 5_000)).toBe(0);
    expect(throttleDelay(5_000, 5_400)).toBe(600);
    expect(throttleDelay(5_000, 6_000)).toBe(0);
    expect(throttleDelay(5_000, 9_000)).toBe(0);
  });

  it('lets the first request go at once and spaces the next ones a second apart', () => {
    const throttle = createRequestThrottle();
    expect(throttle.reserve(10_000)).toBe(0);
    expect(throttle.reserve(10_200)).toBe(800); // starts at 11 000
    expect(throttle.reserve(10_300)).toBe(1_700); // starts at 12 000, after the one booked before
    expect(throttle.reserve(20_000)).toBe(0);
  });
});
