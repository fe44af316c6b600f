import { describe, expect, it } from 'vitest';
import { isMajorOutlet, MAJOR_OUTLETS, sortSources } from './sources.ts';
import { hoursAgo, makeSource } from './test-fixtures.ts';

describe('isMajorOutlet', () => {
  it('matches the whole name, ignoring case', () => {
    expect(isMajorOutlet('meridian wire')).toBe(true);
    expect(isMajorOutlet(' Meridian Wire ')).toBe(true);
    expect(isMajorOutlet('Meridian Wire Sports')).toBe(false);
  });
});

describe('sortSources', () => {
  it('puts major outlets first, then newest first, undated and unparsable last, otherwise stable', () => {
    const blogOld = makeSource({ name: 'Blog A', publishedAt: hoursAgo(5) });
    const blogNew = makeSource({ name: 'Blog B', publishedAt: hoursAgo(1) });
    const blogUndated = makeSource({ name: 'Blog C' });
    const blogBroken = makeSource({ name: 'Blog D', publishedAt: 'not a date' });
    const wireOld = makeSource({ name: 'Meridian Wire', publishedAt: hoursAgo(9) });
    const paperNew = makeSource({ name: 'Harbour Gazette', publishedAt: hoursAgo(2) });
    const sorted = sortSources([blogUndated, blogOld, wireOld, blogBroken, blogNew, paperNew]);
    expect(sorted.map((s) => s.name)).toEqual([
      'Harbour Gazette',
      'Meridian Wire',
      'Blog B',
      'Blog A',
      'Blog C',
      'Blog D',
    ]);
  });

  it('does not change the list it is given', () => {
    const sources = [makeSource({ name: 'Blog' }), makeSource({ name: 'Meridian Wire' })];
    sortSources(sources);
    expect(sources.map((s) => s.name)).toEqual(['Blog', 'Meridian Wire']);
  });
});

describe('MAJOR_OUTLETS', () => {
  it('lists the 12 major outlets of the shared-story dialog, each once', () => {
    expect(MAJOR_OUTLETS).toHaveLength(12);
    expect(new Set(MAJOR_OUTLETS.map((name) => name.toLowerCase())).size).toBe(12);
  });
});
