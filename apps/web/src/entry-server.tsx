/**
 * Server rendering of the first view (built with `vite build --ssr`): the server sends the
 * feed as HTML, and the browser hydrates it, so the first paint needs no JavaScript.
 */

import * as cityNames from '@tidings/core/geo/city-names';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App, createQueryClient } from './app/app.tsx';
import { pageTitle, routeState } from './app/route-state.ts';
import { provideCityNames } from './features/location/use-city-name.ts';
import i18n, { type AppLanguage } from './lib/i18n.ts';
import type { Preload } from './lib/preload.tsx';
import nl from './locales/nl.json';

// The server draws pages in Dutch too (the browser's language cookie): both languages' texts are here,
// and the Dutch names of towns, for a page drawn for the reader's place ("Den Haag").
i18n.addResourceBundle('nl', 'translation', nl);
provideCityNames(cityNames);

/**
 * React adds <link rel="preload"> hints for images at the start of the markup; inside #root they
 * break hydration (React would render the whole page again), and the server already puts the one
 * that matters, the featured image, in <head>.
 */
const RESOURCE_HINTS = /<link rel="preload"[^>]*\/>/g;

export function render(url: string, preload: Preload | undefined, language: AppLanguage = 'en'): string {
  // Rendering is synchronous and the texts are loaded, so the language switches at once and holds
  // for this render alone: each render sets its own.
  void i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`the server could not switch its texts to ${language}`);
  return renderToString(
    <StaticRouter location={url}>
      <App client={createQueryClient()} preload={preload} />
    </StaticRouter>,
  ).replace(RESOURCE_HINTS, '');
}

/** The page's title and description in `language`, as the browser names the tab (route-state.ts). */
export function head(url: string, language: AppLanguage = 'en'): { title: string; description: string } {
  const t = i18n.getFixedT(language);
  return { title: pageTitle(routeState(url), t), description: t('app.description') };
}
