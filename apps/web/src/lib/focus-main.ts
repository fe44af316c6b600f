/**
 * Puts the keyboard at the start of the page's main content, where a reader whose focus has nowhere
 * else to go expects it (a shared link's story closed, a page reached by a shortcut), instead of
 * leaving it on the page's body, from where Tab starts over at the header.
 */
export function focusMain(): boolean {
  const main = document.querySelector('main');
  if (!(main instanceof HTMLElement)) return false;
  // Focusable from script only: not a Tab stop of its own.
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
  return true;
}
