/**
 * The digest mails (issue #18): the weekly digest, the daily personalized digest, a breaking-news
 * alert and a product update, in English and Dutch, as HTML (templates/mail-frame.ts) with a
 * plain-text twin. Every story links to its page on Tidings; every mail says why it came and
 * carries the one-click link that turns off just this kind.
 */
import { CATEGORY_NAMES } from '@tidings/core/news/categories';
import { escapeHtml } from '../../../lib/escape-html.ts';
import { type MailLanguage, mailLocale } from '../../mail/templates/languages.ts';
import { BREAKING_BURST_HOURS } from '../breaking.ts';
import { DIGEST_TIME_ZONE, type DigestKind } from '../kinds.ts';
import type { DigestStory } from '../stories.ts';
import { mj, renderFrame } from './mail-frame.ts';

interface DigestTexts {
  brand: string;
  weekly: { subject: (headline: string) => string; heading: string; intro: (count: number) => string };
  daily: { subject: (date: string) => string; heading: string; intro: (count: number) => string };
  /** How the intro ends: the reader's interests ranked first, or an invitation to choose some. */
  interestsFirst: string;
  noInterests: string;
  breaking: {
    subject: (headline: string) => string;
    heading: string;
    intro: (outlets: number, hours: number) => string;
  };
  productUpdates: { eyebrow: string };
  readStory: string;
  /** Who reported a story: up to three outlets by name, then how many more. */
  reportedBy: (names: string[], more: number) => string;
  categories: Record<string, string>;
  /** Why this mail came, per kind: the setting that is on. */
  why: Record<DigestKind, string>;
  unsubscribe: Record<DigestKind, string>;
  settings: string;
  signature: string;
}

const texts: Record<MailLanguage, DigestTexts> = {
  en: {
    brand: 'TIDINGS',
    weekly: {
      subject: (headline) => `Your week in news: ${headline}`,
      heading: 'Your week in news',
      intro: (count) =>
        count === 1
          ? 'The story of the past seven days most worth your time'
          : `The ${count} stories of the past seven days most worth your time`,
    },
    daily: {
      subject: (date) => `Your daily digest for ${date}`,
      heading: 'Your daily digest',
      intro: (count) =>
        count === 1
          ? 'The story of the last 24 hours most worth your time'
          : `The ${count} stories of the last 24 hours most worth your time`,
    },
    interestsFirst: ', your interests first.',
    noInterests: '. Choose your interests in Tidings and they come first.',
    breaking: {
      subject: (headline) => `Breaking: ${headline}`,
      heading: 'Breaking news',
      intro: (outlets, hours) => `${outlets} news outlets reported this within ${hours} hours.`,
    },
    productUpdates: { eyebrow: 'NEW AT TIDINGS' },
    readStory: 'Read the story',
    reportedBy: (names, more) => {
      const listed = more > 0 ? `${names.join(', ')} and ${more} more` : joinAnd(names, 'and');
      return `Reported by ${listed}`;
    },
    categories: CATEGORY_NAMES.en,
    why: {
      weeklyDigest: 'You get this mail because the weekly digest is on in your Tidings e-mail settings.',
      dailyDigest: 'You get this mail because the daily personalized digest is on in your Tidings e-mail settings.',
      breakingNews: 'You get this mail because breaking news alerts are on in your Tidings e-mail settings.',
      productUpdates:
        'You get this mail because newsletter and product updates are on in your Tidings e-mail settings.',
    },
    unsubscribe: {
      weeklyDigest: 'Unsubscribe from the weekly digest',
      dailyDigest: 'Unsubscribe from the daily digest',
      breakingNews: 'Unsubscribe from breaking news alerts',
      productUpdates: 'Unsubscribe from product updates',
    },
    settings: 'Choose which e-mails you get in your e-mail settings',
    signature: 'Tidings',
  },
  nl: {
    brand: 'TIDINGS',
    weekly: {
      subject: (headline) => `Jouw week in het nieuws: ${headline}`,
      heading: 'Jouw week in het nieuws',
      intro: (count) =>
        count === 1
          ? 'Het verhaal van de afgelopen zeven dagen dat je tijd het meest waard is'
          : `De ${count} verhalen van de afgelopen zeven dagen die je tijd het meest waard zijn`,
    },
    daily: {
      subject: (date) => `Je dagelijkse overzicht van ${date}`,
      heading: 'Je dagelijkse overzicht',
      intro: (count) =>
        count === 1
          ? 'Het verhaal van de afgelopen 24 uur dat je tijd het meest waard is'
          : `De ${count} verhalen van de afgelopen 24 uur die je tijd het meest waard zijn`,
    },
    interestsFirst: ', met je interesses voorop.',
    noInterests: '. Kies je interesses in Tidings, dan komen die voortaan eerst.',
    breaking: {
      subject: (headline) => `Net binnen: ${headline}`,
      heading: 'Net binnen',
      intro: (outlets, hours) => `${outlets} nieuwsmedia brachten dit binnen ${hours} uur.`,
    },
    productUpdates: { eyebrow: 'NIEUW BIJ TIDINGS' },
    readStory: 'Lees het verhaal',
    reportedBy: (names, more) => {
      const listed = more > 0 ? `${names.join(', ')} en nog ${more}` : joinAnd(names, 'en');
      return `Gemeld door ${listed}`;
    },
    categories: CATEGORY_NAMES.nl,
    why: {
      weeklyDigest:
        'Je krijgt deze e-mail omdat het wekelijkse overzicht aanstaat in je e-mailinstellingen bij Tidings.',
      dailyDigest:
        'Je krijgt deze e-mail omdat het dagelijkse persoonlijke overzicht aanstaat in je e-mailinstellingen bij Tidings.',
      breakingNews: 'Je krijgt deze e-mail omdat Breaking news aanstaat in je e-mailinstellingen bij Tidings.',
      productUpdates:
        'Je krijgt deze e-mail omdat de nieuwsbrief en het productnieuws aanstaan in je e-mailinstellingen bij Tidings.',
    },
    unsubscribe: {
      weeklyDigest: 'Afmelden voor het wekelijkse overzicht',
      dailyDigest: 'Afmelden voor het dagelijkse overzicht',
      breakingNews: 'Afmelden voor Breaking news',
      productUpdates: 'Afmelden voor productnieuws',
    },
    settings: 'Kies welke e-mails je krijgt in je e-mailinstellingen',
    signature: 'Tidings',
  },
};

