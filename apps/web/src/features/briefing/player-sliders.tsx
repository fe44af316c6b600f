/**
 * The seek and volume sliders (reading-experience §2 Podcast player): native range inputs, so the
 * player brings no slider library and the page is not measured while it is taken over (issue #16
 * item 6). The keys are ours, as the spec gives them on every browser: arrows move one step, Page
 * Up/Down and Shift+arrow ten, Home and End jump to the ends.
 */
import { formatClock } from '@tidings/core/briefing/clock';
import type { KeyboardEvent } from 'react';
import { useLocale } from '../../lib/i18n.ts';

/** reading-experience §2: seek slider 0-100, step 0.1; volume 0-100, step 1, default 75. */
export const SEEK_MAX = 100;
export const SEEK_STEP = 0.1;
export const VOLUME_STEP = 1;
export const DEFAULT_VOLUME = 75;
/** reading-experience §2: Page Up/Down and Shift+arrow move by this many steps. */
const BIG_STEPS = 10;

interface BarProps {
  value: number;
  max: number;
  step: number;
  label: string;
  valueText: string;
  disabled?: boolean;
  className?: string;
  onChange(value: number): void;
}

/** The value a key moves to, or undefined for a key the slider does not take. */
export function sliderKeyValue(key: string, shift: boolean, value: number, max: number, step: number) {
  const steps = (count: number) => Math.min(max, Math.max(0, Math.round((value + count * step) / step) * step));
  const by = shift ? BIG_STEPS : 1;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return steps(by);
    case 'ArrowLeft':
    case 'ArrowDown':
      return steps(-by);
    case 'PageUp':
      return steps(BIG_STEPS);
    case 'PageDown':
      return steps(-BIG_STEPS);
    case 'Home':
      return 0;
    case 'End':
      return max;
    default:
      return undefined;
  }
}

function Bar({ value, max, step, label, valueText, disabled = false, className = '', onChange }: BarProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = sliderKeyValue(event.key, event.shiftKey, value, max, step);
    if (next === undefined) return;
    event.preventDefault();
    onChange(next);
  };
  return (
    <input
      type="range"
      min={0}
      max={max}
      step={step}
      value={value}
      disabled={disabled}
      aria-label={label}
      aria-valuenow={value}
      aria-valuetext={valueText}
      onChange={(event) => onChange(Number(event.target.value))}
      onKeyDown={onKeyDown}
      className={`h-6 cursor-pointer accent-brand-700 disabled:cursor-default disabled:opacity-50 dark:accent-cyan-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-cyan-300 ${className}`}
    />
  );
}

export function SeekSlider({
  position,
  duration,
  onSeek,
}: {
  position: number;
  duration: number;
  onSeek(seconds: number): void;
}) {
  const { t } = useLocale();
  const percent = duration > 0 ? Math.min(SEEK_MAX, (position / duration) * SEEK_MAX) : 0;
  const elapsed = formatClock(position);
  const total = formatClock(duration);
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2 text-xs text-slate-600 tabular-nums dark:text-slate-300">
      <span aria-hidden="true">{elapsed}</span>
      <Bar
        value={percent}
        max={SEEK_MAX}
        step={SEEK_STEP}
        label={t('briefing.seek')}
        valueText={t('briefing.position', { elapsed, total })}
        disabled={duration <= 0}
        className="min-w-16 flex-1"
        onChange={(value) => onSeek((value / SEEK_MAX) * duration)}
      />
      <span aria-hidden="true">{total}</span>
    </div>
  );
}

export function VolumeSlider({ volume, onVolume }: { volume: number; onVolume(volume: number): void }) {
  const { t } = useLocale();
  return (
    <Bar
      value={volume}
      max={100}
      step={VOLUME_STEP}
      label={t('briefing.volume')}
      valueText={t('briefing.volumeValue', { value: Math.round(volume) })}
      className="w-24"
      onChange={onVolume}
    />
  );
}
