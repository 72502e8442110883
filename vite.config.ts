/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { screenChunksMeta } from './src/app/screen-chunks';
import { tripScreenPattern } from './src/domain/trip-frames';

type OutputChunk = Rollup.OutputChunk;
// Kept in step with scripts/paths.ts (the config loader wants no extension-less local imports).
const distDir = process.env.ASTRA_DIST_DIR ?? 'dist';
/** Written by scripts/prerender.ts just before the Vite build. */
const prerenderedPagesFile = '.cache/prerender/pages.json';

/** The chunks of the device's storage, lowest layer first (the chunk groups below). */
const storageLayers = ['dexie', 'zod', 'domain', 'lib', 'api', 'data'];

/**
 * The chunk of the screen a prerendered page shows, by the screens' file names (src/app/router.tsx):
 * /trips → trips-screen, a trip's frames → itinerary-, wallet- and expenses-screen, a partner's
 * page → service-screen. A page whose screen is not found only misses its screen's preload.
 */
function screenChunkNameOf(route: string, chunks: OutputChunk[]): string {
  const trip = tripScreenPattern.exec(route);
  if (trip) return `${trip[1]?.slice(1) ?? 'itinerary'}-screen`;
  const named = `${route.split('/')[1]}-screen`;
  return chunks.some((chunk) => chunk.name === named) ? named : 'service-screen';
}

/**
 * Puts each screen's prerendered first frame into its own HTML file (trips.html for /trips,
 * index.html for Home) inside an inert #root that src/app/start-app.tsx releases, and keeps the empty page as
 * shell.html for any other path. Without a prerender (a bare `vite build`) it changes nothing.
 */
function prerenderedPages(): Plugin {
  return {
    name: 'astra-prerendered-pages',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!existsSync(prerenderedPagesFile) || index?.type !== 'asset') return;
      const pages = JSON.parse(readFileSync(prerenderedPagesFile, 'utf8')) as Record<string, string>;
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withImports = (start: OutputChunk[]) => {
        const files = new Set<string>();
        const visit = (chunk: OutputChunk | undefined) => {
          if (!chunk || files.has(chunk.fileName) || chunk.isEntry) return;
          files.add(chunk.fileName);
          chunk.imports.forEach((file) => visit(byFile.get(file)));
        };
        start.forEach(visit);
        return [...files];
      };
      // The entry only imports React's chunk, then the app's (src/main.tsx): every page loads both at
      // once, from its head, as it loaded them when they were the entry itself.
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === 'index');
      const startChunks = ['react', 'start'].map((name) => chunks.find((chunk) => chunk.name === name));
      if (!entry || startChunks.some((chunk) => !chunk || !entry.dynamicImports.includes(chunk.fileName)))
        throw new Error('the entry must import the chunks react and start (src/main.tsx, the chunk groups below)');
      // After the stylesheet: the first paint waits for it, not for them.
      const html = String(index.source);
      const stylesheetTag = /<link rel="stylesheet"[^>]*>/.exec(html)?.[0];
      if (!stylesheetTag) throw new Error('index.html must link its stylesheet');
      const startPreloads = withImports(startChunks as OutputChunk[])
        .filter((file) => !html.includes(`/${file}"`))
        .map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      const template = html.replace(stylesheetTag, () => `${stylesheetTag}${startPreloads}`);
      index.source = template;
      const emptyRoot = '<div id="root"></div>';
      // In the head, beside the theme's: it asks the database before the page has even been parsed.
      const themeScript = '<script src="/theme.js"></script>';
      const tripFrameScript = '<script src="/trip-frame.js"></script>';
      if (!template.includes(themeScript)) throw new Error(`index.html must load ${themeScript}`);
      if (!template.includes(emptyRoot)) throw new Error('index.html must have an empty <div id="root"></div> for prerendering');
      // The frame names its path, so src/app/start-app.tsx hydrates it only where the path is the frame's own.
      // A trip's frame also runs public/trip-frame.js, which has its "not on this device" card shown
      // at once where the trip is not on the device (src/ui/trip-not-found.tsx).
      const withPage = (markup: string, route: string) =>
        template
          .replace(emptyRoot, () => `<div id="root" inert data-frame="${route}">${markup}</div>`)
          .replace(themeScript, () => (tripScreenPattern.test(route) ? `${themeScript}${tripFrameScript}` : themeScript));
      // Every screen but Home evaluates storage before its own chunk (src/app/router.tsx's
      // preloadRoute, one layer per task): its page names those chunks and the screen's, and the entry
      // asks for them all at once (modulepreload: fetched and compiled, each evaluated only when its
      // turn comes). As links in the page they took the network from the stylesheet and the first paint.
      const storageChunks = chunks.filter((chunk) => storageLayers.includes(chunk.name));
      if (storageChunks.length !== storageLayers.length) throw new Error(`expected the chunks ${storageLayers.join(', ')} in the build`);
      const preloadsFor = (route: string | undefined) => {
        const screen = route === undefined ? undefined : chunks.find((chunk) => chunk.name === screenChunkNameOf(route, chunks));
        const files = withImports([...storageChunks, ...(screen ? [screen] : [])]);
        const hrefs = files.filter((file) => !template.includes(`/${file}"`)).map((file) => `/${file}`);
        return `<meta name="${screenChunksMeta}" content="${hrefs.join(' ')}">`;
      };
      const withPreloads = (html: string, route?: string) => html.replace('</head>', () => `${preloadsFor(route)}</head>`);
      this.emitFile({ type: 'asset', fileName: 'shell.html', source: withPreloads(template) });
      for (const [route, markup] of Object.entries(pages)) {
        if (route === '/') index.source = withPage(markup, route);
        else this.emitFile({ type: 'asset', fileName: `${route.slice(1)}.html`, source: withPreloads(withPage(markup, route), route) });
      }
    },
  };
}

