/**
 * Readable story ids (reading-experience §3: "id (slug string)"): the first headline of a story
 * in lower-case words joined by hyphens, at most 8 words and 64 characters, made unique with
 * a numeric suffix. Stable: an id, once given, is never recomputed as the story grows.
 */
import { foldText } from './text-features.ts';

const MAX_WORDS = 8;
const MAX_LENGTH = 64;

export function slugify(headline: string): string {
  const words = foldText(headline)
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_LENGTH) break;
    slug = next;
  }
  return slug || 'story';
}

/** A headline's slug as an id: reading-experience §5 says readers drop ids starting with fallback-. */
function safeSlug(headline: string): string {
  const base = slugify(headline);
  return base.startsWith('fallback-') || base === 'fallback' ? `story-${base}` : base;
}

/** A slug not in `taken` (which it joins): `name`, then `name-2`, `name-3`, … */
export function uniqueSlug(headline: string, taken: Set<string>): string {
  const safe = safeSlug(headline);
  let candidate = safe;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${safe}-${n}`;
  taken.add(candidate);
  return candidate;
}

/**
 * The id of a story started by an article: its headline's slug made unique (`uniqueSlug`); but an
 * event told apart again from the story it had been merged into takes back its own id. That is the
 * id its first report named, `name` or `name-N`, where that id is now an alias (`aliases`, merged-away
 * id to story, from which it is taken) of the story the article was in (`before`): its shared links
 * lead to it again.
 */
export function storyIdFor(
  headline: string,
  before: string | undefined,
  taken: Set<string>,
  aliases: Map<string, string>,
): string {
  const safe = safeSlug(headline);
  for (let n = 1, candidate = safe; taken.has(candidate); n += 1, candidate = `${safe}-${n}`) {
    if (before === undefined || aliases.get(candidate) !== before) continue;
    aliases.delete(candidate);
    return candidate;
  }
  return uniqueSlug(headline, taken);
}
