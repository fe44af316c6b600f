/** The frame every Tidings mail shares: a centred card that reads on phones and in any client. */
import { escapeHtml } from '../../../lib/escape-html.ts';
import type { MailLanguage } from './languages.ts';

export const HEADING_STYLE = 'margin:0 0 16px;font-size:22px;line-height:1.3;color:#18181b;';
export const PARAGRAPH_STYLE = 'margin:0 0 16px;font-size:16px;line-height:1.5;';
export const SMALL_STYLE = 'margin:0 0 24px;font-size:14px;line-height:1.5;color:#3f3f46;';
export const SIGNATURE_STYLE = 'margin:0;font-size:14px;color:#3f3f46;';

/** `content` is HTML the caller built with escaped text. */
export function mailPage(language: MailLanguage, subject: string, content: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f4f5;color:#18181b;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:32px 28px;">
${content}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** A part of a plain mail: a paragraph, a smaller one, the reader's own words quoted, or label–value rows. */
export type MailBlock =
  | { paragraph: string }
  | { small: string }
  | { quote: string }
  | { rows: ReadonlyArray<readonly [string, string]> };

const QUOTE_STYLE = 'margin:0 0 24px;padding:12px 16px;border-left:4px solid #d4d4d8;white-space:pre-wrap;';

/**
 * A mail of a heading, blocks and a signature, as text and as HTML in the shared frame, every text
 * escaped: the shape of the transactional mails (billing, support).
 */
export function composeMail(
  language: MailLanguage,
  subject: string,
  heading: string,
  blocks: readonly MailBlock[],
  signature: string,
): { subject: string; text: string; html: string } {
  const e = escapeHtml;
  const text: string[] = [heading, ''];
  const html: string[] = [`<h1 style="${HEADING_STYLE}">${e(heading)}</h1>`];
  for (const block of blocks) {
    if ('paragraph' in block) {
      text.push(block.paragraph, '');
      html.push(`<p style="${PARAGRAPH_STYLE}">${e(block.paragraph)}</p>`);
    } else if ('small' in block) {
      text.push(block.small, '');
      html.push(`<p style="${SMALL_STYLE}">${e(block.small)}</p>`);
    } else if ('quote' in block) {
      text.push(...block.quote.split('\n').map((line) => `> ${line}`), '');
      html.push(`<blockquote style="${QUOTE_STYLE}">${e(block.quote)}</blockquote>`);
    } else {
      text.push(...block.rows.map(([label, value]) => `${label}: ${value}`), '');
      const rows = block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;font-weight:normal;color:#3f3f46;">${e(label)}</th><td style="padding:4px 0;">${e(value)}</td></tr>`,
        )
        .join('');
      html.push(
        `<table role="presentation" style="margin:0 0 16px;font-size:16px;border-collapse:collapse;">${rows}</table>`,
      );
    }
  }
  text.push(`— ${signature}`);
  html.push(`<p style="${SIGNATURE_STYLE}">${e(signature)}</p>`);
  return { subject, text: text.join('\n'), html: mailPage(language, subject, html.join('\n')) };
}
