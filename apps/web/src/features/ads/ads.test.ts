import { describe, expect, it } from 'vitest';
import { adForBlock, adForSlot, adSlotNumber, houseAds, isAdSlot, SPONSORED_ITEMS } from './sponsored.ts';

describe('ad slots', () => {
  it('puts an ad after every 6th story: of indices 0 to 13, only 5 and 11', () => {
    const slots = Array.from({ length: 14 }, (_, index) => index).filter(isAdSlot);
    expect(slots).toEqual([5, 11]);
  });

  it('numbers the ad slots from 0', () => {
    expect([5, 11, 17].map(adSlotNumber)).toEqual([0, 1, 2]);
  });

  it('puts the first entry in the sponsored block and cycles the slots from the next, so the two never repeat', () => {
    expect(adForBlock()?.id).toBe('premium');
    expect([0, 1, 2, 3, 4, 5].map((slot) => adForSlot(slot)?.id)).toEqual([
      'briefing',
      'dutch',
      'premium',
      'briefing',
      'dutch',
      'premium',
    ]);
  });

  it('offers only what the reader can have: no briefing without one, no Premium without sign-in, no Dutch to a Dutch reader', () => {
    expect([0, 1, 2, 3].map((slot) => adForSlot(slot, { briefings: false })?.id)).toEqual([
      'dutch',
      'premium',
      'dutch',
      'premium',
    ]);
    expect(houseAds({ premium: false }).map((item) => item.id)).toEqual(['briefing', 'dutch']);
    expect(adForBlock({ dutch: false, briefings: false })?.id).toBe('premium');
    expect(adForSlot(0, { dutch: false, briefings: false })?.id).toBe('premium');
    expect(adForBlock({ premium: false, briefings: false, dutch: false })).toBeUndefined();
    expect(adForSlot(3, { premium: false, briefings: false, dutch: false })).toBeUndefined();
  });

  it('has 3 house ads, each pointing within Tidings', () => {
    expect(SPONSORED_ITEMS).toHaveLength(3);
    for (const item of SPONSORED_ITEMS) {
      expect(item.targetUrl.startsWith('/')).toBe(true);
      expect(item.targetUrl.startsWith('//')).toBe(false);
    }
  });
});
