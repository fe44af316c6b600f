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