function joinAnd(names: string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

const SHOWN_OUTLETS = 3;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Common {
  language: MailLanguage;
  publicUrl: string;
  unsubscribeUrl: string;
}

/**
 * The e-mail settings in Tidings (the feed page opens them on their tab, after signing in where
 * needed: `?settings=email`), in the mail's language.
 */
export const emailSettingsUrl = (publicUrl: string, language: MailLanguage) =>
  `${publicUrl}/?settings=email&lang=${language}`;

/** A story's page, in the mail's language: the reader's browser takes it as their choice (`?lang=`). */
const storyUrl = (common: Common, id: string) =>
  `${common.publicUrl}/story/${encodeURIComponent(id)}?lang=${common.language}`;

function storyLine(t: DigestTexts, story: DigestStory): string {
  const category = t.categories[story.article.category] ?? story.article.category;
  const outlets = story.outlets.slice(0, SHOWN_OUTLETS);
  const more = story.outlets.length - outlets.length;
  return outlets.length > 0 ? `${category} · ${t.reportedBy(outlets, more)}` : category;
}

function footerParts(t: DigestTexts, kind: DigestKind, common: Common) {
  const settingsUrl = emailSettingsUrl(common.publicUrl, common.language);
  const html = `${mj.small(`${escapeHtml(t.why[kind])}<br><br>${mj.link(t.unsubscribe[kind], common.unsubscribeUrl)}<br><br>${mj.link(t.settings, settingsUrl)}`)}
${mj.small(escapeHtml(t.signature))}`;
  const text = [
    '—',
    t.why[kind],
    `${t.unsubscribe[kind]}: ${common.unsubscribeUrl}`,
    `${t.settings}: ${settingsUrl}`,
    '',
    t.signature,
  ];
  return { html, text };
}

/** The weekly or the daily digest: a ranked list of stories. */
export async function storyListMail(
  kind: 'weeklyDigest' | 'dailyDigest',
  stories: DigestStory[],
  now: number,
  common: Common & { byInterests: boolean },
): Promise<RenderedMail> {
  const t = texts[common.language];
  const first = stories[0]?.article.title ?? '';
  const date = new Intl.DateTimeFormat(mailLocale(common.language), {
    dateStyle: 'long',
    timeZone: DIGEST_TIME_ZONE,
  }).format(now);
  const part = kind === 'weeklyDigest' ? t.weekly : t.daily;
  const subject = kind === 'weeklyDigest' ? t.weekly.subject(first) : t.daily.subject(date);
  const intro = `${part.intro(stories.length)}${common.byInterests ? t.interestsFirst : t.noInterests}`;
  const footer = footerParts(t, kind, common);

  const cards = stories.map((story) => {
    const url = storyUrl(common, story.article.id);
    return `${mj.rule()}
${mj.storyTitle(story.article.title, url)}
${story.article.excerpt ? mj.paragraph(story.article.excerpt) : ''}
${mj.small(escapeHtml(storyLine(t, story)))}`;
  });
  const html = await renderFrame({
    language: common.language,
    subject,
    preview: intro,
    card: [mj.eyebrow(`${t.brand} · ${date}`), mj.heading(part.heading), mj.paragraph(intro), ...cards].join('\n'),
    footer: footer.html,
  });
  const text = [
    part.heading,
    date,
    '',
    intro,
    '',
    ...stories.flatMap((story, i) => [
      `${i + 1}. ${story.article.title}`,
      ...(story.article.excerpt ? [`   ${story.article.excerpt}`] : []),
      `   ${storyLine(t, story)}`,
      `   ${storyUrl(common, story.article.id)}`,
      '',
    ]),
    ...footer.text,
  ].join('\n');
  return { subject, text, html };
}

/** One breaking story: its headline, what happened, who reported it, and the link. */
export async function breakingMail(story: DigestStory, common: Common): Promise<RenderedMail> {
  const t = texts[common.language];
  const subject = t.breaking.subject(story.article.title);
  const intro = t.breaking.intro(story.burst?.outlets ?? story.outlets.length, BREAKING_BURST_HOURS);
  const url = storyUrl(common, story.article.id);
  const footer = footerParts(t, 'breakingNews', common);
  const html = await renderFrame({
    language: common.language,
    subject,
    preview: intro,
    card: [
      mj.eyebrow(`${t.brand} · ${t.breaking.heading.toUpperCase()}`),
      mj.storyTitle(story.article.title, url),
      story.article.excerpt ? mj.paragraph(story.article.excerpt) : '',
      mj.small(escapeHtml(`${intro} ${storyLine(t, story)}`)),
      mj.button(t.readStory, url),
    ].join('\n'),
    footer: footer.html,
  });
  const text = [
    t.breaking.heading,
    '',
    story.article.title,
    ...(story.article.excerpt ? [story.article.excerpt] : []),
    '',
    intro,
    storyLine(t, story),
    '',
    `${t.readStory}: ${url}`,
    '',
    ...footer.text,
  ].join('\n');
  return { subject, text, html };
}

/** An update an operator wrote, in the reader's language: a title and paragraphs (blank lines apart). */
export async function productUpdateMail(
  update: { title: string; body: string },
  common: Common,
): Promise<RenderedMail> {
  const t = texts[common.language];
  const paragraphs = update.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const footer = footerParts(t, 'productUpdates', common);
  const html = await renderFrame({
    language: common.language,
    subject: update.title,
    preview: paragraphs[0] ?? update.title,
    card: [mj.eyebrow(t.productUpdates.eyebrow), mj.heading(update.title), ...paragraphs.map(mj.paragraph)].join('\n'),
    footer: footer.html,
  });
  const text = [update.title, '', ...paragraphs.flatMap((p) => [p, '']), ...footer.text].join('\n');
  return { subject: update.title, text, html };
}
