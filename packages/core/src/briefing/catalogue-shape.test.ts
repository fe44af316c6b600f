import { describe, expect, it } from 'vitest';
import { INVALID_MEDIA_DATA, readMediaCatalogue } from './catalogue-shape.ts';

describe('reading the catalogue in the browser', () => {
  it('refuses a catalogue without regions with the spec message', () => {
    expect(() => readMediaCatalogue({ last_updated: 'x' })).toThrow(INVALID_MEDIA_DATA);
    expect(() => readMediaCatalogue({ regions: [] })).toThrow('Invalid media data received from server');
  });

  it('keeps playable entries, fills the defaults, and leaves out entries without a file', () => {
    const catalogue = readMediaCatalogue({
      last_updated: '2026-11-23T06:00:00Z',
      regions: {
        global: {
          podcasts: {
            '2026-11-23': {
              title: 'Global Edition',
              file: 'g.mp3',
              file_path: 'audio/g.mp3',
              audio_duration_seconds: 44,
            },
            '2026-11-22': { title: 'Broken' },
          },
        },
      },
    });
    expect(Object.keys(catalogue.regions.global?.podcasts ?? {})).toEqual(['2026-11-23']);
    expect(catalogue.regions.global?.podcasts['2026-11-23']?.podcast_states).toEqual([]);
    expect(catalogue.regions.global?.podcasts['2026-11-23']?.description).toBe('');
  });
});
