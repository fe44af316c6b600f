/**
 * The run's translation step (issue 17, "Languages"): each English story into Dutch and each
 * Dutch story into English (headline, sub_headline and description), for the edition's
 * translation files. A story that has reports in the other language takes their own texts first
 * (`OwnTexts`); texts translated before come from the cache; the others are sent to the
 * translator a few whole stories per call. A story is never half-translated: when any of its
 * texts is missing (the call failed, timed out, answered a wrong count or an empty text), it gets
 * no entry at all and is shown in its own language. Failures are reported, never thrown.
 */
import type { TranslationEntry } from '@tidings/core/schemas/edition';
import type { TranslationCache } from './translation-cache.ts';
import { isLanguage, type Language, LOCALE_OF, OTHER_LANGUAGE, type Translator } from './translator.ts';

export interface TranslationSetup {
  translator: Translator;
  cache: Pick<TranslationCache, 'lookup' | 'save' | 'purgeBefore'>;
  /** After this long (ms) a run asks nothing more; the stories not reached wait for the next run. */
  budgetMs?: number;
}

/** Texts per call when the translator names no limit. */
const DEFAULT_MAX_TEXTS = 24;
export const DEFAULT_TRANSLATE_BUDGET_MS = 5 * 60_000;

export interface TranslationFailure {
  story: string;
  /** TIMEOUT, NETWORK, HTTP_STATUS, BAD_ANSWER, or SKIPPED (not asked: budget spent or translator unreachable). */
  code: string;
  message: string;
}

export interface TranslationsReport {
  /** Whether a translator is configured (TRANSLATE_URL). */
  configured: boolean;
  /** Stories a translation was wanted for. */
  wanted: number;
  /** Stories with a complete translation in the edition. */
  translated: number;
  /** Of those, stories whose entry holds texts of their own reports in that language (`OwnTexts`). */
  fromReports: number;
  /** Texts taken from the cache. */
  cachedTexts: number;
  /** Texts the translator translated in this run. */
  freshTexts: number;
  /** Calls made to the translator. */
  calls: number;
  /** Stories left untranslated. */
  failed: number;
  failures: TranslationFailure[];
}

export interface TranslatableStory {
  id: string;
  lang?: string | undefined;
  headline: string;
  sub_headline?: string | undefined;
  description?: string | undefined;
}

export interface StoryTranslations {
  /** locale -> entries, only for stories translated completely (never the story's own language). */
  translations: Record<string, TranslationEntry[]>;
  report: TranslationsReport;
}

const FIELDS = ['headline', 'sub_headline', 'description'] as const;

/**
 * A story's texts in its other language written by its own reports in that language (a Dutch story
 * that English outlets report too: their headline, sub-headline and description as the story
 * builder chooses them), by story id. They are that language's entry as far as they go: a
 * publisher's own words before a machine's, and nothing to ask the translator for.
 */
export type OwnTexts = ReadonlyMap<string, Partial<Record<(typeof FIELDS)[number], string>>>;

function textsOf(story: TranslatableStory): string[] {
  return FIELDS.map((field) => story[field] ?? '').filter((text) => text.trim() !== '');
}

