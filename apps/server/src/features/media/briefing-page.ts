/**
 * The page of a shared briefing, /daily_overviews/{podcastIdentifier} (reading-experience §2, §7):
 * its <title> and Open Graph tags rendered by the server, so link previews name and play it.
 * Registered by the app: app.addPageRenderer(briefingPageRenderer(app)).
 */
import { findBriefingByIdentifier } from '@tidings/core/briefing/episodes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { PageHead, PageRenderer } from '../../web-app.ts';
import { catalogueOf } from './catalogue.ts';

const BRIEFING_PAGE = /^\/daily_overviews\/([^/?#]+)\/?(?:\?.*)?$/;

const AUDIO_TYPES: Record<string, string> = { mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg', wav: 'audio/wav' };

function safeDecode(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

export function briefingPageRenderer(app: FastifyInstance): PageRenderer {
  return (request: FastifyRequest): PageHead | undefined => {
    const match = BRIEFING_PAGE.exec(request.url);
    const id = match?.[1] ? safeDecode(match[1]) : undefined;
    if (!id) return undefined;
    const catalogue = catalogueOf(app);
    const found = catalogue && findBriefingByIdentifier(catalogue, id, app.config.publicUrl);
    // An unknown briefing: the page renders as the home feed, and the app redirects to / (§2).
    if (!found) return undefined;
    const { item, podcast } = found;
    const description = item.description || podcast.podcast_type_description || item.podcastType;
    const url = `${app.config.publicUrl}/daily_overviews/${encodeURIComponent(id)}`;
    const extension = podcast.file_path.split('.').pop()?.toLowerCase() ?? '';
    const meta = (property: string, content: string) =>
      `<meta property="${property}" content="${escapeHtml(content)}">`;
    const tags = [
      `<link rel="canonical" href="${escapeHtml(url)}">`,
      meta('og:type', 'website'),
      meta('og:site_name', 'Tidings'),
      meta('og:title', item.title),
      meta('og:description', description),
      meta('og:url', url),
      meta('og:audio', item.audioUrl),
      ...(AUDIO_TYPES[extension] ? [meta('og:audio:type', AUDIO_TYPES[extension])] : []),
      `<meta name="twitter:card" content="summary">`,
    ].join('');
    return { title: `${item.title} · Tidings`, description, tags };
  };
}
