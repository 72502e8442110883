// Screenshots of routes at phone (390×844) and desktop (1280×900) widths, for looking at what we built.
// Usage: tsx scripts/screenshot.ts http://127.0.0.1:8787 / /trips …   (files go to .cache/screenshots)
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../tests/e2e/support';
import { cacheDir } from './paths';

const [base = 'http://127.0.0.1:8787', ...routes] = process.argv.slice(2);
const outDir = path.join(cacheDir, 'screenshots');
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
for (const scheme of (process.env.SCHEMES ?? 'light').split(',') as Array<'light' | 'dark'>) {
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const route of routes.length ? routes : ['/']) {
      await page.goto(base + route);
      await page.waitForTimeout(Number(process.env.WAIT_MS ?? 800));
      const name = `${label}-${scheme}${route.replace(/[^a-z0-9]+/gi, '_')}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: process.env.FULL === '1' });
      console.log(path.join(outDir, name));
    }
    await context.close();
  }
}
await browser.close();
