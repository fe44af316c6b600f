import { afterEach, describe, expect, it } from 'vitest';
import { escapeInAnotherDialog } from './escape-in-another-dialog.ts';

/** A dialog box in the page, as Radix portals it, holding a button. */
function dialogWithButton(): { box: HTMLElement; button: HTMLButtonElement } {
  const box = document.createElement('div');
  box.setAttribute('role', 'dialog');
  const button = document.createElement('button');
  box.append(button);
  document.body.append(box);
  return { box, button };
}

const escapeOn = (target: EventTarget) => {
  const event = new KeyboardEvent('keydown', { key: 'Escape' });
  Object.defineProperty(event, 'target', { value: target });
  return event;
};

describe('escapeInAnotherDialog', () => {
  afterEach(() => document.body.replaceChildren());

  it('is true for an Escape pressed inside a dialog opened over this one', () => {
    const story = dialogWithButton();
    const share = dialogWithButton();
    expect(escapeInAnotherDialog(escapeOn(share.button), story.box)).toBe(true);
  });

  it('is false for an Escape pressed inside this dialog, or outside every dialog', () => {
    const story = dialogWithButton();
    const inside = document.createElement('div');
    inside.setAttribute('role', 'dialog');
    story.box.append(inside);
    expect(escapeInAnotherDialog(escapeOn(story.button), story.box)).toBe(false);
    expect(escapeInAnotherDialog(escapeOn(inside), story.box)).toBe(false);
    expect(escapeInAnotherDialog(escapeOn(document.body), story.box)).toBe(false);
    expect(escapeInAnotherDialog(escapeOn(story.button), null)).toBe(false);
  });
});
