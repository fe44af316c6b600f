/**
 * The daily audio briefing player (reading-experience §2 Podcast player, §4 Briefing player).
 * Exported as default so the app loads it lazily: it brings zod (the catalogue schema) and Radix.
 */
import { wholeMinutes } from '@tidings/core/briefing/clock';
import { DEFAULT_REGION } from '@tidings/core/briefing/editions';
import { groupByDay, mergeRegions } from '@tidings/core/briefing/episode-list';
import { episodeValue, parseEpisodeValue } from '@tidings/core/briefing/episode-value';
import {
  allEpisodes,
  type BriefingEpisode,
  episodeAt,
  findBriefingByIdentifier,
  latestEpisode,
  shareIdentifier,
} from '@tidings/core/briefing/episodes';
import { type BriefingLocation, selectRegion } from '@tidings/core/briefing/region-selection';
import { Pause, Play, Share2, Volume2 } from 'lucide-react';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { briefingDate } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { BriefingBadge, BriefingPlayerFrame, BriefingPlayerSkeleton } from './briefing-player-frame.tsx';
import { useMediaCatalogue } from './catalogue-store.ts';
import { EditionMenu } from './edition-menu.tsx';
import { editionName, episodeTitle } from './edition-names.ts';
import { DEFAULT_VOLUME, SeekSlider, VolumeSlider } from './player-sliders.tsx';
import { useMediaSession } from './use-media-session.ts';

/** reading-experience §9: "autoplay delay 500 ms". */
export const AUTOPLAY_DELAY_MS = 500;

export interface SharedBriefing {
  podcastIdentifier: string;
  title: string;
  description: string;
  /** The language of the description, where the catalogue says ("en" under a Dutch interface). */
  lang?: string | undefined;
}

export interface BriefingPlayerProps {
  /** The reader's place; the region is chosen from it (§4 Region selection). */
  location?: BriefingLocation;
  /** From /daily_overviews/{podcastIdentifier}: that briefing is loaded and played after 500 ms. */
  autoplayIdentifier?: string;
  /** Offers Share when given (the share flag, reading-experience §1). */
  onShare?: ((item: SharedBriefing) => void) | undefined;
  /** No briefing has the autoplay identifier (the app goes to /). */
  onUnknownIdentifier?(): void;
  /** How long a briefing ('region-dateKey') was played, when it stops (a signed-in reader's insights). */
  onListened?: ((episode: string, ms: number) => void) | undefined;
}

/** What the reader or the briefing route chose; without it the player follows the reader's place. */
interface Choice {
  region: string;
  /** A date key; without one, the region's latest briefing. */
  dateKey?: string;
}

const currentOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);
const readerOffsetMinutes = (now: number) => -new Date(now).getTimezoneOffset();

