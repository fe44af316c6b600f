import { SUPPORT_MESSAGES_PER_DAY } from '@tidings/core/account/support';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { supportRequests, users } from '../../db/schema.ts';
import { startTestApp, type TestApp, testDatabases } from '../../test/harness.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { bearer, post, signIn } from '../auth/sign-in-helpers.ts';

const NOW = Date.parse('2026-11-24T09:00:00Z');
const DESK = 'help@news.example';
const MESSAGE = 'My saved stories disappeared after I signed in on my phone.';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

describe.each(testDatabases)('writing to support on $name', (database) => {
  const now = { value: NOW };
  let t: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    t = await startTestApp(database, { DEMO: 'true', CONTACT_EMAIL: DESK }, { clock: () => now.value });
    app = t.app;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (token: string | undefined, payload: object) =>
    post(app, '/api/support', payload, token ? bearer(token) : {});
  const mailTo = async (to: string): Promise<Mail[]> =>
    (await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json().messages.filter((m: Mail) => m.to === to);

  it('asks who is writing', async () => {
    const response = await send(undefined, { topic: 'account', message: MESSAGE });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Not authenticated');
  });

  it('refuses a message it cannot take, saying what is wrong, and stores nothing', async () => {
    const { AccessToken } = await signIn(app, 'bad-input@example.com');
    const cases: Array<[object, RegExp]> = [
      [{ topic: 'account', message: '  help   ' }, /^message: must be at least 10 characters$/],
      [{ topic: 'account', message: 'x'.repeat(4001) }, /^message: must be at most 4000 characters$/],
      [{ topic: 'gossip', message: MESSAGE }, /^topic: /],
      [{ message: MESSAGE }, /^topic: /],
      [{ topic: 'account', message: MESSAGE, priority: true }, /priority/],
    ];
    for (const [payload, message] of cases) {
      const response = await send(AccessToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toMatch(message);
    }
    const [reader] = await app.database.db.select().from(users).where(eq(users.email, 'bad-input@example.com'));
    const stored = await app.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.userId, reader?.id ?? ''));
    expect(stored).toEqual([]);
  });

  it('takes a free reader’s message: the desk gets it to answer within three business days, the reader a copy', async () => {
    const { AccessToken } = await signIn(app, 'free-reader@example.com');
    const response = await send(AccessToken, { topic: 'reading', message: `  ${MESSAGE}  `, lang: 'en-GB' });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toEqual({
      reference: expect.stringMatching(/^TS-\d{5}$/),
      priority: false,
      replyWithinDays: 3,
    });

    const [desk] = (await mailTo(DESK)).filter((m) => m.subject.includes(answer.reference));
    expect(desk?.subject).toBe(`${answer.reference}: Stories and reading, from free-reader@example.com`);
    expect(desk?.headers['Reply-To']).toBe('free-reader@example.com');
    expect(desk?.text).toContain('Plan: Free');
    expect(desk?.text).toContain('Answer within: 3 business days');
    expect(desk?.text).toContain(MESSAGE);

    const [copy] = await mailTo('free-reader@example.com').then((all) =>
      all.filter((m) => m.subject.includes('received')),
    );
    expect(copy?.subject).toBe(`We received your message (${answer.reference})`);
    expect(copy?.headers['Reply-To']).toBe(DESK);
    expect(copy?.text).toContain(`Your reference is ${answer.reference}.`);
    expect(copy?.text).toContain('We answer within 3 business days.');
    expect(copy?.text).toContain(`> ${MESSAGE}`);
  });

  it('gives a premium reader priority: marked so for the desk, answered within one business day, told in Dutch', async () => {
    const { AccessToken } = await signIn(app, 'premium-reader@example.com');
    expect((await post(app, '/api/billing/trial', undefined, bearer(AccessToken))).statusCode).toBe(200);
    const response = await send(AccessToken, {
      topic: 'billing',
      message: 'Mijn factuur klopt niet <b>echt</b> niet.',
      lang: 'nl',
    });
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ priority: true, replyWithinDays: 1 });

    const [desk] = (await mailTo(DESK)).filter((m) => m.subject.includes(answer.reference));
    expect(desk?.subject).toBe(`[Priority] ${answer.reference}: Premium and billing, from premium-reader@example.com`);
    expect(desk?.text).toContain('Plan: Premium (priority support)');
    expect(desk?.text).toContain('Language: nl');

    const [copy] = await mailTo('premium-reader@example.com').then((all) =>
      all.filter((m) => m.subject.includes(answer.reference)),
    );
    expect(copy?.subject).toBe(`We hebben je bericht ontvangen (${answer.reference})`);
    expect(copy?.text).toContain('Als Premium-lid krijg je voorrang: we antwoorden binnen één werkdag.');
    // The reader's words are text in the mail, never markup.
    expect(copy?.html).toContain('Mijn factuur klopt niet &lt;b&gt;echt&lt;/b&gt; niet.');
    expect(copy?.html).not.toContain('<b>echt</b>');
  });

  it(`takes ${SUPPORT_MESSAGES_PER_DAY} messages a day from one reader, then asks them to wait`, async () => {
    const { AccessToken } = await signIn(app, 'many-messages@example.com');
    for (let i = 0; i < SUPPORT_MESSAGES_PER_DAY; i += 1) {
      expect((await send(AccessToken, { topic: 'other', message: `${MESSAGE} (${i})` })).statusCode).toBe(201);
    }
    const refused = await send(AccessToken, { topic: 'other', message: MESSAGE });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error.message).toBe(
      'You have sent 5 messages to support in the last day. We will answer them; you can write again in about 24 hours.',
    );
  });
});

