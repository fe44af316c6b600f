/** What the reader sees of a story: reading-experience §3 "Article view", "Story fetched by id", slideshow images. */

import { cityDisplayName, regionDisplayName } from '../geo/city-names.ts';
import { canonicalCountry } from '../geo/countries.ts';
import { countryDisplayName } from '../geo/country-names.ts';
import type { Article, ImageSource, SlideImage, StoryDetail } from '../schemas/article.ts';
import type { Source, Story, StoryText } from '../schemas/edition.ts';
import { toIsoDate } from './dates.ts';
import { isGifUrl, PLACEHOLDER_IMAGE_URL, sourceImages, storyImageUrl } from './filters.ts';
import { isAudioSource, isGallerySource, isVideoSource, sourceReadTime, storyReadTime } from './read-time.ts';
import { sortSources } from './sources.ts';
import { primaryLanguage } from './text.ts';

/** reading-experience §3: the category of a story without one. */
export const DEFAULT_CATEGORY = 'general';

export interface ArticleOptions {
  /** The reader's language ("nl", "nl-NL", "en-US"); picks the story's own translation when none is passed. */
  lang?: string | undefined;
  /** The edition's translation of this story (translation file entry), preferred over the story's own. */
  translation?: StoryText | undefined;
}

/** The translation for `lang` in the story itself: exact locale key first, then the same language ("nl" → "nl-NL"). */
export function storyTranslation(story: Pick<Story, 'translations'>, lang: string | undefined): StoryText | undefined {
  if (!lang || !story.translations) return undefined;
  const exact = story.translations[lang];
  if (exact) return exact;
  const language = primaryLanguage(lang);
  const key = Object.keys(story.translations).find((locale) => primaryLanguage(locale) === language);
  return key === undefined ? undefined : story.translations[key];
}

/** Headline, sub-headline and description in the translation where it has them, English otherwise. */
export function localisedText(story: Story, translation: StoryText | undefined): Required<StoryText> {
  return {
    headline: translation?.headline || story.headline,
    sub_headline: translation?.sub_headline || story.sub_headline,
    description: translation?.description || story.description,
  };
}

/** The languages the app is in, by primary subtag. */
const APP_LANGUAGES: ReadonlySet<string> = new Set(['en', 'nl']);

/**
 * "Amsterdam, Netherlands", a state where there is no city ("Victoria, Australia"), or either part
 * alone, or ''; for a Dutch reader "Amsterdam, Nederland", "Londen, Verenigd Koninkrijk".
 */
export function locationText(story: Pick<Story, 'location'>, lang?: string): string {
  const city = story.location?.city?.trim();
  const state = story.location?.state?.trim();
  const country = story.location?.country?.trim();
  // The country in the reader's language ("Verenigd Koninkrijk" for a Dutch reader), as the city
  // picker names it, and a city or state Dutch names otherwise ("Londen", "Californië"); other towns
  // keep the edition's name, but for a state a Dutch outlet named in Dutch ("Krim"), which other
  // readers read in English. Only in a language the app speaks: any other (a request's "?lang=fr")
  // reads English.
  const language = lang ? primaryLanguage(lang) : 'en';
  const named = language !== 'en' && APP_LANGUAGES.has(language);
  const place = city
    ? named && country
      ? cityDisplayName(city, canonicalCountry(country), language)
      : city
    : state && regionDisplayName(state, named ? language : 'en');
  const parts = [place, named && country ? countryDisplayName(country, language) : country];
  return parts.filter((part) => part !== undefined && part !== '').join(', ');
}

/** The first category lowercased, or 'general'. */
export function primaryCategory(story: Pick<Story, 'categories'>): string {
  return story.categories[0]?.trim().toLowerCase() || DEFAULT_CATEGORY;
}

/** Still images of the story's sources (GIFs left out), in source order. */
function imageSourcesOf(story: Story): ImageSource[] {
  return sourceImages(sortSources(story.sources)).map(({ media, source }) => ({
    url: media.url,
    ...(media.alt ? { alt: media.alt } : {}),
    source: source.name,
    articleUrl: source.url,
  }));
}

/** The primary language of a tag ("nl-NL" → "nl"). */

/**
 * The language a story is shown in: the reader's where a translation gave the headline, otherwise
 * the story's own (English when the edition does not say), never a guess in between.
 */
