/**
 * One feed's bytes to plain items (issue 17): RSS 0.9x/1.0/2.0, Atom and JSON Feed are parsed by
 * feedsmith, never by hand; HTML is reduced to text (html-text.ts); the link is made canonical so
 * the same article is stored once. Items without a title or a usable link are left out and counted.
 */

import { withoutLabels } from '@tidings/core/ingest/headline-labels';
import { XMLValidator } from 'fast-xml-parser';
import { parseFeed } from 'feedsmith';
import { canonicalArticleUrl } from './canonical-url.ts';
import { collapseWhitespace, htmlToText, summaryText, withoutDateline } from './html-text.ts';

export interface FeedItem {
  title: string;
  summary: string;
  /** Canonical link (tracking parameters dropped): the article's identity. */
  url: string;
  guid: string | undefined;
  /** ISO 8601 UTC, or null when the feed gave no readable date. */
  publishedAt: string | null;
  author: string | undefined;
  imageUrl: string | undefined;
  imageAlt: string | undefined;
  /** Words of the full text when the feed carries it (content:encoded, content_html). */
  wordCount: number | undefined;
  /** The feed's own categories or sections of the item. */
  categories: string[];
  /**
   * The publisher an aggregator names for the item (RSS `<source>`: Google News): the outlet a
   * reader is told wrote it, not the aggregator's.
   */
  publisher?: string | undefined;
}

export interface ParsedFeed {
  format: string;
  title: string;
  items: FeedItem[];
  /** Items left out (no title, or no absolute http(s) link). */
  skipped: number;
  /**
   * Where an XML feed breaks XML's rules ("invalid XML at line 3: ..."), though its items could be
   * read: the run takes them and reports the feed's fault. A broken feed with no item to read fails.
   */
  malformed?: string;
}

export class FeedParseError extends Error {
  readonly code: 'INVALID_FEED' | 'INVALID_XML';
  constructor(message: string, code: 'INVALID_FEED' | 'INVALID_XML' = 'INVALID_FEED') {
    super(message);
    this.code = code;
  }
}

/** What is wrong with an XML feed's text, if anything (feedsmith's parser reads broken XML without a word). */
function xmlFault(source: string): string | undefined {
  if (source.trimStart().startsWith('{')) return undefined;
  const checked = XMLValidator.validate(source);
  return checked === true ? undefined : `invalid XML at line ${checked.err.line}: ${checked.err.msg}`;
}

type Rec = Record<string, unknown>;

const isRec = (value: unknown): value is Rec => typeof value === 'object' && value !== null;
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** feedsmith gives text either as a string or as { value } (Atom text constructs). */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (isRec(value)) return text(value.value ?? value.name ?? value.term ?? value.label);
  return '';
}

