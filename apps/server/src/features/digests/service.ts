/**
 * Sending the digests (issue #18): each run mails one kind to every reader it is due to, with
 * their mutes, interests and language, and claims each mail in digest_sends first (sends.ts), so
 * a second run, a restart or another instance sends nothing twice. The schedule (schedule.ts)
 * and the demo's controls (routes.ts) call these runs; a run that failed for some readers throws
 * after trying everyone, and the queue tries it again.
 */
import type { FastifyInstance } from 'fastify';
import type { MailLanguage } from '../mail/templates/languages.ts';
import { BREAKING_MAX_PER_DAY, breakingStories } from './breaking.ts';
import { type DigestKind, periodOf, type ScheduledKind, WEEKLY_WINDOW_MS } from './kinds.ts';
import { type Recipient, recipientsOf } from './recipients.ts';
import { breakingClaim, breakingSentTo, periodClaim } from './sends.ts';
import { breakingFor, dailyStories, weeklyStories, withArchivedStories } from './stories.ts';
import { breakingMail, productUpdateMail, type RenderedMail, storyListMail } from './templates/digest-mail.ts';
import { unsubscribeLinks } from './unsubscribe-links.ts';

export interface DigestRun {
  kind: DigestKind;
  /** The week, day or update the run was for; null for breaking news (one per story). */
  period: string | null;
  sent: number;
  failed: number;
}

/** A product update as an operator writes it: once per reader by `id`, in both languages. */
export interface ProductUpdate {
  id: string;
  title: Record<MailLanguage, string>;
  body: Record<MailLanguage, string>;
}

export interface Digests {
  run(kind: ScheduledKind): Promise<DigestRun>;
  announce(update: ProductUpdate): Promise<DigestRun>;
}

/** RFC 8058: the one-click link, and the header that says a POST to it unsubscribes. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export function createDigests(app: FastifyInstance): Digests {
  const { db } = app.database;
  const links = unsubscribeLinks(app);

  async function mailTo(
    recipient: Recipient,
    kind: DigestKind,
    render: (unsubscribeUrl: string) => Promise<RenderedMail>,
  ) {
    const unsubscribeUrl = await links.linkFor({ userId: recipient.userId, kind, language: recipient.language });
    const mail = await render(unsubscribeUrl);
    return { to: recipient.email, ...mail, headers: unsubscribeHeaders(unsubscribeUrl) };
  }

  const common = (recipient: Recipient, unsubscribeUrl: string) => ({
    language: recipient.language,
    publicUrl: app.config.publicUrl,
    unsubscribeUrl,
  });

  /** Calls `send` for every reader `kind` may reach; counts mails sent and readers that failed. */
  async function eachRecipient(
    kind: DigestKind,
    period: string | null,
    now: number,
    send: (recipient: Recipient) => Promise<number>,
  ): Promise<DigestRun> {
    const run: DigestRun = { kind, period, sent: 0, failed: 0 };
    for await (const batch of recipientsOf(db, kind, period, now)) {
      for (const recipient of batch) {
        try {
          run.sent += await send(recipient);
        } catch (error) {
          run.failed += 1;
          app.log.error(
            { err: error, userId: recipient.userId, kind, period },
            'digest not sent; the next try sends it',
          );
        }
      }
    }
    if (run.sent > 0 || run.failed > 0) app.log.info(run, 'digest run');
    return run;
  }

  async function storyList(kind: 'weeklyDigest' | 'dailyDigest', now: number): Promise<DigestRun> {
    const period = periodOf(kind, now);
    // A week reaches past the current edition's few days: the archive has the rest.
    const edition =
      kind === 'weeklyDigest'
        ? withArchivedStories(app.editions.current, await app.archive.publishedSince(new Date(now - WEEKLY_WINDOW_MS)))
        : app.editions.current;
    const pick = kind === 'weeklyDigest' ? weeklyStories : dailyStories;
    return eachRecipient(kind, period, now, async (recipient) => {
      const personal = await app.personalForUser(recipient.userId);
      const stories = pick(edition, personal, now, recipient.language);
      // Nothing the reader would want this period: no mail, and no claim, so a later run may still send one.
      if (stories.length === 0) return 0;
      const byInterests = personal.topics.length > 0;
      const message = await mailTo(recipient, kind, (url) =>
        storyListMail(kind, stories, now, { ...common(recipient, url), byInterests }),
      );
      const sent = await app.mail.sendOnce(message, periodClaim({ userId: recipient.userId, kind, period }, now));
      return sent ? 1 : 0;
    });
  }

  async function breaking(now: number): Promise<DigestRun> {
    const edition = app.editions.current;
    const candidates = breakingStories(edition.prepared, now);
    if (candidates.length === 0) return { kind: 'breakingNews', period: null, sent: 0, failed: 0 };
    return eachRecipient('breakingNews', null, now, async (recipient) => {
      const already = await breakingSentTo(db, recipient.userId, now);
      const room = BREAKING_MAX_PER_DAY - already.today;
      if (room <= 0) return 0;
      const personal = await app.personalForUser(recipient.userId);
      const stories = breakingFor(edition, personal, candidates, now, recipient.language)
        .filter((story) => !already.stories.has(story.article.id))
        .slice(0, room);
      let sent = 0;
      for (const story of stories) {
        const message = await mailTo(recipient, 'breakingNews', (url) => breakingMail(story, common(recipient, url)));
        if (await app.mail.sendOnce(message, breakingClaim(recipient.userId, story.article.id, now))) sent += 1;
      }
      return sent;
    });
  }

  return {
    async run(kind) {
      const now = app.clock();
      return kind === 'breakingNews' ? breaking(now) : storyList(kind, now);
    },
    async announce(update) {
      const now = app.clock();
      return eachRecipient('productUpdates', update.id, now, async (recipient) => {
        const language = recipient.language;
        const text = { title: update.title[language], body: update.body[language] };
        const message = await mailTo(recipient, 'productUpdates', (url) =>
          productUpdateMail(text, common(recipient, url)),
        );
        const claim = periodClaim({ userId: recipient.userId, kind: 'productUpdates', period: update.id }, now);
        return (await app.mail.sendOnce(message, claim)) ? 1 : 0;
      });
    },
  };
}
