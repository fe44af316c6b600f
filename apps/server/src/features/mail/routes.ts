/**
 * The demo's mailbox (DECISIONS.md, "Demo hint"): with no SMTP server, sign-in codes land in
 * the outbox, and the demo profile shows it to clients on this machine only (a request through
 * a proxy TRUST_PROXY believes counts as its forwarded client). Otherwise both pages answer 404.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isLoopback } from '../../lib/client-address.ts';
import { errorBodySchema, notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { latestOutboxMail, type OutboxMessage, outboxMailById } from './outbox.ts';

/**
 * A mail's own HTML, shown as the mail client would: its inline styles and nothing else. The
 * sandbox gives it an origin of its own, so nothing in a mail can run or reach this site.
 */
const MAIL_VIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

const mailboxSchema = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      headers: z.record(z.string(), z.string()),
      createdAt: z.string(),
    }),
  ),
});

export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every sign-in code is on these pages: anyone who could read them could sign in as anyone.
  const demoOnly = async (request: FastifyRequest) => {
    if (!app.config.demo || !isLoopback(request.ip)) throw notFound('Not found');
  };

  app.get(
    '/dev/mailbox.json',
    {
      schema: {
        tags: ['dev'],
        hide: !app.config.demo,
        summary: 'Demo profile, clients on this machine only: the local outbox, newest first',
        response: { 200: mailboxSchema, 404: errorBodySchema },
      },
      preHandler: demoOnly,
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { messages: await latestOutboxMail(app.database.db) };
    },
  );

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['dev'],
        hide: !app.config.demo,
        summary: 'Demo profile, clients on this machine only: the local outbox as a page, newest first',
        response: { 200: z.string(), 404: errorBodySchema },
      },
      preHandler: demoOnly,
    },
    async (_request, reply) => {
      const messages = await latestOutboxMail(app.database.db);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(mailboxPage(messages, reply.cspNonce?.style));
    },
  );

  app.get(
    '/dev/mailbox/:id',
    {
      schema: {
        tags: ['dev'],
        hide: !app.config.demo,
        summary: 'Demo profile, clients on this machine only: one mail of the outbox as its HTML, sandboxed',
        params: z.object({ id: z.string().regex(/^\d{1,15}$/) }),
        response: { 200: z.string(), 404: errorBodySchema },
      },
      preHandler: demoOnly,
    },
    async (request, reply) => {
      const message = await outboxMailById(app.database.db, Number(request.params.id));
      if (!message) throw notFound('No such mail in the outbox');
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', MAIL_VIEW_POLICY)
        .send(message.html);
    },
  );
};

function headerList(headers: Record<string, string>): string {
  const e = escapeHtml;
  return Object.entries(headers)
    .map(([name, value]) => `<dt>${e(name)}</dt><dd><code>${e(value)}</code></dd>`)
    .join('');
}

function mailboxPage(messages: OutboxMessage[], styleNonce: string | undefined): string {
  const e = escapeHtml;
  const items = messages
    .map(
      (m) => `<li>
<article aria-labelledby="mail-${e(m.id)}">
<h2 id="mail-${e(m.id)}">${e(m.subject)}</h2>
<dl><dt>To</dt><dd>${e(m.to)}</dd><dt>Sent</dt><dd><time datetime="${e(m.createdAt)}">${e(m.createdAt)}</time></dd>${headerList(m.headers)}</dl>
<p><a href="/dev/mailbox/${e(m.id)}">View the HTML mail</a></p>
<pre>${e(m.text)}</pre>
</article>
</li>`,
    )
    .join('\n');
  const body =
    messages.length > 0 ? `<ol>\n${items}\n</ol>` : '<p>No mail yet. Ask for a sign-in code and it appears here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox – Tidings demo</title>
<style${styleNonce ? ` nonce="${e(styleNonce)}"` : ''}>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:0 auto;padding:1rem;color:#18181b;background:#fff;line-height:1.5}
ol{list-style:none;padding:0}li{border-bottom:1px solid #d4d4d8;padding:1rem 0}
h2{font-size:1.15rem;margin:0 0 .5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:0 1rem;margin:0 0 .5rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}pre{white-space:pre-wrap;background:#f4f4f5;padding:.75rem;border-radius:4px}
</style>
</head>
<body>
<main>
<h1>Mailbox</h1>
<form method="post" action="/dev/digests/weekly"><button type="submit">Send the weekly digest now</button></form>
<p>The demo sends no real e-mail: every message the server would send is kept here, newest first.</p>
${body}
</main>
</body>
</html>
`;
}