export async function translateStories(
  stories: readonly TranslatableStory[],
  setup: TranslationSetup | undefined,
  now: () => Date,
  log: (message: string, details?: Record<string, unknown>) => void,
  /** Why the translator is not to be asked in this run (it did not answer earlier in it): every story is SKIPPED. */
  unreachable?: string,
  own: OwnTexts = new Map(),
): Promise<StoryTranslations> {
  const report: TranslationsReport = {
    configured: Boolean(setup),
    wanted: 0,
    translated: 0,
    fromReports: 0,
    cachedTexts: 0,
    freshTexts: 0,
    calls: 0,
    failed: 0,
    failures: [],
  };
  const translations: Record<string, TranslationEntry[]> = {};
  const ownText = (story: TranslatableStory, field: (typeof FIELDS)[number]) =>
    own.get(story.id)?.[field]?.trim() || undefined;
  /** The texts the translator is needed for: those the story's own reports do not give. */
  const needed = (story: TranslatableStory) =>
    FIELDS.filter((field) => (story[field] ?? '').trim() !== '' && !ownText(story, field)).map(
      (field) => story[field] as string,
    );
  /** The story's entry, its own reports' texts first, the translator's (`known`) for the rest. */
  const entryOf = (story: TranslatableStory, known: ReadonlyMap<string, string>): TranslationEntry => {
    const entry: TranslationEntry = { story_id: story.id };
    let fromReports = false;
    for (const field of FIELDS) {
      const text = story[field];
      if (!text || text.trim() === '') continue;
      const mine = ownText(story, field);
      if (mine) fromReports = true;
      entry[field] = mine ?? (known.get(text) as string);
    }
    if (fromReports) report.fromReports += 1;
    return entry;
  };
  if (!setup) {
    // No translator: a story whose other-language reports tell all it says still gets their words.
    for (const story of stories) {
      if (!isLanguage(story.lang) || !own.has(story.id) || textsOf(story).length === 0) continue;
      report.wanted += 1;
      if (needed(story).length > 0) continue;
      const locale = LOCALE_OF[OTHER_LANGUAGE[story.lang]];
      translations[locale] = [...(translations[locale] ?? []), entryOf(story, new Map())];
      report.translated += 1;
    }
    return { translations, report };
  }
  const deadline = Date.now() + (setup.budgetMs ?? DEFAULT_TRANSLATE_BUDGET_MS);
  let stopped: string | undefined = unreachable;

  for (const from of ['nl', 'en'] as const) {
    const to = OTHER_LANGUAGE[from];
    const wanted = stories.filter((s) => isLanguage(s.lang) && s.lang === from && textsOf(s).length > 0);
    if (wanted.length === 0) continue;
    report.wanted += wanted.length;
    const known = await setup.cache.lookup([...new Set(wanted.flatMap(needed))], from, to);
    report.cachedTexts += known.size;
    const failures = new Map<string, TranslationFailure>();

    const pending = wanted.filter((s) => needed(s).some((t) => !known.has(t)));
    const maxTexts = Math.max(1, setup.translator.maxTexts ?? DEFAULT_MAX_TEXTS);
    let chunk: TranslatableStory[] = [];
    let chunkTexts = new Set<string>();
    const flush = async () => {
      if (chunk.length === 0) return;
      const texts = [...chunkTexts];
      const members = chunk;
      chunk = [];
      chunkTexts = new Set();
      if (!stopped && Date.now() > deadline)
        stopped = 'the run spent its translation time; the rest waits for the next run';
      if (stopped) {
        for (const s of members) failures.set(s.id, { story: s.id, code: 'SKIPPED', message: stopped });
        return;
      }
      const outcome = await ask(setup.translator, texts, from, to);
      report.calls += 1;
      if (outcome.kind === 'failed') {
        log('translation failed', {
          from,
          to,
          stories: members.map((s) => s.id),
          code: outcome.code,
          message: outcome.message,
        });
        for (const s of members) failures.set(s.id, { story: s.id, code: outcome.code, message: outcome.message });
        // A translator that does not answer at all is not asked again in this run (each ask would wait out its deadline).
        if (outcome.code === 'TIMEOUT' || outcome.code === 'NETWORK') {
          stopped = `the translator did not answer (${outcome.code}); not asked again in this run`;
        }
        return;
      }
      const fresh = texts.flatMap((text, i) => {
        const translated = outcome.texts[i] as string;
        return translated.trim() === '' ? [] : [{ text, translated }];
      });
      for (const { text, translated } of fresh) known.set(text, translated);
      report.freshTexts += fresh.length;
      await setup.cache.save(fresh, from, to, now());
    };
    for (const story of pending) {
      const missing = needed(story).filter((t) => !known.has(t) && !chunkTexts.has(t));
      if (chunk.length > 0 && chunkTexts.size + missing.length > maxTexts) await flush();
      chunk.push(story);
      for (const text of missing) chunkTexts.add(text);
    }
    await flush();

    const entries: TranslationEntry[] = [];
    for (const story of wanted) {
      if (!needed(story).every((t) => known.has(t))) {
        report.failures.push(
          failures.get(story.id) ?? { story: story.id, code: 'BAD_ANSWER', message: 'a text came back empty' },
        );
        continue;
      }
      entries.push(entryOf(story, known));
    }
    report.translated += entries.length;
    if (entries.length > 0) translations[LOCALE_OF[to]] = entries;
  }
  report.failed = report.failures.length;
  return { translations, report };
}

export type Outcome = { kind: 'ok'; texts: string[] } | { kind: 'failed'; code: string; message: string };

/** One call to the translator, its answer checked (as many texts as asked); a failure as a code and message, never thrown. */
export async function ask(translator: Translator, texts: string[], from: Language, to: Language): Promise<Outcome> {
  try {
    const answer = await translator.translate(texts, from, to);
    if (!Array.isArray(answer) || answer.length !== texts.length || answer.some((t) => typeof t !== 'string')) {
      return {
        kind: 'failed',
        code: 'BAD_ANSWER',
        message: `${answer?.length} texts answered for ${texts.length} asked`,
      };
    }
    return { kind: 'ok', texts: answer };
  } catch (error) {
    return {
      kind: 'failed',
      code: (error as { code?: string }).code ?? 'INTERNAL',
      message: (error as Error).message,
    };
  }
}
