import { describe, expect, it } from 'vitest';
import { formatClock, wholeMinutes } from './clock.ts';

describe('player times', () => {
  it('read as m:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(200)).toBe('3:20');
    expect(formatClock(3725)).toBe('62:05');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('give the duration in whole minutes, at least one', () => {
    expect(wholeMinutes(45)).toBe(1);
    expect(wholeMinutes(200)).toBe(3);
    expect(wholeMinutes(210)).toBe(4);
    expect(wholeMinutes(0)).toBe(0);
  });
});
