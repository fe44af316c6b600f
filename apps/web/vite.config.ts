import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * sonner injects its stylesheet as an inline <style> at import time, which our Content Security
 * Policy refuses; we skip that and import sonner/dist/styles.css as a normal stylesheet instead.
 */
function sonnerWithoutInlineStyles(): Plugin {
  return {
    name: 'sonner-without-inline-styles',
    transform(code, id) {
      if (!/node_modules\/sonner\/dist\/index\.m?js$/.test(id)) return undefined;
      // The change stays on one line, so the original source map still fits.
      return { code: code.replace('function __insertCSS(code) {', 'function __insertCSS(code) {return;'), map: null };
    },
  };
}

/**
 * The page arrives rendered by the server; its script only makes it interactive. Asking for the
 * script at low priority lets the featured image (the largest paint) load first on slow links.
 */
function scriptAfterImages(): Plugin {
  return {
    name: 'script-after-images',
    transformIndexHtml: (html) =>
      html.replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), sonnerWithoutInlineStyles(), scriptAfterImages()],
  // No modulepreload links: at high priority they would race the stylesheet and the featured image,
  // and the server-rendered page does not wait for its script.
  build: { target: 'es2022', sourcemap: true, modulePreload: false },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/images', '/audio', '/news.json', '/media.json', '/cities.json', '/translations', '/dev'].map(
        (path) => [path, 'http://localhost:3000'],
      ),
    ),
  },
});
