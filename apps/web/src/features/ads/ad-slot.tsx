import { AdBanner } from './ad-banner.tsx';
import { AdNativeCard } from './ad-native-card.tsx';
import { adForSlot, DESKTOP_AD_QUERY } from './sponsored.ts';
import { useMediaQuery } from './use-media-query.ts';

/**
 * The ad for the nth ad slot of the grid: a banner from 768 px up, a native card below
 * (reading-experience §9). Before the width is known (server rendering) it is the native card.
 * `briefings`: whether the edition carries any (`adForSlot`).
 */
export function AdSlot({ slotNumber, briefings = true }: { slotNumber: number; briefings?: boolean }) {
  const desktop = useMediaQuery(DESKTOP_AD_QUERY);
  const item = adForSlot(slotNumber, briefings);
  return desktop ? <AdBanner item={item} /> : <AdNativeCard item={item} />;
}
