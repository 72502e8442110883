import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { staticHandler } from './static';
import { openTestStorage, type TestStorage } from '../tests/setup/storage';

let dist: string;
let testStorage: TestStorage;
let app: ReturnType<typeof createApp>;
const script = 'console.log("hello from the app");'.repeat(40);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'astra-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root" inert><h1>Where to next?</h1></div>');
  writeFileSync(path.join(dist, 'trips.html'), '<!doctype html><div id="root" inert><h1>My Trips</h1></div>');
  writeFileSync(path.join(dist, 'shell.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(path.join(dist, 'trips/_'), { recursive: true });
  writeFileSync(path.join(dist, 'trips/_.html'), '<!doctype html><div id="root" inert><h1>Trip</h1></div>');
  writeFileSync(path.join(dist, 'trips/_/wallet.html'), '<!doctype html><div id="root" inert><h1>Wallet</h1></div>');
  writeFileSync(path.join(dist, 'trips/_/expenses.html'), '<!doctype html><div id="root" inert><h1>Expenses</h1></div>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  testStorage = await openTestStorage('sqlite');
  app = createApp({ storage: testStorage.storage, version: 'x' }, { staticHandler: staticHandler(dist) });
});
afterAll(async () => {
  await testStorage.cleanup();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  it('serves hashed assets compressed and cached for a year', async () => {
    const response = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gz = await app.request('/assets/index-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await app.request('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('revalidates the HTML shell and the service worker on every load', async () => {
    for (const file of ['/', '/index.html', '/sw.js']) {
      const response = await app.request(file);
      expect(response.headers.get('cache-control'), file).toBe('no-cache');
    }
  });

  it("answers a screen's path with its prerendered page, any other client path with the empty shell", async () => {
    for (const [url, heading] of [
      ['/', 'Where to next?'],
      ['/trips', 'My Trips'],
      ['/trips/', 'My Trips'],
    ] as const) {
      const page = await app.request(url, { headers: { Accept: 'text/html' } });
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text(), url).toContain(`<h1>${heading}</h1>`);
    }
    const other = await app.request('/go/flights', { headers: { Accept: 'text/html' } });
    expect(await other.text()).toBe('<!doctype html><div id="root"></div>');
  });

  it("answers any trip's plan, wallet or expenses with the frame prerendered for every trip", async () => {
    for (const [url, heading] of [
      ['/trips/0192f1a4-7c1e-7d2a-9a51-2f6f0c1d2e3f', 'Trip'],
      ['/trips/0192f1a4-7c1e-7d2a-9a51-2f6f0c1d2e3f/', 'Trip'],
      ['/trips/another-trip/wallet', 'Wallet'],
      ['/trips/another-trip/expenses', 'Expenses'],
    ] as const) {
      const page = await app.request(url, { headers: { Accept: 'text/html' } });
      expect(page.status, url).toBe(200);
      expect(page.headers.get('content-type'), url).toBe('text/html; charset=utf-8');
      expect(await page.text(), url).toContain(`<h1>${heading}</h1>`);
    }
    // Deeper or unknown paths under a trip are not its screens: the router's own not-found.
    const other = await app.request('/trips/another-trip/photos', { headers: { Accept: 'text/html' } });
    expect(await other.text()).toBe('<!doctype html><div id="root"></div>');
  });

  it('answers client routes with the app shell, but never /api paths', async () => {
    const route = await app.request('/trips', { headers: { Accept: 'text/html' } });
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('id="root"');
    const api = await app.request('/api/trips-that-do-not-exist', { headers: { Accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect((await api.json()).error.code).toBe('not-found');
  });

  it('answers missing files with 404 rather than the shell', async () => {
    const response = await app.request('/assets/missing-file.js');
    expect(response.status).toBe(404);
  });

  it('answers a matching ETag with 304 and sets security headers on static files too', async () => {
    const first = await app.request('/sw.js');
    const etag = first.headers.get('etag') ?? '';
    const second = await app.request('/sw.js', { headers: { 'If-None-Match': etag } });
    expect(second.status).toBe(304);
    expect(first.headers.get('content-security-policy')).toContain("script-src 'self'");
  });
});
