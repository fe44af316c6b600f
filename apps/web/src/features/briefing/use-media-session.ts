/**
 * The Media Session API: the briefing's title on the lock screen and in the system's media
 * controls, whose play, pause and seek buttons drive the player.
 */
import type { PlayerItem } from '@tidings/core/schemas/media';
import { useEffect, useRef } from 'react';

/** Seconds a seek button moves when the system does not say. */
export const MEDIA_SESSION_SEEK_SECONDS = 10;

export interface MediaSessionControls {
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
  position(): number;
}

export function useMediaSession(item: PlayerItem | undefined, playing: boolean, controls: MediaSessionControls) {
  // The handlers read the latest controls without being registered again on every render.
  const latest = useRef(controls);
  latest.current = controls;

  useEffect(() => {
    const session = typeof navigator === 'undefined' ? undefined : navigator.mediaSession;
    if (!item || !session) return;
    if (typeof MediaMetadata !== 'undefined') {
      session.metadata = new MediaMetadata({ title: item.title, artist: 'Tidings', album: item.podcastType });
    }
    const handlers: Array<[MediaSessionAction, MediaSessionActionHandler]> = [
      ['play', () => latest.current.play()],
      ['pause', () => latest.current.pause()],
      ['seekto', (details) => details.seekTime !== undefined && latest.current.seekTo(details.seekTime)],
      [
        'seekbackward',
        (details) =>
          latest.current.seekTo(latest.current.position() - (details.seekOffset ?? MEDIA_SESSION_SEEK_SECONDS)),
      ],
      [
        'seekforward',
        (details) =>
          latest.current.seekTo(latest.current.position() + (details.seekOffset ?? MEDIA_SESSION_SEEK_SECONDS)),
      ],
    ];
    for (const [action, handler] of handlers) setHandler(session, action, handler);
    return () => {
      for (const [action] of handlers) setHandler(session, action, null);
    };
  }, [item]);

  useEffect(() => {
    const session = typeof navigator === 'undefined' ? undefined : navigator.mediaSession;
    if (session && item) session.playbackState = playing ? 'playing' : 'paused';
  }, [item, playing]);
}

/** Browsers throw for actions they do not support; those are skipped. */
function setHandler(session: MediaSession, action: MediaSessionAction, handler: MediaSessionActionHandler | null) {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Not supported here.
  }
}
