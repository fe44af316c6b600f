/**
 * Server rendering of the first view (built with `vite build --ssr`): the server sends the
 * feed as HTML, and the browser hydrates it, so the first paint needs no JavaScript.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App, createQueryClient } from './app/app.tsx';
import './lib/i18n.ts';
import type { Preload } from './lib/preload.tsx';

/**
 * React adds <link rel="preload"> hints for images at the start of the markup; inside #root they
 * break hydration (React would render the whole page again), and the server already puts the one
 * that matters, the featured image, in <head>.
 */
const RESOURCE_HINTS = /<link rel="preload"[^>]*\/>/g;

export function render(url: string, preload: Preload | undefined): string {
  return renderToString(
    <StaticRouter location={url}>
      <App client={createQueryClient()} preload={preload} />
    </StaticRouter>,
  ).replace(RESOURCE_HINTS, '');
}
