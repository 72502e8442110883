// The Hono app: middleware, one sub-app per resource under /api (each with its OpenAPI operations,
// served at /api/openapi.json), and the one error envelope.
// No listening here: api/server.ts serves it, tests call app.request() in-process.
import { randomUUID } from 'node:crypto';
import { Hono, type Env, type MiddlewareHandler, type Schema } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { isDatabaseUnavailable, type Storage } from './db/index';
import { ApiError, errorBody } from './errors';
import { bodyLimit } from './body-limit';
import { holdRefusals, type HeldRefusalOptions } from './held-refusals';
import { createLogger, excerpt, logOf, type Logger } from './log';
import { provideDeviceDirectory } from './device';
import { RateLimitedError, type WriteLimits } from './write-limits';
import { deviceRouteDocs, deviceRoutes, type DeviceRouteOptions } from './routes/devices';
import { apiDocs, objectResponse, type RouteDoc } from './openapi';
import { healthRouteDocs, healthRoutes } from './routes/health';
import { partnerRouteDocs, partnerRoutes } from './routes/partners';
import { syncRouteDocs, syncRoutes } from './routes/sync';
import { tripRouteDocs, tripRoutes } from './routes/trips';
import { itineraryItemRouteDocs, itineraryItemRoutes } from './routes/itinerary-items';
import {
  calendarFeedMount,
  calendarFeedRouteDocs,
  calendarFeedRoutes,
  calendarLinkRouteDocs,
  calendarLinkRoutes,
} from './routes/calendar-links';
import {
  inviteRouteDocs,
  inviteRoutes,
  tripInviteRouteDocs,
  tripInviteRoutes,
  tripMemberRouteDocs,
  tripMemberRoutes,
} from './routes/sharing';
import { planLinkRouteDocs, planLinkRoutes, publicPlanMount, publicPlanRoutes } from './routes/plan-links';
import { alertRouteDocs, alertRoutes } from './routes/alerts';
import { cityRouteDocs, cityRoutes } from './routes/cities';
import { rateRouteDocs, rateRoutes } from './routes/rates';
import { chatRouteDocs, chatRoutes, type ChatOptions } from './routes/chat';
import { fileRouteDocs, fileRoutes, filesMount } from './routes/files';
import { uploadChunkBytes } from '../src/domain/document-files';
import { builtInRateTable, type RateTable } from '../src/domain/currency';
import type { CityIndex } from './cities/city-index';
import type { PriceSource } from './alerts/price-sources';
import { neverFrame, type FramingChecker } from './partners/framing';

export type AppDeps = {
  storage: Storage;
  version: string;
  bodyLimitBytes?: number;
  /** Affiliate marker of partner links built by the API (VITE_PARTNER_MARKER); the domain default otherwise. */
  partnerMarker?: string;
  /** Reads partners' framing headers for supports_iframe (server.ts passes the real one; absent: never framed, nothing fetched). */
  partnerFraming?: FramingChecker;
  /** Where the price watcher gets prices (PRICE_SOURCE); absent: none, and new alerts say they aren't watched. */
  priceSource?: PriceSource | null;
  /** The city index behind /api/cities (server.ts loads it at start); absent: those routes are not mounted. */
  cities?: CityIndex;
  /** The table behind /api/rates (RATES_FILE, read by loadConfig); absent: the built-in one. */
  rateTable?: RateTable;
  /** Astra's chat: the LLM, the clock, proxy trust; absent: the embedded engine alone, the system clock, no proxy. */
  chat?: ChatOptions;
  /** Linking devices: the clock and proxy trust; absent: the system clock, no proxy. */
  devices?: DeviceRouteOptions;
  /** Registrations and writes allowed per device and address (api/write-limits.ts); absent: the defaults. */
  writeLimits?: Partial<WriteLimits>;
  /** The server's structured log (api/log.ts); absent: JSON lines on stderr at info. */
  log?: Logger;
  /** Refusals to a flooding address held back (api/held-refusals.ts; server.ts turns it on); absent: sent at once. */
  heldRefusals?: HeldRefusalOptions;
};

