/**
 * House ads and where they go (reading-experience §3 Sponsored item, §9 Ads). Whether ads show
 * at all (ads enabled and reader not premium) is the app's call, not this module's. Their art is
 * bundled with the app (hashed, under /assets/), not read from the edition's images, which a
 * published edition of real stories does not have.
 */
import dutchArt from '../../../../../data/sample/images/politics-1.svg?no-inline';
import premiumArt from '../../../../../data/sample/images/technology-2.svg?no-inline';
import briefingArt from '../../../../../data/sample/images/world-2.svg?no-inline';

/** §3 Sponsored item. title, description and ctaText are i18n keys; sponsor is a name. */
export interface SponsoredItem {
  id: string;
  title: string;
  description: string;
  imageUrl: string;
  sponsor: string;
  ctaText: string;
  targetUrl: string;
}

/** §9: "every 6th item" of the grid is an ad slot. */
export const AD_INTERVAL = 6;

/** §9: the banner from a width of 768 px up, the native card below. */
export const DESKTOP_AD_QUERY = '(min-width: 768px)';

/** §9: banner and native card each cycle through these 3 entries. */
export const SPONSORED_ITEMS = [
  {
    id: 'premium',
    title: 'ads.items.premium.title',
    description: 'ads.items.premium.description',
    imageUrl: premiumArt,
    sponsor: 'Tidings',
    ctaText: 'ads.items.premium.cta',
    targetUrl: '/about',
  },
  {
    id: 'briefing',
    title: 'ads.items.briefing.title',
    description: 'ads.items.briefing.description',
    imageUrl: briefingArt,
    sponsor: 'Tidings',
    ctaText: 'ads.items.briefing.cta',
    targetUrl: '/',
  },
  {
    id: 'dutch',
    title: 'ads.items.dutch.title',
    description: 'ads.items.dutch.description',
    imageUrl: dutchArt,
    sponsor: 'Tidings',
    ctaText: 'ads.items.dutch.cta',
    targetUrl: '/about',
  },
] as const satisfies readonly SponsoredItem[];

/** §9: the grid item at `index` (0-based) is followed by an ad when index > 0 and (index + 1) % 6 === 0. */
export function isAdSlot(index: number): boolean {
  return index > 0 && (index + 1) % AD_INTERVAL === 0;
}

/** Which ad slot (0, 1, 2, …) the grid index is; meaningful only where isAdSlot(index). */
export function adSlotNumber(index: number): number {
  return Math.floor((index + 1) / AD_INTERVAL) - 1;
}

/**
 * The entry for the nth ad slot, cycling through the 3 entries; through the other 2 when the edition
 * carries no briefing (an edition of real feeds): the briefing's ad would promise one that is not there.
 */
export function adForSlot(slotNumber: number, briefings = true): SponsoredItem {
  const items = briefings ? SPONSORED_ITEMS : SPONSORED_ITEMS.filter((item) => item.id !== 'briefing');
  const count = items.length;
  return items[((slotNumber % count) + count) % count] ?? SPONSORED_ITEMS[0];
}
