/**
 * The cookies in which the browser tells the server how to draw its next page (its language, its
 * place): readable by the page, sent only to our own origin, no identifier in them.
 */

/**
 * Writes `name` for `maxAgeSeconds` (0, or an empty value, removes it). `SameSite=Lax`, and `Secure`
 * on a page served over HTTPS.
 */
export function writePageCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  const maxAge = value ? maxAgeSeconds : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and from pages not served over HTTPS, and its write is asynchronous; this one must be done before the reader's next click.
  document.cookie = `${name}=${value}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
}
