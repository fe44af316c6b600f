/**
 * A child process for the publishing crash test: publishes editions into argv[2] one after another
 * until it is killed. Each edition is large enough that a kill lands mid-write most of the time.
 */
import { type EditionContent, publishEdition } from '../publish/publish-edition.ts';

/** An edition of `count` stories, all stamped with its number so a reader can tell editions apart. */
export function crashEdition(number: number, count = 3000): EditionContent {
  const fetchDate = new Date(Date.UTC(2026, 10, 24, 0, 0, number)).toISOString();
  const stories = Array.from({ length: count }, (_, i) => ({
    id: `story-${i}`,
    headline: `Edition ${number}, story ${i}: council approves the harbour ferry budget`,
    sub_headline: 'A long enough sub-headline to make the file take a moment to write',
    description: 'x'.repeat(400),
    categories: ['World'],
    tags: [],
    relevant_countries: [],
    analytics: {},
    sources: [],
    published_at: fetchDate,
  }));
  return {
    stories,
    fetchDate,
    translations: { 'nl-NL': stories.map((story) => ({ story_id: story.id, headline: `Editie ${number}` })) },
    aliases: {},
    status: { edition: number },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('usage: publish-loop.ts OUT_DIR');
  for (let number = 1; ; number++) await publishEdition(outDir, crashEdition(number));
}
