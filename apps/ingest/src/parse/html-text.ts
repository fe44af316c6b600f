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
  return collapseWhitespace(parts.join(''));
}

export function collapseWhitespace(text: string): string {
  return text.replace(/(?:\s|\u200b|\u200c|\u200d|\ufeff)+/g, ' ').trim();
}
