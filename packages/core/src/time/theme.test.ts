import { describe, expect, it } from 'vitest';
import { colourTheme, resolveDark } from './theme.ts';

describe('which theme shows', () => {
  it('follows a saved light or dark choice at any hour', () => {
    expect(resolveDark('dark', false, 9)).toBe(true);
    expect(resolveDark('light', true, 22)).toBe(false);
  });
  it('follows the OS for system', () => {
    expect(resolveDark('system', true, 9)).toBe(true);
    expect(resolveDark('system', false, 22)).toBe(false);
  });
  it('is dark from 17:00 with no saved choice, and light again from 06:00', () => {
    expect(resolveDark(undefined, false, 16)).toBe(false);
    expect(resolveDark(undefined, false, 17)).toBe(true);
    expect(resolveDark(undefined, false, 5)).toBe(true);
    expect(resolveDark(undefined, true, 6)).toBe(false);
  });
  it("is the same for the explicit 'auto' choice", () => {
    expect(resolveDark('auto', false, 16)).toBe(false);
    expect(resolveDark('auto', true, 18)).toBe(true);
    expect(resolveDark('auto', true, 9)).toBe(false);
  });
});

describe('the premium colour themes', () => {
  it('are light themes of their own, whatever the hour or the system', () => {
    expect(resolveDark('sepia', true, 22)).toBe(false);
    expect(resolveDark('high-contrast', true, 3)).toBe(false);
    expect(colourTheme('sepia')).toBe('sepia');
    expect(colourTheme('high-contrast')).toBe('high-contrast');
    expect(colourTheme('dark')).toBeUndefined();
    expect(colourTheme(undefined)).toBeUndefined();
  });
});
