/**
 * Plain text from the HTML publishers put in titles and summaries. The markup is parsed by
 * parse5 (the WHATWG HTML parser, as a browser would) and only text nodes are kept, so no tag,
 * attribute, script or entity can reach the reader; the web app renders the result as text.
 */
import { parseFragment } from 'parse5';

type Node = { nodeName: string; value?: string; childNodes?: Node[] };

/** Elements whose content is never reading text. */
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'iframe', 'object', 'svg', 'math']);
/** Elements after which words must not run together. */
const BLOCKS = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr', 'td', 'figure']);

export function htmlToText(html: string | undefined | null): string {
  if (!html) return '';
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (SKIPPED.has(node.nodeName)) return;
    if (node.nodeName === '#text' && node.value) parts.push(node.value);
    for (const child of node.childNodes ?? []) walk(child);
    if (BLOCKS.has(node.nodeName)) parts.push(' ');
  };
  walk(parseFragment(html) as unknown as Node);
  return withApostrophes(collapseWhitespace(parts.join('')));
}

export function collapseWhitespace(text: string): string {
  return text.replace(/(?:\s|\u200b|\u200c|\u200d|\ufeff)+/g, ' ').trim();
}

/**
 * A possessive whose apostrophe a feed turned into a space ("on Spain s La Palma", "ex-chancellor s
 * party": GMA News writes plain ASCII so, and no apostrophe anywhere) has it back: a lone "s" after a
 * word of two letters or more, in a text with no apostrophe, is no word of English or Dutch.
 */
function withApostrophes(text: string): string {
  if (/['’]/u.test(text)) return text;
  return text.replace(/(?<=\p{L}{2}) s(?= \p{L})/gu, "'s");
}

/** Time zones a time stamp names ("8:00 PM SGT"); not any capitals ("4:22 PM HSA said..."). */
const ZONES = 'SGT|GMT|UTC|BST|CES?T|[ECMP][SD]T|AE[SD]T|NZ[SD]T|IST|HKT|JST|PHT|WIB';

const MONTH =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sept?(?:ember)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
/**
 * A time stamp opening a summary: a date with its time ("October 17, 2021 8:00 PM", "17 Oct 2021,
 * 08:00"), as the Straits Times writes one before every summary. A date alone may open a sentence
 * ("October 17, 2021 marks..."), so the time is required.
 */
const STAMP = new RegExp(
  `^(?:${MONTH} \\d{1,2},? \\d{4}|\\d{1,2} ${MONTH},? \\d{4}),? \\d{1,2}[:.]\\d{2}(?: ?[AaPp]\\.?[Mm]\\.?)?(?: (?:${ZONES})\\b)?\\s*[-–—|:]?\\s*`,
);
/**
 * A dateline: the place in capitals ("SINGAPORE", "ST. LOUIS", "SEOUL/WASHINGTON"; a run of three
 * capitals in it, so no "U.S."), maybe a region, a date and an agency after it, or a place in any
 * case before an agency ("Paris (AFP)"), or the agency alone ("(ANP)"); then a dash and a sentence
 * that starts as one. "NHS - staff shortages..." and "I WAS WRONG - says Boris" are no datelines.
 */
const AGENCY = String.raw`\([\p{L} .,/&]{2,40}\)`;
const DATELINE = new RegExp(
  String.raw`^(?:(?=[\p{Lu}.'’/ -]*\p{Lu}{3})\p{Lu}[\p{Lu}.'’/ -]{1,40}\p{Lu}\.?(?:, \p{Lu}[\p{L}.' ]{1,30}?)?(?:, ${MONTH} \d{1,2})?(?: ${AGENCY})?|\p{Lu}[\p{L}.' ]{1,30} ${AGENCY}|${AGENCY}) [-–—] (?=[\p{Lu}\d"'“‘])`,
  'u',
);

/**
 * A summary as readers should read it: text, without the time stamp and dateline before it, with
 * no space before a stop ("urging one professor to resign .") and a cut marked by one ellipsis
 * ("The machine ..." reads "The machine…"). A summary that opens with a bullet is a list of links
 * to other articles that an outlet puts in its place (CNN's "• Opinion: Chappelle's Trumpian claims
 * of 'cancel culture' are laughable" under "Netflix fired employee who leaked information about
 * Chappelle's special"), no summary: none; nor is one of no words ("...").
 */
export function summaryText(html: string | undefined | null): string {
  // The paragraph a byline opens stays a paragraph: "<p>By AAP<br>Sydney trains..." keeps its "<p>".
  const text = withoutDateline(htmlToText(html?.replace(BYLINE, '$1')));
  // A list of links, or no words at all ("...", "…"): no summary.
  if (LINK_LIST.test(text) || !/\p{L}/u.test(text)) return '';
  return text
    .replace(CALL_TO_ACTION, '')
    .replace(/\s+(?:\.{3}|…)$/u, '…')
    .replace(/\s+([.,;:!?])(?=\s|$)/gu, '$1');
}

/**
 * A closing sentence that sells the outlet, not the news: "Subscribe to Lisa's "Pop Life Chronicles"
 * newsletter here." under CNN's "Stop it: CNN reporter dismisses talk about Adele's weight", "Sign up
 * for our newsletter", "Click here to read more", "Abonneer je op onze nieuwsbrief". A sentence of
 * news that opens so ("Sign up for the vaccine by Friday, officials say") names none of the outlet's
 * things.
 */
const CALL_TO_ACTION =
  /(?<=[.!?]["”’)]?)\s+(?:Subscribe (?:to|for)|Sign up (?:to|for)|Click here|Abonneer je|Schrijf je in)\b(?=[^.!?]*\b(?:newsletter|podcast|channel|here|our|nieuwsbrief|kanaal|hier|onze)\b)[^.!?]*[.!?]?\s*$/iu;

/** A bullet opening a text: a list of links, not a summary (see `summaryText`). */
const LINK_LIST = /^[•▪►‣◦]/u;

/**
 * A byline in a paragraph of its own before the summary ("By  RNZ" and a blank line, "<p>By Jane
 * Doe and John Roe</p>"): capitalised names only, so "By the time ..." is a sentence.
 */
const BYLINE =
  /^\s*(<p[^>]*>)?\s*(?:By|BY)\s+\p{Lu}[\p{L}.'’-]*(?:(?:\s*(?:,|&amp;|&)\s*|\s+and\s+|[ \t]+)\p{Lu}[\p{L}.'’-]*){0,5}\s*(?:<\/p>|<br\s*\/?>|\r?\n\s*\r?\n)/u;

export function withoutDateline(text: string): string {
  return text.replace(STAMP, '').replace(DATELINE, '');
}
