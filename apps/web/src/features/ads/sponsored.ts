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
 * What the house ads may offer this reader: the briefing only where the edition carries one (an
 * edition of real feeds has none), Premium only where readers can sign in (it belongs to an
 * account), Tidings in Dutch only to a reader not reading Dutch already.
 */
export interface HouseAdOffers {
  briefings?: boolean;
  premium?: boolean;
  dutch?: boolean;
}

/** The house ads this reader may be shown, in §9's order. */
export function houseAds({ briefings = true, premium = true, dutch = true }: HouseAdOffers = {}): SponsoredItem[] {
  const offered = { briefing: briefings, premium, dutch };
  return SPONSORED_ITEMS.filter((item) => offered[item.id]);
}

/** The sponsored block's entry: the first offered; none when nothing is. */
export function adForBlock(offers: HouseAdOffers = {}): SponsoredItem | undefined {
  return houseAds(offers)[0];
}

/**
 * The entry for the nth ad slot, cycling through the offered entries from the one after the
 * sponsored block's, so the block and the first slot below it differ where two or more are offered.
 */
export function adForSlot(slotNumber: number, offers: HouseAdOffers = {}): SponsoredItem | undefined {
  const items = houseAds(offers);
  const count = items.length;
  if (count === 0) return undefined;
  return items[(((slotNumber + 1) % count) + count) % count];
}
