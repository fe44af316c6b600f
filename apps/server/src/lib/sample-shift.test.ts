import { describe, expect, it } from 'vitest';
import { shiftMediaFile, shiftNewsFile } from './sample-shift.ts';

describe('moving the sample edition to now', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('sets fetch_date to now and keeps every story and source its age', () => {
    const raw = {
      fetch_date: '2026-11-20T06:00:00Z',
      stories: [
        {
          published_at: '2026-11-20T04:00:00Z',
          sources: [{ publishedAt: '2026-11-20T05:00:00Z' }],
        },
        { published_at: 'not-a-date' },
      ],
    };
    const shifted = shiftNewsFile(raw, now);
    expect(shifted.fetch_date).toBe('2026-11-23T10:00:00.000Z');
    // 2 hours before fetch_date stays 2 hours before now.
    expect(shifted.stories[0]?.published_at).toBe('2026-11-23T08:00:00.000Z');
    expect(shifted.stories[0]?.sources?.[0]?.publishedAt).toBe('2026-11-23T09:00:00.000Z');
    expect(shifted.stories[1]?.published_at).toBe('not-a-date');
    expect(raw.fetch_date).toBe('2026-11-20T06:00:00Z');
  });

  it('moves briefing date keys by whole days so the newest is today', () => {
    const raw = {
      last_updated: '2026-11-20T06:00:00Z',
      regions: {
        global: {
          podcasts: {
            '2026-11-20': {
              title: 'Global Edition — Friday 20 November',
              podcast_date: '2026-11-20',
              upload_date: '2026-11-20T05:30:00Z',
              podcast_identifier: 'global-2026-11-20',
            },
            '2026-11-19': {
              podcast_date: '2026-11-19',
              upload_date: '2026-11-19T05:30:00Z',
              podcast_identifier: 'global-2026-11-19',
            },
          },
        },
      },
    };
    const shifted = shiftMediaFile(raw, now);
    const podcasts = shifted.regions.global.podcasts as Record<
      string,
      { podcast_identifier: string; upload_date: string; title?: string }
    >;
    expect(Object.keys(podcasts).sort()).toEqual(['2026-11-22', '2026-11-23']);
    expect(podcasts['2026-11-23']?.podcast_identifier).toBe('global-2026-11-23');
    expect(podcasts['2026-11-23']?.upload_date).toBe('2026-11-23T05:30:00.000Z');
    // The title names the new day too.
    expect(podcasts['2026-11-23']?.title).toBe('Global Edition — Monday 23 November');
  });
});