/** Reads the bytes in the encoding the XML declaration names (UTF-8 when none or unknown). */
export function decodeFeed(body: Buffer): string {
  const head = body.subarray(0, 200).toString('latin1');
  const declared = /encoding=["']([\w.:-]+)["']/i.exec(head)?.[1];
  try {
    return new TextDecoder(declared ?? 'utf-8').decode(body).replace(/^\ufeff/, '');
  } catch {
    return new TextDecoder('utf-8').decode(body).replace(/^\ufeff/, '');
  }
}

export function parseFeedBody(body: Buffer): ParsedFeed {
  const source = decodeFeed(body);
  let parsed: { format: string; feed: unknown };
  try {
    parsed = parseFeed(source) as { format: string; feed: unknown };
  } catch (error) {
    // A feed's broken XML says where it breaks (an element left open, a truncated body); anything
    // else (an HTML page where the feed was) is no feed.
    const fault = /^\s*<(?:\?xml|rss|feed|rdf:rdf)\b/i.test(source) ? xmlFault(source) : undefined;
    if (fault) throw new FeedParseError(fault, 'INVALID_XML');
    throw new FeedParseError(`not a feed: ${(error as Error).message}`);
  }
  const feed = isRec(parsed.feed) ? parsed.feed : {};
  const rawItems = asArray(feed.items ?? feed.entries).filter(isRec);
  const items: FeedItem[] = [];
  let skipped = 0;
  for (const raw of rawItems) {
    const item = parsed.format === 'atom' ? fromAtom(raw) : parsed.format === 'json' ? fromJson(raw) : fromRss(raw);
    if (item) items.push(item);
    else skipped += 1;
  }
  const malformed = xmlFault(source);
  if (malformed && items.length === 0) throw new FeedParseError(malformed, 'INVALID_XML');
  return {
    format: parsed.format,
    title: htmlToText(text(feed.title)),
    items,
    skipped,
    ...(malformed ? { malformed } : {}),
  };
}

function finish(fields: {
  title: string;
  summaryHtml: string;
  link: string;
  guid: string | undefined;
  date: string;
  author: string | undefined;
  image: { url: string; alt?: string | undefined } | undefined;
  fullHtml: string | undefined;
  categories: string[];
  /** The publisher an aggregator names for the item (RSS `<source>`: Google News). */
  source?: string | undefined;
}): FeedItem | undefined {
  const written = htmlToText(fields.title);
  const publisher = fields.source ? collapseWhitespace(htmlToText(fields.source)) : '';
  // An aggregator writes the item's publisher after its headline too ("... - BBC News"): the
  // publisher it names in `<source>` is no part of the headline.
  const title = publisher ? (withoutLabels([written], [publisher])[0] ?? written) : written;
  const url = canonicalArticleUrl(fields.link) ?? (fields.guid ? canonicalArticleUrl(fields.guid) : undefined);
  if (!title || !url) return undefined;
  const ms = Date.parse(fields.date);
  const fullText = fields.fullHtml ? htmlToText(fields.fullHtml) : '';
  const summary = summaryText(fields.summaryHtml) || leadOf(withoutDateline(fullText));
  return {
    title,
    summary: summary === title ? '' : summary,
    url,
    guid: fields.guid || undefined,
    publishedAt: Number.isNaN(ms) ? null : new Date(ms).toISOString(),
    author: fields.author ? collapseWhitespace(htmlToText(fields.author)) || undefined : undefined,
    imageUrl: fields.image ? canonicalImageUrl(fields.image.url) : undefined,
    imageAlt: fields.image?.alt ? htmlToText(fields.image.alt) : undefined,
    // Full text only counts when it is more than the summary again (LA Times repeats it).
    wordCount: fullText && fullText.length > summary.length * 1.5 ? countWords(fullText) : undefined,
    categories: fields.categories.map((c) => collapseWhitespace(c)).filter(Boolean),
    ...(publisher ? { publisher } : {}),
  };
}

/** Summary from full text when the feed has none: whole sentences up to about 300 characters. */
function leadOf(fullText: string): string {
  if (fullText.length <= 300) return fullText;
  const cut = fullText.slice(0, 300);
  const end = cut.lastIndexOf('. ');
  return end > 80 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

export function countWords(value: string): number {
  return value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function canonicalImageUrl(url: string): string | undefined {
  try {
    const parsed = new URL(url.startsWith('//') ? `https:${url}` : url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

function fromRss(raw: Rec): FeedItem | undefined {
  const dc = isRec(raw.dc) ? raw.dc : {};
  const content = isRec(raw.content) ? raw.content : {};
  const guid = text(raw.guid) || undefined;
  return finish({
    title: text(raw.title) || text(dc.title),
    summaryHtml: text(raw.description) || text(dc.description),
    link: text(raw.link) || '',
    guid,
    date: text(raw.pubDate) || text(dc.date) || text(asArray(dc.dates)[0]),
    author: text(asArray(dc.creators)[0]) || text(dc.creator) || text(raw.author) || text(asArray(raw.authors)[0]),
    image: mediaImage(raw),
    fullHtml: text(content.encoded) || undefined,
    categories: asArray(raw.categories).map(text),
    source: isRec(raw.source) ? text(raw.source.title) : undefined,
  });
}

function fromAtom(raw: Rec): FeedItem | undefined {
  const links = asArray(raw.links).filter(isRec);
  const alternate = links.find((l) => !l.rel || l.rel === 'alternate') ?? links[0];
  const media = isRec(raw.media) ? raw.media : {};
  const group = asArray(media.groups).filter(isRec)[0];
  const description = group ? firstParagraph(text(group.description)) : '';
  return finish({
    title: text(raw.title),
    summaryHtml: text(raw.summary) || description,
    link: alternate ? text(alternate.href) : '',
    guid: text(raw.id) || undefined,
    date: text(raw.published) || text(raw.updated),
    author: text(asArray(raw.authors).filter(isRec)[0]?.name),
    image: mediaImage(raw),
    fullHtml: text(raw.content) || undefined,
    categories: asArray(raw.categories).map(text),
  });
}

function fromJson(raw: Rec): FeedItem | undefined {
  const image = text(raw.image) || text(raw.banner_image);
  return finish({
    title: text(raw.title),
    summaryHtml: text(raw.summary) || text(raw.content_text),
    link: text(raw.url) || text(raw.external_url),
    guid: text(raw.id) || undefined,
    date: text(raw.date_published) || text(raw.date_modified),
    author: text(asArray(raw.authors).filter(isRec)[0]?.name),
    image: image ? { url: image } : undefined,
    fullHtml: text(raw.content_html) || text(raw.content_text) || undefined,
    categories: asArray(raw.tags).map(text),
  });
}

/** YouTube descriptions: the first paragraph, before the subscribe/follow boilerplate. */
export function firstParagraph(value: string): string {
  const paragraph = value.split(/\n\s*\n/)[0] ?? '';
  return paragraph
    .split('\n')
    .filter((line) => !/^\s*(#|-\s|subscribe|follow|https?:\/\/|\u200b?\s*@)/i.test(line))
    .join(' ')
    .trim();
}

type Image = { url: string; alt?: string | undefined };

/** The item's image: Media RSS content or thumbnail (also inside media:group), else an image enclosure. */
function mediaImage(raw: Rec): Image | undefined {
  const media = isRec(raw.media) ? raw.media : {};
  const containers = [media, ...asArray(media.groups).filter(isRec)];
  for (const container of containers) {
    for (const content of asArray(container.contents).filter(isRec)) {
      const type = text(content.type);
      const medium = text(content.medium);
      if (content.url && (type.startsWith('image/') || medium === 'image')) {
        return { url: text(content.url), alt: text(content.description) || text(content.title) || undefined };
      }
    }
    const thumb = asArray(container.thumbnails).filter(isRec)[0];
    if (thumb?.url) return { url: text(thumb.url) };
  }
  const enclosure = asArray(raw.enclosures ?? raw.enclosure)
    .filter(isRec)
    .find((e) => text(e.type).startsWith('image/'));
  return enclosure ? { url: text(enclosure.url) } : undefined;
}
