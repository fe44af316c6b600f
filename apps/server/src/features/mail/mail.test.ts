import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { type ReceivedMail, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { post } from '../auth/sign-in-helpers.ts';

describe.each(testDatabases)('the demo mailbox on $name', (database) => {
  let demo: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    [demo, plain] = await Promise.all([startTestApp(database, { DEMO: 'true' }), startTestApp(database)]);
  });
  afterAll(async () => {
    await Promise.all([demo.close(), plain.close()]);
  });

  it('does not exist outside the demo profile', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox.json']) {
      const response = await plain.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('lists the outbox newest first, as JSON and as a page that escapes what it shows', async () => {
    const { db } = demo.app.database;
    const at = new Date('2026-11-20T06:00:00Z');
    await db
      .insert(mailOutbox)
      .values({ to: 'a@example.com', subject: 'Older', text: 'first', html: '<p>first</p>', createdAt: at });
    await db.insert(mailOutbox).values({
      to: 'b@example.com',
      subject: '<script>alert("hi")</script> & more',
      text: 'second <b>bold</b>',
      html: '<p>second</p>',
      createdAt: at,
    });

    const json = await demo.app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(json.statusCode).toBe(200);
    const { messages } = json.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual([
      '<script>alert("hi")</script> & more',
      'Older',
    ]);
    expect(messages[0]).toMatchObject({ to: 'b@example.com', text: 'second <b>bold</b>', html: '<p>second</p>' });
    expect(messages[0].createdAt).toBe('2026-11-20T06:00:00.000Z');

    const page = await demo.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Mailbox</h1>');
    expect(page.body).toContain('&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more');
    expect(page.body).toContain('second &lt;b&gt;bold&lt;/b&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.body.indexOf('b@example.com')).toBeLessThan(page.body.indexOf('a@example.com'));
  });
});

/** Undoes quoted-printable soft breaks and escapes, enough to read the mail's words. */
function readable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

describe.each(testDatabases)('sign-in code mail over SMTP on $name', (database) => {
  let smtp: SmtpPeer;
  let t: TestApp;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp(database, {
      DEMO: 'true',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Tidings <codes@tidings.example>',
    });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends the Dutch code mail to a real SMTP peer, and its code signs the reader in', async () => {
    const email = 'lezer@example.nl';
    const started = await post(app, '/api/auth/email/start', { email, lang: 'nl' });
    expect(started.statusCode).toBe(200);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0] as ReceivedMail;
    expect(mail.from).toBe('codes@tidings.example');
    expect(mail.to).toEqual([email]);
    const text = readable(mail.raw);
    const code = /^Subject: Je Tidings-inlogcode: (\d{6})\r?$/m.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toContain('Vul deze code in bij Tidings om in te loggen:');
    expect(text).toContain('De code is 10 minuten geldig en werkt maar één keer.');
    expect(text).toContain('Heb je hier niet om gevraagd? Negeer dan deze e-mail.');
    expect(text).toMatch(/Content-Type: text\/plain/);
    expect(text).toMatch(/Content-Type: text\/html/);
    expect(text).toContain('<html lang="nl">');

    // Real mail leaves nothing in the local outbox.
    const mailbox = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
    expect(mailbox.json().messages).toEqual([]);

    const verified = await post(app, '/api/auth/email/verify', { email, code });
    expect(verified.statusCode).toBe(200);
  });

  it('answers 502 with the spec message when the SMTP peer is gone, and lets the reader try again at once', async () => {
    await smtp.close();
    const failed = await post(app, '/api/auth/email/start', { email: 'unlucky@example.nl' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toEqual({
      code: 'MAIL_NOT_SENT',
      message: 'Failed to send verification code. Please try again.',
    });
    const again = await post(app, '/api/auth/email/resend', { email: 'unlucky@example.nl' });
    expect(again.statusCode).toBe(502);
  });
});
