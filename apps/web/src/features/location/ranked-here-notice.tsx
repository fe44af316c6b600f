import { MapPin } from 'lucide-react';
import { Notice } from '../../components/ui/notice.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { usePlaceName } from './use-city-name.ts';
import { useReaderLocation } from './use-reader-location.ts';

/**
 * Offered to a first-time reader already reading when their own position comes (app/use-held-feed.ts):
 * the stories ranked for their town wait for them to ask, instead of replacing the cards they read.
 */
export function RankedHereNotice({ onShow, onDismiss }: { onShow(): void; onDismiss(): void }) {
  const { t } = useLocale();
  const text = useRankedHereText();
  return (
    // Not a live region: the page's standing status says it (a region that comes with its words is
    // not read out by every screen reader).
    <Notice
      icon={<MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
      live={false}
      dismissLabel={t('location.keepRanking')}
      onDismiss={onDismiss}
    >
      {text}{' '}
      <button
        type="button"
        onClick={onShow}
        className="font-semibold underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t('location.showRankedHere')}
      </button>
    </Notice>
  );
}

/** "Your stories ranked for London are ready." */
export function useRankedHereText(): string {
  const { t } = useLocale();
  const place = useReaderLocation();
  const name = usePlaceName(place);
  return t('location.rankedHere', { place: name || t('feed.yourLocation') });
}
