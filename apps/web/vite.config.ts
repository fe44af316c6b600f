import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
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
 * The page arrives rendered by the server; its script only makes it interactive. The built entry
 * is not requested by the page itself but by public/app-loader.js, once the featured image (the
 * largest paint) is on screen, so the two do not share a slow link.
 */
function entryAfterFeaturedImage(): Plugin {
  return {
    name: 'entry-after-featured-image',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
        if (!entry.test(html)) throw new Error('index.html has no built entry script to hand to app-loader.js');
        return html.replace(entry, '<script src="/app-loader.js" data-entry="$1"></script>');
      },
    },
  };
}

/**
 * V8 compiles a function the first time it runs, on the main thread: on a slow phone a third of
 * the page's start-up script time went to that (about 1,000 functions). The explicit compile hint
 * (`//# allFunctionsCalledOnLoad` on a file's first line, Chromium 136 and later) asks V8 to compile
 * the whole file eagerly on the background thread that streams it in. It goes on the files the
 * first visit runs: the entry and what it imports statically. Dialogs and the player, loaded on
 * demand, stay lazily compiled. Added after minification (which drops comments) and hashing; the
 * hint is the same in every build, so a file's name still stands for its content. Browsers
 * without compile hints read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

function compileHintsOnFirstLoad(): Plugin {
  return {
    name: 'compile-hints-on-first-load',
    apply: 'build',
    // After Vite's own generateBundle, which puts its dependency map on the entry's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const hinted = new Set<string>();
        const hint = (fileName: string) => {
          const chunk = bundle[fileName];
          if (hinted.has(fileName) || chunk?.type !== 'chunk') return;
          hinted.add(fileName);
          chunk.code = COMPILE_HINT + chunk.code;
          // One more line at the top: the source map's first generated line is now empty.
          const map = bundle[`${fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
          for (const imported of chunk.imports) hint(imported);
        };
        for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) hint(file.fileName);
      },
    },
  };
}

/**
 * The server compressed every script and stylesheet on each request, at the fast Brotli level its
 * compression hook uses: the home route's entry went out as 113 KB where Brotli's best makes 97 KB.
 * Built files never change, so each is compressed once here, at the best levels, and the server
 * sends the `.br` or `.gz` beside a file to a browser that accepts it (@fastify/static's
 * `preCompressed`). Source maps (read only by developer tools), the page template (never served as
 * a file) and files too small to gain are left alone.
 */
const PRECOMPRESSED = /\.(js|css|svg|json|txt)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

function precompressBuiltFiles(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: 'precompress-built-files',
    apply: 'build',
    // The server-rendering build is read from disk by the server, never sent.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    async writeBundle({ dir }) {
      if (!dir) return;
      const files = await readdir(dir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => PRECOMPRESSED.test(file))
          .map(async (file) => {
            const full = path.join(dir, file);
            const bytes = await readFile(full);
            if (bytes.length < PRECOMPRESS_MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipped(bytes, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
          }),
      );
    },
  };
}

/**
 * React Router 7's package exports name only its development build, whose warnings run in every
 * reader's browser (remix-run/react-router#14102); a build takes its production build instead.
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  plugins: [
    react(),
    // React Compiler memoizes every component: a store update at the top of the feed (the reader's
    // place, the session) re-renders what changed, not every card below it.
    babel({ presets: [reactCompilerPreset()] }),
    tailwindcss(),
    sonnerWithoutInlineStyles(),
    entryAfterFeaturedImage(),
    compileHintsOnFirstLoad(),
    precompressBuiltFiles(),
  ],
  // No modulepreload links: at high priority they would race the stylesheet and the featured image,
  // and the server-rendered page does not wait for its script.
  build: {
    target: 'es2022',
    sourcemap: true,
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React, React Query's client and Lucide's icon base are shared by the entry and the dialogs
        // loaded on demand, and Rolldown splits such modules off the entry even though the entry runs
        // them first (rolldown#9963, #10731): three small files on every first load, each with its
        // own request and about 450 bytes of headers. One named chunk holds them instead. i18next
        // and our English texts went the same way once `lazyPart` (loaded by dialogs too) read them,
        // a fourth file; and the share icon, used by the briefing player (fetched on every home
        // visit once the browser is idle) and by dialogs, made a 300-byte file of its own.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react[\\/]|i18next[\\/]|react-i18next[\\/]|@tanstack[\\/](query-core|react-query)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](shared|context|Icon|createLucideIcon|icons[\\/]share-2\.mjs$))|src[\\/]lib[\\/](api-client|i18n)\.ts$|src[\\/]locales[\\/]en\.json$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/images', '/audio', '/news.json', '/media.json', '/cities.json', '/translations', '/dev'].map(
        (path) => [path, 'http://localhost:3000'],
      ),
    ),
  },
}));
