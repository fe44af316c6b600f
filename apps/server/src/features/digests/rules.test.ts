import { prepareStory } from '@tidings/core/news/prepare';
import { storySchema } from '@tidings/core/schemas/edition';
import { describe, expect, it } from 'vitest';
import { fixtureStory } from '../../test/editions.ts';
import {
  BREAKING_BURST_HOURS,
  BREAKING_FRESH_HOURS,
  BREAKING_MIN_OUTLETS,
  breakingBurst,
  breakingStories,
} from './breaking.ts';
import { dayKey, isoWeekKey } from './kinds.ts';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-11-23T07:00:00Z');

/** A story reported by the named outlets at the given hours before NOW. */
function reported(id: string, reports: Array<[string, number]>) {
  return prepareStory(
    storySchema.parse(
      fixtureStory({
        id,
        published_at: new Date(NOW - Math.max(...reports.map(([, h]) => h)) * HOUR).toISOString(),
        sources: reports.map(([name, hoursAgo]) => ({
          name,
          url: `https://${name.replaceAll(' ', '').toLowerCase()}.example/${id}`,
          publishedAt: new Date(NOW - hoursAgo * HOUR).toISOString(),
        })),
      }),
    ),
  );
}

const five = (hoursAgo: (i: number) => number): Array<[string, number]> =>
  ['A', 'B', 'C', 'D', 'E'].map((name, i) => [`Outlet ${name}`, hoursAgo(i)]);

describe('the breaking-news rule', () => {
  it('states its thresholds', () => {
    expect([BREAKING_MIN_OUTLETS, BREAKING_BURST_HOURS, BREAKING_FRESH_HOURS]).toEqual([5, 3, 6]);
  });

  it('is breaking when five different outlets report within three hours, the first at most six hours ago', () => {
    expect(
      breakingBurst(
        reported(
          'burst',
          five((i) => 5 - i * 0.5),
        ),
        NOW,
      ),
    ).toEqual({
      outlets: 5,
      startedMs: NOW - 5 * HOUR,
    });
    // Exactly three hours apart still counts.
    expect(
      breakingBurst(
        reported(
          'edge',
          five((i) => 4 - i * 0.75),
        ),
        NOW,
      )?.outlets,
    ).toBe(5);
  });

  it('is not breaking with four outlets, or the same outlet five times', () => {
    expect(breakingBurst(reported('four', five((i) => i).slice(0, 4)), NOW)).toBeNull();
    const same: Array<[string, number]> = [1, 1.5, 2, 2.5, 3].map((h) => ['Outlet A', h]);
    expect(breakingBurst(reported('same', same), NOW)).toBeNull();
    // Names differing only in case and accents are one outlet.
    const spelled: Array<[string, number]> = [
      ['Le Monde', 1],
      ['le monde', 1.2],
      ['Lé Monde', 1.4],
      ['Outlet B', 1.6],
      ['Outlet C', 1.8],
    ];
    expect(breakingBurst(reported('spelled', spelled), NOW)).toBeNull();
  });

  it('is not breaking when the reports spread over more than three hours', () => {
    expect(
      breakingBurst(
        reported(
          'slow',
          five((i) => 5 - i),
        ),
        NOW,
      ),
    ).toBeNull();
  });

  it('is no longer breaking when the burst began more than six hours ago', () => {
    expect(
      breakingBurst(
        reported(
          'stale',
          five((i) => 8 - i * 0.5),
        ),
        NOW,
      ),
    ).toBeNull();
    // A later burst of the same story may still be fresh.
    const later: Array<[string, number]> = [
      ...five((i) => 9 - i * 0.1),
      ...five((i) => 2 - i * 0.1).map(([n, h]) => [`${n}2`, h] as [string, number]),
    ];
    expect(breakingBurst(reported('later', later), NOW)).toEqual({ outlets: 5, startedMs: NOW - 2 * HOUR });
  });

  it('does not count reports dated in the future', () => {
    expect(
      breakingBurst(
        reported(
          'future',
          five((i) => 1 - i * 0.5),
        ),
        NOW,
      ),
    ).toBeNull();
  });

  it('orders breaking stories by the size of their burst, then the newest', () => {
    const six: Array<[string, number]> = [...five((i) => 4 - i * 0.2), ['Outlet F', 3]];
    const stories = [
      reported(
        'older',
        five((i) => 5 - i * 0.2),
      ),
      reported(
        'newer',
        five((i) => 2 - i * 0.2),
      ),
      reported('bigger', six),
    ];
    expect(breakingStories(stories, NOW).map((story) => story.id)).toEqual(['bigger', 'newer', 'older']);
  });
});

describe('digest periods', () => {
  it('names the ISO week in UTC, the week belonging to the year of its Thursday', () => {
    expect(isoWeekKey(Date.parse('2026-11-23T07:00:00Z'))).toBe('2026-W48');
    expect(isoWeekKey(Date.parse('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(isoWeekKey(Date.parse('2026-11-30T00:00:00Z'))).toBe('2026-W49');
    expect(isoWeekKey(Date.parse('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeekKey(Date.parse('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });

  it('names the day in UTC', () => {
    expect(dayKey(Date.parse('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
  });
});
