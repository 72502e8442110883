// A local stand-in for the Travelpayouts data API (GET /aviasales/v3/prices_for_dates), so the price
// watcher is tested against a real HTTP server that can also fail. Tests set prices per route, count
// requests, and make a route answer 500, answer success:false, or hang.
//
// In-process: `const prices = await startFakePriceServer()`. From outside (browser tests), run
// `node --import tsx tests/setup/fake-price-server.ts --port 8790 [--token T]` and drive it over HTTP:
//   PUT    /__control/price?origin=LON&destination=PAR&price=80   (no price: no fares for the route)
//   PUT    /__control/failure?origin=LON&destination=PAR&mode=http-500|refused|hang|none
//   GET    /__control/requests        the price requests seen so far
//   POST   /__control/reset           forget prices, failures and requests
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export type FailureMode = 'http-500' | 'refused' | 'hang';

export type PriceRequest = { origin: string; destination: string; currency: string | null; token: string | null; at: string };

export type FakePriceServer = {
  /** The base URL to use as TRAVELPAYOUTS_API_URL. */
  url: string;
  /** The cheapest fare of a route; null: no fares found. Codes are matched case-insensitively. */
  setPrice(origin: string, destination: string, price: number | null): void;
  /** Makes a route fail; null makes it answer again. */
  setFailure(origin: string, destination: string, mode: FailureMode | null): void;
  /** The price requests seen so far, oldest first. */
  readonly requests: PriceRequest[];
  /** How many price requests asked about this route (or about any). */
  requestCount(origin?: string, destination?: string): number;
  reset(): void;
  close(): Promise<void>;
};

export type FakePriceServerOptions = { port?: number; host?: string; token?: string };

const routeKey = (origin: string, destination: string) => `${origin.trim().toUpperCase()}-${destination.trim().toUpperCase()}`;
const failureModes: FailureMode[] = ['http-500', 'refused', 'hang'];

export async function startFakePriceServer({ port = 0, host = '127.0.0.1', token }: FakePriceServerOptions = {}): Promise<FakePriceServer> {
  const prices = new Map<string, number | null>();
  const failures = new Map<string, FailureMode>();
  const requests: PriceRequest[] = [];

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(body));
  };

  const pricesForDates = (url: URL, request: IncomingMessage, response: ServerResponse) => {
    const origin = (url.searchParams.get('origin') ?? '').toUpperCase();
    const destination = (url.searchParams.get('destination') ?? '').toUpperCase();
    const sentToken = url.searchParams.get('token') ?? (request.headers['x-access-token'] as string | undefined) ?? null;
    requests.push({ origin, destination, currency: url.searchParams.get('currency'), token: sentToken, at: new Date().toISOString() });
    if (token !== undefined && sentToken !== token) return send(response, 401, { success: false, data: null, error: 'Unauthorized' });
    if (!/^[A-Z]{3}$/.test(origin) || !/^[A-Z]{3}$/.test(destination)) {
      return send(response, 400, { success: false, data: null, error: 'origin and destination must be IATA codes' });
    }
    const key = routeKey(origin, destination);
    const failure = failures.get(key);
    if (failure === 'hang') return; // never answers; close() drops the connection
    if (failure === 'http-500') return send(response, 500, { success: false, data: null, error: 'Internal Server Error' });
    if (failure === 'refused') return send(response, 200, { success: false, data: null, error: 'Something went wrong' });
    const price = prices.get(key) ?? null;
    const departure = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const data =
      price === null
        ? []
        : [
            {
              origin,
              destination,
              origin_airport: origin,
              destination_airport: destination,
              price,
              airline: 'XX',
              flight_number: '123',
              departure_at: `${departure}T09:15:00+00:00`,
              transfers: 0,
              return_transfers: 0,
              duration: 95,
              duration_to: 95,
              duration_back: 0,
              link: `/search/${origin}${departure.slice(8, 10)}${departure.slice(5, 7)}${destination}1`,
            },
          ];
    send(response, 200, { success: true, data, currency: (url.searchParams.get('currency') ?? 'rub').toLowerCase() });
  };

  const control = (url: URL, method: string, response: ServerResponse) => {
    const origin = url.searchParams.get('origin') ?? '';
    const destination = url.searchParams.get('destination') ?? '';
    if (url.pathname === '/__control/price' && method === 'PUT') {
      const raw = url.searchParams.get('price');
      const price = raw === null || raw === '' || raw === 'none' ? null : Number(raw);
      if (price !== null && !(price > 0)) return send(response, 400, { error: 'price must be a positive number, or none' });
      fake.setPrice(origin, destination, price);
      return send(response, 200, { route: routeKey(origin, destination), price });
    }
    if (url.pathname === '/__control/failure' && method === 'PUT') {
      const mode = url.searchParams.get('mode') ?? 'none';
      if (mode !== 'none' && !failureModes.includes(mode as FailureMode))
        return send(response, 400, { error: `mode must be one of ${failureModes.join(', ')}, none` });
      fake.setFailure(origin, destination, mode === 'none' ? null : (mode as FailureMode));
      return send(response, 200, { route: routeKey(origin, destination), mode });
    }
    if (url.pathname === '/__control/requests' && method === 'GET') return send(response, 200, requests);
    if (url.pathname === '/__control/reset' && method === 'POST') {
      fake.reset();
      return send(response, 200, { reset: true });
    }
    send(response, 404, { error: `no control endpoint ${method} ${url.pathname}` });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (url.pathname.startsWith('/__control/')) return control(url, request.method ?? 'GET', response);
    if (url.pathname === '/aviasales/v3/prices_for_dates' && request.method === 'GET') return pricesForDates(url, request, response);
    send(response, 404, { success: false, data: null, error: 'Not found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;

  const fake: FakePriceServer = {
    url: `http://${host}:${address.port}`,
    setPrice: (origin, destination, price) => void prices.set(routeKey(origin, destination), price),
    setFailure: (origin, destination, mode) =>
      void (mode ? failures.set(routeKey(origin, destination), mode) : failures.delete(routeKey(origin, destination))),
    requests,
    requestCount: (origin, destination) =>
      origin === undefined
        ? requests.length
        : requests.filter((request) => routeKey(request.origin, request.destination) === routeKey(origin, destination ?? '')).length,
    reset: () => {
      prices.clear();
      failures.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const option = (name: string) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const fake = await startFakePriceServer({
    port: Number(option('port') ?? 0),
    host: option('host') ?? '127.0.0.1',
    token: option('token'),
  });
  console.log(`fake price server on ${fake.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void fake.close().finally(() => process.exit(0)));
}
