import type { Article } from '@tidings/core/schemas/article';
import type { ReactNode } from 'react';
import { AdSlot } from '../features/ads/ad-slot.tsx';
import { adForBlock, adSlotNumber, type HouseAdOffers, isAdSlot } from '../features/ads/sponsored.ts';
import { SponsoredBlock } from '../features/ads/sponsored-block.tsx';
import { FeedGrid } from '../features/feed/feed-grid.tsx';

/**
 * The grid with ads (reading-experience §9): one sponsored block above it and an ad after every
 * 6th story. Shown only when ads are enabled and the reader is not premium (the caller decides).
 */
export function FeedAds({
  articles,
  action,
  offers,
  label,
}: {
  articles: readonly Article[];
  /** The grid's heading for screen readers (FeedGrid). */
  label?: string;
  action?: (article: Article) => ReactNode;
  /** What the house ads may offer this reader (`houseAds`). */
  offers: HouseAdOffers;
}) {
  const block = adForBlock(offers);
  return (
    <>
      {block && <SponsoredBlock item={block} />}
      <FeedGrid
        articles={articles}
        action={action}
        label={label}
        after={(index) => (isAdSlot(index) ? <AdSlot slotNumber={adSlotNumber(index)} offers={offers} /> : null)}
      />
    </>
  );
}
