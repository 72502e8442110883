// Prerendering, the first half of `npm run build`: an SSR build of src/prerender.tsx renders the first
// frame of every screen with a fixed path; the Vite build's prerendered-pages plugin (vite.config.ts)
// then writes each into its own HTML file next to index.html. On a slow network the screen shows
// as soon as the HTML and CSS arrive, before the JavaScript.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { rootDir } from './paths';

export const prerenderDir = path.join(rootDir, '.cache', 'prerender');
export const prerenderedPagesFile = path.join(prerenderDir, 'pages.json');

type PrerenderModule = { renderRoute: (url: string) => Promise<string>; prerenderedPaths: string[] };

export async function prerenderPages(): Promise<Record<string, string>> {
  const outDir = path.join(prerenderDir, 'ssr');
  await build({
    configFile: false,
    root: rootDir,
    logLevel: 'warn',
    plugins: [react()],
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, target: 'node20', copyPublicDir: false },
  });
  // Imported by its plain URL: the lazy chunks import it by that URL too, and a second copy of the
  // module would mean a second React context. (One build per process: the module is cached.)
  const module = (await import(pathToFileURL(path.join(outDir, 'prerender.js')).href)) as PrerenderModule;
  const pages: Record<string, string> = {};
  for (const route of module.prerenderedPaths) pages[route] = await module.renderRoute(route);
  mkdirSync(prerenderDir, { recursive: true });
  writeFileSync(prerenderedPagesFile, JSON.stringify(pages));
  return pages;
}
