/**
 * The compact city selector for the header: the current city on a button that opens the selector
 * in a dialog. The dialog, the city list and Radix Dialog load on the first click, not with the
 * page (docs/decisions/0003).
 */
import { MapPin } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useLocale } from '../../lib/i18n.ts';
import { lazyPart } from '../../lib/lazy-part.tsx';
import { usePlaceName } from './use-city-name.ts';
import { useLocationStatus, useReaderLocation } from './use-reader-location.ts';

const CitySelectorDialog = lazyPart(() => import('./city-selector-dialog.tsx'));

export interface CitySelectorButtonProps {
  className?: string;
}

export function CitySelectorButton({ className = '' }: CitySelectorButtonProps) {
  const { t } = useLocale();
  const place = useReaderLocation();
  const placeName = usePlaceName(place);
  const status = useLocationStatus();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can play out.
  const [used, setUsed] = useState(false);
  const city = status === 'detecting' ? t('location.detectingShort') : placeName || t('feed.yourLocation');
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('location.compactLabel', { city })}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={`inline-flex items-center gap-1 rounded-full p-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800 ${className}`}
      >
        <MapPin aria-hidden="true" className="size-5 shrink-0" />
        {/* A country's Dutch name comes from the platform's Intl data, which Node and a browser may spell apart. */}
        <span aria-hidden="true" className="hidden max-w-32 truncate sm:inline" suppressHydrationWarning>
          {city}
        </span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <CitySelectorDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
