// Serves the built PWA from memory: precompressed (brotli/gzip, made by the build), hashed assets
// cached for a year, the HTML shell and service worker revalidated on every load, and the SPA
// fallback for client routes. /api never reaches this handler.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { tripFramePathOf } from '../src/domain/trip-frames';

type StaticFile = { body: Buffer; br?: Buffer; gzip?: Buffer; type: string; etag: string; cacheControl: string };

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

const noCache = new Set(['/index.html', '/sw.js', '/manifest.webmanifest']);

function cacheControlFor(urlPath: string): string {
  if (noCache.has(urlPath)) return 'no-cache';
  if (urlPath.startsWith('/assets/') || /^\/workbox-[0-9a-f]{8}\.js$/.test(urlPath)) {
    return 'public, max-age=31536000, immutable';
  }
  return 'public, max-age=3600';
}

function walk(dir: string, base = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full, base) : [full];
  });
}

export function loadStaticFiles(distDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`No built app in ${distDir}. Run "npm run build" (npm start does it for you).`);
  }
  for (const full of walk(distDir)) {
    if (full.endsWith('.br') || full.endsWith('.gz')) continue;
    const urlPath = '/' + path.relative(distDir, full).split(path.sep).join('/');
    const body = readFileSync(full);
    const br = existsSync(full + '.br') ? readFileSync(full + '.br') : undefined;
    const gzip = existsSync(full + '.gz') ? readFileSync(full + '.gz') : undefined;
    files.set(urlPath, {
      body,
      ...(br ? { br } : {}),
      ...(gzip ? { gzip } : {}),
      type: types[path.extname(full)] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      cacheControl: cacheControlFor(urlPath),
    });
  }
  return files;
}

function pickEncoding(file: StaticFile, acceptEncoding: string): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return { body: file.br, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.body };
}

export function staticHandler(distDir: string): MiddlewareHandler {
  const files = loadStaticFiles(distDir);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      return next();
    }
    let file = files.get(urlPath === '/' ? '/index.html' : urlPath);
    // A screen's path gets its prerendered page (/trips → trips.html), a trip's screen the frame
    // prerendered for every trip (/trips/abc/wallet → trips/_/wallet.html), and any other client
    // route the empty shell, where the router shows its own not-found screen.
    if (!file && !path.extname(urlPath)) {
      const page = tripFramePathOf(urlPath) ?? urlPath.replace(/\/+$/, '');
      file = files.get(`${page}.html`) ?? files.get('/shell.html') ?? files.get('/index.html');
    }
    if (!file) return next();

    const headers: Record<string, string> = {
      'Content-Type': file.type,
      // Pages name the hashed assets of the current build: always revalidated.
      'Cache-Control': file.type.startsWith('text/html') ? 'no-cache' : file.cacheControl,
      ETag: file.etag,
      Vary: 'Accept-Encoding',
    };
    if (c.req.header('if-none-match') === file.etag) return c.body(null, 304, headers);
    const { body, encoding } = pickEncoding(file, c.req.header('accept-encoding') ?? '');
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = String(body.length);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  };
}
