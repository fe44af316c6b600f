import { useMediaQuery } from '../../lib/use-media-query.ts';
import { AdBanner } from './ad-banner.tsx';
import { AdNativeCard } from './ad-native-card.tsx';
import { adForSlot, DESKTOP_AD_QUERY, type HouseAdOffers } from './sponsored.ts';

/**
 * The ad for the nth ad slot of the grid: a banner from 768 px up, a native card below
 * (reading-experience §9). Before the width is known (server rendering) it is the native card.
 * `offers`: what the house ads may offer this reader (`houseAds`); nothing when nothing is.
 */
export function AdSlot({ slotNumber, offers = {} }: { slotNumber: number; offers?: HouseAdOffers }) {
  const desktop = useMediaQuery(DESKTOP_AD_QUERY);
  const item = adForSlot(slotNumber, offers);
  if (!item) return null;
  // Numbered: the grid cycles through a few ads, and two landmarks of one name are one too many
  // for a screen reader's list of them.
  const number = slotNumber + 1;
  return desktop ? <AdBanner item={item} number={number} /> : <AdNativeCard item={item} number={number} />;
}
