/** What the API hands the reader: reading-experience §3, "Article view of a story" and friends. */
import { z } from 'zod';

export const imageSourceSchema = z.object({
  url: z.string(),
  alt: z.string().optional(),
  source: z.string().optional(),
  articleUrl: z.string().optional(),
});
export type ImageSource = z.infer<typeof imageSourceSchema>;

/** §3 Article view of a story. */
export const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  excerpt: z.string(),
  description: z.string(),
  content: z.string(),
  category: z.string(),
  categories: z.array(z.string()),
  location: z.string(),
  source: z.string(),
  sourceCount: z.number().int(),
  /** How many outlets file those sources: the card says "BBC News and 6 more", not "32 sources" of 7 outlets. */
  outletCount: z.number().int(),
  /** Told as opinion: the piece whose headline it shows is a column, an op-ed or an editorial. */
  opinion: z.boolean(),
  author: z.string(),
  publishedAt: z.string(),
  imageUrl: z.string(),
  hasImage: z.boolean(),
  imageSources: z.array(imageSourceSchema),
  readTime: z.number().int().min(1),
  tags: z.array(z.string()),
  /** The language the title and text are in ("en", "nl"): the reader's when translated, else the story's own. */
  lang: z.string(),
  /** A signed-in reader's feed only: why the story is there, from the ranking's own terms (news/why.ts). */
  why: z
    .object({
      interests: z.array(z.string()),
      distanceKm: z.number().nullable(),
      outlets: z.number().int(),
      ageHours: z.number().nullable(),
    })
    .optional(),
});
export type Article = z.infer<typeof articleSchema>;

/** §3 Story fetched by id (the story dialog). */
export const storyDetailSourceSchema = z.object({
  name: z.string(),
  url: z.string(),
  headline: z.string(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string().nullable(),
  readTime: z.number().int().min(1),
  /** A video page (YouTube, Vimeo): watched, not read, so the dialog says "Video" for its read time. */
  video: z.boolean().optional(),
  /** A sound file (a podcast's episode): listened to, not read, so the dialog says "Audio". */
  audio: z.boolean().optional(),
  /** A photo gallery (labelled "Photos:", or in the outlet's gallery section): looked at, so "Photos". */
  photos: z.boolean().optional(),
  /** Its outlet marked it as opinion (a column, an op-ed, an editorial). */
  opinion: z.boolean().optional(),
});
export type StoryDetailSource = z.infer<typeof storyDetailSourceSchema>;

export const storyDetailSchema = z.object({
  id: z.string(),
  category: z.string(),
  createdAt: z.string().nullable(),
  location: z.string(),
  title: z.string(),
  summary: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  tags: z.array(z.string()),
  sources: z.array(storyDetailSourceSchema),
  /** The language of its title, summary and text ("nl" for a Dutch story no translation covers). */
  lang: z.string(),
  /** The language its publishers wrote in (the story's own): of its sources' headlines and its tags. */
  sourceLang: z.string(),
  /** Whose words the title and the summary are (core news/article-view `textCredits`). */
  credits: z.object({ headline: z.string().nullable(), summary: z.array(z.string()) }),
  /** Told as opinion (see the article view's `opinion`). */
  opinion: z.boolean(),
  /**
   * Asked for by its id, a story no outlet this reader left unmuted can tell: told in full, with the
   * muted outlets' names, for the dialog to say whose it is before it shows it (decision 0026).
   */
  mutedSources: z.array(z.string()).optional(),
});
export type StoryDetail = z.infer<typeof storyDetailSchema>;

/** §7 Slideshow image: id, storyId, url, sources, alt, storyTitle, source, articleUrl. */
export const slideImageSchema = z.object({
  id: z.string(),
  storyId: z.string(),
  url: z.string(),
  sources: z.array(z.string()),
  alt: z.string(),
  storyTitle: z.string(),
  source: z.string(),
  articleUrl: z.string(),
  /** The language of `alt` ("en"), where it may not be the reader's: an outlet's words, or the story's own title. */
  lang: z.string().optional(),
});
export type SlideImage = z.infer<typeof slideImageSchema>;

export const articlePageSchema = z.object({
  data: z.array(articleSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type ArticlePage = z.infer<typeof articlePageSchema>;

export const articleListSchema = z.object({ data: z.array(articleSchema) });
export type ArticleList = z.infer<typeof articleListSchema>;

/** GET /api/news/search: the matches; when there are none, a spelling that finds stories, if one does. */
export const searchAnswerSchema = articleListSchema.extend({ suggestion: z.string().optional() });
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
