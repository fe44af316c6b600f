/**
 * The canonical form of an article link (issue 17): the same article, reached through
 * different feeds of one outlet or on different runs, must be stored once. Tracking
 * parameters are dropped, the host lower-cased, the fragment removed and the remaining
 * query parameters sorted. The scheme is kept: an http-only site must stay reachable.
 */

/** Query parameters that only say where a click came from (campaign trackers of the major outlets). */
const TRACKING_PARAMS = new Set([
  'at_medium',
  'at_campaign',
  'at_custom1',
  'at_custom2',
  'at_custom3',
  'at_custom4',
  'cmp',
  'cmpid',
  'dclid',
  'emc',
  'fbclid',
  'gclid',
  'icid',
  'igshid',
  'ito',
  'maca',
  'mbid',
  'mc_cid',
  'mc_eid',
  'ocid',
  'partner',
  'ref',
  'ref_src',
  'rss',
  'smid',
  'smtyp',
  'source',
  'src',
  'taid',
  'xtor',
  'yclid',
]);

/** Prefixes of tracking parameter families: utm_source, ns_mchannel, at_*, pk_*, mkt_*, _hs*. */
const TRACKING_PREFIXES = ['utm_', 'ns_', 'at_', 'pk_', 'mkt_', '_hs', 'sh_', 'ga_'];

export function isTrackingParam(name: string): boolean {
  const key = name.toLowerCase();
  return TRACKING_PARAMS.has(key) || TRACKING_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/**
 * The canonical link, or undefined when the text is not an absolute http(s) URL.
 * A trailing slash on a non-root path is dropped (`/a/` and `/a` are one page on news sites).
 */
export function canonicalArticleUrl(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  url.username = '';
  url.password = '';
  url.hostname = url.hostname.toLowerCase();
  // A feed that escapes its ampersands twice ("&amp;amp;ref=rss", NZ Herald) names its parameters
  // "amp;ref": the parameter is "ref".
  const kept = [...url.searchParams]
    .map(([name, value]): [string, string] => [name.replace(/^(?:amp;)+/i, ''), value])
    .filter(([name]) => name !== '' && !isTrackingParam(name));
  kept.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  url.search = kept.length ? new URLSearchParams(kept).toString() : '';
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href;
}