const apiPort = Number(process.env.API_PORT ?? 8788);

export default defineConfig(({ command }) => ({
  resolve: {
    // React Router's package exports name only its development build (dev warnings and all): the
    // app's build takes its production build, a few KB lighter on Home's first load.
    alias:
      command === 'build'
        ? [{ find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/production/index.mjs') }]
        : [],
  },
  build: {
    outDir: distDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: process.env.ASTRA_SOURCEMAP === '1',
    // A few larger chunks instead of dozens of 1–3 KB ones: over HTTP/1.1 a slow network pays a round
    // trip per six requests, whatever their size (decision 025). Home's first load stays as it was.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry shares with the app (its step helper, Vite's preload helper): a chunk of its
            // own, or the entry would import the app's chunk and evaluate everything at once again.
            { name: 'boot', test: /[\\/]src[\\/]lib[\\/]next-task\.ts$|vite[\\/]preload-helper/, priority: 5 },
            // React's code, then the app's (src/app/start-app.tsx and all it imports): src/main.tsx
            // evaluates them in two tasks. Every page's head preloads both (prerenderedPages above).
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 4 },
            { name: 'start', test: /[\\/]src[\\/]app[\\/]start-app\.tsx$/, priority: 3 },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            { name: 'ui', test: /[\\/]src[\\/]ui[\\/]/, priority: 2 },
            // Dexie and zod apart, so src/db/start-in-steps.ts can still evaluate them in tasks of their own.
            { name: 'dexie', test: /node_modules[\\/]dexie[\\/]/, priority: 2 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-step/, priority: 2 },
            // What two or more screens share (Astra's engine is the chat's alone), in three layers that
            // src/db/start-in-steps.ts evaluates one per task, lowest first: rules and schemas, helpers,
            // then storage. One chunk of all three took one task of ~300 ms on a 4× slower CPU.
            {
              name: 'domain',
              test: (id: string) => /[\\/]src[\\/]domain[\\/]/.test(id) && !/[\\/]domain[\\/]astra[\\/]/.test(id),
              minShareCount: 2,
              priority: 1,
            },
            // The API client alone (it imports no rules), so Home's health check evaluates nothing else.
            { name: 'api', test: /[\\/]src[\\/]lib[\\/](api-client|connectivity|app-events)\.ts$/, priority: 2 },
            { name: 'lib', test: /[\\/]src[\\/]lib[\\/]/, minShareCount: 2, priority: 1 },
            { name: 'data', test: /[\\/]src[\\/]db[\\/]|dexie-react-hooks/, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  plugins: [
    react(),
    tailwindcss(),
    prerenderedPages(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      strategies: 'generateSW',
      filename: 'sw.js',
      includeAssets: ['icons/*.png', 'icons/*.svg', 'robots.txt', 'screenshots/*.png'],
      manifest: {
        id: '/',
        name: 'Astra Travel Concierge',
        short_name: 'Astra',
        description:
          'Your offline-first travel companion: trips, price alerts, city guides, currency, world clock, packing lists and the Astra assistant.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#0f766e',
        background_color: '#f8fafc',
        categories: ['travel', 'navigation', 'utilities'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        screenshots: [
          {
            src: '/screenshots/narrow.png',
            sizes: '780x1688',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Astra on a phone: travel tools at a glance',
          },
          {
            src: '/screenshots/wide.png',
            sizes: '1920x1080',
            type: 'image/png',
            form_factor: 'wide',
            label: 'Astra on a desktop: plan, book and explore',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest,json}'],
        globIgnores: ['screenshots/**'],
        // Paths without a prerendered page (a partner redirect, a typo) get the empty page; a
        // trip's screens get their own frame, below.
        navigateFallback: '/shell.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/plan\//, tripScreenPattern],
        // A trip's screen (/trips/<id>, /wallet, /expenses) opens on the frame the build prerendered
        // for every trip (src/domain/trip-frames.ts; these functions are copied into the service
        // worker, so they name their paths themselves, as tripScreenPattern does). Precached pages are keyed with a revision.
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && /^\/trips\/[^/]+(?:\/wallet|\/expenses)?\/?$/.test(url.pathname),
            handler: async ({ request, url }) => {
              const frame = url.pathname.replace(/\/$/, '').replace(/^\/trips\/[^/]+/, '/trips/_') + '.html';
              const cached =
                (await caches.match(frame, { ignoreSearch: true })) ?? (await caches.match('/shell.html', { ignoreSearch: true }));
              return cached ?? fetch(request);
            },
          },
        ],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'api/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['tests/setup/vitest-setup.ts'],
    globalSetup: ['tests/setup/city-data.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
}));
