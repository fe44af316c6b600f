/**
 * The lists the server answers for whoever asks (a signed-in reader's mutes, interests and
 * reasons): asked again when the reader signs in or out or changes what shapes them.
 */
import type { QueryClient } from '@tanstack/react-query';

const READER_LISTS = new Set(['news', 'news-search', 'news-local', 'story', 'trending', 'related']);

export function refreshReaderLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: (query) => READER_LISTS.has(String(query.queryKey[0])) });
}
