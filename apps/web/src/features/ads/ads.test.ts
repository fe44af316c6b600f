import { describe, expect, it } from 'vitest';
import { adForSlot, adSlotNumber, isAdSlot, SPONSORED_ITEMS } from './sponsored.ts';

describe('ad slots', () => {
  it('puts an ad after every 6th story: of indices 0 to 13, only 5 and 11', () => {
    const slots = Array.from({ length: 14 }, (_, index) => index).filter(isAdSlot);
    expect(slots).toEqual([5, 11]);
  });

  it('numbers the ad slots from 0', () => {
    expect([5, 11, 17].map(adSlotNumber)).toEqual([0, 1, 2]);
  });

  it('cycles through the 3 sponsored entries', () => {
    expect([0, 1, 2, 3, 4, 5].map((slot) => adForSlot(slot).id)).toEqual([
      'premium',
      'briefing',
      'dutch',
      'premium',
      'briefing',
      'dutch',
    ]);
  });

  it('leaves the briefing out of the cycle when the edition carries no briefing', () => {
    expect([0, 1, 2, 3].map((slot) => adForSlot(slot, false).id)).toEqual(['premium', 'dutch', 'premium', 'dutch']);
  });

  it('has 3 house ads, each pointing within Tidings', () => {
    expect(SPONSORED_ITEMS).toHaveLength(3);
    for (const item of SPONSORED_ITEMS) {
      expect(item.targetUrl.startsWith('/')).toBe(true);
      expect(item.targetUrl.startsWith('//')).toBe(false);
    }
  });
});
