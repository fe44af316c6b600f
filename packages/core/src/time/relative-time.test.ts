import { describe, expect, it } from 'vitest';
import { briefingDay, savedRelativeTime, storyRelativeTime } from './relative-time.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const minutes = (n: number) => now - n * 60_000;
const hours = (n: number) => minutes(n * 60);
const days = (n: number) => hours(n * 24);

describe('a story’s relative time', () => {
  it('says just now under a minute', () => {
    expect(storyRelativeTime(now - 59_000, now)).toEqual({ kind: 'justNow' });
  });
  it('counts minutes, then hours, then days up to 6', () => {
    expect(storyRelativeTime(minutes(1), now)).toEqual({ kind: 'ago', unit: 'minute', value: 1 });
    expect(storyRelativeTime(minutes(59), now)).toEqual({ kind: 'ago', unit: 'minute', value: 59 });
    expect(storyRelativeTime(hours(23), now)).toEqual({ kind: 'ago', unit: 'hour', value: 23 });
    expect(storyRelativeTime(days(6), now)).toEqual({ kind: 'ago', unit: 'day', value: 6 });
  });
  it('counts weeks from 7 days up to 4 weeks, then gives the date', () => {
    expect(storyRelativeTime(days(7), now)).toEqual({ kind: 'ago', unit: 'week', value: 1 });
    expect(storyRelativeTime(days(34), now)).toEqual({ kind: 'ago', unit: 'week', value: 4 });
    expect(storyRelativeTime(days(35), now)).toEqual({ kind: 'date', ms: days(35) });
  });
});

describe('a briefing’s day', () => {
  it('says today and yesterday by calendar day, not by 24 hours', () => {
    expect(briefingDay('2026-11-23T00:30:00Z', now)).toEqual({ kind: 'today' });
    expect(briefingDay('2026-11-22T23:59:00Z', now)).toEqual({ kind: 'yesterday' });
  });
  it('counts days up to 7, then gives the date', () => {
    expect(briefingDay('2026-11-16T06:00:00Z', now)).toEqual({ kind: 'daysAgo', value: 7 });
    expect(briefingDay('2026-11-15T06:00:00Z', now)).toEqual({ kind: 'date', ms: Date.parse('2026-11-15T06:00:00Z') });
  });
  it('uses the reader’s time zone for the calendar day', () => {
    // 23:30 UTC on the 22nd is already the 23rd in Amsterdam (UTC+1).
    expect(briefingDay('2026-11-22T23:30:00Z', now, 60)).toEqual({ kind: 'today' });
  });
  it('says recently when the date cannot be read', () => {
    expect(briefingDay('sometime', now)).toEqual({ kind: 'recently' });
  });
});

describe('a saved story’s time', () => {
  it('counts hours up to 24, then days up to 7, then gives the date', () => {
    expect(savedRelativeTime(hours(23), now)).toEqual({ kind: 'ago', unit: 'hour', value: 23 });
    expect(savedRelativeTime(days(7), now)).toEqual({ kind: 'ago', unit: 'day', value: 7 });
    expect(savedRelativeTime(days(8), now)).toEqual({ kind: 'date', ms: days(8) });
  });
});
