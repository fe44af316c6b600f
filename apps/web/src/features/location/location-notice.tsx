/** §8: '{error} - using default location', shown while a fallback city stands in; the reader may dismiss it. */
import type { LocationErrorCode } from '@tidings/core/geo/location-detection';
import { MapPinOff } from 'lucide-react';
import { useState } from 'react';
import { Notice } from '../../components/ui/notice.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { type ReaderLocation, useReaderLocation } from './use-reader-location.ts';

const ERROR_KEYS: Record<LocationErrorCode, string> = {
  FAILED_TO_GET_USER_LOCATION: 'location.errors.getUserLocation',
  FAILED_TO_DETECT_LOCATION: 'location.errors.detectLocation',
};

/** The sentence of a fallback location, e.g. 'Failed to get user location - using default location'. */
export function useLocationErrorText(): string | undefined {
  const { t } = useLocale();
  const place = useReaderLocation();
  return place.error ? t('location.usingDefault', { error: t(ERROR_KEYS[place.error]) }) : undefined;
}

export interface LocationNoticeProps {
  /** Show a close button (default). A notice inside the city selector stays. */
  dismissable?: boolean;
  className?: string;
}

export function LocationNotice({ dismissable = true, className = '' }: LocationNoticeProps) {
  const { t } = useLocale();
  const place = useReaderLocation();
  const text = useLocationErrorText();
  // Dismissed for this answer only: a later failure shows again.
  const [dismissed, setDismissed] = useState<ReaderLocation>();
  if (!text || dismissed === place) return null;
  return (
    <Notice
      icon={<MapPinOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
      dismissLabel={dismissable ? t('location.dismiss') : undefined}
      onDismiss={() => setDismissed(place)}
      className={className}
    >
      {text}
    </Notice>
  );
}
