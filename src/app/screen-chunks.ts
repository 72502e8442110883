// A prerendered page (other than Home) names the chunks its screen needs in a meta tag that the build
// writes (vite.config.ts): storage's layers and the screen's own. The entry asks for them all at once,
// so they arrive together while src/db/start-in-steps.ts evaluates them one per task.

/** The meta tag's name; its content is the chunks' paths, separated by spaces. */
export const screenChunksMeta = 'astra-screen-chunks';

/** Fetches and compiles the page's chunks without running them (modulepreload), once. */
export function prefetchScreenChunks(): void {
  // The build's prerender (src/prerender.tsx) loads screens too, with no page.
  if (typeof document === 'undefined') return;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${screenChunksMeta}"]`);
  if (!meta) return;
  for (const href of meta.content.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  meta.remove();
}
