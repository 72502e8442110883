/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
// Kept in step with scripts/paths.ts (the config loader wants no extension-less local imports).
const distDir = process.env.ASTRA_DIST_DIR ?? 'dist';

const apiPort = Number(process.env.API_PORT ?? 8788);

export default defineConfig({
  build: {
    outDir: distDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: process.env.ASTRA_SOURCEMAP === '1',
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  plugins: [
    react(),
    tailwindcss(),
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
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
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
});
