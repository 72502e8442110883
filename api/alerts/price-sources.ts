// Where the price watcher gets prices. A PriceSource answers "what does this route cost now?";
// without one (PRICE_SOURCE=none, the default) nothing is fetched and alerts say they aren't watched.
// The Travelpayouts source reads the Aviasales data API (cached fares found by travellers recently).
import { z } from 'zod';
import type { AlertType } from '../../src/domain/price-alert-rules';
import type { PriceWatch } from '../../src/domain/price-alerts';

/** Where alert prices come from (PRICE_SOURCE, read by api/config.ts): none, or the Travelpayouts data API. */
export type PriceSourceConfig = { kind: 'none' } | { kind: 'travelpayouts'; token: string; baseUrl: string; timeoutMs: number };

/** What an alert asks a source to price. */
export type PriceTarget = { alert_type: AlertType; origin: string; destination: string };
export type PriceQuote = { price: number; currency: string };

export type PriceSource = {
  name: string;
  /** Why this source can't price the target (a note for the traveller), or null when it can. Asks no one. */
  unsupportedReason?(target: PriceTarget): string | null;
  /** The current price, or 'unsupported' when there is none for this route. Throws when the source fails. */
  quote(request: PriceTarget & { signal: AbortSignal }): Promise<PriceQuote | 'unsupported'>;
};

/** A failure a traveller may read in the alert's note: short, and never holding the token. */
export class PriceSourceError extends Error {
  override name = 'PriceSourceError';
}

export const watchNotes = {
  noSource: "Saved, but prices aren't being watched: this server has no price source configured.",
  firstCheck: 'Waiting for the first price check.',
  noFares: 'No fares found for this route right now.',
  hotels: "Hotel prices aren't watched yet; the alert is saved.",
  codes:
    "Prices are watched between airports or cities: we couldn't find one of these places. Write a city name or a code, like London or LON.",
} as const;

/** The watch state of an alert that is new, or now watches something else, before its first check. */
export function startingWatch(source: PriceSource | null, target: PriceTarget): Pick<PriceWatch, 'watch_status' | 'watch_note'> {
  if (!source) return { watch_status: 'not-monitored', watch_note: watchNotes.noSource };
  const reason = source.unsupportedReason?.(target) ?? null;
  return reason ? { watch_status: 'unsupported', watch_note: reason } : { watch_status: 'watching', watch_note: watchNotes.firstCheck };
}

export type TravelpayoutsOptions = {
  token: string;
  /** Default https://api.travelpayouts.com; tests point it at a local fake. */
  baseUrl?: string;
  /** Per request; default 10 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export const travelpayoutsDefaultUrl = 'https://api.travelpayouts.com';

const iataCode = /^[A-Za-z]{3}$/;

const pricesResponseSchema = z.object({
  success: z.boolean(),
  data: z.array(z.object({ price: z.number().positive() }).loose()).nullish(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
  error: z.string().nullish(),
});

/** Flights only, between 3-letter IATA city or airport codes; prices in US dollars. */
export function travelpayoutsSource({
  token,
  baseUrl = travelpayoutsDefaultUrl,
  timeoutMs = 10_000,
  fetch: fetchPrices = fetch,
}: TravelpayoutsOptions): PriceSource {
  const endpoint = new URL('aviasales/v3/prices_for_dates', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const unsupportedReason = (target: PriceTarget): string | null => {
    if (target.alert_type === 'hotel') return watchNotes.hotels;
    if (!iataCode.test(target.origin.trim()) || !iataCode.test(target.destination.trim())) return watchNotes.codes;
    return null;
  };
  return {
    name: 'travelpayouts',
    unsupportedReason,
    async quote({ signal, ...target }) {
      if (unsupportedReason(target)) return 'unsupported';
      const url = new URL(endpoint);
      url.search = new URLSearchParams({
        origin: target.origin.trim().toUpperCase(),
        destination: target.destination.trim().toUpperCase(),
        currency: 'usd',
        sorting: 'price',
        limit: '1',
        one_way: 'true',
      }).toString();
      let body: z.infer<typeof pricesResponseSchema>;
      try {
        // The token goes in the header the API accepts, not the URL, so it never lands in a log line.
        const response = await fetchPrices(url, {
          headers: { 'X-Access-Token': token, Accept: 'application/json' },
          signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        });
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          throw new PriceSourceError(`Travelpayouts answered HTTP ${response.status}`);
        }
        const parsed = pricesResponseSchema.safeParse(
          await response.json().catch((error: unknown) => {
            if (error instanceof SyntaxError) return undefined;
            throw error;
          }),
        );
        if (!parsed.success) throw new PriceSourceError('Travelpayouts sent an answer we could not read');
        body = parsed.data;
      } catch (error) {
        if (signal.aborted || error instanceof PriceSourceError) throw error;
        if (error instanceof Error && error.name === 'TimeoutError')
          throw new PriceSourceError(`Travelpayouts did not answer within ${timeoutMs / 1000} s`);
        throw new PriceSourceError('Travelpayouts could not be reached');
      }
      if (!body.success)
        throw new PriceSourceError(`Travelpayouts refused the request${body.error ? `: ${body.error.slice(0, 120)}` : ''}`);
      const cheapest = body.data?.[0];
      if (!cheapest) return 'unsupported';
      return { price: cheapest.price, currency: (body.currency ?? 'usd').toUpperCase() };
    },
  };
}

/** The source the server runs with (PRICE_SOURCE and its settings); null for none. */
export function priceSourceFromConfig(config: PriceSourceConfig): PriceSource | null {
  return config.kind === 'travelpayouts'
    ? travelpayoutsSource({ token: config.token, baseUrl: config.baseUrl, timeoutMs: config.timeoutMs })
    : null;
}
