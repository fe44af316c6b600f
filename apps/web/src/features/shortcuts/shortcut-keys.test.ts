import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutFor } from './shortcut-keys.ts';

const press = (key: string, target: EventTarget | null = document.body, modifiers = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...modifiers,
});

describe('keyboard shortcuts', () => {
  it('maps the single keys to what they do', () => {
    expect(shortcutFor(press('j'), false).action).toEqual({ kind: 'next' });
    expect(shortcutFor(press('k'), false).action).toEqual({ kind: 'previous' });
    expect(shortcutFor(press('o'), false).action).toEqual({ kind: 'open' });
    expect(shortcutFor(press('s'), false).action).toEqual({ kind: 'save' });
    expect(shortcutFor(press('m'), false).action).toEqual({ kind: 'mute' });
    expect(shortcutFor(press('/'), false).action).toEqual({ kind: 'search' });
    expect(shortcutFor(press('p'), false).action).toEqual({ kind: 'play' });
    expect(shortcutFor(press('?'), false).action).toEqual({ kind: 'help' });
    expect(shortcutFor(press('x'), false).action).toBeUndefined();
  });

  it('goes places with g and a second key', () => {
    const first = shortcutFor(press('g'), false);
    expect(first).toEqual({ pendingG: true });
    expect(shortcutFor(press('h'), true).action).toEqual({ kind: 'go', to: 'all' });
    expect(shortcutFor(press('l'), true).action).toEqual({ kind: 'go', to: 'local' });
    expect(shortcutFor(press('s'), true).action).toEqual({ kind: 'go', to: 'science' });
    // An unknown second key ends the wait and does nothing.
    expect(shortcutFor(press('z'), true)).toEqual({ pendingG: false });
  });

  it('never fires while typing in a field, or with a modifier held', () => {
    const input = document.createElement('input');
    const area = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    document.body.append(input, area, editable);
    for (const target of [input, area]) {
      expect(isTypingTarget(target)).toBe(true);
      expect(shortcutFor(press('j', target), false).action).toBeUndefined();
    }
    expect(shortcutFor(press('j', document.body, { ctrlKey: true }), false).action).toBeUndefined();
    expect(shortcutFor(press('/', document.body, { metaKey: true }), false).action).toBeUndefined();
    expect(isTypingTarget(document.body)).toBe(false);
    input.remove();
    area.remove();
    editable.remove();
  });

  it('leaves Enter to links and buttons, and opens the current story otherwise', () => {
    const link = document.createElement('a');
    link.href = '/story/x';
    const button = document.createElement('button');
    expect(shortcutFor(press('Enter', link), false).action).toBeUndefined();
    expect(shortcutFor(press('Enter', button), false).action).toBeUndefined();
    expect(shortcutFor(press('Enter', document.body), false).action).toEqual({ kind: 'open' });
  });
});
