import { describe, expect, it } from 'vitest';
import { SEEK_MAX, SEEK_STEP, sliderKeyValue } from './player-sliders.tsx';

describe('the slider keys (reading-experience §2)', () => {
  const seek = (key: string, value: number, shift = false) => sliderKeyValue(key, shift, value, SEEK_MAX, SEEK_STEP);

  it('moves one step with the arrows and ten with Page Up/Down and Shift+arrow', () => {
    expect(seek('ArrowRight', 1)).toBeCloseTo(1.1);
    expect(seek('ArrowDown', 1)).toBeCloseTo(0.9);
    expect(seek('PageUp', 1)).toBeCloseTo(2);
    expect(seek('PageDown', 1)).toBeCloseTo(0);
    expect(seek('ArrowRight', 1, true)).toBeCloseTo(2);
    expect(seek('ArrowLeft', 1, true)).toBeCloseTo(0);
  });

  it('jumps to the ends with Home and End and never leaves them', () => {
    expect(seek('Home', 42)).toBe(0);
    expect(seek('End', 42)).toBe(SEEK_MAX);
    expect(seek('PageUp', 99.5)).toBe(SEEK_MAX);
    expect(seek('ArrowLeft', 0)).toBe(0);
  });

  it('leaves other keys to the page', () => {
    expect(seek('Tab', 10)).toBeUndefined();
    expect(seek('k', 10)).toBeUndefined();
  });
});