export default function BriefingPlayer({
  location,
  autoplayIdentifier,
  onShare,
  onUnknownIdentifier,
  onListened,
}: BriefingPlayerProps) {
  const { t, locale } = useLocale();
  const media = useMediaCatalogue();
  const catalogue = media.status === 'loaded' ? media.catalogue : undefined;
  const origin = currentOrigin();
  const [choice, setChoice] = useState<Choice>();

  const { city, country, state, displayName } = location ?? {};
  const locatedRegion = useMemo(() => {
    if (!catalogue) return DEFAULT_REGION;
    const now = Date.now();
    return selectRegion(catalogue, { city, country, state, displayName }, now, readerOffsetMinutes(now));
  }, [catalogue, city, country, state, displayName]);

  const region = choice?.region ?? locatedRegion;
  const dateKey = choice?.dateKey;
  // §4: a region change loads that region's latest briefing. It is read from the one catalogue in
  // memory, so no answer for an earlier region can arrive late and replace it.
  const episode = useMemo<BriefingEpisode | undefined>(() => {
    if (!catalogue) return undefined;
    return (
      (dateKey === undefined ? undefined : episodeAt(catalogue, region, dateKey, origin)) ??
      latestEpisode(catalogue, region, origin)
    );
  }, [catalogue, region, dateKey, origin]);

  const groups = useMemo(() => {
    const now = Date.now();
    return groupByDay(mergeRegions(catalogue ? allEpisodes(catalogue, origin) : []), now, readerOffsetMinutes(now));
  }, [catalogue, origin]);

  const audio = useAudio(episode);

  // Listening time, told when playback stops or another briefing is chosen (issue #18).
  const listened = useEffectEvent((value: string, ms: number) => onListened?.(value, ms));
  const playingEpisode = audio.playing && episode ? episodeValue(episode.region, episode.dateKey) : undefined;
  useEffect(() => {
    if (!playingEpisode) return;
    const started = Date.now();
    return () => listened(playingEpisode, Date.now() - started);
  }, [playingEpisode]);

  // The briefing route: the latest briefing with that identifier, its region selected, played after 500 ms.
  // The latest handler, called from the effect without making the effect depend on it.
  const unknownIdentifier = useEffectEvent(() => onUnknownIdentifier?.());
  const autoplayed = useRef<string>(undefined);
  const playButton = useRef<HTMLButtonElement>(null);
  const play = audio.play;
  useEffect(() => {
    if (!autoplayIdentifier || !catalogue || autoplayed.current === autoplayIdentifier) return;
    const found = findBriefingByIdentifier(catalogue, autoplayIdentifier, currentOrigin());
    if (!found) {
      autoplayed.current = autoplayIdentifier;
      unknownIdentifier();
      return;
    }
    setChoice({ region: found.region, dateKey: found.dateKey });
    const timer = window.setTimeout(() => {
      autoplayed.current = autoplayIdentifier;
      play();
      // A voice starts over whatever a screen reader says: its pause is where the keyboard is, unless
      // the reader has already gone somewhere.
      if (document.activeElement === null || document.activeElement === document.body) {
        playButton.current?.focus({ preventScroll: true });
      }
    }, AUTOPLAY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [autoplayIdentifier, catalogue, play]);

  if (media.status === 'loading') return <BriefingPlayerSkeleton />;

  const select = (value: string) => {
    const parsed = parseEpisodeValue(value);
    if (parsed) setChoice(parsed);
  };
  const hasEpisodes = groups.today.length + groups.yesterday.length + groups.older.length > 0;

  if (!episode) {
    return (
      <BriefingPlayerFrame>
        {audio.element}
        <div className="flex h-9 items-center gap-2">
          <BriefingBadge />
          {hasEpisodes && (
            <EditionMenu groups={groups} value={undefined} current={t('briefing.editions.label')} onSelect={select} />
          )}
        </div>
        <div role="status" className="my-auto py-4 text-center">
          <p className="font-semibold">{t('briefing.noPodcast')}</p>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {t(hasEpisodes ? 'briefing.noPodcastHint' : 'briefing.noPodcastAnywhere')}
          </p>
        </div>
      </BriefingPlayerFrame>
    );
  }

  const { item } = episode;
  const minutes = wholeMinutes(audio.duration || item.duration);
  return (
    <BriefingPlayerFrame>
      {audio.element}
      <div className="flex h-9 items-center gap-2">
        <BriefingBadge />
        <EditionMenu
          groups={groups}
          value={episodeValue(episode.region, episode.dateKey)}
          current={editionName(episode, t)}
          onSelect={select}
        />
        {onShare && (
          <Button
            variant="ghost"
            className="ml-auto shrink-0 px-2.5 sm:px-3"
            aria-label={t('briefing.shareLabel')}
            onClick={() =>
              onShare({
                podcastIdentifier: shareIdentifier(episode),
                title: episodeTitle(episode, t, locale),
                description: item.description,
                lang: item.lang,
              })
            }
          >
            <Share2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t('briefing.share')}</span>
          </Button>
        )}
      </div>
      <h2 className="mt-3 line-clamp-2 h-12 text-base leading-6 font-semibold md:line-clamp-1 md:h-7 md:text-lg md:leading-7">
        {episodeTitle(episode, t, locale)}
      </h2>
      <p lang={item.lang} className="mt-1 hidden h-10 text-sm text-slate-600 md:line-clamp-2 dark:text-slate-300">
        {item.description}
      </p>
      <p className="mt-1 h-5 text-xs text-slate-500 dark:text-slate-400">
        <time dateTime={item.publishDate}>{briefingDate(item.publishDate, locale, t)}</time>
        <span aria-hidden="true"> · </span>
        <span>{t('briefing.minutes', { count: minutes })}</span>
      </p>
      <div className="mt-auto flex h-14 items-center gap-3 pt-3">
        <button
          ref={playButton}
          type="button"
          onClick={audio.toggle}
          aria-label={t(audio.playing ? 'briefing.pause' : 'briefing.play')}
          data-shortcut="play"
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-cyan-400 dark:text-slate-950 dark:hover:bg-cyan-300 dark:focus-visible:outline-cyan-300"
        >
          {audio.playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5 translate-x-px" />
          )}
        </button>
        <SeekSlider position={audio.position} duration={audio.duration || item.duration} onSeek={audio.seekTo} />
        <div className="hidden items-center gap-2 md:flex">
          <Volume2 aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
          <VolumeSlider volume={audio.volume} onVolume={audio.setVolume} />
        </div>
      </div>
    </BriefingPlayerFrame>
  );
}

