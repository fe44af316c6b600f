/**
 * The few pages the server draws itself, outside the web app (the local payment page, the
 * unsubscribe confirmation): a small accessible document in the reader's language, never cached,
 * never indexed, sending no referrer, with its style under the response's CSP nonce.
 */
import type { FastifyReply } from 'fastify';
import { escapeHtml } from './escape-html.ts';

export interface ServerPage {
  lang: string;
  title: string;
  /** The page's own rules; light and dark are both the page's to set. */
  css: string;
  /** The contents of <main>, already escaped. */
  main: string;
}

export function sendServerPage(reply: FastifyReply, page: ServerPage): FastifyReply {
  const e = escapeHtml;
  const styleNonce = reply.cspNonce?.style;
  // The app's icon, as its pages show it in the tab (web-app.ts), when the app is built.
  const iconHref = reply.server.appIcon;
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(`<!doctype html>
<html lang="${e(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<title>${e(page.title)}</title>
${iconHref ? `<link rel="icon" type="image/svg+xml" href="${e(iconHref)}">\n` : ''}<style${styleNonce ? ` nonce="${e(styleNonce)}"` : ''}>
${page.css}
</style>
</head>
<body>
<main>
${page.main}
</main>
</body>
</html>
`);
}
