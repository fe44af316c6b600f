/**
 * The story a share dialog previews (reading-experience §4 "getStoryById is called first"): the
 * story dialog's own query, so both read one cache entry.
 */
import { useQuery } from '@tanstack/react-query';
import { storyQueryOptions } from '../story/get-story.ts';

export const useStory = (id: string, lang: string, enabled: boolean) =>
  useQuery({ ...storyQueryOptions(id, lang), enabled });
