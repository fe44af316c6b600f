/**
 * The seek and volume sliders (reading-experience §2 Podcast player), on Radix Slider: arrows move
 * one step, Page Up/Down and Shift+arrow ten, Home and End jump to the ends.
 */
import { formatClock } from '@tidings/core/briefing/clock';
import { Slider } from 'radix-ui';
import { useLocale } from '../../lib/i18n.ts';

/** reading-experience §2: seek slider 0-100, step 0.1; volume 0-100, step 1, default 75. */
export const SEEK_MAX = 100;
export const SEEK_STEP = 0.1;
export const VOLUME_STEP = 1;
export const DEFAULT_VOLUME = 75;

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

function Bar({ value, max, step, label, valueText, disabled = false, className = '', onChange }: BarProps) {
  return (
    <Slider.Root
      value={[value]}
      min={0}
      max={max}
      step={step}
      disabled={disabled}
      onValueChange={([next]) => next !== undefined && onChange(next)}
      className={`relative flex h-6 touch-none items-center select-none data-disabled:opacity-50 ${className}`}
    >
      <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
        <Slider.Range className="absolute h-full bg-brand-700 dark:bg-cyan-400" />
      </Slider.Track>
      <Slider.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block size-4 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-cyan-400 dark:bg-slate-900 dark:focus-visible:outline-cyan-300"
      />
    </Slider.Root>
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
