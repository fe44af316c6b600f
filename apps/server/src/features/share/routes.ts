/**
 * Sharing (reading-experience §7, DECISIONS.md item 13): share links, and story pages whose
 * <title> and Open Graph tags are rendered by the server so link previews work.
 */
import { primaryCategory } from '@tidings/core/news/article-view';
import { storyImageUrl } from '@tidings/core/news/filters';
import { NO_MUTES } from '@tidings/core/news/muting';
import { shareStoryRequestSchema, shareStoryResponseSchema } from '@tidings/core/schemas/news-query';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { pageLanguage, titleLanguage } from '../../lib/page-language.ts';
import { pageReader } from '../../lib/reader-cookie.ts';
import type { PageHead } from '../../web-app.ts';
import { STORY_NOT_FOUND } from '../news/routes.ts';
import { findStory, storyDetail } from '../news/service.ts';

const STORY_PAGE = /^\/(?:story|article)\/([^/?#]+)\/?(?:\?.*)?$/;

/**
 * Images a link preview shows: chat apps and social sites draw JPEG, PNG and WebP, not SVG (the
 * placeholder, the sample's pictures). The pipeline's images are JPEGs.
 */
const PREVIEW_IMAGE = /\.(?:jpe?g|png|webp)$/i;

export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  const absolute = (url: string) =>
    /^https?:\/\//.test(url) ? url : `${app.config.publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;

  app.post(
    '/api/share/story',
    {
      schema: {
        tags: ['share'],
        summary: 'A link to a story that keeps working after it leaves the edition',
        body: shareStoryRequestSchema,
        response: { 200: shareStoryResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const found = await findStory(app.editions.current, app.archive, request.body.id, undefined);
      if (!found) throw notFound(STORY_NOT_FOUND, 'STORY_NOT_FOUND');
      return { shareUrl: `${app.config.publicUrl}/story/${encodeURIComponent(found.story.id)}` };
    },
  );

  app.addPageRenderer(async (request: FastifyRequest): Promise<PageHead | undefined> => {
    const match = STORY_PAGE.exec(request.url);
    if (!match?.[1]) return undefined;
    const id = decodeURIComponent(match[1]);
    const lang = titleLanguage(request) === 'nl' ? 'nl-NL' : undefined;
    const found = await findStory(app.editions.current, app.archive, id, lang);
    // The app shows "Story not found" over the home feed (reading-experience §5); the page says so
    // to link checkers and search engines too. Not kept: a later edition may hold the story.
    if (!found) return { status: 404 };
    const title = found.translation?.headline ?? found.story.headline;
    const description = found.translation?.sub_headline || found.story.sub_headline || found.story.description;
    // A story without a picture a preview can draw gets a preview without one, not a broken one.
    const image = storyImageUrl(found.story);
    const preview = image && PREVIEW_IMAGE.test(image.split(/[?#]/)[0] ?? '') ? absolute(image) : null;
    const url = `${app.config.publicUrl}/story/${encodeURIComponent(found.story.id)}`;
    const meta = (property: string, content: string) =>
      `<meta property="${property}" content="${escapeHtml(content)}">`;
    const tags = [
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      meta('og:type', 'article'),
      meta('og:site_name', 'Tidings'),
      meta('og:title', title),
      meta('og:description', description),
      ...(preview ? [meta('og:image', preview)] : []),
      meta('og:url', url),
      meta('article:section', primaryCategory(found.story)),
      `<meta name="twitter:card" content="${preview ? 'summary_large_image' : 'summary'}">`,
    ].join('');
    // The story itself, as the page's language asks the API for it: drawn by the server over the feed,
    // so a shared link shows its story before any script has come (and the dialog opens with it).
    const storyLang = (await pageLanguage(request)) === 'nl' ? 'nl-NL' : 'en-US';
    const drawn =
      storyLang === (lang ?? 'en-US')
        ? found
        : ((await findStory(app.editions.current, app.archive, id, storyLang)) ?? found);
    // A signed-in reader's browser names them (reader-cookie.ts): the sources they muted are left out,
    // as their API call would leave them out (such a page is their own, never kept).
    const named = await pageReader(request);
    const mutes = named ? (await app.personalForUser(named.userId)).mutes : NO_MUTES;
    const story = storyDetail(drawn, mutes, storyLang);
    // The tab names the story as this reader is told it (a link preview, drawn for no one, as the
    // edition tells it), and only the site while a story from outlets they muted waits for their word.
    const tab = named ? (story.mutedSources ? undefined : story.title) : title;
    // Asked by the id in the address, which may be a merged story's old one (the story answers by its new one).
    return {
      title: tab === undefined ? 'Tidings' : `${tab} · Tidings`,
      description,
      tags,
      preload: { story, storyLang, storyAsked: id },
    };
  });
};
