/**
 * The interface language (reading-experience §4 Language): a saved choice wins and is kept under
 * 'language' (§3 Browser storage); otherwise the language of the reader's country, learnt from the
 * location's 'locationChanged' event (the location feature is not imported: features stay apart).
 */
import {
  decideLanguage,
  languageForCountry,
  PAGE_LANGUAGE_COOKIE,
  pageLanguageOf,
} from '@tidings/core/geo/language-detection';
import { LOCATION_CHANGED_EVENT, type LocationChangedDetail } from '@tidings/core/geo/location-detection';
import { useSyncExternalStore } from 'react';
import i18n, { type AppLanguage, appLanguage, hasLanguage, loadLanguage } from '../../lib/i18n.ts';
import { writePageCookie } from '../../lib/page-cookie.ts';
import { authedRequest, currentAccessToken } from '../../lib/session-token.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

const LANGUAGE_KEY = 'language';

const listeners = new Set<() => void>();
function notify(): void {
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function savedLanguage(): AppLanguage | undefined {
  return readStored(LANGUAGE_KEY, (value) => (value === 'en' || value === 'nl' ? value : undefined));
}

/**
 * A link that names its language (`?lang=nl`, as Tidings' own mails and Dutch feeds write their
 * story links) decides for a browser that has no saved choice: a Dutch reader who opens a Dutch
 * mail's link on a new device had read the story in English, as detection placed them in Lisbon.
 * It is kept as their choice, and taken off the address, so a reload or a copied link does not
 * decide again, over a choice made since or for someone else.
 */
export function followLinkedLanguage(): void {
  const url = new URL(window.location.href);
  const linked = url.searchParams.get('lang');
  if (linked === null) return;
  if ((linked === 'en' || linked === 'nl') && savedLanguage() === undefined) writeStored(LANGUAGE_KEY, linked);
  url.searchParams.delete('lang');
  window.history.replaceState(window.history.state, '', url);
}

/** A manual choice: saved, applied, and announced with the spec's language-changed event. It stops detection. */
export function chooseLanguage(language: AppLanguage): void {
  writeStored(LANGUAGE_KEY, language);
  notify();
  applyLanguage(language, 'load');
  // A signed-in reader's digests are written in the language they read in.
  if (currentAccessToken()) {
    authedRequest('/api/profile/language', { method: 'PUT', body: JSON.stringify({ language }) }).catch(
      (error: unknown) => console.error('Saving the language for mail failed', error),
    );
  }
}

/**
 * Shows the page in `language`. Should its texts fail to come, the notice says so: §8's 'Failed to
 * detect language' where the language was detected, 'could not be loaded' where the reader chose it.
 */
export function applyLanguage(language: AppLanguage, failure: LanguageFailure = 'detect'): void {
  if (appLanguage(i18n.language) === language) {
    // The texts are already these; the page the server drew may still say another language (a
    // Dutch link's page, a cleared cookie), which a screen reader would read it in.
    document.documentElement.lang = language;
    return;
  }
  if (!hasLanguage(language)) {
    // Applied once its texts are here; until then the page stays in the language it is in.
    loadLanguage(language).then(
      () => applyLanguage(language, failure),
      (error: unknown) => {
        console.error('Loading the language failed', error);
        setFailure(failure);
      },
    );
    return;
  }
  i18n.changeLanguage(language).catch((error: unknown) => {
    console.error('Changing the language failed', error);
    setFailure(failure);
  });
  document.documentElement.lang = language;
  rememberPageLanguage(language);
  window.dispatchEvent(new CustomEvent('languageChanged', { detail: { language } }));
}

/** A year: the cookie outlives any visit, and each language change writes it again. */
const PAGE_LANGUAGE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * Tells the server the language this browser shows pages in, so its next first page is drawn in it
 * (PAGE_LANGUAGE_COOKIE): a preference the server reads, holding 'en' or 'nl' and nothing else.
 */
export function rememberPageLanguage(language: AppLanguage): void {
  writePageCookie(PAGE_LANGUAGE_COOKIE, language, PAGE_LANGUAGE_MAX_AGE_S);
}

/** The language the server drew this page in (<html lang>), from the cookie this browser sent it. */
export function serverPageLanguage(): AppLanguage {
  return pageLanguageOf(document.documentElement.lang);
}

/** The reader's country as the location last announced it; undefined for a fallback city or before any. */
let readerCountry: string | undefined;
/** What failed: the detected language's texts, or the chosen one's. */
export type LanguageFailure = 'detect' | 'load';
let languageFailure: LanguageFailure | null = null;

function setFailure(failure: LanguageFailure | null): void {
  if (languageFailure === failure) return;
  languageFailure = failure;
  notify();
}

/** The language detection would choose now: the reader's country's, else English. */
export function automaticLanguage(): AppLanguage {
  return languageForCountry(readerCountry);
}

/** Set while React hydrates the server's page (`holdLanguageUntil`). */
let hydrating: Promise<void> | undefined;

/**
 * Detection changes no language until `done` settles. The server draws the page in the language
 * this browser last showed; a reader found elsewhere while React is still hydrating it would have
 * the texts change under the hydration, which React answers by throwing the page away and drawing
 * it again (error #418), with a flash of the other language.
 */
export function holdLanguageUntil(done: Promise<void>): void {
  const held = done.finally(() => {
    if (hydrating === held) hydrating = undefined;
  });
  hydrating = held;
}

/** §4: detection decides only while no choice is saved. */
function applyAutomaticLanguage(): void {
  if (hydrating) {
    void hydrating.then(applyAutomaticLanguage, applyAutomaticLanguage);
    return;
  }
  const decision = decideLanguage(savedLanguage(), readerCountry);
  if (decision.automatic) applyLanguage(decision.language);
}

/** 'Use automatic language': forgets the saved choice and detects again from the reader's country. */
export function clearLanguageChoice(): void {
  writeStored(LANGUAGE_KEY, undefined);
  notify();
  applyAutomaticLanguage();
}

/**
 * The language to render the first view in: the saved choice, else the language of a country known
 * at start-up (the manual or cached location), else undefined (English until detection answers).
 */
export function initialLanguage(country?: string): AppLanguage | undefined {
  if (country) readerCountry = country;
  const saved = savedLanguage();
  return saved ?? (country ? languageForCountry(country) : undefined);
}

function onLocationChanged(event: Event): void {
  const detail = (event as CustomEvent<LocationChangedDetail | undefined>).detail;
  if (!detail) return;
  readerCountry = detail.fallback ? undefined : detail.country || undefined;
  notify();
  // §8 'Failed to detect language': the location detection behind it broke, and no choice is saved.
  setFailure(detail.error === 'FAILED_TO_DETECT_LOCATION' && savedLanguage() === undefined ? 'detect' : null);
  applyAutomaticLanguage();
}

/**
 * Follows the reader's location while no language is saved. Call it in the browser at start-up,
 * before location detection starts; returns the function that stops it.
 */
export function startLanguageDetection(): () => void {
  window.addEventListener(LOCATION_CHANGED_EVENT, onLocationChanged);
  return () => window.removeEventListener(LOCATION_CHANGED_EVENT, onLocationChanged);
}

/** The saved choice, or undefined while the language is automatic. */
export function useSavedLanguage(): AppLanguage | undefined {
  return useSyncExternalStore(subscribe, savedLanguage, () => undefined);
}

/** The language automatic mode gives for the reader's country now. */
export function useAutomaticLanguage(): AppLanguage {
  return useSyncExternalStore(subscribe, automaticLanguage, () => 'en' as const);
}

/** §8: whether to show 'Failed to detect language' (or that a chosen language could not be loaded), and how to dismiss it. */
export function useLanguageDetectionError(): { failed: LanguageFailure | null; dismiss(): void } {
  const failed = useSyncExternalStore(
    subscribe,
    () => languageFailure,
    () => null,
  );
  return { failed, dismiss: () => setFailure(null) };
}

/** For tests: forget the country and the error, as on a fresh page load. */
export function resetLanguageDetectionForTests(): void {
  readerCountry = undefined;
  languageFailure = null;
  hydrating = undefined;
}