export function shownLanguage(
  story: Pick<Story, 'lang'>,
  translation: StoryText | undefined,
  lang: string | undefined,
) {
  return translation?.headline && lang ? primaryLanguage(lang) : primaryLanguage(story.lang ?? 'en');
}

export interface TextCredits {
  /** The outlet whose headline the story's title is; null where the edition does not say. */
  headline: string | null;
  /** The outlets whose words the summary and the description are, each once. */
  summary: string[];
}

/**
 * Whose words the story's shown text is: the edition's `credits`, by source url (a story retold for
 * a reader who muted an outlet credits the words it shows instead: `applyMutes`). A part shown from a
 * translation is credited only where it is one report's own headline (a bilingual story's Dutch
 * headline is NOS's): a translation's other parts are no one outlet's words as written. Where a part
 * of the summary shown as its outlet wrote it has no credit (the edition's names no source of the
 * story), the summary is credited to no one: the outlet named would stand as the writer of words it
 * did not write.
 */
export function textCredits(story: Story, translation: StoryText | undefined): TextCredits {
  const credited = (part: 'headline' | 'sub_headline' | 'description') =>
    creditedSource(story, translation, part)?.name ?? null;
  const parts = (['sub_headline', 'description'] as const).filter((part) => !translation?.[part] && story[part]);
  const names = parts.map(credited);
  const summary = names.includes(null) ? [] : (names as string[]);
  return { headline: credited('headline'), summary: [...new Set(summary)] };
}

/** The source whose words one part of the shown text is (see `textCredits`), or undefined. */
function creditedSource(
  story: Story,
  translation: StoryText | undefined,
  part: 'headline' | 'sub_headline' | 'description',
): Source | undefined {
  const translated = translation?.[part];
  if (translated) {
    return part === 'headline' ? story.sources.find((source) => source.original_headline === translated) : undefined;
  }
  const url = story.credits?.[part];
  return url ? story.sources.find((source) => source.url === url) : undefined;
}

/**
 * Whether the story is told as opinion: its `opinion` topic, which the pipeline gives where the piece
 * whose headline it shows is one its outlet marked so (the same in every language, and when the
 * reader muted that outlet); for an edition without topics, its first listed source. A news story
 * that a column also comments on is news.
 */
function toldAsOpinion(story: Story): boolean {
  if (story.topics) return story.topics.includes('opinion');
  return sortSources(story.sources)[0]?.opinion === true;
}

/**
 * The outlet the card names: whose headline it shows (a translated one too: it is that outlet's
 * headline in the reader's language; for a reader who muted the outlet that wrote it, the outlet the
 * story is retold by), the first listed where the edition does not say, and none where the edition's
 * credit names no source of the story: another outlet's name would stand over its words.
 */
function headlineOutlet(story: Story, sorted: readonly Source[]): string {
  if (!story.credits?.headline) return sorted[0]?.name ?? '';
  return creditedSource(story, undefined, 'headline')?.name ?? '';
}

/** How many outlets report the story (a source is one report; an outlet may file several). */
export const outletCount = (story: Pick<Story, 'sources'>) => new Set(story.sources.map((source) => source.name)).size;

export function toArticle(story: Story, options: ArticleOptions = {}): Article {
  const translation = options.translation ?? storyTranslation(story, options.lang);
  const text = localisedText(story, translation);
  const sources = sortSources(story.sources);
  const image = storyImageUrl(story);
  return {
    id: story.id,
    title: text.headline,
    excerpt: text.sub_headline,
    description: text.description,
    content: text.description,
    category: primaryCategory(story),
    categories: story.categories.map((category) => category.trim().toLowerCase()),
    location: locationText(story, options.lang),
    source: headlineOutlet(story, sources),
    sourceCount: story.sources.length,
    outletCount: outletCount(story),
    opinion: toldAsOpinion(story),
    author: '',
    // An undated story has no date to show; '' rather than an invented one.
    publishedAt: toIsoDate(story.published_at) ?? '',
    imageUrl: image ?? PLACEHOLDER_IMAGE_URL,
    hasImage: image !== null,
    imageSources: imageSourcesOf(story),
    readTime: storyReadTime(story.sources),
    tags: [...story.tags],
    lang: shownLanguage(story, translation, options.lang),
  };
}

