// Build-time rendering of each screen's first frame (scripts/prerender.ts puts it into that route's
// HTML), so a phone on a slow network sees the screen before the JavaScript has arrived. The app
// then hydrates it, or renders over it, on the device (src/app/start-app.tsx); this is never run in the browser.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from './app/router';
import { PartnerHandoffProvider } from './lib/partner-handoff';

export async function renderRoute(url: string): Promise<string> {
  // Loaded first, the screen renders in one synchronous pass. (The streaming renderers outline big
  // Suspense boundaries behind inline scripts, which our CSP forbids.)
  await preloadRoute(url);
  const html = renderToString(
    <StaticRouter location={url}>
      <PartnerHandoffProvider>
        <AppRoutes />
      </PartnerHandoffProvider>
    </StaticRouter>,
  );
  if (/<script|<template|<!--\$[?!]-->/i.test(html)) {
    throw new Error(
      `prerendering ${url}: part of the screen suspended. Render lazy parts only on the device (useIsOnDevice in src/lib/on-device.ts).`,
    );
  }
  return html;
}

export { prerenderedPaths } from './app/router';