export type AppOptions = {
  /** Serves the built PWA for anything outside /api (set by server.ts, absent in API tests). */
  staticHandler?: MiddlewareHandler;
};

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Toast and transition styles are injected at run time; scripts stay strictly same-origin.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  // The in-app service panel frames partner sites; only https ones. The wallet shows a PDF kept on the
  // device in the browser's viewer through an object URL (its type set from the file's bytes).
  frameSrc: ["'self'", 'https:', 'blob:'],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** A request id the client sent may be used when it is short and plain; otherwise the server makes one. */
const requestIdPattern = /^[A-Za-z0-9._:-]{1,64}$/;

export function createApp(deps: AppDeps, options: AppOptions = {}) {
  const app = new Hono();
  const log = deps.log ?? createLogger();

  // Every request gets an id (X-Request-Id, echoed back) and a log that writes it on each line.
  app.use('*', async (c, next) => {
    const sent = c.req.header('x-request-id');
    const requestId = sent && requestIdPattern.test(sent) ? sent : randomUUID();
    c.set('log' as never, log.child({ req_id: requestId }) as never);
    c.header('X-Request-Id', requestId);
    await next();
  });

  // Before any other work: a flooding address's refusals wait here, not in front of other travellers.
  if (deps.heldRefusals) app.use('/api/*', holdRefusals(deps.heldRefusals));

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'SAMEORIGIN',
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: 'same-origin',
      permissionsPolicy: { camera: ['self'], microphone: [], geolocation: [] },
      // A route with stricter headers of its own keeps them (the public plan page: no script at all).
      overwrite: false,
    }),
  );

  const maxBodyBytes = deps.bodyLimitBytes ?? 256 * 1024;
  // Past the drain cap the rest of an oversized body is never read, so the connection cannot be reused.
  const limitBody = bodyLimit(maxBodyBytes, (c) =>
    c.json(errorBody('payload-too-large', `The request body is larger than ${Math.round(maxBodyBytes / 1024)} KB.`), 413, {
      Connection: 'close',
    }),
  );
  // A wallet file's chunks are larger than any JSON body: they have a limit of their own.
  const limitChunk = bodyLimit(uploadChunkBytes, (c) =>
    c.json(errorBody('chunk-too-large', `Send the file in chunks of at most ${uploadChunkBytes / 1024} KB.`), 413, { Connection: 'close' }),
  );
  // Reading `body` makes @hono/node-server build a full Request; requests without one skip the check.
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.path.startsWith(`${filesMount}/`) ? limitChunk(c, next) : limitBody(c, next);
  });
  // User data must never be cached; a route serving public read-only data (cities) sets its own policy.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  // Each sub-app is mounted with its OpenAPI operations, so the document describes what is served.
  const docs = apiDocs({ version: deps.version });
  const mount = <E extends Env, S extends Schema, B extends string>(
    path: string,
    routes: Hono<E, S, B>,
    routeDocs: readonly RouteDoc[],
  ) => {
    app.route(path, routes);
    // The document writes a path parameter as {id}, Hono as :id.
    docs.add(path.replace(/:(\w+)/g, '{$1}'), routeDocs);
  };
  app.use(
    '/api/*',
    provideDeviceDirectory(deps.storage, {
      limits: deps.writeLimits,
      trustProxyHops: deps.devices?.trustProxyHops ?? deps.chat?.trustProxyHops ?? 0,
      ...(deps.devices?.now ? { now: deps.devices.now } : {}),
    }),
  );
  const { cities } = deps;
  const writeContext = { priceSource: deps.priceSource ?? null, isKnownAirport: cities ? (code: string) => cities.hasAirport(code) : null };
  mount('/api/health', healthRoutes(deps), healthRouteDocs);
  mount('/api/partners', partnerRoutes({ marker: deps.partnerMarker, framing: deps.partnerFraming ?? neverFrame }), partnerRouteDocs);
  mount('/api/trips', tripRoutes(deps), tripRouteDocs);
  mount('/api/trips/:id/items', itineraryItemRoutes({ storage: deps.storage, writeContext }), itineraryItemRouteDocs);
  mount('/api/trips/:id/calendar', calendarLinkRoutes(deps), calendarLinkRouteDocs);
  const sharing = { storage: deps.storage, writeContext, trustProxyHops: deps.chat?.trustProxyHops };
  mount('/api/trips/:id/invites', tripInviteRoutes(sharing), tripInviteRouteDocs);
  mount('/api/trips/:id/members', tripMemberRoutes(sharing), tripMemberRouteDocs);
  mount('/api/invites', inviteRoutes(sharing), inviteRouteDocs);
  mount(calendarFeedMount, calendarFeedRoutes(deps), calendarFeedRouteDocs);
  mount('/api/trips/:id/public-link', planLinkRoutes(deps), planLinkRouteDocs);
  // The public page of a plan is HTML outside /api (and outside the OpenAPI document), before the app's shell.
  app.route(publicPlanMount, publicPlanRoutes({ storage: deps.storage, trustProxyHops: deps.chat?.trustProxyHops ?? 0 }));
  mount('/api/alerts', alertRoutes({ storage: deps.storage, writeContext }), alertRouteDocs);
  mount('/api/devices', deviceRoutes({ storage: deps.storage, ...deps.devices }), deviceRouteDocs);
  mount('/api/sync', syncRoutes({ storage: deps.storage, writeContext }), syncRouteDocs);
  if (deps.cities) mount('/api/cities', cityRoutes({ cities: deps.cities }), cityRouteDocs);
  mount('/api/rates', rateRoutes({ rateTable: deps.rateTable ?? builtInRateTable }), rateRouteDocs);
  mount(
    '/api/chat',
    chatRoutes({
      storage: deps.storage,
      cities: deps.cities,
      rateTable: deps.rateTable,
      partnerMarker: deps.partnerMarker,
      warn: (line) => log.warn(line),
      ...deps.chat,
    }),
    chatRouteDocs,
  );
  mount(filesMount, fileRoutes({ storage: deps.storage }), fileRouteDocs);
  docs.add('/api/openapi.json', [
    {
      method: 'get',
      path: '/',
      tags: ['meta'],
      summary: 'This document',
      responses: { 200: objectResponse('The OpenAPI 3.1 document of /api') },
    },
  ]);
  app.get('/api/openapi.json', (c) => c.json(docs.document()));

  if (options.staticHandler) app.use('*', options.staticHandler);

  app.notFound((c) =>
    c.json(
      errorBody(
        'not-found',
        c.req.path.startsWith('/api/') || c.req.path === '/api'
          ? `There is no API endpoint at ${c.req.method} ${c.req.path}.`
          : `Nothing found at ${c.req.path}.`,
      ),
      404,
    ),
  );

  app.onError((error, c) => {
    if (error instanceof RateLimitedError)
      return c.json(errorBody(error.code, error.message), 429, { 'Retry-After': String(error.retryAfterSeconds) });
    if (error instanceof ApiError) return c.json(errorBody(error.code, error.message), error.status);
    if (error instanceof HTTPException) {
      const status = error.status;
      const code = status === 400 ? 'invalid-input' : status === 413 ? 'payload-too-large' : 'http-error';
      const message = /malformed json/i.test(error.message)
        ? 'The request body is not valid JSON.'
        : error.message || 'The request could not be handled.';
      return c.json(errorBody(code, message), status >= 500 ? 500 : status);
    }
    if (isDatabaseUnavailable(error)) {
      // An outage: the client retries (the device's outbox keeps the change), and the log says so once a minute.
      logOf(c, log).sampled('database-unavailable', 'error', 'the database is not answering', { err: error });
      return c.json(
        errorBody('database-unavailable', 'The database is not answering right now. Your changes are kept; try again in a moment.'),
        503,
        {
          'Retry-After': '5',
        },
      );
    }
    logOf(c, log).error('request failed', { method: c.req.method, path: excerpt(c.req.path, 120), err: error });
    return c.json(errorBody('internal-error', 'Something went wrong on our side. Please try again.'), 500);
  });

  return app;
}
