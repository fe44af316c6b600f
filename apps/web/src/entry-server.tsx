/**
 * Server rendering of the first view (built with `vite build --ssr`): the server sends the
 * feed as HTML, and the browser hydrates it, so the first paint needs no JavaScript.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App, createQueryClient } from './app/app.tsx';
import './lib/i18n.ts';
import type { Preload } from './lib/preload.tsx';

export function render(url: string, preload: Preload | undefined): string {
  return renderToString(
    <StaticRouter location={url}>
      <App client={createQueryClient()} preload={preload} />
    </StaticRouter>,
  );
}
