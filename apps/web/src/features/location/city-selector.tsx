/**
 * The city selector (reading-experience §2 Selectors), in two variants:
 * - card: a full panel for a settings dialog or the Local tab's empty state (this file);
 * - compact: a header button naming the current city (city-selector-button.tsx).
 */
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { useLocale } from '../../lib/i18n.ts';
import { CityPicker } from './city-picker.tsx';
import { CitySelectorButton } from './city-selector-button.tsx';
import { CurrentLocation } from './current-location.tsx';
import { LocationNotice } from './location-notice.tsx';

export interface CitySelectorCardProps {
  /** Called after the reader chose a city or asked for their current location. */
  onDone?(): void;
  className?: string;
}

/** The card variant: heading, current location, the fallback notice, search and popular cities. */
export function CitySelectorCard({ onDone, className = '' }: CitySelectorCardProps) {
  const { t } = useLocale();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`space-y-3 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <MapPin aria-hidden="true" className="size-5" />
        {t('location.title')}
      </h2>
      <CurrentLocation />
      <LocationNotice dismissable={false} />
      <CityPicker {...(onDone ? { onDone } : {})} />
    </section>
  );
}

export interface CitySelectorProps {
  variant: 'card' | 'compact';
  onDone?(): void;
  className?: string;
}

/** Either variant by name. */
export function CitySelector({ variant, onDone, className }: CitySelectorProps) {
  const rest = className ? { className } : {};
  return variant === 'compact' ? (
    <CitySelectorButton {...rest} />
  ) : (
    <CitySelectorCard {...rest} {...(onDone ? { onDone } : {})} />
  );
}