/**
 * The <audio> element and its state (§4 Briefing player): play/pause toggles; the end pauses and
 * goes back to 0; an error pauses without a message; a new item loads without playing, unless
 * the previous one was playing, in which case the new one starts once it can play.
 */
function useAudio(episode: BriefingEpisode | undefined) {
  const ref = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [mediaDuration, setMediaDuration] = useState(0);
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const playingNow = useRef(false);
  const resumeWhenPlayable = useRef(false);
  const item = episode?.item;
  const src = item?.audioUrl;

  const setPlayingBoth = (value: boolean) => {
    playingNow.current = value;
    setPlaying(value);
  };

  /** The item's audio: given to the element when the reader plays or seeks (nothing is fetched before). */
  const source = useRef<string | undefined>(undefined);

  // A new item starts at 0. When the previous one was playing, the new one loads now and starts
  // once it can play; otherwise the element lets go of the old source and waits for a press. A
  // layout effect, so the source is known before the play button can be seen and pressed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: item.id decides, not the object.
  useLayoutEffect(() => {
    const audio = ref.current;
    source.current = src;
    setPosition(0);
    setMediaDuration(0);
    if (!audio || !src) return;
    resumeWhenPlayable.current = playingNow.current;
    if (playingNow.current) {
      audio.src = src;
      audio.load();
    } else if (audio.getAttribute('src')) {
      audio.removeAttribute('src');
      audio.load();
    }
  }, [item?.id, src]);

  // The element appears with the first item: the volume is set on it then too.
  useEffect(() => {
    if (ref.current && src) ref.current.volume = volume / 100;
  }, [volume, src]);

  /** The element, with the item's audio given to it now if it has not got it yet; undefined without an item. */
  const attached = () => {
    const audio = ref.current;
    const wanted = source.current;
    if (!audio || !wanted) return undefined;
    if (audio.getAttribute('src') !== wanted) audio.src = wanted;
    return audio;
  };

  const [controls] = useState(() => ({
    play() {
      const audio = attached();
      if (!audio) return;
      // A refused play (autoplay blocked, audio failed) leaves the player paused, without a message.
      audio.play()?.catch(() => setPlayingBoth(false));
    },
    pause() {
      // Also while the next item was waiting to start: that start is called off.
      resumeWhenPlayable.current = false;
      ref.current?.pause();
      setPlayingBoth(false);
    },
    seekTo(seconds: number) {
      const audio = attached();
      if (!audio) return;
      const limit = Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : Number.POSITIVE_INFINITY;
      const time = Math.min(Math.max(0, seconds), limit);
      audio.currentTime = time;
      setPosition(time);
    },
  }));

  useMediaSession(item, playing, {
    play: controls.play,
    pause: controls.pause,
    seekTo: controls.seekTo,
    position: () => ref.current?.currentTime ?? 0,
  });

  const element = (
    // Nothing of the audio is fetched until the reader presses play: on a phone's data plan the home
    // page would otherwise download the start of every briefing; the catalogue gives the duration.
    // biome-ignore lint/a11y/useMediaCaption: a spoken news briefing without a transcript; the controls are ours.
    <audio
      ref={ref}
      preload="none"
      hidden
      onPlay={() => setPlayingBoth(true)}
      onPause={() => {
        // Loading the next item pauses the previous one; the player stays "playing" until it starts.
        if (!resumeWhenPlayable.current) setPlayingBoth(false);
      }}
      onCanPlay={() => {
        if (!resumeWhenPlayable.current) return;
        resumeWhenPlayable.current = false;
        controls.play();
      }}
      onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
      onDurationChange={(event) => {
        const { duration } = event.currentTarget;
        if (Number.isFinite(duration) && duration > 0) setMediaDuration(duration);
      }}
      onEnded={(event) => {
        const audio = event.currentTarget;
        audio.pause();
        audio.currentTime = 0;
        setPosition(0);
        setPlayingBoth(false);
      }}
      onError={() => {
        resumeWhenPlayable.current = false;
        setPlayingBoth(false);
      }}
    />
  );

  return {
    element,
    playing,
    position,
    duration: mediaDuration,
    volume,
    setVolume,
    play: controls.play,
    seekTo: controls.seekTo,
    toggle: () => (playingNow.current ? controls.pause() : controls.play()),
  };
}
