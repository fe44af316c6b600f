import { fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ShortcutsDialog from './shortcuts-dialog.tsx';
import { type ShortcutHandlers, useShortcuts } from './use-shortcuts.ts';

const handlers = (unavailable?: ShortcutHandlers['unavailable']) => ({
  onGo: vi.fn(),
  onHelp: vi.fn(),
  onMute: vi.fn(),
  announce: vi.fn(),
  ...(unavailable ? { unavailable } : {}),
});

describe('shortcuts this page does not offer', () => {
  it('leaves their keys to the browser: nothing is said or done', () => {
    const without = handlers(new Set(['save', 'mute', 'play'] as const));
    renderHook(() => useShortcuts(true, without));
    for (const key of ['s', 'm', 'p']) expect(fireEvent.keyDown(document, { key })).toBe(true);
    expect(without.announce).not.toHaveBeenCalled();
    expect(without.onMute).not.toHaveBeenCalled();

    const offered = handlers();
    renderHook(() => useShortcuts(true, offered));
    expect(fireEvent.keyDown(document, { key: 's' })).toBe(false);
    expect(offered.announce).toHaveBeenCalledWith('Move to a story first with j or k.');
  });

  it('does not list them', () => {
    render(<ShortcutsDialog onClose={() => undefined} unavailable={new Set(['save', 'mute', 'play'])} />);
    expect(screen.getByText('Next story')).toBeTruthy();
    expect(screen.queryByText('Save or unsave the story')).toBeNull();
    expect(screen.queryByText('Play or pause the briefing')).toBeNull();
  });
});