describe.each(testDatabases)('a support message whose mail fails, on $name', (database) => {
  const now = { value: NOW };
  let smtp: SmtpPeer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp(
      database,
      { DEMO: 'true', SMTP_URL: smtp.url, CONTACT_EMAIL: DESK },
      { clock: () => now.value },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('is kept when the mail server refuses, and reaches the desk and the reader once it answers again, once', async () => {
    const { app } = t;
    // Signed in over the SMTP peer: the code is in the mail it received.
    expect((await post(app, '/api/auth/email/start', { email: 'smtp-reader@example.com' })).statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec(smtp.received.at(-1)?.raw.split('\r\n\r\n')[0] ?? '')?.[1];
    expect(code).toBeDefined();
    const verified = await post(app, '/api/auth/email/verify', { email: 'smtp-reader@example.com', code });
    expect(verified.statusCode).toBe(200);
    const token = verified.json().AccessToken as string;

    smtp.refuse = true;
    const response = await post(app, '/api/support', { topic: 'problem', message: MESSAGE }, bearer(token));
    expect(response.statusCode).toBe(201);
    const [stored] = await app.database.db.select().from(supportRequests);
    expect(stored).toMatchObject({
      email: 'smtp-reader@example.com',
      message: MESSAGE,
      forwardedAt: null,
      copiedAt: null,
      claimedUntil: null,
    });

    smtp.refuse = false;
    now.value += 2 * 60 * 1000;
    const delivered = smtp.received.length;
    // Two instances' housekeeping at once: the claim lets one of them mail it.
    await Promise.all([app.housekeeping.runOnce(), app.housekeeping.runOnce()]);
    const after = () => smtp.received.slice(delivered);
    const desk = after().filter((mail) => mail.to.includes(DESK));
    expect(desk).toHaveLength(1);
    expect(desk[0]?.raw).toMatch(/^Reply-To: smtp-reader@example\.com\r$/m);
    const copies = after().filter((mail) => mail.to.includes('smtp-reader@example.com'));
    expect(copies).toHaveLength(1);
    expect(copies[0]?.raw).toMatch(/^Reply-To: help@news\.example\r$/m);
    const [mailed] = await app.database.db.select().from(supportRequests);
    expect(mailed?.forwardedAt).not.toBeNull();
    expect(mailed?.copiedAt).not.toBeNull();
    // Mailed once: the next round has nothing to send.
    await app.housekeeping.runOnce();
    expect(after()).toHaveLength(2);
  });

  /** A reader signed in over the SMTP peer: the code is in the last mail it received. */
  async function signInOverSmtp(email: string): Promise<string> {
    expect((await post(t.app, '/api/auth/email/start', { email })).statusCode).toBe(200);
    const code = /\b(\d{6})\b/.exec(smtp.received.at(-1)?.raw.split('\r\n\r\n')[0] ?? '')?.[1];
    const verified = await post(t.app, '/api/auth/email/verify', { email, code });
    expect(verified.statusCode).toBe(200);
    return verified.json().AccessToken as string;
  }
  const deleteAccount = (token: string) => post(t.app, '/api/profile/delete_account', {}, bearer(token));
  const noticesToDesk = (from: number) =>
    smtp.received.slice(from).filter((mail) => mail.to.includes(DESK) && /^Subject: Delete /m.test(mail.raw));

  it('tells the desk which messages to delete when their writer deletes the account, without naming the writer', async () => {
    const token = await signInOverSmtp('leaving@example.com');
    const first = await post(t.app, '/api/support', { topic: 'billing', message: MESSAGE }, bearer(token));
    const second = await post(t.app, '/api/support', { topic: 'other', message: 'And one more thing.' }, bearer(token));
    const references = [first.json().reference as string, second.json().reference as string];
    const before = smtp.received.length;

    expect((await deleteAccount(token)).statusCode).toBe(200);
    // Sent once the account is gone, behind the answer.
    await vi.waitFor(() => expect(noticesToDesk(before)).toHaveLength(1));
    const notices = noticesToDesk(before);
    const notice = notices[0]?.raw ?? '';
    expect(notice).toMatch(new RegExp(`^Subject: Delete ${references.join(', ')}: the account was deleted\r$`, 'm'));
    expect(notice).toContain('within 30 days');
    expect(notice).not.toContain('leaving@example.com');
    expect(
      await t.app.database.db.select().from(supportRequests).where(eq(supportRequests.email, 'leaving@example.com')),
    ).toEqual([]);
  });

  it('sends the desk nothing for a reader who never wrote, and deletes the account when the notice cannot go', async () => {
    const silent = await signInOverSmtp('silent@example.com');
    const talker = await signInOverSmtp('talker@example.com');
    const wrote = await post(t.app, '/api/support', { topic: 'other', message: MESSAGE }, bearer(talker));
    const before = smtp.received.length;
    expect((await deleteAccount(silent)).statusCode).toBe(200);
    // A notice comes behind the answer: the one a writer's deletion sends after shows none came before it.
    expect((await deleteAccount(talker)).statusCode).toBe(200);
    await vi.waitFor(() => expect(noticesToDesk(before).length).toBeGreaterThan(0));
    expect(noticesToDesk(before).map((mail) => /^Subject: (.*)\r$/m.exec(mail.raw)?.[1])).toEqual([
      `Delete ${wrote.json().reference}: the account was deleted`,
    ]);

    const writer = await signInOverSmtp('unlucky@example.com');
    expect((await post(t.app, '/api/support', { topic: 'account', message: MESSAGE }, bearer(writer))).statusCode).toBe(
      201,
    );
    const refusedBefore = smtp.refused.length;
    smtp.refuse = true;
    try {
      expect((await deleteAccount(writer)).statusCode).toBe(200);
      // The notice was tried, and refused: it is logged, not retried.
      await vi.waitFor(() =>
        expect(smtp.refused.slice(refusedBefore).filter((mail) => mail.to.includes(DESK))).toHaveLength(1),
      );
    } finally {
      smtp.refuse = false;
    }
    expect(await t.app.database.db.select().from(users).where(eq(users.email, 'unlucky@example.com'))).toEqual([]);
  });
});
