/** GET /api/stories/:id/images: the story's images for the slideshow (§2, no GIFs). */

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SlideImage } from '@tidings/core/schemas/article';
import { apiGet, query } from '../../lib/api-client.ts';
import { useSessionKnown } from './get-story.ts';

export const getStoryImages = (id: string, lang: string, signal?: AbortSignal) =>
  apiGet<{ data: SlideImage[] }>(`/api/stories/${encodeURIComponent(id)}/images${query({ lang })}`, signal);

export const storyImagesQueryOptions = (id: string, lang: string) =>
  queryOptions({
    queryKey: ['story', id, 'images', lang],
    queryFn: ({ signal }) => getStoryImages(id, lang, signal),
  });

export const useStoryImages = (id: string, lang: string) =>
  useQuery({ ...storyImagesQueryOptions(id, lang), enabled: useSessionKnown() });
