/**
 * The frame of every digest mail, written in MJML (mjml 5) so it lays out on phones and in old
 * clients alike. Readable in dark mode: every text colour is set together with the background
 * it sits on, and `prefers-color-scheme: dark` swaps both at once (Apple Mail, iOS, Outlook for
 * Mac); clients that invert colours by themselves (Gmail apps) invert both, so no text ends up
 * white on white. No web fonts and no images: nothing is fetched when the mail is opened.
 */
import mjml2html from 'mjml';
import { escapeHtml } from '../../../lib/escape-html.ts';
import type { MailLanguage } from '../../mail/templates/languages.ts';

export const LIGHT = {
  page: '#f4f4f5',
  card: '#ffffff',
  text: '#18181b',
  muted: '#52525b',
  link: '#1d4ed8',
  rule: '#d4d4d8',
};
const DARK = { page: '#09090b', card: '#18181b', text: '#f4f4f5', muted: '#a1a1aa', link: '#93c5fd', rule: '#3f3f46' };

const DARK_STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  body, .page, .page > div { background-color: ${DARK.page} !important; }
  .card, .card > table, .card td { background-color: ${DARK.card} !important; }
  .card div, .card h1, .card h2, .card p, .card span { color: ${DARK.text} !important; }
  .muted div, .muted span, .footer div, .footer p { color: ${DARK.muted} !important; }
  .card a, .footer a { color: ${DARK.link} !important; }
  .rule p { border-top-color: ${DARK.rule} !important; }
  .button td, .button a { background-color: ${DARK.link} !important; color: ${DARK.page} !important; }
}
[data-ogsc] .card div, [data-ogsc] .card h1, [data-ogsc] .card h2 { color: ${DARK.text} !important; }
[data-ogsc] .card a, [data-ogsc] .footer a { color: ${DARK.link} !important; }
`;

export interface FrameParts {
  language: MailLanguage;
  subject: string;
  /** The line mail clients show after the subject. */
  preview: string;
  /** MJML elements of the card's column, built with escaped text. */
  card: string;
  /** MJML elements of the footer's column, built with escaped text. */
  footer: string;
}

/** The HTML of a digest mail; throws when the MJML is not valid (a template bug, caught by the tests). */
export async function renderFrame(parts: FrameParts): Promise<string> {
  const e = escapeHtml;
  const source = `<mjml lang="${parts.language}" dir="ltr">
  <mj-head>
    <mj-title>${e(parts.subject)}</mj-title>
    <mj-preview>${e(parts.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Arial, Helvetica, sans-serif" />
      <mj-text color="${LIGHT.text}" font-size="16px" line-height="1.5" padding="0 0 12px 0" />
      <mj-column padding="0" />
    </mj-attributes>
    <mj-raw>
      <meta name="color-scheme" content="light dark">
      <meta name="supported-color-schemes" content="light dark">
    </mj-raw>
    <mj-style>${DARK_STYLE}</mj-style>
  </mj-head>
  <mj-body background-color="${LIGHT.page}" width="600px" css-class="page">
    <mj-section padding="24px 12px 0 12px">
      <mj-column background-color="${LIGHT.card}" border-radius="8px" padding="28px 24px 16px 24px" css-class="card">
${parts.card}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px 32px 24px" css-class="footer">
      <mj-column>
${parts.footer}
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict', fonts: {} });
  if (errors.length > 0)
    throw new Error(`digest mail MJML: ${errors.map((error) => error.formattedMessage).join('; ')}`);
  return html;
}

export const mj = {
  eyebrow: (text: string) =>
    `<mj-text font-size="13px" letter-spacing="1px" color="${LIGHT.muted}" css-class="muted">${escapeHtml(text)}</mj-text>`,
  heading: (text: string) =>
    `<mj-text><h1 style="margin:0;font-size:24px;line-height:1.3;color:${LIGHT.text};">${escapeHtml(text)}</h1></mj-text>`,
  paragraph: (text: string) => `<mj-text>${escapeHtml(text)}</mj-text>`,
  small: (html: string) => `<mj-text font-size="13px" color="${LIGHT.muted}" css-class="muted">${html}</mj-text>`,
  rule: () => `<mj-divider border-color="${LIGHT.rule}" border-width="1px" padding="8px 0 16px 0" css-class="rule" />`,
  storyTitle: (title: string, url: string) =>
    `<mj-text padding="0 0 4px 0"><h2 style="margin:0;font-size:18px;line-height:1.35;"><a href="${escapeHtml(url)}" style="color:${LIGHT.link};text-decoration:none;">${escapeHtml(title)}</a></h2></mj-text>`,
  button: (label: string, url: string) =>
    `<mj-button href="${escapeHtml(url)}" background-color="${LIGHT.link}" color="#ffffff" font-weight="bold" border-radius="6px" align="left" padding="4px 0 16px 0" css-class="button">${escapeHtml(label)}</mj-button>`,
  link: (label: string, url: string) =>
    `<a href="${escapeHtml(url)}" style="color:${LIGHT.link};">${escapeHtml(label)}</a>`,
};
