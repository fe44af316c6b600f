import { describe, expect, it } from 'vitest';
import { routeState } from './route-state.ts';

describe('what a path shows', () => {
  it('shows the home feed at / and at any unknown path', () => {
    expect(routeState('/')).toEqual({ category: 'all', dialog: { kind: 'none' } });
    expect(routeState('/no/such/page')).toEqual({ category: 'all', dialog: { kind: 'none' } });
    expect(routeState('/all')).toEqual({ category: 'all', dialog: { kind: 'none' } });
  });

  it('shows a category feed at its path', () => {
    expect(routeState('/local').category).toBe('local');
    expect(routeState('/crime/').category).toBe('crime');
  });

  it('reads the path without its query or fragment, as a story remembers the feed behind it', () => {
    expect(routeState('/world?fbclid=abc')).toEqual({ category: 'world', dialog: { kind: 'none' } });
    expect(routeState('/technology#top').category).toBe('technology');
    expect(routeState('/story/canal-bridge?utm_source=x').dialog).toEqual({ kind: 'story', id: 'canal-bridge' });
  });

  it('opens the story dialog over the home feed for /story and /article', () => {
    expect(routeState('/story/canal-bridge')).toEqual({
      category: 'all',
      dialog: { kind: 'story', id: 'canal-bridge' },
    });
    expect(routeState('/article/caf%C3%A9-story').dialog).toEqual({ kind: 'story', id: 'café-story' });
  });

  it('opens About, Privacy and Terms over the home feed', () => {
    expect(routeState('/privacy').dialog).toEqual({ kind: 'static', page: 'privacy' });
  });

  it('recognises the briefing route', () => {
    expect(routeState('/daily_overviews/global-2026-11-23').dialog).toEqual({
      kind: 'briefing',
      id: 'global-2026-11-23',
    });
  });
});
