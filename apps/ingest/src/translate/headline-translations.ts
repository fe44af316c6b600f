/**
 * Dutch headlines in English, for the clusterer (issue 17, "Languages"; decision 0015): with a
 * translator configured, a Dutch report is clustered by its headline's English translation, so NOS's
 * "Kabinet kondigt gedeeltelijke lockdown aan" and the BBC's "Netherlands brings in partial
 * lockdown" can be one story with both outlets as its sources, and the sentence encoder, which
 * reads English only, reads Dutch reports too. The translations go through the same cache as the
 * stories' (a Dutch story's headline is then translated once for both). Without a translator, or
 * for a headline it did not translate, the report is clustered by its own Dutch words, as before.
 * A failing translator is reported and never stops the run.
 */
import type { ClusterItem } from '@tidings/core/ingest/cluster';
import { headlinePlaces } from '../place-names.ts';
import { ask, DEFAULT_TRANSLATE_BUDGET_MS } from './story-translations.ts';
import type { TranslationCache } from './translation-cache.ts';
import type { Translator } from './translator.ts';

/** The translator, and the cache the pipeline keeps (`npm run cluster` keeps none); as `TranslationSetup`. */
export interface HeadlineTranslator {
  translator: Translator;
  cache?: Pick<TranslationCache, 'lookup' | 'save'> | undefined;
  /** After this long (ms) nothing more is asked; the headlines not reached wait for the next run. Default 5 minutes. */
  budgetMs?: number | undefined;
}

export interface HeadlineTranslationsReport {
  /** Dutch headlines of the run's window. */
  wanted: number;
  /** Of those, headlines the clusterer reads in English (from the cache or translated now). */
  translated: number;
  /** Headlines the translator translated in this run. */
  fresh: number;
  /** Why the rest were not translated, when a call failed ("HTTP_STATUS: ..."); they wait for the next run. */
  error?: string;
  /** TIMEOUT or NETWORK when the translator did not answer at all: the run asks it nothing more. */
  unreachable?: string;
}

/** Headlines per call when the translator names no limit: short texts, so more of them than of stories. */
const DEFAULT_MAX_HEADLINES = 50;

/**
 * The English of each Dutch headline given that the cache holds or the translator gives now: Dutch
 * headline -> English. Asks for the missing ones a part at a time within the setup's time budget;
 * a part that fails is left for the next run, and after a timeout or a connection failure nothing
 * more is asked (a translator that is down is not waited for again in this run).
 */
export async function englishHeadlines(
  headlines: readonly string[],
  setup: HeadlineTranslator | undefined,
  now: () => Date,
  log: (message: string, details?: Record<string, unknown>) => void,
): Promise<{ english: Map<string, string>; report: HeadlineTranslationsReport }> {
  const wanted = [...new Set(headlines.filter((headline) => headline.trim() !== ''))];
  const report: HeadlineTranslationsReport = { wanted: wanted.length, translated: 0, fresh: 0 };
  if (!setup || wanted.length === 0) return { english: new Map(), report };
  const english = (await setup.cache?.lookup(wanted, 'nl', 'en')) ?? new Map<string, string>();
  const missing = wanted.filter((headline) => !english.has(headline));
  const perCall = Math.max(1, setup.translator.maxTexts ?? DEFAULT_MAX_HEADLINES);
  const deadline = Date.now() + (setup.budgetMs ?? DEFAULT_TRANSLATE_BUDGET_MS);
  for (let start = 0; start < missing.length && Date.now() <= deadline; start += perCall) {
    const texts = missing.slice(start, start + perCall);
    const outcome = await ask(setup.translator, texts, 'nl', 'en');
    if (outcome.kind === 'failed') {
      report.error = `${outcome.code}: ${outcome.message}`;
      log('headline translation failed', { code: outcome.code, message: outcome.message, headlines: texts.length });
      if (outcome.code === 'TIMEOUT' || outcome.code === 'NETWORK') {
        report.unreachable = outcome.code;
        break;
      }
      continue;
    }
    const fresh = texts.flatMap((text, i) => {
      const translated = (outcome.texts[i] as string).trim();
      return translated === '' ? [] : [{ text, translated }];
    });
    for (const { text, translated } of fresh) english.set(text, translated);
    await setup.cache?.save(fresh, 'nl', 'en', now());
    report.fresh += fresh.length;
  }
  report.translated = english.size;
  return { english, report };
}

/**
 * A Dutch report as the clusterer reads it by its headline's English (the pipeline and `npm run
 * cluster` alike): that headline, in English, with the places it names; without its Dutch summary,
 * as the two would not be one text. `home` is the outlet's country.
 */
export function readInEnglish<T extends ClusterItem>(item: T, english: string, home: readonly string[] = []): T {
  return { ...item, title: english, language: 'en', summary: undefined, ...headlinePlaces(english, home, 'en') };
}