/** The source's own image: its primary still image, else its first still image, else null. */
function sourceImageUrl(source: Story['sources'][number]): string | null {
  return sourceImages([source])[0]?.media.url ?? null;
}

/** reading-experience §3 "Story fetched by id": the story dialog. */
export function toStoryDetail(story: Story, translation?: StoryText, lang?: string): StoryDetail {
  const text = localisedText(story, translation);
  return {
    id: story.id,
    category: primaryCategory(story),
    createdAt: createdAt(story),
    location: locationText(story, lang),
    title: text.headline,
    summary: text.sub_headline,
    description: text.description,
    imageUrl: storyImageUrl(story) ?? PLACEHOLDER_IMAGE_URL,
    tags: [...story.tags],
    sources: sortSources(story.sources).map((source) => {
      // What the link and the outlet's label say it is: watched, listened to or looked at.
      const linked = { url: source.url, headline: source.original_headline };
      return {
        name: source.name,
        url: source.url,
        headline: source.original_headline,
        imageUrl: sourceImageUrl(source),
        publishedAt: toIsoDate(source.publishedAt),
        readTime: sourceReadTime(source),
        ...(isVideoSource(source) ? { video: true } : {}),
        ...(isAudioSource(linked) ? { audio: true } : {}),
        ...(isGallerySource(linked) ? { photos: true } : {}),
        ...(source.opinion ? { opinion: true } : {}),
      };
    }),
    lang: shownLanguage(story, translation, lang),
    sourceLang: primaryLanguage(story.lang ?? 'en'),
    credits: textCredits(story, translation),
    opinion: toldAsOpinion(story),
  };
}

/**
 * When the story began: its first report's date where a source says it, else the story's own date.
 * The story's `published_at` is its newest report's (it keeps a growing story fresh in the ranking):
 * the dialog's "Created on" gave the day a story was last reported, October 17 for a story its
 * reports had begun on October 15.
 */
function createdAt(story: Story): string | null {
  const dates = [story.published_at, ...story.sources.map((source) => source.publishedAt)]
    .map((date) => Date.parse(date ?? ''))
    .filter(Number.isFinite);
  return dates.length > 0 ? new Date(Math.min(...dates)).toISOString() : toIsoDate(story.published_at);
}

/**
 * reading-experience §2 slideshow: the story's images without GIFs, each url once, the story's primary image
 * first, then the sources' images (primary ones first). An image several sources share lists them all in `sources`.
 */
export function toSlideImages(story: Story, translation?: StoryText): SlideImage[] {
  const title = localisedText(story, translation).headline;
  // The title's language: none to say where a translation gave it (the reader's, as the page's).
  const titleLang = translation?.headline ? undefined : primaryLanguage(story.lang ?? 'en');
  const slides: SlideImage[] = [];
  const byUrl = new Map<string, SlideImage>();
  const add = (url: string, alt: string | undefined, from: Source | undefined): void => {
    const source = from?.name ?? '';
    const articleUrl = from?.url ?? '';
    // An outlet's alt text is in its report's language.
    const altLang = alt ? primaryLanguage(from?.lang ?? story.lang ?? 'en') : titleLang;
    const existing = byUrl.get(url);
    if (existing) {
      if (source !== '' && !existing.sources.includes(source)) existing.sources.push(source);
      // The story's own primary image is credited to the first source that carries it too.
      if (existing.source === '' && source !== '') {
        Object.assign(existing, { source, articleUrl, alt: alt || existing.alt });
        if (alt) existing.lang = altLang;
      }
      return;
    }
    const slide: SlideImage = {
      id: `${story.id}-image-${slides.length + 1}`,
      storyId: story.id,
      url,
      sources: source === '' ? [] : [source],
      alt: alt || title,
      storyTitle: title,
      source,
      articleUrl,
      ...(altLang ? { lang: altLang } : {}),
    };
    byUrl.set(url, slide);
    slides.push(slide);
  };
  const primary = story.primary_image_url?.trim();
  if (primary && !isGifUrl(primary)) add(primary, undefined, undefined);
  const images = sourceImages(sortSources(story.sources));
  for (const { media, source } of images) if (media.is_primary) add(media.url, media.alt, source);
  for (const { media, source } of images) if (!media.is_primary) add(media.url, media.alt, source);
  return slides;
}
