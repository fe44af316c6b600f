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

/** A slug not in `taken` (which it joins): `name`, then `name-2`, `name-3`, … */
export function uniqueSlug(headline: string, taken: Set<string>): string {
  const base = slugify(headline);
  // reading-experience §5: ids starting with fallback- are dropped by readers.
  const safe = base.startsWith('fallback-') || base === 'fallback' ? `story-${base}` : base;
  let candidate = safe;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${safe}-${n}`;
  taken.add(candidate);
  return candidate;
}
